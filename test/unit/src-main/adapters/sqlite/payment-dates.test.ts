import { describe, expect, it } from 'vitest';
import { firstPaymentIdFrom, PAYMENT_DATES_SQL } from '../../../../../src-main/adapters/sqlite/payment-dates';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

describe('firstPaymentIdFrom (dates to ids without a created_at index)', () => {
  it('finds the first payment at or after any time, with gaps in the ids and equal times', () => {
    const { db } = openTempDatabase();
    expect(firstPaymentIdFrom(db, '2026-01-01')).toBe(1);
    const times = ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z', '2026-03-02T09:00:00Z', '2026-03-04T12:00:00Z'];
    let at = 0;
    const store = new HistoryStore(db, () => new Date(times[at]!));
    for (; at < times.length; at++) {
      store.recordBulk(bulk(Array.from({ length: 3 + at }, (_, i) => payment({ line: i + 2 }))));
    }
    // Gaps: a deleted payment leaves its id unused (ids are never given again).
    db.exec('DELETE FROM payments WHERE id IN (4, 5, 9)');
    const rows = db.prepare('SELECT id, created_at FROM payments ORDER BY id').all() as {
      id: number;
      created_at: string;
    }[];
    const highest = rows.at(-1)!.id;
    for (const iso of [
      '2025-12-31',
      '2026-03-01',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.001Z',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04T12:00:00.000Z',
      '2026-03-05',
    ]) {
      const first = firstPaymentIdFrom(db, iso);
      // Exactly the payments from that time on have an id at or above it.
      expect(rows.filter((r) => r.id >= first).map((r) => r.id)).toEqual(
        rows.filter((r) => r.created_at >= iso).map((r) => r.id),
      );
      if (rows.every((r) => r.created_at < iso)) expect(first).toBe(highest + 1);
    }
    db.close();
  });

  it('reads the ends of the id b-tree and single rows by id, never every payment', () => {
    const { db } = openTempDatabase();
    for (const [sql, params] of [
      [PAYMENT_DATES_SQL.bounds, []],
      [PAYMENT_DATES_SQL.atOrAfter, [1]],
    ] as const) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
        (r) => r.detail,
      );
      expect(plan.join('\n')).not.toMatch(/SCAN payments/);
    }
    db.close();
  });
});
