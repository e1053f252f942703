// The app's history export, streamed: main asks the OS where to save, then writes the matches
// chunk by chunk from a database cursor, so 100,000 payments never sit in memory or cross IPC.
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { err, ok, type Result } from '../../../src-shared/result';
import type { ExportFormat, PaymentRow } from '../../../src-shared/ipc/channels/history';
import type { ParsedRequestOf, ResponseOf } from '../../../src-shared/ipc/contract';
import type { DesktopShell } from '../../platform/shell/desktop';
import { exportChunks, exportChunksFromPages } from './export';
import type { LocalHistoryReader, LocalHistoryWriter } from '../../ports/history/local-history';
import type { HistoryRepository } from '../../ports/history/history-repository';

const FILTERS: Record<ExportFormat, { name: string; extensions: string[] }[]> = {
  csv: [{ name: 'CSV (spreadsheets)', extensions: ['csv'] }],
  json: [{ name: 'JSON', extensions: ['json'] }],
};

/**
 * Writes `chunks` to `path` through a temporary file of a unique name beside it (created only if no
 * file has that name, so no file of the user's is overwritten) renamed at the end: a failure half-way
 * leaves no half file under the chosen name and removes the temporary one. Each chunk is written
 * asynchronously, so main keeps serving the window between chunks. Returns an error a person can act on.
 */
