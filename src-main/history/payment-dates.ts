// Dates to payment ids without an index on created_at (migration 010): ids are given in
// recording order and created_at never goes backwards (`recordingTime`), so the payments from a
// date on are an id range, found by a binary search over ids (about 20 primary-key reads at a
// million payments).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';

interface Statements {
  bounds: Statement<[], { low: number | null; high: number | null }>;
  atOrAfter: Statement<[number], { id: number; created_at: string } | undefined>;
}

const prepared = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      bounds: db.prepare('SELECT min(id) AS low, max(id) AS high FROM payments'),
      atOrAfter: db.prepare('SELECT id, created_at FROM payments WHERE id >= ? ORDER BY id LIMIT 1'),
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
