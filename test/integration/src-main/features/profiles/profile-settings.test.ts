// The bank profiles' shared (non-secret) settings, run against both engines: this desktop's
// SQLite and the team's PostgreSQL (a throwaway cluster), then the push and pull between them
// and what the team database itself refuses. The CLI (profile-settings-cli.test.ts), the window
// (profile-settings-window.test.ts) and an address waiting on a desktop (team-address-waiting.test.ts)
// have their own files; the cluster setup is in profile-settings-setup.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copyProfileSettings, sqliteProfileSettings } from '../../../../../src-main/features/profiles/profile-settings';
import type { ProfileSettingsRepository } from '../../../../../src-main/ports/profiles';
import {
  admin,
  localProfiles,
  rawPg,
  settings,
  storeAs,
  useProfileTeam,
} from '../../../harness/profile-settings-setup';

useProfileTeam();

const ENGINES: Record<'sqlite' | 'postgresql', () => Promise<ProfileSettingsRepository>> = {
  sqlite: async () => sqliteProfileSettings(localProfiles()),
  postgresql: async () => (await storeAs('team_admin')).profiles(),
};

describe.each(Object.keys(ENGINES) as (keyof typeof ENGINES)[])('profile settings on %s', (engineName) => {
  it('saves, replaces by name ignoring case and spaces, lists and removes', async () => {
    const repo = await ENGINES[engineName]();
    const name = `Nordbank ${randomUUID().slice(0, 8)}`;
    await repo.save(settings(name));
    await repo.save(settings(` ${name.toUpperCase()} `, { baseUrl: 'https://api2.bank.example', tppClientId: null }));
    const mine = (await repo.list()).filter((s) => s.name.toLowerCase() === name.toLowerCase());
    expect(mine).toEqual([
      {
        name: name.toUpperCase(),
        baseUrl: 'https://api2.bank.example',
        bulkBaseUrl: 'https://bulk.bank.example',
        applicationId: 'app-1',
        // Unknown in what was saved, so the known id stays.
        tppClientId: 'tpp-client-1',
      },
    ]);
    await repo.remove(name);
    expect((await repo.list()).some((s) => s.name.toLowerCase() === name.toLowerCase())).toBe(false);
  });
});

describe('push and pull between a desktop and the team', () => {
  it('pushes the desktop’s profiles without the demo bank or any secret, and pulls them onto another desktop', async () => {
    const first = localProfiles();
    const demo = first.create({
      name: 'Demo bank',
      baseUrl: 'http://127.0.0.1:1',
      bulkBaseUrl: 'http://127.0.0.1:1',
      demo: true,
    });
    const mine = first.create({
      name: 'Pohjola Pankki',
      baseUrl: 'https://api.pp.example',
      bulkBaseUrl: 'https://bulk.pp.example',
    });
    first.update(mine.id, {
      applicationId: 'app-pp',
      tppClientId: 'tpp-pp',
      clientSecretRef: 'secret-ref-1',
      keyRef: 'key-ref-1',
    });
    const team = (await storeAs('team_admin')).profiles();
    const pushed = await copyProfileSettings(sqliteProfileSettings(first), team);
    expect(pushed.map((p) => p.name)).toEqual(['Pohjola Pankki']);
    expect(demo.demo).toBe(true);
    // Nothing but the shared settings reached the team database.
    const row = (
      await rawPg('team_admin', `SELECT to_jsonb(p) AS row FROM bulkpay.profiles p WHERE name_key = 'pohjola pankki'`)
    ).rows[0] as { row: Record<string, unknown> };
    expect(Object.keys(row.row).sort()).toEqual(
      [
        'application_id',
        'base_url',
        'bulk_base_url',
        'name',
        'name_key',
        'tpp_client_id',
        'updated_at',
        'updated_by',
      ].sort(),
    );
    expect(JSON.stringify(row.row)).not.toMatch(/secret-ref|key-ref/);
    expect(row.row.updated_by).toBe('team_admin');

    // A second desktop that already has the profile keeps its own key, and its own address until
    // the user accepts the team's (the key would be used at whatever address it holds); a new one
    // gets the team's.
    const second = localProfiles();
    const own = second.create({
      name: 'POHJOLA PANKKI',
      baseUrl: 'https://old.example',
      bulkBaseUrl: 'https://old.example',
    });
    second.update(own.id, { keyRef: 'second-desktop-key' });
    await team.save(settings('Säästöpankki', { applicationId: null }));
    await copyProfileSettings(team, sqliteProfileSettings(second));
    const pulled = second.list();
    expect(pulled.map((p) => [p.name, p.baseUrl, p.teamBaseUrl, p.tppClientId, p.keyRef])).toEqual(
      expect.arrayContaining([
        ['Pohjola Pankki', 'https://old.example', 'https://api.pp.example', 'tpp-pp', 'second-desktop-key'],
        ['Säästöpankki', 'https://api.bank.example', null, 'tpp-client-1', null],
      ]),
    );
    expect(pulled.filter((p) => p.name.toLowerCase() === 'pohjola pankki')).toHaveLength(1);
  });
});

