// Dates to payment ids without an index on created_at (migration 010): ids are given in
// recording order and created_at never goes backwards (`recordingTime`), so the payments from a
// date on are an id range, found by a binary search over ids (about 20 primary-key reads at a
// million payments). A database an older version wrote across a clock change may not follow that
// order: migration 010 then keeps the created_at index and flags it (`paymentIdsFollowTime`).
import type { Statement } from 'better-sqlite3';
import type { Db } from './open-database';

interface Statements {
  bounds: Statement<[], { low: number | null; high: number | null }>;
  atOrAfter: Statement<[number], { id: number; created_at: string } | undefined>;
}

/** The two reads of the binary search (exported so a test reads their query plans). */
export const PAYMENT_DATES_SQL = {
  // Two subqueries: SQLite reads min() or max() of the rowid from the b-tree's ends only when
  // each is alone in its query (both in one would read every payment: 127 ms at a million).
  bounds: 'SELECT (SELECT min(id) FROM payments) AS low, (SELECT max(id) FROM payments) AS high',
  atOrAfter: 'SELECT id, created_at FROM payments WHERE id >= ? ORDER BY id LIMIT 1',
};

const prepared = new WeakMap<Db, Statements>();
const followsTime = new WeakMap<Db, boolean>();

/**
 * Whether payment ids follow created_at, so a date is an id range. False for a database an older
 * version wrote across a clock change (migration 010 flagged it and kept the created_at index):
 * there a date filter must read created_at itself. The flag never changes once migrated.
 */
export function paymentIdsFollowTime(db: Db): boolean {
  let follows = followsTime.get(db);
  if (follows === undefined) {
    // No history_flags (a database that ran an earlier draft of migration 010): nothing says the ids
    // follow time, so take the safe path and read created_at itself.
    const flags = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'history_flags'").get();
    follows =
      flags !== undefined &&
      db.prepare("SELECT count(*) FROM history_flags WHERE name = 'created_at_out_of_order'").pluck().get() === 0;
    followsTime.set(db, follows);
  }
  return follows;
}

function statementsOf(db: Db): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      bounds: db.prepare(PAYMENT_DATES_SQL.bounds),
      atOrAfter: db.prepare(PAYMENT_DATES_SQL.atOrAfter),
    };
    prepared.set(db, s);
  }
  return s;
}

/**
 * The id of the first payment recorded at or after `iso` (an ISO timestamp or date), or one past
 * the last payment when none was: `id >= firstPaymentIdFrom(…)` selects exactly the payments from then on.
 */
export function firstPaymentIdFrom(db: Db, iso: string): number {
  const s = statementsOf(db);
  const { low, high } = s.bounds.get()!;
  if (low === null || high === null) return 1;
  // Invariant: every payment below `lo` is older than iso; the payment at or after `hi` is not.
  let lo = low;
  let hi = high + 1;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    const row = s.atOrAfter.get(mid);
    if (!row || row.created_at >= iso) hi = mid;
    else lo = row.id + 1;
  }
  return lo;
}
