import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';

describe('migration 008: payment runs before sending', () => {
  it('keeps the file bytes as imported, and only the steps a run before sending can be at', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 8),
    );
    const bytes = Buffer.from('name;amount\r\nÄyräs Oy;1,50\r\n', 'latin1');
    const put = db.prepare(
      `INSERT INTO run_drafts (id, file_name, file_bytes, file_sha256, step, created_at, updated_at)
       VALUES (?, 'f.csv', ?, 'sha', ?, 't', 't')`,
    );
    put.run('r1', bytes, 'fix');
    const row = db.prepare('SELECT file_bytes, settings, changes, step, profile_id FROM run_drafts').get() as Record<
      string,
      unknown
    >;
    expect(row).toEqual({
      file_bytes: bytes,
      settings: '{}',
      changes: '{"cells":[],"removed":[]}',
      step: 'fix',
      profile_id: null,
    });
    expect(() => put.run('r2', bytes, 'approve')).toThrow(/CHECK constraint/);
    // When a bulk was last seen pending approval (expired vs declined).
    const columns = db.prepare('PRAGMA table_info(bulks)').all() as { name: string }[];
    expect(columns.map((c) => c.name)).toContain('pending_seen_at');
    db.close();
  });
});
