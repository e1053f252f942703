import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../../src-main/adapters/sqlite/history-reader';
import { MIGRATIONS, SLOW_REINDEX_PAYMENTS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { migrate, type Db } from '../../../../../../src-main/adapters/sqlite/open-database';
import { paymentSearchSchema } from '../../../../../../src-shared/ipc/channels/history';

/** A history at version 15 (before 016) holding `count` payments (a hundred a bulk), the last of them a rent's. */
function historyAt15(count: number): Db {
  const db = new Database(':memory:') as Db;
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 15),
  );
  const addBulk = db.prepare(
    `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
     VALUES (?, 'acc', 'approved', 100, '0', '{}', 'user', 't', 't')`,
  );
  const insert = db.prepare(
    `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
     account_identifier_type, unstructured_reference, structured_reference, end_to_end_id, method, state, created_at, updated_at)
     VALUES (?, ?, ?, '10.00', 10000, 'EUR', 'Paid Oy', 'FI2112345600000785', 'iban', ?, ?, ?, 'sepa', 'paid',
       '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')`,
  );
  // Each reference kind leads in turn: the invoices' own text, an end-to-end id alone, the rent's structured one.
  const references = (id: number) =>
    id === count ? [null, 'rent 7', null] : id === 2 ? [null, null, 'Ivalo-7'] : [`Invoice ${id}`, null, null];
  db.transaction(() => {
    for (let id = 1; id <= count; id++) {
      const bulkId = `b${Math.floor((id - 1) / 100)}`;
      if ((id - 1) % 100 === 0) addBulk.run(bulkId);
      insert.run(id, bulkId, ((id - 1) % 100) + 1, ...references(id));
    }
  })();
  return db;
}

// 016 indexes the first reference present, so a 1-character reference is an index range.
describe('migration 016: the start of the first reference, indexed', () => {
  it('upgrades a large history at version 15: says so first, indexes its payments, and a short term reads the index', () => {
    const db = historyAt15(SLOW_REINDEX_PAYMENTS + 1);
    const notices: string[] = [];
    const done: number[] = [];
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 16),
      (notice) => notices.push(notice),
      ({ version }) => done.push(version),
    );
    expect(db.pragma('user_version', { simple: true })).toBe(16);
    expect(done).toEqual([16]);
    expect(notices).toEqual([expect.stringMatching(/^Indexing the references of the history \(50,001 payments\)/)]);
    const indexed = db
      .prepare(
        `SELECT count(*) FROM payments INDEXED BY payments_reference_start
                WHERE coalesce(unstructured_reference, structured_reference, end_to_end_id) COLLATE NOCASE >= 'I'`,
      )
      .pluck()
      .get();
    expect(indexed).toBe(SLOW_REINDEX_PAYMENTS + 1);
    const reader = new HistoryReader(db);
    const query = reader.searchQueries(paymentSearchSchema.parse({ reference: 'R' }));
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${query.page.sql}`).all(...query.page.params) as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/INDEX payments_reference_start/);
    expect(reader.searchPayments(paymentSearchSchema.parse({ reference: 'R' })).total).toBe(1);
    db.close();
  });

  it('holds the first reference present in NOCASE order, and says nothing for a small history', () => {
    const db = historyAt15(3);
    const notices: string[] = [];
    migrate(db, MIGRATIONS, (notice) => notices.push(notice));
    expect(notices).toEqual([]);
    const first = db
      .prepare(
        `SELECT coalesce(unstructured_reference, structured_reference, end_to_end_id) AS r FROM payments
         INDEXED BY payments_reference_start ORDER BY coalesce(unstructured_reference, structured_reference, end_to_end_id) COLLATE NOCASE`,
      )
      .pluck()
      .all();
    expect(first).toEqual(['Invoice 1', 'Ivalo-7', 'rent 7']);
    db.close();
  });
});
