import type { AuditEntry, BulkSummary, PaymentRow } from '../../src-shared/ipc/channels/history';
import { err, ok, type Result } from '../../src-shared/result';
import type { HistoryReader } from '../history/history-reader';

export interface RunFile {
  id: string;
  name: string;
  sha256: string;
  rowCount: number;
  importedBy: string;
  importedAt: string;
}

/**
 * A run: the bulks sent from one imported file (imported_files row), including bulks sent again
 * from their unsent payments, which keep the file's id. A bulk alone is reported as a run of one.
 */
export interface Run {
  scope: 'file' | 'bulk';
  file: RunFile | null;
  bulks: { bulk: BulkSummary; payments: PaymentRow[] }[];
  /** The imported pain.001's MsgId and version, when the file was one and the import said so. */
  message: { id: string; name: string } | null;
  /** The bank profile the bulks were sent with (its name), when known. */
  profile: string | null;
  /** Audit entries of the file and every bulk, oldest first. */
  audit: AuditEntry[];
}

/** Bulk states after which nothing changes; a run is final when all its bulks are. */
export const isFinal = (b: BulkSummary) => b.processed;

function findFile(reader: HistoryReader, id: string): RunFile | undefined {
  const row = reader.db
    .prepare(
      `SELECT id, name, sha256, row_count, imported_by, imported_at FROM imported_files
       WHERE id = ? OR sha256 = ? ORDER BY imported_at DESC LIMIT 1`,
    )
    .get(id, id.toLowerCase()) as
    | { id: string; name: string; sha256: string; row_count: number; imported_by: string; imported_at: string }
    | undefined;
  return (
    row && {
      id: row.id,
      name: row.name,
      sha256: row.sha256,
      rowCount: row.row_count,
      importedBy: row.imported_by,
      importedAt: row.imported_at,
    }
  );
}

/** The pain.001 header the submission recorded with "file_send_confirmed" (audit detail `message`). */
function importedMessage(reader: HistoryReader, fileId: string): Run['message'] {
  for (const entry of reader.auditOf('file', fileId)) {
    if (entry.action !== 'file_send_confirmed' || !entry.detail) continue;
    const message = (JSON.parse(entry.detail) as { message?: { id?: unknown; name?: unknown } }).message;
    if (typeof message?.id === 'string' && typeof message.name === 'string')
      return { id: message.id, name: message.name };
  }
  return null;
}

/**
 * The run named by `id`: an imported file's id or SHA-256 (the latest import of it), or a bulk
 * by our id or the bank's bulk_id.
 */
export function loadRun(reader: HistoryReader, id: string): Result<Run> {
  const file = findFile(reader, id.trim());
  let scope: Run['scope'] = 'file';
  let bulks: BulkSummary[];
  if (file) bulks = reader.bulksOfFile(file.id);
  else {
    const bulk = reader.findBulk(id.trim());
    if (!bulk)
      return err(
        'run_not_found',
        `No imported file or bulk ${id} in the history. Use a file id or SHA-256, our bulk id or the bank's bulk_id as "bulkpay history" lists them.`,
      );
    scope = 'bulk';
    bulks = [bulk];
  }
  if (bulks.length === 0)
    return err('run_empty', `Nothing was sent from ${file?.name ?? id}; there is nothing to report.`);
  const runFile = file ?? (bulks[0]!.fileId ? (findFile(reader, bulks[0]!.fileId) ?? null) : null);
  const audit = [
    ...(runFile && scope === 'file' ? reader.auditOf('file', runFile.id) : []),
    ...bulks.flatMap((b) => reader.auditOf('bulk', b.id)),
  ].sort((a, b) => a.id - b.id);
  const profile = reader.db
    .prepare('SELECT p.name FROM bulks b JOIN bank_profiles p ON p.id = b.profile_id WHERE b.id = ?')
    .pluck()
    .get(bulks[0]!.id) as string | undefined;
  return ok({
    scope,
    message: runFile ? importedMessage(reader, runFile.id) : null,
    profile: profile ?? null,
    file: runFile,
    bulks: bulks.map((bulk) => ({ bulk, payments: reader.bulkPayments(bulk.id) })),
    audit,
  });
}
