import type pg from 'pg';
import type { TeamLeases } from '../../ports/team/leases';

/**
 * One desktop at a time follows a bulk at the bank: it holds a lease in the team store and renews
 * it on every poll. A desktop that stops (closed, killed, off the network) stops renewing, and
 * once the lease has run out another desktop takes over. The time is the database server's, so
 * desktops with skewed clocks agree on when a lease ends.
 */
export class TrackingLeases implements TeamLeases {
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
