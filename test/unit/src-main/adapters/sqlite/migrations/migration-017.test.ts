import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { migrate, type Db } from '../../../../../../src-main/adapters/sqlite/open-database';

/** A history at version 16 (before 017) whose book holds one payee paid to one IBAN. */
function bookAt16(): Db {
  const db = new Database(':memory:') as Db;
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 16),
  );
  db.exec(`INSERT INTO payee_book (payee_key, name, iban, payment_count, updated_at)
    VALUES ('name:paid oy', 'Paid Oy', 'FI2112345600000785', 1, 't');
    INSERT INTO payee_usual_amounts VALUES ('name:paid oy', 'EUR', 1, 20000);`);
  return db;
}

const journal = (db: Db) =>
  db.prepare('SELECT payee_key, iban FROM payee_book_changes ORDER BY seq').raw().all() as [string, string | null][];

// 017 journals every write to the payee book and its usual amounts, so a loaded book reads again
// only the payees and IBANs changed since.
describe('migration 017: the payee book journal', () => {
  it('upgrades a book at version 16 with an empty journal, pruned through nothing', () => {
    const db = bookAt16();
    migrate(db, MIGRATIONS);
    expect(db.pragma('user_version', { simple: true })).toBe(17);
    expect(journal(db)).toEqual([]);
    expect(db.prepare('SELECT pruned_through FROM payee_book_journal').pluck().all()).toEqual([0]);
    db.close();
  });

  it('journals each write of any writer: the payee and IBAN an entry had and has, a usual amount by its payee', () => {
    const db = bookAt16();
    migrate(db, MIGRATIONS);
    db.exec(`INSERT INTO payee_book (payee_key, name, iban, updated_at) VALUES ('name:new oy', 'New Oy', 'DE89370400440532013000', 't');
      UPDATE payee_book SET trust = 'trusted' WHERE payee_key = 'name:paid oy';
      UPDATE payee_book SET iban = 'GB29NWBK60161331926819', payee_key = 'name:moved oy' WHERE payee_key = 'name:new oy';
      DELETE FROM payee_book WHERE payee_key = 'name:paid oy';
      INSERT OR REPLACE INTO payee_usual_amounts VALUES ('name:paid oy', 'EUR', 2, 30000);
      UPDATE payee_usual_amounts SET payee_key = 'name:moved oy';
      DELETE FROM payee_usual_amounts;`);
    expect(journal(db)).toEqual([
      ['name:new oy', 'DE89370400440532013000'],
      ['name:paid oy', 'FI2112345600000785'],
      ['name:moved oy', 'GB29NWBK60161331926819'],
      ['name:new oy', 'DE89370400440532013000'],
      ['name:paid oy', 'FI2112345600000785'],
      ['name:paid oy', null],
      ['name:moved oy', null],
      ['name:paid oy', null],
      ['name:moved oy', null],
    ]);
    db.close();
  });

  it('keeps at least the last 50,000 changes: each 10,000th prunes what is older and says through which', () => {
    const db = bookAt16();
    migrate(db, MIGRATIONS);
    const touch = db.prepare("UPDATE payee_book SET updated_at = ? WHERE payee_key = 'name:paid oy'");
    const state = () =>
      db
        .prepare(
          'SELECT min(seq), max(seq), count(*), (SELECT pruned_through FROM payee_book_journal) FROM payee_book_changes',
        )
        .raw()
        .get();
    db.transaction(() => {
      for (let i = 1; i <= 59_999; i++) touch.run(String(i));
    })();
    expect(state()).toEqual([1, 59_999, 59_999, 0]);
    touch.run('60000');
    expect(state()).toEqual([10_001, 60_000, 50_000, 10_000]);
    db.close();
  });
});
