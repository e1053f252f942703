// Following a bulk at the bank to its final state over the history port and a lease: only the
// lease holder asks the bank and writes the state; anyone else reads it from the history. Solo,
// the lease is always granted (`soloLease`); in team mode it is the team store's tracking lease
// (team/bulk-lease.ts), so one desktop of the team asks the bank and every member reads the answer.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BankResult } from '../bank/errors';
import type { BulkStatus } from '../bank/schemas';
import type { HistoryRepository } from '../history/history-repository';

/** Who may ask the bank about a bulk now. */
export interface BulkLease {
  /** Takes or renews the lease on the bulk; false while someone else holds it. */
  acquire(bulkId: string): Promise<boolean>;
  /** Gives the lease up at once (the bulk is final). */
  release(bulkId: string): Promise<void>;
  /** The holder a status write is checked against (the team history refuses a write after the lease ran out). */
  readonly holder?: string;
}

/** This desktop alone follows its bulks: the lease is always granted. */
export const soloLease: BulkLease = { acquire: async () => true, release: async () => {} };

/** What following a bulk needs of the bank client (src-main/bank/client.ts). */
export interface FollowerBank {
  getBulkStatus(bulkId: string, statusUrl?: string): Promise<BankResult<BulkStatus>>;
}

export interface BulkFollowing {
  history: HistoryRepository;
  lease: BulkLease;
  bank: FollowerBank;
  /** Between two looks at the bank (the holder) or at the lease (the others); well under a lease. */
  intervalMs: number;
  signal?: AbortSignal;
  /** Hears each status this desktop applied (for the CLI, the app's events and tests). */
  onPolled?: (state: string) => void;
}

/**
 * Follows one bulk of the history to its final state. Returns 'final' when the bulk is final (the
 * lease given up), 'stopped' when `signal` aborts (a team lease left to run out).
 */
export async function followBulk(bulkId: string, o: BulkFollowing): Promise<'final' | 'stopped'> {
  while (!o.signal?.aborted) {
    const bulk = await o.history.getBulk(bulkId);
    if (!bulk || bulk.processed) {
      await o.lease.release(bulkId);
      return 'final';
    }
    if (bulk.bankBulkId && (await o.lease.acquire(bulkId))) {
      const status = await o.bank.getBulkStatus(bulk.bankBulkId);
      // A failed look is tried again next interval, still under the lease (renewed above).
      if (status.ok) {
        // Written only while the lease still runs (checked in the write's transaction).
        await o.history.applyStatus(bulkId, status.value, o.lease.holder ? { holder: o.lease.holder } : undefined);
        o.onPolled?.(status.value.status);
        if (status.value.processed) continue;
      }
    }
    await sleep(o.intervalMs, undefined, { signal: o.signal }).catch(() => {});
  }
  return 'stopped';
}
