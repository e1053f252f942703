import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { payeeEntries } from '../../../../../../src-main/adapters/sqlite/payee-book';

describe('migration 012: the payee book, filled from the existing history', () => {
  const at = (version: number, db = new Database(':memory:')) => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= version),
    );
    return db;
  };
  const insertPayment = (
    db: Database.Database,
    id: number,
    payee: string,
    iban: string,
    amount: string,
    when: string,
  ) =>
    db
      .prepare(
        `INSERT INTO payments (id, bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
        account_identifier_type, unstructured_reference, method, state, created_at, updated_at)
        VALUES (?, 'b', ?, ?, 0, 'EUR', ?, ?, 'iban', 'Invoice', 'sepa', 'paid', ?, ?)`,
      )
      .run(id, id, amount, payee, iban, when, when);

  it('makes one known entry per payee and IBAN with first and last paid, count and the latest amounts', () => {
    const db = at(11);
    db.prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
       VALUES ('b', 'acc', 'approved', 4, '4.00', '{}', 'user', 't', 't')`,
    ).run();
    insertPayment(db, 1, 'Acme Oy', 'FI21 1234 5600 0007 85', '100.00', '2026-01-01T10:00:00.000Z');
    insertPayment(db, 2, 'ACME  OY', 'FI2112345600000785', '120.00', '2026-02-01T10:00:00.000Z');
    insertPayment(db, 3, 'Acme Oy', 'DE89370400440532013000', '90.00', '2026-03-01T10:00:00.000Z');
    insertPayment(db, 4, 'Bo Li', 'DE89370400440532013000', '5.00', '2026-03-02T10:00:00.000Z');
    at(12, db);
    const entries = payeeEntries(db as never).map((e) => [
      e.key,
      e.iban,
      e.paymentCount,
      e.firstPaidAt,
      e.lastPaidAt,
      e.trust,
      e.recentAmounts,
    ]);
    expect(entries).toEqual([
      [
        'name:bo li',
        'DE89370400440532013000',
        1,
        '2026-03-02T10:00:00.000Z',
        '2026-03-02T10:00:00.000Z',
        'known',
        [['5.00', 'EUR']],
      ],
      [
        'name:acme oy',
        'DE89370400440532013000',
        1,
        '2026-03-01T10:00:00.000Z',
        '2026-03-01T10:00:00.000Z',
        'known',
        [['90.00', 'EUR']],
      ],
      [
        'name:acme oy',
        'FI2112345600000785',
        2,
        '2026-01-01T10:00:00.000Z',
        '2026-02-01T10:00:00.000Z',
        'known',
        [
          ['120.00', 'EUR'],
          ['100.00', 'EUR'],
        ],
      ],
    ]);
    db.close();
  });

  it('accepts only the four trust states', () => {
    const db = at(12);
    expect(() =>
      db
        .prepare(
          `INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES ('k', 'n', 'i', 'maybe', 't')`,
        )
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});
