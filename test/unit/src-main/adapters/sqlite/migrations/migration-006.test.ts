import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';

describe('migration 006: payment-account ids entered by the user', () => {
  it('keeps one id per profile and account, and only a UUID-length id', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 6),
    );
    const put = db.prepare(
      `INSERT INTO payment_account_ids (scope, account_iban, payment_account, updated_at) VALUES (?, ?, ?, 't')
       ON CONFLICT (scope, account_iban) DO UPDATE SET payment_account = excluded.payment_account`,
    );
    const uuid = '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01';
    put.run('profile-1', 'FI2112345600000785', uuid);
    put.run('profile-2', 'FI2112345600000785', uuid.replace('5b', '6c'));
    put.run('profile-1', 'FI2112345600000785', uuid.replace('5b', '7d'));
    expect(db.prepare('SELECT scope, payment_account FROM payment_account_ids ORDER BY scope').all()).toEqual([
      { scope: 'profile-1', payment_account: uuid.replace('5b', '7d') },
      { scope: 'profile-2', payment_account: uuid.replace('5b', '6c') },
    ]);
    expect(() => put.run('profile-3', 'X', 'ACC-1')).toThrow(/CHECK constraint/);
    db.close();
  });
});
