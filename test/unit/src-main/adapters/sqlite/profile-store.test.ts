import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { SqliteProfileStore } from '../../../../../src-main/adapters/sqlite/profile-store';

function store() {
  const db = openDatabase(':memory:');
  if (!db.ok) throw new Error(db.error.message);
  return { db: db.value, profiles: new SqliteProfileStore(db.value) };
}

const input = (name: string) => ({ name, baseUrl: `https://${name}.test`, bulkBaseUrl: `https://bulk.${name}.test` });

describe('bank profiles', () => {
  it('makes the first profile active and keeps exactly one active', () => {
    const { profiles } = store();
    const a = profiles.create(input('a'));
    const b = profiles.create(input('b'));
    expect([a.active, b.active]).toEqual([true, false]);
    expect(profiles.setActive(b.id)).toBe(true);
    expect(
      profiles
        .list()
        .filter((p) => p.active)
        .map((p) => p.id),
    ).toEqual([b.id]);
    expect(profiles.getActive()?.id).toBe(b.id);
    expect(profiles.setActive('no-such-id')).toBe(false);
  });

  it('refuses a second active profile at the database level', () => {
    const { db, profiles } = store();
    profiles.create(input('a'));
    const b = profiles.create(input('b'));
    expect(() => db.prepare('UPDATE bank_profiles SET is_active = 1 WHERE id = ?').run(b.id)).toThrow(/UNIQUE/);
  });

  it('switches key and certificate references in one update', () => {
    const { profiles } = store();
    const a = profiles.create(input('a'));
    profiles.update(a.id, { keyRef: 'k1', certificatePem: 'c1', pendingKeyRef: 'k2', pendingCertificatePem: 'c2' });
    const switched = profiles.update(a.id, {
      keyRef: 'k2',
      certificatePem: 'c2',
      pendingKeyRef: null,
      pendingCertificatePem: null,
    });
    expect(switched).toMatchObject({
      keyRef: 'k2',
      certificatePem: 'c2',
      pendingKeyRef: null,
      pendingCertificatePem: null,
      name: 'a',
    });
  });

  it('hands the active role to the oldest remaining profile when the active one is removed', () => {
    const { profiles } = store();
    const demo = profiles.create({ ...input('demo'), demo: true });
    const b = profiles.create(input('b'));
    const c = profiles.create(input('c'));
    profiles.remove(demo.id);
    expect(profiles.getActive()?.id).toBe(b.id);
    profiles.remove(c.id);
    expect(profiles.list().map((p) => p.id)).toEqual([b.id]);
  });

  it('lists the demo profile first and marks it', () => {
    const { profiles } = store();
    profiles.create(input('prod'));
    profiles.create({ ...input('demo'), demo: true });
    expect(profiles.list().map((p) => [p.name, p.demo])).toEqual([
      ['demo', true],
      ['prod', false],
    ]);
  });
});

describe('profile input', () => {
  it('accepts https and a loopback sandbox, refuses plain http elsewhere', async () => {
    const { profileInputSchema } = await import('../../../../../src-shared/profiles');
    const parse = (baseUrl: string) =>
      profileInputSchema.safeParse({ name: 'Bank', baseUrl, bulkBaseUrl: baseUrl }).success;
    expect(parse('https://api.bank.example')).toBe(true);
    expect(parse('http://127.0.0.1:41291')).toBe(true);
    expect(parse('http://localhost:8080')).toBe(true);
    expect(parse('http://api.bank.example')).toBe(false);
    expect(parse('ftp://api.bank.example')).toBe(false);
    expect(parse('not a url')).toBe(false);
    expect(parse('http://127.0.0.1@evil.example')).toBe(false);
    expect(parse('http://[::1]:8080')).toBe(true);
  });
});
