import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/db/open-database';
import { MIGRATIONS } from '../../../src-main/db/migrations';
import { payeeEntries } from '../../../src-main/history/payee-book';

// Before 014 the book learned every payment as it was sent; 014 keeps only what the bank paid,
// and what a person set (trust, block, note).
describe('migration 014: the payee book counts paid payments only', () => {
  const at = (version: number, db = new Database(':memory:')) => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= version),
    );
    return db;
  };
  const insertPayment = (db: Database.Database, id: number, payee: string, iban: string, state: string) =>
    db
      .prepare(
        `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
        account_identifier_type, unstructured_reference, method, state, created_at, updated_at)
        VALUES (?, 'b', ?, '10.00', 10000, 'EUR', ?, ?, 'iban', 'Invoice', 'sepa', ?, ?, ?)`,
      )
      .run(id, id, payee, iban, state, `2026-01-0${id}T10:00:00.000Z`, `2026-01-0${id}T10:00:00.000Z`);
  const learnedAsSent = (db: Database.Database, key: string, iban: string, trust: string, note: string | null) =>
    db
      .prepare(
        `INSERT INTO payee_book (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts, trust, note, updated_at)
         VALUES (?, 'x', ?, 't', 't', 1, '[["10.00","EUR"]]', ?, ?, 't')`,
      )
      .run(key, iban, trust, note);

  it('drops what was only sent, recounts what was paid, keeps trust, blocks and notes', () => {
    const db = at(13);
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 5, '50.00', '{}', 'user', 't', 't')`,
    ).run();
    insertPayment(db, 1, 'Paid Oy', 'FI2112345600000785', 'paid');
    insertPayment(db, 2, 'Paid Oy', 'FI2112345600000785', 'rejected');
    insertPayment(db, 3, 'Declined Oy', 'DE89370400440532013000', 'rejected');
    insertPayment(db, 4, 'Short Oy', 'GB29NWBK60161331926819', 'notenoughbalance');
    insertPayment(db, 5, 'Trusted Oy', 'SE4550000000058398257466', 'pending');
    // What the book held after 012 and 013 under the old rule (every payment as sent).
    db.exec('DELETE FROM payee_book');
    learnedAsSent(db, 'name:paid oy', 'FI2112345600000785', 'known', null);
    learnedAsSent(db, 'name:declined oy', 'DE89370400440532013000', 'known', null);
    learnedAsSent(db, 'name:short oy', 'GB29NWBK60161331926819', 'known', 'asked for new terms');
    learnedAsSent(db, 'name:trusted oy', 'SE4550000000058398257466', 'trusted', null);
    at(14, db);
    const entries = payeeEntries(db as never).map((e) => [e.key, e.paymentCount, e.lastPaidAt, e.trust, e.note]);
    expect(entries).toEqual([
      ['name:paid oy', 1, '2026-01-01T10:00:00.000Z', 'known', null],
      ['name:short oy', 0, null, 'new', 'asked for new terms'],
      ['name:trusted oy', 0, null, 'trusted', null],
    ]);
    db.close();
  });
});
