import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { indexPendingText } from '../../../../../../src-main/adapters/sqlite/text-index';

describe('migration 009: the text index is filled after recording, up to a mark', () => {
  const at = (version: number, db = new Database(':memory:')) => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= version),
    );
    return db;
  };
  const insertPayment = (db: Database.Database, id: number, payee: string) =>
    db
      .prepare(
        `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
        account_identifier_type, unstructured_reference, method, created_at, updated_at)
        VALUES (?, 'b', ?, '1.00', 1000, 'EUR', ?, 'FI2112345600000785', 'iban', 'Invoice 7', 'sepa', 't', 't')`,
      )
      .run(id, id, payee);
  const matching = (db: Database.Database, query: string) =>
    db.prepare('SELECT rowid FROM payments_text WHERE payments_text MATCH ? ORDER BY rowid').pluck().all(query);

  it('marks the payments already indexed, then indexes new ones only when asked, exactly once', () => {
    const db = at(7);
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 2, '2.00', '{}', 'user', 't', 't')`,
    ).run();
    insertPayment(db, 1, 'Bo Li');
    insertPayment(db, 2, 'Lisa');
    at(9, db);
    expect(db.prepare('SELECT indexed_through FROM payments_text_progress').pluck().get()).toBe(2);
    expect(matching(db, '{payee_name} : "li "')).toEqual([1]);
    insertPayment(db, 3, 'Anna Li');
    // Recording no longer writes the index (that was the trigger's cost inside the transaction).
    expect(matching(db, '{payee_name} : "li "')).toEqual([1]);
    at(10, db); // today's indexer also keeps 010's vocabulary
    expect(indexPendingText(db as never)).toBe(1);
    expect(indexPendingText(db as never)).toBe(0);
    expect(matching(db, '{payee_name} : "li "')).toEqual([1, 3]);
    expect(matching(db, '{reference} : "invoice 7 "')).toEqual([1, 2, 3]);
    expect(db.prepare('SELECT indexed_through FROM payments_text_progress').pluck().get()).toBe(3);
    // Deleting a payment still takes it out of the index.
    db.prepare('DELETE FROM payments WHERE id = 1').run();
    expect(matching(db, '{payee_name} : "li "')).toEqual([3]);
    db.close();
  });

  it('starts at 0 on an empty database', () => {
    const db = at(9);
    expect(db.prepare('SELECT indexed_through FROM payments_text_progress').pluck().get()).toBe(0);
    db.close();
  });
});
