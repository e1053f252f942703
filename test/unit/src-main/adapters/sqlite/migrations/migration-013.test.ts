import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';

describe('migration 013: the ERP inbox', () => {
  it('keeps each content once, with its outcome, and only read or rejected', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 13),
    );
    const put = db.prepare(
      `INSERT INTO inbox_files (sha256, name, stored_path, outcome, received_at) VALUES (?, ?, ?, ?, 't')`,
    );
    const sha = 'a'.repeat(64);
    put.run(sha, 'payroll.csv', '/in/read/payroll.csv', 'read');
    expect(() => put.run(sha, 'payroll again.csv', '/in/rejected/payroll again.csv', 'read')).toThrow(/UNIQUE/);
    expect(() => put.run('b'.repeat(64), 'x.csv', '/in/x.csv', 'offered')).toThrow(/CHECK constraint/);
    expect(() => put.run('short', 'x.csv', '/in/x.csv', 'read')).toThrow(/CHECK constraint/);
    expect(db.prepare('SELECT payments, errors, totals, reason, opened_at FROM inbox_files').get()).toEqual({
      payments: 0,
      errors: 0,
      totals: '{}',
      reason: null,
      opened_at: null,
    });
    db.close();
  });
});
