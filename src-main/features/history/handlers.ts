import { err, ok, type Result } from '../../../src-shared/result';
import type { AuditEntry } from '../../../src-shared/ipc/channels/history';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { InvalidCursorError } from '../../ports/history/page-cursor';
import type { LocalHistoryReader, LocalHistoryWriter } from '../../ports/history/local-history';
import type { HistoryRepository, TeamHistorySource } from '../../ports/history/history-repository';
import { FallbackHistory, type FallbackRead, type HistorySide } from './history-fallback';
export type { TeamHistorySource } from '../../ports/history/history-repository';
import type { DesktopShell } from '../../platform/shell/desktop';
import { exportForDownload, exportHistoryToFile } from './export-to-file';
import { teamExportSource } from '../team/team-history-export';

/** This computer's history: its reader and store for exports, the same behind the history port for reads. */
type LocalHistory = { reader: LocalHistoryReader; store: LocalHistoryWriter; history: HistoryRepository };

type HistoryHandlers = Pick<
  HandlerMap,
  | 'history:searchPayments'
  | 'history:listBulks'
  | 'history:getBulk'
  | 'history:getPayment'
  | 'history:exportToFile'
  | 'history:exportDownload'
>;

const notFound = (what: string) =>
  err('not_found', `${what} is not in the history. It may belong to another Bulkpay data folder.`);

/**
 * Cursors carry their source (`t.` team, `l.` this computer): both encode [key, id], so a team
 * cursor read locally (or back) would decode and silently give a wrong page. A mismatch is an
 * invalid cursor.
 */
function untag(after: string | undefined, source: HistorySide): string | undefined {
  if (after === undefined) return undefined;
  if (!after.startsWith(`${source}.`))
    throw new InvalidCursorError(
      source === 't'
        ? 'That page was listed from this computer’s history, and the team history answers now.'
        : 'That page was listed from the team history, which cannot be reached now.',
    );
  return after.slice(2);
}
const tagged = <P extends { next: string | null }>(page: P, source: HistorySide): P => ({
  ...page,
  next: page.next === null ? null : `${source}.${page.next}`,
});

/**
 * A bulk's audit trail: its file's entries (imported, edited before sending, confirmed) and then
 * its own, each part oldest first: what was changed before the bulk left is part of its record.
 */
const fileThenBulk = (ofFile: AuditEntry[], ofBulk: AuditEntry[]): AuditEntry[] => [...ofFile, ...ofBulk];

/**
 * `desktop` shows the save dialog of an export; without one (the CLI) exporting says to use `bulkpay history --csv`.
 * `team` switches search, the bulk list and a bulk's detail to the team history in team mode
 * (through `FallbackHistory`: this computer's history when the team database cannot be reached).
 */
export function historyHandlers(
  { reader, store, history: local }: LocalHistory,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'> = {},
  team?: TeamHistorySource,
): HistoryHandlers {
  const history = new FallbackHistory(local, team);
  return {
    'history:exportToFile': (request) =>
      exportHistoryToFile(reader, store, actor, desktop, request, team && teamExportSource(history)),
    'history:exportDownload': (request) =>
      exportForDownload(reader, store, actor, request, team && teamExportSource(history)),
    'history:searchPayments': (search) =>
      badCursorSays('Search again from the first page.', () =>
        history.read(async (repo, side) =>
          tagged(await repo.searchPayments({ ...search, after: untag(search.after, side) }), side),
        ),
      ),
    'history:listBulks': ({ after, limit }) =>
      badCursorSays('Open History again to list the bulks from the newest.', () =>
        history.read(async (repo, side) => tagged(await repo.listBulks({ after: untag(after, side), limit }), side)),
      ),
    'history:getBulk': async ({ bulkId, source: listedFrom }) => {
      const read = await history.read(async (repo) => {
        const bulk = await repo.findBulk(bulkId);
        if (!bulk) return undefined;
        const [payments, snapshots, ofFile, ofBulk] = await Promise.all([
          repo.bulkPayments(bulk.id),
          repo.snapshots(bulk.id),
          bulk.fileId ? repo.auditOf('file', bulk.fileId) : [],
          repo.auditOf('bulk', bulk.id),
        ]);
        return { bulk, payments, snapshots, audit: fileThenBulk(ofFile, ofBulk) };
      }, listedFrom !== 'team');
      return found(read, 'That bulk');
    },
    'history:getPayment': async ({ paymentId, source: listedFrom }) => {
      const read = await history.read(
        async (repo) => {
          const payment = await repo.getPayment(paymentId);
          const bulk = payment && (await repo.getBulk(payment.bulkId));
          return payment && bulk ? { payment, bulk } : undefined;
        },
        // Payment ids are numbered separately per history: only one listed locally is looked up locally.
        listedFrom === 'local',
      );
      return found(read, 'That payment');
    },
  };
}

/** A read's value with the screen's flag when this computer's history stood in for the team's. */
const flagged = <T extends object>({ value, teamUnreachable }: FallbackRead<T>): T =>
  teamUnreachable ? { ...value, teamUnreachable } : value;

/** A page read, or the cursor's own error (`next` says how to start over). */
async function badCursorSays<T extends object>(
  next: string,
  read: () => Promise<Result<FallbackRead<T>>>,
): Promise<Result<T>> {
  try {
    const page = await read();
    return page.ok ? ok(flagged(page.value)) : page;
  } catch (e) {
    if (e instanceof InvalidCursorError) return err('invalid_request', `${e.message} ${next}`);
    throw e;
  }
}

/** An item read, or not found. */
function found<T extends object>(read: Result<FallbackRead<T | undefined>>, what: string): Result<T> {
  if (!read.ok) return read;
  const { value, teamUnreachable } = read.value;
  if (!value) return notFound(what);
  return ok(teamUnreachable ? { ...value, teamUnreachable } : value);
}
