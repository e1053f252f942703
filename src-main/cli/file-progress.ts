import type { BulkSummary } from '../../src-shared/ipc/channels/history';
import type { HistoryReader } from '../history/history-reader';

/** How far earlier runs got with the same file (the same bytes), by the file's line numbers. */
export interface FileProgress {
  /** Lines in a bulk the bank has, had or may have (sent, waiting, unknown, refused by the bank). */
  reached: Set<number>;
  /** Lines only ever in bulks that never left this computer (the run stopped before sending them). */
  neverReached: Set<number>;
  /** The earlier runs' bulks, oldest first. */
  bulks: BulkSummary[];
}

/** A bulk that Bulkpay recorded but never sent: the run stopped before it reached the bank. */
export const neverReachedBank = (b: BulkSummary) => b.state === 'not_sent' && !b.bankBulkId;

/**
 * What earlier `submit` runs and the app did with a file whose SHA-256 is `sha256`. A line that
 * reached the bank in any run counts as reached, even if another run of the same file stopped
 * before it: only lines that never reached the bank may be offered for sending.
 */
export function earlierProgress(reader: HistoryReader, sha256: string): FileProgress {
  const fileIds = reader.db
    .prepare('SELECT id FROM imported_files WHERE sha256 = ? ORDER BY imported_at, rowid')
    .pluck()
    .all(sha256) as string[];
  const bulks = fileIds.flatMap((id) => reader.bulksOfFile(id));
  const reached = new Set<number>();
  const stopped = new Set<number>();
  for (const bulk of bulks) {
    const lines = reader.bulkPayments(bulk.id).flatMap((p) => (p.line === null ? [] : [p.line]));
    for (const line of lines) (neverReachedBank(bulk) ? stopped : reached).add(line);
  }
  return { reached, neverReached: new Set([...stopped].filter((line) => !reached.has(line))), bulks };
}

/** "2–4, 7, 9–12": lines for a message, runs collapsed, at most `max` runs shown. */
export function lineRanges(lines: Iterable<number>, max = 8): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.length > max ? `${runs.slice(0, max).join(', ')} and ${runs.length - max} more` : runs.join(', ');
}
