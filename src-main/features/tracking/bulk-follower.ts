// Following a bulk at the bank to its final state over the history port and a lease: only the
// lease holder asks the bank and writes the state; anyone else reads it from the history. Solo,
// the lease is always granted (`soloLease`: the app's and the CLI's tracker, bulk-tracker.ts); in
// team mode it is the team store's tracking lease (adapters/postgres/bulk-lease.ts), so one desktop of the team
// asks the bank and every member reads the answer. One loop (`followWithLook`) for both; what one
// look at the bank does is the caller's (`BankLook`), and writing a status is `applyBankStatus`.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BankResult } from '../../domain/bank-result';
import type { BulkStatus } from '../../domain/bank-schemas';
import type { HistoryRepository } from '../../ports/history/history-repository';
import type { Logger } from '../../platform/log';
import type { BulkLease } from '../../ports/team/leases';

/** This desktop alone follows its bulks: the lease is always granted. */
export const soloLease: BulkLease = { acquire: async () => true, release: async () => {} };

/** What following a bulk needs of the bank client (src-main/adapters/bank-api/client.ts). */
export interface FollowerBank {
  /** `statusUrl`: the creation answer's status_url, followed when it is on the bulk host. */
  getBulkStatus(bulkId: string, statusUrl?: string): Promise<BankResult<BulkStatus>>;
}

/**
 * The lease holder's one look at the bank: the milliseconds until the next look (0: read the
 * history again at once, e.g. the bulk just became final), or 'stop' to stop following now.
 */
export type BankLook = (bulk: BulkSummary) => Promise<number | 'stop'>;

export interface LeasedFollowing {
  history: HistoryRepository;
  lease: BulkLease;
  /** Between two looks at the lease while someone else holds it; well under a lease. */
  intervalMs: number;
  signal?: AbortSignal;
  /** The first wait after a thrown error (the database away, a refused write), doubled per failure up to `maxMs`. */
  errorBackoff?: { firstMs: number; maxMs: number };
  /** Hears each thrown error; following goes on after the backoff. */
  onError?: (cause: unknown) => void;
}

/** After a thrown error: 1 s, then doubled up to a minute, so a database blip never ends following. */
export const ERROR_BACKOFF = { firstMs: 1_000, maxMs: 60_000 };

/**
 * The one follow loop: until the bulk is final in the history (the lease then given up), the lease
 * holder looks at the bank with `look` and waits what it says; anyone else waits `intervalMs` and
 * asks for the lease again; a thrown error is tried again after `errorBackoff`. 'stopped' when `signal`
 * aborts (a team lease left to run out) or `look` stops.
 */
export async function followWithLook(
  bulkId: string,
  o: LeasedFollowing & { look: BankLook },
): Promise<'final' | 'stopped'> {
  const backoff = o.errorBackoff ?? ERROR_BACKOFF;
  let failures = 0;
  while (!o.signal?.aborted) {
    let waitMs: number;
    try {
      const next = await oneStep(bulkId, o);
      if (next === 'final' || next === 'stop') return next === 'final' ? 'final' : 'stopped';
      failures = 0;
      waitMs = next;
    } catch (cause) {
      // A thrown error (the database away, a write refused after a stale read) is tried again later.
      o.onError?.(cause);
      waitMs = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures++);
    }
    if (waitMs > 0) await sleep(waitMs, undefined, { signal: o.signal }).catch(() => {});
  }
  return 'stopped';
}

/** One turn of the loop: 'final' (lease given up), 'stop', or the milliseconds to wait. */
async function oneStep(bulkId: string, o: LeasedFollowing & { look: BankLook }): Promise<number | 'final' | 'stop'> {
  const bulk = await o.history.getBulk(bulkId);
  if (!bulk || bulk.processed) {
    await o.lease.release(bulkId);
    return 'final';
  }
  return (await o.lease.acquire(bulkId)) ? o.look(bulk) : o.intervalMs;
}

/** The order bulk states move in; a status that goes backwards is the bank contradicting itself. */
const STATE_RANK: Record<string, number> = { pending_approval: 1, processing: 2, approved: 3, rejected: 3 };

/** A bulk the bank knows, as the status look needs it. */
export interface BankKnownBulk {
  id: string;
  state: string;
  bankBulkId: string;
  statusUrl?: string | null;
}

/**
 * Asks the bank for the bulk's status and writes it to the history (under the lease's holder);
 * `changed` is whether the history changed. A status going backwards (processing → pending_approval)
 * is the bank contradicting itself: the later state is kept and nothing written.
 */
export async function applyBankStatus(
  bulk: BankKnownBulk,
  o: { history: HistoryRepository; lease: BulkLease; bank: FollowerBank; logger?: Logger | undefined },
): Promise<BankResult<{ status: BulkStatus; changed: boolean }>> {
  const result = await o.bank.getBulkStatus(bulk.bankBulkId, bulk.statusUrl ?? undefined);
  if (!result.ok) return result;
  const status = result.value;
  const was = STATE_RANK[bulk.state];
  const now = STATE_RANK[status.status];
  if (was !== undefined && now !== undefined && now < was) {
    o.logger?.warn('bank status went backwards; ignored', { bulkId: bulk.id, from: bulk.state, to: status.status });
    return { ok: true, value: { status, changed: false } };
  }
  // Written only while the lease still runs (checked in the write's transaction).
  const changed = await o.history.applyStatus(bulk.id, status, o.lease.holder ? { holder: o.lease.holder } : undefined);
  return { ok: true, value: { status, changed } };
}

export interface BulkFollowing extends LeasedFollowing {
  bank: FollowerBank;
  /** Hears each status this desktop applied (for the CLI, the app's events and tests). */
  onPolled?: (state: string) => void;
}

/**
 * Follows one bulk of the history to its final state, asking the bank every `intervalMs` while
 * holding the lease (a failed look is tried again next interval, still under the lease).
 */
export function followBulk(bulkId: string, o: BulkFollowing): Promise<'final' | 'stopped'> {
  const look: BankLook = async (bulk) => {
    if (!bulk.bankBulkId) return o.intervalMs;
    const applied = await applyBankStatus({ ...bulk, bankBulkId: bulk.bankBulkId }, o);
    if (!applied.ok) return o.intervalMs;
    o.onPolled?.(applied.value.status.status);
    return applied.value.status.processed ? 0 : o.intervalMs;
  };
  return followWithLook(bulkId, { ...o, look });
}
