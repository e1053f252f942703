import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { BankResult } from '../bank/errors';
import type { BulkStatus } from '../bank/schemas';
import type { HistoryRepository } from '../history/history-repository';

/**
 * One desktop at a time follows a bulk at the bank: it holds a lease in the team store and renews
 * it on every poll. A desktop that stops (closed, killed, off the network) stops renewing, and
 * once the lease has run out another desktop takes over. The time is the database server's, so
 * desktops with skewed clocks agree on when a lease ends.
 */
export class TrackingLeases {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Takes or renews the lease on `bulkId` for `holder` (e.g. "alice@laptop-7/1234") for `ttlMs`;
   * true when `holder` now holds it, false while another holder's lease runs.
   */
  async acquire(bulkId: string, holder: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO bulkpay.bulk_tracking (bulk_id, holder, lease_until)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (bulk_id) DO UPDATE SET lease_until = EXCLUDED.lease_until, holder = EXCLUDED.holder,
         db_user = session_user,
         taken_at = CASE WHEN bulkpay.bulk_tracking.holder = EXCLUDED.holder THEN bulkpay.bulk_tracking.taken_at ELSE now() END
       WHERE bulkpay.bulk_tracking.holder = EXCLUDED.holder OR bulkpay.bulk_tracking.lease_until < now()`,
      [bulkId, holder, ttlMs],
    );
    return rowCount === 1;
  }

  /** Gives the lease up at once (the bulk is final, or the desktop closes in an orderly way). */
  async release(bulkId: string, holder: string): Promise<void> {
    // Ends the lease rather than deleting it (nobody deletes leases; the server checks the holder).
    await this.pool.query(
      `UPDATE bulkpay.bulk_tracking SET lease_until = '-infinity' WHERE bulk_id = $1 AND holder = $2 AND db_user = session_user`,
      [bulkId, holder],
    );
  }

  /** Who follows the bulk now, for "followed by … on …"; undefined when nobody's lease runs. */
  async holder(bulkId: string): Promise<{ holder: string; dbUser: string; leaseUntil: string } | undefined> {
    const { rows } = await this.pool.query<{ holder: string; db_user: string; lease_until: Date }>(
      'SELECT holder, db_user, lease_until FROM bulkpay.bulk_tracking WHERE bulk_id = $1 AND lease_until >= now()',
      [bulkId],
    );
    const row = rows[0];
    return row && { holder: row.holder, dbUser: row.db_user, leaseUntil: row.lease_until.toISOString() };
  }
}

/** What following a team bulk needs of the bank client (src-main/bank/client.ts). */
export interface LeaseTrackerBank {
  getBulkStatus(bulkId: string, statusUrl?: string): Promise<BankResult<BulkStatus>>;
}

export interface TeamBulkFollowing {
  leases: TrackingLeases;
  history: HistoryRepository;
  /** This desktop, as other members see it ("alice@laptop-7 (pid 1234)"). */
  holder: string;
  bank: LeaseTrackerBank;
  /** How long a lease lasts unrenewed; another desktop takes over this long after this one stops. */
  leaseMs: number;
  /** Between two looks at the bank (the holder) or at the lease (the others); well under leaseMs. */
  intervalMs: number;
  signal?: AbortSignal;
  /** Hears each status this desktop applied (for tests and the app's events). */
  onPolled?: (state: string) => void;
}

/**
 * Follows one bulk of the team history to its final state. Only the lease holder asks the bank
 * and writes the state into the team history; every other desktop reads it from there and checks
 * the lease each interval, taking over once it has run out. Returns 'final' when the bulk is
 * final (the lease given up), 'stopped' when `signal` aborts (the lease left to run out).
 */
export async function followTeamBulk(bulkId: string, o: TeamBulkFollowing): Promise<'final' | 'stopped'> {
  while (!o.signal?.aborted) {
    const bulk = await o.history.getBulk(bulkId);
    if (!bulk || bulk.processed) {
      await o.leases.release(bulkId, o.holder);
      return 'final';
    }
    if (bulk.bankBulkId && (await o.leases.acquire(bulkId, o.holder, o.leaseMs))) {
      const status = await o.bank.getBulkStatus(bulk.bankBulkId);
      // A failed look is tried again next interval, still under the lease (renewed above).
      if (status.ok) {
        // Written only while the lease still runs (checked in the write's transaction).
        await o.history.applyStatus(bulkId, status.value, { holder: o.holder });
        o.onPolled?.(status.value.status);
        if (status.value.processed) continue;
      }
    }
    await sleep(o.intervalMs, undefined, { signal: o.signal }).catch(() => {});
  }
  return 'stopped';
}
