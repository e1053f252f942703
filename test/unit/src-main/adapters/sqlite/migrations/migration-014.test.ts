import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS, SLOW_REINDEX_PAYMENTS } from '../../../../../../src-main/adapters/sqlite/migrations';
import {
  backfillPayeeBook,
  payeeEntries,
  readPayeeBookFile,
} from '../../../../../../src-main/adapters/sqlite/payee-book';

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

describe('a history at version 13 (before 014), read without migrating and upgraded', () => {
  const payments = (db: Database.Database, count: number) => {
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', ?, '0', '{}', 'user', 't', 't')`,
    ).run(Math.min(count, 100));
    const insert = db.prepare(
      `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
       account_identifier_type, unstructured_reference, method, state, created_at, updated_at)
       VALUES (?, 'b', ?, '10.00', 10000, 'EUR', 'Paid Oy', 'FI2112345600000785', 'iban', 'Invoice', 'sepa', 'paid', 't', 't')`,
    );
    db.transaction(() => {
      for (let id = 1; id <= count; id++) insert.run(id, id);
    })();
  };

  it('`bulkpay validate` reads its payee book (no usual-amounts table yet) instead of failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-v13-'));
    const file = join(dir, 'bulkpay.sqlite');
    const db = new Database(file);
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 13),
    );
    payments(db, 1);
    backfillPayeeBook(db as never);
    db.close();
    const book = await readPayeeBookFile(file);
    expect(book?.accountsWithIban('FI2112345600000785').map((a) => a.key)).toEqual(['name:paid oy']);
    expect(book?.usualAmount('name:paid oy', 'EUR')).toBeDefined();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says before rebuilding a large book on upgrade from 12 or 13, and not again after 012 said it', () => {
    const notices = (from: number) => {
      const db = new Database(':memory:');
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= from),
      );
      payments(db, SLOW_REINDEX_PAYMENTS + 1);
      const said: number[] = [];
      migrate(db, MIGRATIONS, undefined, ({ version }) => said.push(version));
      db.close();
      return said.filter((v) => v >= 12 && v <= 14);
    };
    expect(notices(13)).toEqual([14]);
    expect(notices(11)).toEqual([12]);
  });
});
