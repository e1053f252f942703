import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../src-main/adapters/sqlite/history-store';
import { paymentSearchSchema } from '../../../src-shared/ipc/channels/history';
import { bulk, openTempDatabase, payment } from '../history/history-fixtures';

// 016 indexes the first reference present, so a 1-character reference is an index range.
describe('migration 016: the start of the first reference, indexed', () => {
  it('holds the first reference present in NOCASE order, and a 1-character reference search reads it', () => {
    const { db } = openTempDatabase();
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(16);
    new HistoryStore(db).recordBulk(
      bulk([
        payment({ unstructuredReference: 'invoice 1' }),
        payment({ unstructuredReference: null, structuredReference: 'RF18 5390 0754 7034' }),
        payment({ unstructuredReference: null, structuredReference: null, endToEndId: 'Ivalo-7' }),
      ]),
    );
    const first = db
      .prepare(
        `SELECT coalesce(unstructured_reference, structured_reference, end_to_end_id) AS r FROM payments
         INDEXED BY payments_reference_start ORDER BY coalesce(unstructured_reference, structured_reference, end_to_end_id) COLLATE NOCASE`,
      )
      .pluck()
      .all();
    expect(first).toEqual(['invoice 1', 'Ivalo-7', 'RF18 5390 0754 7034']);
    const reader = new HistoryReader(db);
    const query = reader.searchQueries(paymentSearchSchema.parse({ reference: 'I' }));
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${query.page.sql}`).all(...query.page.params) as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/INDEX payments_reference_start/);
    expect(reader.searchPayments(paymentSearchSchema.parse({ reference: 'I' })).total).toBe(2);
  });
});
