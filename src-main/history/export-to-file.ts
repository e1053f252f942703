// The app's history export, streamed: main asks the OS where to save, then writes the matches
// chunk by chunk from a database cursor, so 100,000 payments never sit in memory or cross IPC.
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename } from 'node:path';
import { err, ok, type Result } from '../../src-shared/result';
import type { ExportFormat, PaymentRow } from '../../src-shared/ipc/channels/history';
import type { ParsedRequestOf, ResponseOf } from '../../src-shared/ipc/contract';
import type { DesktopShell } from '../shell/desktop';
import { exportChunks } from './export';
import type { HistoryReader } from './history-reader';
import type { HistoryStore } from './history-store';

const FILTERS: Record<ExportFormat, { name: string; extensions: string[] }[]> = {
  csv: [{ name: 'CSV (spreadsheets)', extensions: ['csv'] }],
  json: [{ name: 'JSON', extensions: ['json'] }],
};

/**
 * Writes `chunks` to `path` through a `.part` file renamed at the end, so a failure half-way
 * leaves no half file under the chosen name. Returns an error a person can act on.
 */
export function writeChunksToFile(path: string, chunks: Iterable<string>): Result<void> {
  const part = `${path}.part`;
  let fd: number | undefined;
  try {
    fd = openSync(part, 'w');
    for (const chunk of chunks) writeSync(fd, chunk);
    closeSync(fd);
    fd = undefined;
    renameSync(part, path);
    return ok(undefined);
  } catch (cause) {
    if (fd !== undefined) closeSync(fd);
    rmSync(part, { force: true });
    return err(
      'export_failed',
      `Could not write ${basename(path)} (${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}). Choose a folder you can write to and export again.`,
    );
  }
}

export async function exportHistoryToFile(
  reader: HistoryReader,
  store: HistoryStore,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'>,
  { format, bulkId, search }: ParsedRequestOf<'history:exportToFile'>,
): Promise<Result<ResponseOf<'history:exportToFile'>>> {
  if (!bulkId && !search) return err('invalid_request', 'Choose a bulk or a search to export.');
  if (!desktop.pickSaveFile)
    return err('desktop_only', 'Saving a file needs the Bulkpay app; from the command line use bulkpay history --csv.');
  const stamp = new Date().toISOString().slice(0, 10);
  const defaultName = `bulkpay-${bulkId ? `bulk-${bulkId.slice(0, 8)}` : 'payments'}-${stamp}.${format}`;
  const picked = await desktop.pickSaveFile({ title: 'Save the payments', defaultName, filters: FILTERS[format] });
  if (!picked.ok) return picked;
  if (picked.value === null) return ok({ saved: false, fileName: null, rowCount: 0 });
  const filter = bulkId ? { bulkId } : search!;
  let rowCount = 0;
  const counted = function* (rows: Iterable<PaymentRow>) {
    for (const row of rows) {
      rowCount++;
      yield row;
    }
  };
  const rows = reader.iteratePayments(filter, bulkId ? 'date' : search!.sort, bulkId ? false : search!.descending);
  const written = writeChunksToFile(picked.value, exportChunks(format, counted(rows)));
  if (!written.ok) return written;
  store.audit(actor, 'history_exported', bulkId ? 'bulk' : 'search', bulkId ?? JSON.stringify(search), {
    format,
    rows: rowCount,
  });
  return ok({ saved: true, fileName: basename(picked.value), rowCount });
}