describe('pulling keeps what the bank gave this desktop', () => {
  it('does not forget an application or client id the team does not know yet', async () => {
    const desk = localProfiles();
    const mine = desk.create({
      name: 'Nordea',
      baseUrl: 'https://old.nordea.example',
      bulkBaseUrl: 'https://old.nordea.example',
    });
    desk.update(mine.id, { applicationId: 'app-from-onboarding', tppClientId: 'client-from-onboarding' });
    await admin.profiles().save(settings('Nordea', { applicationId: null, tppClientId: null }));
    await copyProfileSettings(admin.profiles(), sqliteProfileSettings(desk));
    expect(desk.get(mine.id)).toMatchObject({
      baseUrl: 'https://api.bank.example',
      applicationId: 'app-from-onboarding',
      tppClientId: 'client-from-onboarding',
    });
  });
});

describe('profile settings on postgresql: only admins change them', () => {
  it('lets a preparer and a viewer read them but not change them, also by raw SQL', async () => {
    await admin.profiles().save(settings('Aktia'));
    for (const user of ['clerk', 'vera']) {
      const store = await storeAs(user);
      expect((await store.guard(() => store.profiles().list())).ok).toBe(true);
      const refused = await store.guard(() =>
        store.profiles().save(settings('Aktia', { baseUrl: 'https://evil.example' })),
      );
      expect(refused.ok ? null : refused.error.code).toBe('not_allowed_for_role');
      const removed = await store.guard(() => store.profiles().remove('Aktia'));
      expect(removed.ok ? null : removed.error.code).toBe('not_allowed_for_role');
      await expect(
        rawPg(user, `UPDATE bulkpay.profiles SET base_url = 'https://evil.example' WHERE name_key = 'aktia'`),
      ).rejects.toMatchObject({ code: 'BP002' });
      await expect(rawPg(user, 'TRUNCATE bulkpay.profiles')).rejects.toThrow(/permission denied|may not change/);
    }
    expect((await admin.profiles().list()).find((p) => p.name === 'Aktia')?.baseUrl).toBe('https://api.bank.example');
    // An admin may empty the table (the same trigger guards TRUNCATE); the profiles are saved again after.
    const before = await admin.profiles().list();
    await rawPg('team_admin', 'TRUNCATE bulkpay.profiles');
    expect(await admin.profiles().list()).toEqual([]);
    for (const p of before) await admin.profiles().save(p);
  });

  it('refuses an address carrying a user or password, and records who changed a profile', async () => {
    const refused = await admin.guard(() =>
      admin.profiles().save(settings('Leaky', { baseUrl: 'https://user:s3cret@api.bank.example' })),
    );
    expect(refused.ok).toBe(false);
    expect((await admin.profiles().list()).some((p) => p.name === 'Leaky')).toBe(false);
    await expect(
      rawPg(
        'team_admin',
        `UPDATE bulkpay.profiles SET updated_by = 'clerk' WHERE name_key = 'aktia' RETURNING updated_by`,
      ),
    ).resolves.toMatchObject({ rows: [{ updated_by: 'team_admin' }] });
  });
});

describe('a team address for a profile holding this desktop’s secrets', () => {
  it('is refused by the team database unless https (or http on this computer)', async () => {
    await expect(
      rawPg(
        'team_admin',
        `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url) VALUES ('plain', 'Plain', 'http://evil.example', 'https://b.example')`,
      ),
    ).rejects.toThrow(/profiles_https/);
    await expect(
      rawPg(
        'team_admin',
        `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url) VALUES ('plain', 'Plain', 'http://127.0.0.1.evil.example', 'https://b.example')`,
      ),
    ).rejects.toThrow(/profiles_https/);
    const local = await rawPg(
      'team_admin',
      `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url) VALUES ('loopback sim', 'Loopback sim', 'http://127.0.0.1:8080', 'http://localhost:8081/bulk') RETURNING name`,
    );
    expect(local.rowCount).toBe(1);
    await rawPg('team_admin', `DELETE FROM bulkpay.profiles WHERE name_key = 'loopback sim'`);
  });

  it('is not copied onto a desktop when the app would refuse it', async () => {
    await rawPg(
      'team_admin',
      `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url) VALUES ('spaced', 'Spaced', 'https://bad host.example', 'https://b.example')`,
    );
    try {
      const desk = localProfiles();
      const copied = await copyProfileSettings(admin.profiles(), sqliteProfileSettings(desk));
      expect(copied.some((p) => p.name === 'Spaced')).toBe(false);
      expect(desk.list().some((p) => p.name === 'Spaced')).toBe(false);
    } finally {
      await rawPg('team_admin', `DELETE FROM bulkpay.profiles WHERE name_key = 'spaced'`);
    }
  });
});
