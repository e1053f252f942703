import { err, ok, type Result } from '../../../src-shared/result';
import type { AuditEntry } from '../../../src-shared/ipc/channels/history';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { InvalidCursorError, type HistoryReader } from '../../adapters/sqlite/history-reader';
import type { HistoryRepository, TeamHistorySource } from '../../ports/history/history-repository';
import { sqliteHistoryOf } from '../../adapters/sqlite/sqlite-history';
export type { TeamHistorySource } from '../../ports/history/history-repository';
import type { HistoryStore } from '../../adapters/sqlite/history-store';
import type { DesktopShell } from '../../platform/shell/desktop';
import { exportForDownload, exportHistoryToFile } from './export-to-file';
import { teamExportSource } from '../team/team-history-export';

type HistoryHandlers = Pick<
  HandlerMap,
  | 'history:searchPayments'
  | 'history:listBulks'
  | 'history:getBulk'
  | 'history:getPayment'
  | 'history:exportToFile'
  | 'history:exportDownload'
>;

/** A team error that is not about reaching the database (role, schema…): answered as it is, never a fallback. */
class TeamReadFailed extends Error {
  constructor(readonly result: Result<never>) {
    super('team read failed');
  }
}

/** Answers a team error that must not fall back as the handler's error result. */
async function answering<T>(fn: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof TeamReadFailed) return e.result;
    throw e;
  }
}

const notFound = (what: string) =>
  err('not_found', `${what} is not in the history. It may belong to another Bulkpay data folder.`);

/**
 * Cursors carry their source (`t.` team, `l.` this computer): both encode [key, id], so a team
 * cursor read locally (or back) would decode and silently give a wrong page. A mismatch is an
 * invalid cursor.
 */
type CursorSource = 't' | 'l';
function untag(after: string | undefined, source: CursorSource): string | undefined {
  if (after === undefined) return undefined;
  if (!after.startsWith(`${source}.`))
    throw new InvalidCursorError(
      source === 't'
        ? 'That page was listed from this computer’s history, and the team history answers now.'
        : 'That page was listed from the team history, which cannot be reached now.',
    );
  return after.slice(2);
}
const tagged = <P extends { next: string | null }>(page: P, source: CursorSource): P => ({
  ...page,
  next: page.next === null ? null : `${source}.${page.next}`,
});

/**
 * Reads with `read` from the team history in team mode, else from `local` (this computer's); when
 * the team database is unreachable (or fails mid-read) the local history answers instead, flagged
 * `teamUnreachable` so the screen says whose history it shows. `read` is told which history it
 * reads (for its cursors). A bad cursor is the caller's mistake, never a fallback.
 */
async function teamOrLocal<T>(
  team: TeamHistorySource | undefined,
  local: HistoryRepository,
  read: (repo: HistoryRepository, source: CursorSource) => Promise<T>,
  /** False when the item was listed from the team history: its id means nothing in this computer's history. */
  localAllowed = true,
): Promise<{ value: T; teamUnreachable?: true }> {
  const source = team ? await team().catch(() => 'unreachable' as const) : null;
  if (source === null) return { value: await read(local, 'l') };
  if (source !== 'unreachable' && 'ok' in source) throw new TeamReadFailed(source);
  if (source !== 'unreachable') {
    try {
      return { value: await read(source.repo, 't') };
    } catch (e) {
      if (e instanceof InvalidCursorError) throw e;
      // Logged (main's redacting log) with the database's own text; only a lost connection falls back.
      const error = source.errorOf(e);
      if (error.ok || error.error.code !== 'team_unreachable') throw new TeamReadFailed(error);
    }
  }
  if (!localAllowed)
    throw new TeamReadFailed(
      err(
        'team_unreachable',
        'The team database cannot be reached, and this was listed from the team history. Try again when the team database is back.',
      ),
    );
  return { value: await read(local, 'l'), teamUnreachable: true };
}

/**
 * `desktop` shows the save dialog of an export; without one (the CLI) exporting says to use `bulkpay history --csv`.
 * `team` switches search, the bulk list and a bulk's detail to the team history in team mode.
 */
/**
 * A bulk's audit trail: its file's entries (imported, edited before sending, confirmed) and then
 * its own, each part oldest first: what was changed before the bulk left is part of its record.
 */
const fileThenBulk = (ofFile: AuditEntry[], ofBulk: AuditEntry[]): AuditEntry[] => [...ofFile, ...ofBulk];

export function historyHandlers(
  reader: HistoryReader,
  store: HistoryStore,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'> = {},
  team?: TeamHistorySource,
): HistoryHandlers {
  const local = sqliteHistoryOf(store, reader);
  return {
    'history:exportToFile': (request) =>
      exportHistoryToFile(reader, store, actor, desktop, request, team && teamExportSource(team)),
    'history:exportDownload': (request) =>
      exportForDownload(reader, store, actor, request, team && teamExportSource(team)),
    'history:searchPayments': async (search) => {
      try {
        const { value, teamUnreachable } = await teamOrLocal(team, local, async (repo, source) =>
          tagged(await repo.searchPayments({ ...search, after: untag(search.after, source) }), source),
        );
        return ok(teamUnreachable ? { ...value, teamUnreachable } : value);
      } catch (e) {
        if (e instanceof InvalidCursorError)
          return err('invalid_request', `${e.message} Search again from the first page.`);
        if (e instanceof TeamReadFailed) return e.result;
        throw e;
      }
    },
    'history:listBulks': async ({ after, limit }) => {
      try {
        const { value, teamUnreachable } = await teamOrLocal(team, local, async (repo, source) =>
          tagged(await repo.listBulks({ after: untag(after, source), limit }), source),
        );
        return ok(teamUnreachable ? { ...value, teamUnreachable } : value);
      } catch (e) {
        if (e instanceof InvalidCursorError)
          return err('invalid_request', `${e.message} Open History again to list the bulks from the newest.`);
        if (e instanceof TeamReadFailed) return e.result;
        throw e;
      }
    },
    'history:getBulk': ({ bulkId, source: listedFrom }) =>
      answering(async () => {
        const { value, teamUnreachable } = await teamOrLocal(
          team,
          local,
          async (repo) => {
            const bulk = await repo.findBulk(bulkId);
            if (!bulk) return undefined;
            const [payments, snapshots, ofFile, ofBulk] = await Promise.all([
              repo.bulkPayments(bulk.id),
              repo.snapshots(bulk.id),
              bulk.fileId ? repo.auditOf('file', bulk.fileId) : [],
              repo.auditOf('bulk', bulk.id),
            ]);
            return { bulk, payments, snapshots, audit: fileThenBulk(ofFile, ofBulk) };
          },
          listedFrom !== 'team',
        );
        if (!value) return notFound('That bulk');
        return ok(teamUnreachable ? { ...value, teamUnreachable } : value);
      }),
    'history:getPayment': ({ paymentId, source: listedFrom }) =>
      answering(async () => {
        const { value, teamUnreachable } = await teamOrLocal(
          team,
          local,
          async (repo) => {
            const payment = await repo.getPayment(paymentId);
            const bulk = payment && (await repo.getBulk(payment.bulkId));
            return payment && bulk ? { payment, bulk } : undefined;
          },
          // Payment ids are numbered separately per history: only one listed locally is looked up locally.
          listedFrom === 'local',
        );
        if (!value) return notFound('That payment');
        return ok(teamUnreachable ? { ...value, teamUnreachable } : value);
      }),
  };
}