export async function writeChunksToFile(
  path: string,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<Result<void>> {
  const part = join(dirname(path), `.${basename(path)}.${randomUUID()}.part`);
  let file: Awaited<ReturnType<typeof open>> | undefined;
  try {
    file = await open(part, 'wx');
    for await (const chunk of chunks) await file.write(chunk);
    await file.close();
    file = undefined;
    await rename(part, path);
    return ok(undefined);
  } catch (cause) {
    await file?.close().catch(() => undefined);
    await rm(part, { force: true }).catch(() => undefined);
    return err(
      'export_failed',
      `Could not write ${basename(path)} (${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}). Choose a folder you can write to and export again.`,
    );
  }
}

/** The name the save dialog suggests: only [0-9a-f-] of a bulk id, so no id can put a path or odd characters in it. */
export function suggestedFileName(format: ExportFormat, bulkId: string | undefined, day: string): string {
  const id = bulkId
    ?.toLowerCase()
    .replace(/[^0-9a-f-]/g, '')
    .slice(0, 8);
  return `bulkpay-${bulkId ? (id ? `bulk-${id}` : 'bulk') : 'payments'}-${day}.${format}`;
}

/**
 * In team mode, the team's history to export (team/team-history-export.ts): its repository, an
 * error to answer (unreachable, role…), or null outside team mode (this computer's history).
 */
export type TeamExportSource = () => Promise<
  | {
      repo: HistoryRepository;
      pages: (search: NonNullable<ParsedRequestOf<'history:exportToFile'>['search']>) => AsyncIterable<PaymentRow[]>;
      /** The error to answer for a failed read of the team history (the raw one goes to main's log). */
      errorOf: (e: unknown) => Result<never>;
      /** Records the export in the team's audit log (viewers too); rejects as the database does. */
      auditExport: (actor: string, objectType: 'bulk' | 'search', objectId: string, detail: unknown) => Promise<void>;
    }
  | null
  | Result<never>
>;

/** Where an export's text goes once a place is chosen: a file (the default), or memory for a download. */
export type ExportWriter = typeof writeChunksToFile;

export async function exportHistoryToFile(
  reader: LocalHistoryReader,
  store: LocalHistoryWriter,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'>,
  request: ParsedRequestOf<'history:exportToFile'>,
  team?: TeamExportSource,
  write: ExportWriter = writeChunksToFile,
): Promise<Result<ResponseOf<'history:exportToFile'>>> {
  const { format, bulkId: requestedBulkId, search } = request;
  if (!requestedBulkId && !search) return err('invalid_request', 'Choose a bulk or a search to export.');
  if (!desktop.pickSaveFile)
    return err('desktop_only', 'Saving a file needs the Bulkpay app; from the command line use bulkpay history --csv.');
  const fromTeam = team ? await team() : null;
  if (fromTeam && 'ok' in fromTeam) return fromTeam;
  if (fromTeam) return exportTeamHistoryToFile(fromTeam, actor, desktop, request, write);
  // Checked before the dialog: an unknown id would otherwise save an empty file audited as an export.
  // The bank's id finds the bulk too; its payments are filed under our own id.
  const bulkId = requestedBulkId && reader.findBulk(requestedBulkId)?.id;
  if (requestedBulkId && !bulkId)
    return err('bulk_not_found', 'That bulk is not in the history on this computer; open History and choose it again.');
  const defaultName = suggestedFileName(format, bulkId, new Date().toISOString().slice(0, 10));
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
  const rows = reader.paymentsInPages(filter, bulkId ? 'date' : search!.sort, bulkId ? false : search!.descending);
  const written = await write(picked.value, exportChunks(format, counted(rows)));
  if (!written.ok) return written;
  store.audit(actor, 'history_exported', bulkId ? 'bulk' : 'search', bulkId ?? JSON.stringify(search), {
    format,
    rows: rowCount,
  });
  return ok({ saved: true, fileName: basename(picked.value), rowCount });
}

/** The team history's export: the same file, from the team's PostgreSQL a page of 1,000 at a time. */
async function exportTeamHistoryToFile(
  team: NonNullable<Exclude<Awaited<ReturnType<TeamExportSource>>, Result<never>>>,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'>,
  { format, bulkId: requestedBulkId, search }: ParsedRequestOf<'history:exportToFile'>,
  write: ExportWriter,
): Promise<Result<ResponseOf<'history:exportToFile'>>> {
  // The bulk and the first page are read before the dialog: a team database that cannot be
  // reached is said at once, not after the user chose a file.
  let bulkId: string | undefined;
  let pages: AsyncIterator<PaymentRow[]>;
  let first: IteratorResult<PaymentRow[]>;
  try {
    bulkId = requestedBulkId && (await team.repo.findBulk(requestedBulkId))?.id;
    if (requestedBulkId && !bulkId)
      return err('bulk_not_found', 'That bulk is not in the team history; open History and choose it again.');
    pages = team.pages(bulkId ? { bulkId, sort: 'date', descending: false } : search!)[Symbol.asyncIterator]();
    first = await pages.next();
  } catch (e) {
    return team.errorOf(e);
  }
  const defaultName = suggestedFileName(format, bulkId, new Date().toISOString().slice(0, 10));
  const picked = await desktop.pickSaveFile!({ title: 'Save the payments', defaultName, filters: FILTERS[format] });
  if (!picked.ok) return picked;
  if (picked.value === null) return ok({ saved: false, fileName: null, rowCount: 0 });
  // Recorded before the file is written: no export of the team history leaves without its audit
  // entry (a refusal or a lost connection is said in the team's words, never PostgreSQL's).
  try {
    await team.auditExport(actor, bulkId ? 'bulk' : 'search', bulkId ?? JSON.stringify(search), {
      format,
      fileName: basename(picked.value),
    });
  } catch (e) {
    return team.errorOf(e);
  }
  let rowCount = 0;
  let readFailure: { error: unknown } | undefined;
  const counted = async function* () {
    try {
      for (let page = first; !page.done; page = await pages.next()) {
        rowCount += page.value.length;
        yield page.value;
      }
    } catch (e) {
      readFailure = { error: e };
      throw e;
    }
  };
  const written = await write(picked.value, exportChunksFromPages(format, counted()));
  // A read that failed half-way is the team database's problem, not the folder's (no file was left).
  if (readFailure) return team.errorOf(readFailure.error);
  if (!written.ok) return written;
  return ok({ saved: true, fileName: basename(picked.value), rowCount });
}

const MIME_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

/**
 * A bulk's or a search's payments as a file the page offers as a download, as the PDF and pain.002
 * are: the same rows, file name and audit entry as a saved export, no dialog needed. A bulk is
 * small; a search's export is a download only in browser mode (the app streams it to a file).
 */
export async function exportForDownload(
  reader: LocalHistoryReader,
  store: LocalHistoryWriter,
  actor: string,
  request: ParsedRequestOf<'history:exportDownload'>,
  team?: TeamExportSource,
): Promise<Result<ResponseOf<'history:exportDownload'>>> {
  let content = '';
  const collect: ExportWriter = async (_name, chunks) => {
    for await (const chunk of chunks) content += chunk;
    return ok(undefined);
  };
  const asDownload = { pickSaveFile: async ({ defaultName }: { defaultName: string }) => ok(defaultName) };
  const done = await exportHistoryToFile(reader, store, actor, asDownload, request, team, collect);
  if (!done.ok) return done;
  return ok({
    fileName: done.value.fileName ?? suggestedFileName(request.format, request.bulkId, ''),
    mimeType: MIME_TYPES[request.format],
    content,
    rowCount: done.value.rowCount,
  });
}
