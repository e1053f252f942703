import type { BulkSummary } from '../../src-shared/ipc/channels/history';
import type { LocalHistoryReader } from '../ports/history/local-history';
import { neverReachedBank } from '../features/reports/run';

/**
 * How far earlier runs got with the same file (the same bytes), by each payment's 0-based place
 * among the file's payments (history's row_number). Not by line: every payment of a one-line
 * pain.001 file is on line 1, so lines would merge a whole file into one key.
 */
export interface FileProgress {
  /** Rows in a bulk the bank has, had or may have (sent, waiting, unknown, refused by the bank). */
  reached: Set<number>;
  /** Rows only ever in bulks that never left this computer (the run stopped before sending them). */
  neverReached: Set<number>;
  /** The earlier runs' bulks, oldest first. */
  bulks: BulkSummary[];
}

/**
 * What earlier `submit` runs and the app did with a file whose SHA-256 is `sha256` and whose
 * payments start on `lines` (in file order). A row that reached the bank in any run counts as
 * reached, even if another run of the same file stopped before it: only rows that never reached
 * the bank may be offered for sending.
 */
export function earlierProgress(reader: LocalHistoryReader, sha256: string, lines: readonly number[]): FileProgress {
  const bulks = reader.importsOfFile(sha256).flatMap((id) => reader.bulksOfFile(id));
  const rowsOfLine = new Map<number, number[]>();
  lines.forEach((line, row) => rowsOfLine.set(line, [...(rowsOfLine.get(line) ?? []), row]));
  const reached = new Set<number>();
  const stopped = new Set<number>();
  for (const bulk of bulks) {
    const into = neverReachedBank(bulk) ? stopped : reached;
    for (const p of reader.paymentPlacesOf(bulk.id)) {
      for (const row of rowsOfPayment(p.row_number, p.line, lines, rowsOfLine)) into.add(row);
    }
  }
  return { reached, neverReached: new Set([...stopped].filter((row) => !reached.has(row))), bulks };
}

/**
 * The file rows a recorded payment stands for: its row_number when that row starts on the recorded
 * line; otherwise (a resend, or a resumed run recorded before rows kept their place in the file)
 * every row on its line, so a payment that may have reached the bank is never offered again.
 */
function rowsOfPayment(
  rowNumber: number | null,
  line: number | null,
  lines: readonly number[],
  rowsOfLine: Map<number, number[]>,
): number[] {
  if (rowNumber !== null && lines[rowNumber] === line) return [rowNumber];
  return line === null ? [] : (rowsOfLine.get(line) ?? []);
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
