import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../../src-main/adapters/sqlite/migrations';
import { readActiveProfileFile } from '../../../../../../src-main/adapters/sqlite/active-profile-file';
import { characterSetOf } from '../../../../../../src-main/features/profiles/character-set';
import { SqliteProfileStore } from '../../../../../../src-main/adapters/sqlite/profile-store';

// Before 015 a profile's character set followed from `is_demo`; 015 records it per profile.
describe('migration 015: the character set of every bank profile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-m015-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'bulkpay.sqlite');
  const insert = (db: Database.Database, id: string, demo: boolean, active: boolean) =>
    db
      .prepare(
        `INSERT INTO bank_profiles (id, name, base_url, bulk_base_url, is_active, is_demo, created_at, updated_at)
         VALUES (?, ?, 'https://bank.test', 'https://bank.test/bulk', ?, ?, 't', 't')`,
      )
      .run(id, id, active ? 1 : 0, demo ? 1 : 0);

  it('gives the demo bank Latin letters and every other bank the strict set, on a version 14 file', async () => {
    const v14 = new Database(file);
    migrate(
      v14,
      MIGRATIONS.filter((m) => m.version <= 14),
    );
    insert(v14, 'demo', true, false);
    insert(v14, 'hausbank', false, true);
    v14.close();
    // An offline command reading the file before it is migrated still finds the set by `demo`.
    expect(characterSetOf(await readActiveProfileFile(file))).toBe('epc_basic');

    const db = new Database(file);
    migrate(db, MIGRATIONS);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    const store = new SqliteProfileStore(db as never);
    expect(store.list().map((p) => [p.id, p.characterSet])).toEqual([
      ['demo', 'latin_letters'],
      ['hausbank', 'epc_basic'],
    ]);
    store.update('hausbank', { characterSet: 'latin_letters' });
    expect(characterSetOf(store.getActive())).toBe('latin_letters');
    expect(() => db.prepare("UPDATE bank_profiles SET character_set = 'utf8'").run()).toThrow(/CHECK/);
    db.close();
    expect(characterSetOf(await readActiveProfileFile(file))).toBe('latin_letters');
  });

  it('a new profile takes the strict set unless told otherwise', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const store = new SqliteProfileStore(db as never);
    const plain = store.create({ name: 'A', baseUrl: 'https://a.test', bulkBaseUrl: 'https://a.test' });
    const latin = store.create({
      name: 'B',
      baseUrl: 'https://b.test',
      bulkBaseUrl: 'https://b.test',
      characterSet: 'latin_letters',
    });
    expect([plain.characterSet, latin.characterSet]).toEqual(['epc_basic', 'latin_letters']);
    db.close();
  });
});
