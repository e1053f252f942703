import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { indexPendingText } from '../../../../../../src-main/adapters/sqlite/text-index';

describe('migration 010: the text index keeps its vocabulary; no created_at index', () => {
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
  const vocabulary = (db: Database.Database, from: string, to: string) =>
    db.prepare('SELECT term FROM payments_text_vocab WHERE term >= ? AND term < ? ORDER BY term').pluck().all(from, to);
  /** What the text index itself says (fts5vocab reads every list: the slow way the table replaces). */
  const indexTerms = (db: Database.Database) =>
    db.prepare('SELECT term FROM payments_text_terms ORDER BY term').pluck().all();

  it('lists the terms already indexed, and the indexer adds each step’s new terms', () => {
    // At 007 a trigger still fills the text index as payments are recorded.
    const db = at(7);
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 3, '3.00', '{}', 'user', 't', 't')`,
    ).run();
    insertPayment(db, 1, 'Bo Li');
    insertPayment(db, 2, 'Lisa');
    at(10, db);
    expect(vocabulary(db, 'li', 'lj')).toEqual(['li ', 'lis']);
    expect(vocabulary(db, 'inv', 'inw')).toEqual(['inv']);
    expect(vocabulary(db, '', '\u{10ffff}')).toEqual(indexTerms(db));

    insertPayment(db, 3, 'Ärje Lindqvist');
    expect(indexPendingText(db as never)).toBe(1);
    expect(vocabulary(db, 'li', 'lj')).toEqual(['li ', 'lin', 'lis']);
    // Cut by the index's own tokenizer, case folded as it folds it (Ä → ä).
    expect(vocabulary(db, 'är', 'äs')).toEqual(['ärj']);
    // The scratch index of a step is emptied in the same transaction.
    expect(db.prepare('SELECT count(*) FROM payments_text_batch_terms').pluck().get()).toBe(0);
    // After any number of steps the table says what the index says.
    expect(vocabulary(db, '', '\u{10ffff}')).toEqual(indexTerms(db));
    db.close();
  });

  it('drops the created_at index: no query needs it', () => {
    const db = at(10);
    const indexes = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'payments'")
      .pluck()
      .all();
    expect(indexes).not.toContain('payments_created');
    expect(indexes).toEqual(
      expect.arrayContaining(['payments_state', 'payments_amount', 'payments_account', 'payments_payee']),
    );
    db.close();
  });
});
