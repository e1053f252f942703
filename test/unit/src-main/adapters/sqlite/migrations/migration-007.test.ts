import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS, SLOW_REINDEX_PAYMENTS } from '../../../../../../src-main/adapters/sqlite/migrations';

describe('migration 007: text index for 2-character filters, state index in id order', () => {
  const at = (version: number, db = new Database(':memory:')) => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= version),
    );
    return db;
  };
  const insertPayment = (db: Database.Database, id: number, payee: string, reference: string | null) =>
    db
      .prepare(
        `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
        account_identifier_type, unstructured_reference, method, created_at, updated_at)
        VALUES (?, 'b', ?, '1.00', 1000, 'EUR', ?, 'FI2112345600000785', 'iban', ?, 'sepa', 't', 't')`,
      )
      .run(id, id, payee, reference);
  const matching = (db: Database.Database, query: string) =>
    db.prepare('SELECT rowid FROM payments_text WHERE payments_text MATCH ? ORDER BY rowid').pluck().all(query);

  it('re-indexes the payments already stored, so a value ending in two searched characters is found', () => {
    const db = at(6);
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 2, '2.00', '{}', 'user', 't', 't')`,
    ).run();
    insertPayment(db, 1, 'Bo Li', 'Invoice 12');
    insertPayment(db, 2, 'Lisa', null);
    expect(matching(db, '{payee_name} : "li "')).toEqual([]);
    at(7, db);
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(matching(db, '{payee_name} : "li "')).toEqual([1]);
    expect(matching(db, '{reference} : "12 "')).toEqual([1]);
    expect(matching(db, '{payee_name} : "lisa"')).toEqual([2]);
    expect(db.prepare("SELECT term FROM payments_text_terms WHERE term >= 'li' AND term < 'lj'").pluck().all()).toEqual(
      ['li ', 'lis'],
    );
    // New payments are indexed the same way by the trigger, and leave the index when deleted.
    insertPayment(db, 3, 'Anna Li', 'RF18 99');
    expect(matching(db, '{payee_name} : "li "')).toEqual([1, 3]);
    db.prepare('DELETE FROM payments WHERE id = 1').run();
    expect(matching(db, '{payee_name} : "li "')).toEqual([3]);
    db.close();
  });

  it('replaces the (state, created_at, id) index with (state), whose entries end with the id', () => {
    const db = at(7);
    const indexes = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'payments' AND sql IS NOT NULL")
      .pluck()
      .all();
    expect(indexes).toContain('payments_state');
    expect(indexes).not.toContain('payments_state_created');
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM payments WHERE state = 'paid' ORDER BY id DESC LIMIT 10")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING COVERING INDEX payments_state/);
    expect(plan.map((p) => p.detail).join('\n')).not.toMatch(/TEMP B-TREE/);
    db.close();
  });
});

describe('migration 007 on a large history says so before it rebuilds', () => {
  it('tells the caller once, before the rebuild, when there are more than SLOW_REINDEX_PAYMENTS payments', () => {
    const notices: string[] = [];
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 6),
    );
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 2, '2.00', '{}', 'user', 't', 't')`,
    ).run();
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
         account_identifier_type, method, created_at, updated_at)
       SELECT 'b', i, '1.00', 1000, 'EUR', 'Payee ' || i, 'FI2112345600000785', 'iban', 'sepa', 't', 't' FROM n`,
    ).run(SLOW_REINDEX_PAYMENTS + 1);
    migrate(db, MIGRATIONS, (notice) =>
      notices.push(`${notice} (at version ${db.pragma('user_version', { simple: true })})`),
    );
    expect(notices).toHaveLength(5);
    expect(notices[0]).toMatch(/^Updating the search index of the history \(50,001 payments\).*once.*Please wait…/);
    expect(notices[0]).toMatch(/\(at version 6\)$/); // told before 007 runs
    // 009 compacts the index once (after 008, the run drafts), and says so too.
    expect(notices[1]).toMatch(/^Compacting the search index of the history \(50,001 payments\).*\(at version 8\)$/);
    // 010 lists the index's terms once (the vocabulary table).
    expect(notices[2]).toMatch(/^Listing the search terms of the history \(50,001 payments\).*\(at version 9\)$/);
    // 012 fills the payee book from the history once.
    expect(notices[3]).toMatch(/payee book.*\(50,001 payments\).*\(at version 11\)$/);
    // 016 indexes the first reference of every payment once.
    expect(notices[4]).toMatch(/^Indexing the references of the history \(50,001 payments\).*\(at version 15\)$/);
    const quiet: string[] = [];
    migrate(at6WithFewPayments(), MIGRATIONS, (notice) => quiet.push(notice));
    expect(quiet).toEqual([]);
  });
});

function at6WithFewPayments(): Database.Database {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 6),
  );
  return db;
}
