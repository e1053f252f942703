import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';

describe('migration 005: one live "send again" per bulk', () => {
  const at = (version: number, db = new Database(':memory:')) => {
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= version),
    );
    return db;
  };
  const insertBulk = (db: Database.Database, id: string, state: string, resubmissionOf: string | null = null) =>
    db
      .prepare(
        `INSERT INTO bulks (id, resubmission_of, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
         VALUES (?, ?, 'acc', ?, 1, '1.00', '{}', 'user', 't', 't')`,
      )
      .run(id, resubmissionOf, state);

  it('allows one live resend of a bulk, and another only after the first ended without being sent or paid', () => {
    const db = at(5);
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    insertBulk(db, 'source', 'approved');
    insertBulk(db, 'other', 'approved');
    insertBulk(db, 'again-1', 'sending', 'source');
    expect(() => insertBulk(db, 'again-2', 'sending', 'source')).toThrow(/bulk_already_resent/);
    insertBulk(db, 'other-again', 'sending', 'other');
    for (const ended of ['not_accepted', 'not_sent', 'rejected']) {
      db.prepare('UPDATE bulks SET state = ? WHERE id = ?').run(ended, 'again-1');
      insertBulk(db, `again-after-${ended}`, 'sending', 'source');
      expect(() => insertBulk(db, `again-twice-${ended}`, 'pending_approval', 'source')).toThrow(/bulk_already_resent/);
      db.prepare('UPDATE bulks SET state = ? WHERE id = ?').run('not_sent', `again-after-${ended}`);
    }
    db.close();
  });

  it('still opens a database that already holds two live resends of one bulk', () => {
    const db = at(4);
    insertBulk(db, 'source', 'approved');
    insertBulk(db, 'again-1', 'pending_approval', 'source');
    insertBulk(db, 'again-2', 'approved', 'source');
    at(5, db);
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    expect(db.prepare("SELECT count(*) FROM bulks WHERE resubmission_of = 'source'").pluck().get()).toBe(2);
    db.close();
  });
});
