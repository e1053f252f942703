// The bank profiles' shared (non-secret) settings, run against both engines: this desktop's
// SQLite and the team's PostgreSQL (a throwaway cluster), then the push and pull between them
// and what the team database itself refuses.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileStore } from '../../../src-main/profiles/profile-store';
import {
  copyProfileSettings,
  sqliteProfileSettings,
  type ProfileSettingsRepository,
} from '../../../src-main/profiles/profile-settings';
import type { TeamStore } from '../../../src-main/team/team-store';
import { openDatabase } from '../../../src-main/db/open-database';
import { createCore, type Core } from '../../../src-main/core';
import { dispatch } from '../../../src-main/ipc/dispatch';
import { createHandlers } from '../../../src-main/ipc/handlers';
import { openTempDatabase } from '../../unit/history/history-fixtures';
import { runCli } from '../cli/env-mode-bank';
import { controlClient, startSandbox } from '../../../src-sandbox/index';
import { makeQseal } from '../../fixtures/qseal';
import { psuSessionAccount } from '../../../src-main/consent/psu-token-store';
import { createKeychain } from '../../../src-main/keychain/keychain';
import { acceptTeamAddress, keepLocalAddress } from '../../../src-main/profiles/team-address';
import type { ProfileView } from '../../../src-shared/profiles';
import { createLogin, startPgCluster, type PgCluster } from './pg-cluster';
import { openStoreAs } from './store-login';

const PASSWORD = 'profile-settings-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

async function rawPg(user: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

let admin: TeamStore;

beforeAll(async () => {
  cluster = await startPgCluster();
  for (const user of ['team_admin', 'clerk', 'vera']) await createLogin(cluster, user, PASSWORD);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
  });
  admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
}, 60_000);

const cores: Core[] = [];

afterAll(async () => {
  for (const core of cores) await core.close().catch(() => {});
  for (const s of stores) await s.close();
  await cluster?.stop();
});

const localProfiles = () => new ProfileStore(openTempDatabase().db);

const ENGINES: Record<'sqlite' | 'postgresql', () => Promise<ProfileSettingsRepository>> = {
  sqlite: async () => sqliteProfileSettings(localProfiles()),
  postgresql: async () => (await storeAs('team_admin')).profiles(),
};

const settings = (name: string, over: Partial<Parameters<ProfileSettingsRepository['save']>[0]> = {}) => ({
  name,
  baseUrl: 'https://api.bank.example',
  bulkBaseUrl: 'https://bulk.bank.example',
  applicationId: 'app-1',
  tppClientId: 'tpp-client-1',
  ...over,
});

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

describe('bulkpay team settings', () => {
  /** A desktop's data folder, its own profiles, and the environment its CLI runs with as `user`. */
  function desktopOf(user: string) {
    const dataDir = mkdtempSync(join(tmpdir(), `bulkpay-settings-${user}-`));
    mkdirSync(dataDir, { recursive: true });
    const db = openDatabase(join(dataDir, 'bulkpay.sqlite'));
    if (!db.ok) throw new Error(db.error.message);
    const env = { BULKPAY_DATA_DIR: dataDir, BULKPAY_TEAM_URL: cluster.url(user, PASSWORD), LANG: 'en_US.UTF-8' };
    return { profiles: new ProfileStore(db.value), env, cli: (...args: string[]) => runCli(env, dataDir, ...args) };
  }

  it('lets an admin push this desktop’s profiles, refuses a preparer’s push, and pulls them onto a preparer’s desktop', async () => {
    const adminDesk = desktopOf('team_admin');
    const shared = adminDesk.profiles.create({
      name: 'OP Yrityspankki',
      baseUrl: 'https://api.op.example',
      bulkBaseUrl: 'https://bulk.op.example',
    });
    adminDesk.profiles.update(shared.id, { tppClientId: 'tpp-op', clientSecretRef: 'op-secret-ref' });
    const pushed = await adminDesk.cli('team', 'settings', 'push');
    expect(pushed.err).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.out).toMatch(/Copied this desktop’s 1 bank profile into the team store/);
    expect(pushed.out).toMatch(/OP Yrityspankki: https:\/\/api\.op\.example \(client id tpp-op\)/);

    const clerkDesk = desktopOf('clerk');
    clerkDesk.profiles.create({ name: 'Own bank', baseUrl: 'https://own.example', bulkBaseUrl: 'https://own.example' });
    const refused = await clerkDesk.cli('team', 'settings', 'push');
    expect(refused.code).toBe(6);
    expect(refused.err).toMatch(/Your team role does not allow this \(you are clerk on 127\.0\.0\.1\)/);
    expect((await admin.profiles().list()).some((p) => p.name === 'Own bank')).toBe(false);

    const pulled = await clerkDesk.cli('team', 'settings', 'pull', '--json');
    expect(pulled.code).toBe(0);
    expect(JSON.parse(pulled.out)).toMatchObject({ action: 'pull', copied: (await admin.profiles().list()).length });
    const op = clerkDesk.profiles.list().find((p) => p.name === 'OP Yrityspankki');
    expect(op).toMatchObject({ baseUrl: 'https://api.op.example', tppClientId: 'tpp-op', clientSecretRef: null });
    const usage = await clerkDesk.cli('team', 'settings', 'sideways');
    expect(usage.code).toBe(1);
    expect(usage.err).toMatch(/give nothing \(list\), push or pull/);
  });

  it('prints a team address waiting for a profile holding this desktop’s key, and takes it only with --accept-address', async () => {
    const desk = desktopOf('clerk');
    const acceptKeyed = [
      '--accept-address',
      'Keyed bank',
      '--address',
      'https://elsewhere.example',
      '--bulk-address',
      'https://bulk.bank.example',
    ];
    const mine = desk.profiles.create({
      name: 'Keyed bank',
      baseUrl: 'https://api.keyed.example',
      bulkBaseUrl: 'https://bulk.keyed.example',
    });
    desk.profiles.update(mine.id, { keyRef: 'keyed-key-ref' });
    await admin.profiles().save(settings('Keyed bank', { baseUrl: 'https://elsewhere.example' }));
    // An address no earlier pull showed is not accepted by the pull that first stores it.
    const unseen = await desk.cli(
      'team',
      'settings',
      'pull',
      '--accept-address',
      'Keyed bank',
      '--address',
      'https://elsewhere.example',
      '--bulk-address',
      'https://bulk.bank.example',
    );
    expect(unseen.code).toBe(1);
    expect(unseen.err).toMatch(/no other address waiting for “Keyed bank”/);
    expect(desk.profiles.get(mine.id)).toMatchObject({ baseUrl: 'https://api.keyed.example' });
    const pulled = await desk.cli('team', 'settings', 'pull');
    expect(pulled.code).toBe(0);
    expect(pulled.out).toMatch(
      /The team changed the address of “Keyed bank” to elsewhere\.example \(https:\/\/elsewhere\.example; bulk payments: https:\/\/bulk\.bank\.example\)\. This desktop keeps using https:\/\/api\.keyed\.example/,
    );
    expect(pulled.out).toContain('bulk payments: https://bulk.bank.example');
    expect(pulled.out).toContain(
      "bulkpay team settings pull --accept-address 'Keyed bank' --address 'https://elsewhere.example' --bulk-address 'https://bulk.bank.example'",
    );
    // The accept names the addresses shown: without them, or with others, nothing is taken.
    for (const wrong of [[], ['--address', 'https://other.example', '--bulk-address', 'https://bulk.bank.example']]) {
      const refused = await desk.cli('team', 'settings', 'pull', '--accept-address', 'Keyed bank', ...wrong);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        /Nothing was accepted for “Keyed bank”.*https:\/\/elsewhere\.example \(bank\) and https:\/\/bulk\.bank\.example \(bulk payments\)/,
      );
      expect(desk.profiles.get(mine.id)).toMatchObject({ baseUrl: 'https://api.keyed.example' });
    }
    expect(desk.profiles.get(mine.id)).toMatchObject({ baseUrl: 'https://api.keyed.example', keyRef: 'keyed-key-ref' });

    // The team moves it again before the accept: that pull stores the newer one and accepts nothing.
    await admin.profiles().save(settings('Keyed bank', { baseUrl: 'https://elsewhere-again.example' }));
    const raced = await desk.cli('team', 'settings', 'pull', ...acceptKeyed);
    expect(raced.code).toBe(1);
    expect(raced.err).toMatch(
      /The team changed the address of “Keyed bank” again, now to https:\/\/elsewhere-again\.example \(bulk payments: https:\/\/bulk\.bank\.example\); nothing was accepted/,
    );
    expect(desk.profiles.get(mine.id)).toMatchObject({
      baseUrl: 'https://api.keyed.example',
      teamBaseUrl: 'https://elsewhere-again.example',
    });
    await admin.profiles().save(settings('Keyed bank', { baseUrl: 'https://elsewhere.example' }));
    expect((await desk.cli('team', 'settings', 'pull')).code).toBe(0);

    const unknown = await desk.cli(
      'team',
      'settings',
      'pull',
      '--accept-address',
      'No such bank',
      '--address',
      'https://x.example',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no other address waiting for “No such bank”/);
    const accepted = await desk.cli(
      'team',
      'settings',
      'pull',
      ...acceptKeyed.slice(0, 1),
      'keyed BANK',
      ...acceptKeyed.slice(2),
    );
    expect(accepted.err).toBe('');
    expect(accepted.code).toBe(0);
    expect(accepted.out).toMatch(/“Keyed bank” now uses https:\/\/elsewhere\.example\. The bank sign-in on it ended/);
    expect(accepted.out).not.toMatch(/The team changed the address/);
    expect(desk.profiles.get(mine.id)).toMatchObject({
      baseUrl: 'https://elsewhere.example',
      teamBaseUrl: null,
      keyRef: 'keyed-key-ref',
    });
  });

  it('prints a bulk-only address change with both addresses and takes it only with the --bulk-address shown', async () => {
    const desk = desktopOf('clerk');
    const mine = desk.profiles.create({
      name: 'Bulk moved bank',
      baseUrl: 'https://api.bulkmoved.example',
      bulkBaseUrl: 'https://api.bulkmoved.example',
    });
    desk.profiles.update(mine.id, { keyRef: 'bulk-moved-key-ref' });
    await admin.profiles().save(
      settings('Bulk moved bank', {
        baseUrl: 'https://api.bulkmoved.example',
        bulkBaseUrl: 'https://bulk.elsewhere.example',
      }),
    );
    const pulled = await desk.cli('team', 'settings', 'pull');
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain(
      'The team changed the address of “Bulk moved bank” to api.bulkmoved.example (https://api.bulkmoved.example; bulk payments: https://bulk.elsewhere.example)',
    );
    expect(pulled.out).toContain(
      "bulkpay team settings pull --accept-address 'Bulk moved bank' --address 'https://api.bulkmoved.example' --bulk-address 'https://bulk.elsewhere.example'",
    );
    // The bank address alone (what the old message showed) does not take the unseen bulk address.
    const baseOnly = await desk.cli(
      'team',
      'settings',
      'pull',
      '--accept-address',
      'Bulk moved bank',
      '--address',
      'https://api.bulkmoved.example',
    );
    expect(baseOnly.code).toBe(1);
    expect(baseOnly.err).toMatch(
      /Nothing was accepted for “Bulk moved bank”.*https:\/\/bulk\.elsewhere\.example \(bulk payments\)/,
    );
    expect(desk.profiles.get(mine.id)).toMatchObject({ bulkBaseUrl: 'https://api.bulkmoved.example' });
    const accepted = await desk.cli(
      'team',
      'settings',
      'pull',
      '--accept-address',
      'Bulk moved bank',
      '--address',
      'https://api.bulkmoved.example',
      '--bulk-address',
      'https://bulk.elsewhere.example/',
    );
    expect(accepted.err).toBe('');
    expect(accepted.code).toBe(0);
    expect(desk.profiles.get(mine.id)).toMatchObject({
      baseUrl: 'https://api.bulkmoved.example',
      bulkBaseUrl: 'https://bulk.elsewhere.example',
      teamBaseUrl: null,
    });
  });
});

describe('a team address waiting on this desktop', () => {
  const secretProfile = (profiles: ProfileStore) => {
    const p = profiles.create({
      name: 'Kept bank',
      baseUrl: 'https://api.mine.example',
      bulkBaseUrl: 'https://api.mine.example',
    });
    profiles.update(p.id, { clientSecretRef: 'kept-secret-ref' });
    return p;
  };

  it('stays refused after “Keep mine”, even once the profile no longer holds a secret', async () => {
    const profiles = localProfiles();
    const p = secretProfile(profiles);
    const desk = sqliteProfileSettings(profiles);
    const team = settings('Kept bank', { baseUrl: 'https://refused.example', bulkBaseUrl: 'https://refused.example' });
    await desk.save(team);
    expect(profiles.get(p.id)).toMatchObject({
      baseUrl: 'https://api.mine.example',
      teamBaseUrl: 'https://refused.example',
    });
    keepLocalAddress(profiles, p.id);
    profiles.update(p.id, { clientSecretRef: null });
    await desk.save(team);
    expect(profiles.get(p.id)).toMatchObject({ baseUrl: 'https://api.mine.example', teamAddressKept: true });
    // Another address from the team is offered (here followed: nothing of this desktop's is held).
    await desk.save({ ...team, baseUrl: 'https://next.example', bulkBaseUrl: 'https://next.example' });
    expect(profiles.get(p.id)).toMatchObject({ baseUrl: 'https://next.example', teamBaseUrl: null });
  });

  it('is not taken when the keychain cannot forget the bank sign-in on the profile', async () => {
    const profiles = localProfiles();
    const p = secretProfile(profiles);
    await sqliteProfileSettings(profiles).save(
      settings('Kept bank', { baseUrl: 'https://moved.example', bulkBaseUrl: 'https://moved.example' }),
    );
    const locked = createKeychain({
      service: `bulkpay-test-${randomUUID()}`,
      load: async () => () => ({
        getPassword: async () => 'a session',
        setPassword: async () => {},
        deletePassword: async () => {
          throw new Error('the keyring is locked');
        },
      }),
    });
    const seen = { baseUrl: 'https://moved.example', bulkBaseUrl: 'https://moved.example' };
    const refused = await acceptTeamAddress(profiles, locked, p.id, 'clerk', seen);
    expect(refused.ok).toBe(false);
    expect(profiles.get(p.id)).toMatchObject({
      baseUrl: 'https://api.mine.example',
      teamBaseUrl: 'https://moved.example',
    });
    const real = createKeychain({ service: `bulkpay-test-${randomUUID()}` });
    const taken = await acceptTeamAddress(profiles, real, p.id, 'clerk', seen);
    expect(taken.ok && taken.value).toMatchObject({ baseUrl: 'https://moved.example', teamBaseUrl: null });
  });
});

describe('Settings → bank profiles in team mode', () => {
  async function desktop(user: string): Promise<Core> {
    const core = await createCore({
      dataDir: mkdtempSync(join(tmpdir(), `bulkpay-settings-app-${user}-`)),
      appVersion: 'test',
      demoBank: false,
      env: { BULKPAY_TEAM_URL: cluster.url(user, PASSWORD) },
    });
    cores.push(core);
    return core;
  }
  type Listed = { profiles: { id: string; name: string; baseUrl: string; tppClientId: string | null }[] };
  const call = (core: Core, channel: string, request: unknown) => dispatch(createHandlers(core), channel, request);

  it('reads the team’s profiles, and writes a change to the team store only for an admin', async () => {
    await admin.profiles().save(settings('S-Pankki', { baseUrl: 'https://api.s.example', tppClientId: 'tpp-s' }));
    const clerk = await desktop('clerk');
    const listed = await call(clerk, 'profiles:list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const spankki = (listed.value as Listed).profiles.find((p) => p.name === 'S-Pankki')!;
    expect(spankki).toMatchObject({ baseUrl: 'https://api.s.example', tppClientId: 'tpp-s' });

    const change = {
      id: spankki.id,
      name: 'S-Pankki',
      baseUrl: 'https://evil.example',
      bulkBaseUrl: 'https://evil.example',
    };
    const refused = await call(clerk, 'profiles:update', change);
    expect(refused.ok ? null : refused.error.code).toBe('not_allowed_for_role');
    expect(clerk.profiles.profiles.get(spankki.id)?.baseUrl).toBe('https://api.s.example');
    expect((await admin.profiles().list()).find((p) => p.name === 'S-Pankki')?.baseUrl).toBe('https://api.s.example');

    const boss = await desktop('team_admin');
    const bossListed = await call(boss, 'profiles:list', {});
    if (!bossListed.ok) throw new Error(bossListed.error.message);
    const own = (bossListed.value as Listed).profiles.find((p) => p.name === 'S-Pankki')!;
    const moved = {
      id: own.id,
      name: 'S-Pankki',
      baseUrl: 'https://api2.s.example',
      bulkBaseUrl: 'https://bulk2.s.example',
    };
    expect((await call(boss, 'profiles:update', moved)).ok).toBe(true);
    expect((await admin.profiles().list()).find((p) => p.name === 'S-Pankki')).toMatchObject({
      baseUrl: 'https://api2.s.example',
      bulkBaseUrl: 'https://bulk2.s.example',
      tppClientId: 'tpp-s',
    });
    // The clerk's desktop reads the change on its next list.
    const again = await call(clerk, 'profiles:list', {});
    if (!again.ok) throw new Error(again.error.message);
    expect((again.value as Listed).profiles.find((p) => p.id === spankki.id)?.baseUrl).toBe('https://api2.s.example');
  });

  it('adds and removes a profile in the team store first: an admin may, a preparer is refused and nothing changes', async () => {
    const clerk = await desktop('clerk');
    const boss = await desktop('team_admin');
    const input = { name: 'Handelsbanken', baseUrl: 'https://api.hb.example', bulkBaseUrl: 'https://bulk.hb.example' };
    const refused = await call(clerk, 'profiles:create', input);
    expect(refused.ok ? null : refused.error.code).toBe('not_allowed_for_role');
    expect(clerk.profiles.profiles.list().some((p) => p.name === 'Handelsbanken')).toBe(false);

    const created = await call(boss, 'profiles:create', input);
    expect(created.ok).toBe(true);
    expect((await admin.profiles().list()).find((p) => p.name === 'Handelsbanken')).toMatchObject(input);
    const twice = await call(boss, 'profiles:create', { ...input, name: ' HANDELSBANKEN ' });
    expect(twice.ok ? null : twice.error).toMatchObject({
      code: 'team_profile_exists',
      params: { name: 'HANDELSBANKEN' },
    });

    const listed = await call(clerk, 'profiles:list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const hb = (listed.value as Listed).profiles.find((p) => p.name === 'Handelsbanken')!;
    const notYours = await call(clerk, 'profiles:remove', { id: hb.id });
    expect(notYours.ok ? null : notYours.error.code).toBe('not_allowed_for_role');
    expect(clerk.profiles.profiles.get(hb.id)).toBeDefined();

    const own = boss.profiles.profiles.list().find((p) => p.name === 'Handelsbanken')!;
    expect((await call(boss, 'profiles:remove', { id: own.id })).ok).toBe(true);
    expect((await admin.profiles().list()).some((p) => p.name === 'Handelsbanken')).toBe(false);
    expect(boss.profiles.profiles.get(own.id)).toBeUndefined();
  });

  it('keeps a profile’s address when the team changes it under its secrets, until the user accepts; a sign-in ends then', async () => {
    await admin.profiles().save(settings('Kassa', { baseUrl: 'https://api.kassa.example' }));
    await admin.profiles().save(settings('Tokenbank', { baseUrl: 'https://api.token.example' }));
    await admin.profiles().save(settings('Plainbank', { baseUrl: 'https://api.plain.example' }));
    const clerk = await desktop('clerk');
    const list = async () => {
      const listed = await call(clerk, 'profiles:list', {});
      if (!listed.ok) throw new Error(listed.error.message);
      return (listed.value as { profiles: ProfileView[] }).profiles;
    };
    const byName = async (name: string) => (await list()).find((p) => p.name === name)!;
    const kassa = await byName('Kassa');
    const token = await byName('Tokenbank');
    // Kassa holds this desktop's client secret; Tokenbank a PSU sign-in kept in the (real) keychain.
    clerk.profiles.profiles.update(kassa.id, { clientSecretRef: 'kassa-secret-ref' });
    const tokenAccount = psuSessionAccount(token.id);
    const session = JSON.stringify({ token: 'jwt-of-tokenbank', email: null, expiresAtMs: Date.now() + 3_600_000 });
    expect((await clerk.profiles.keychain.set(tokenAccount, session)).ok).toBe(true);

    const move = (name: string, host: string) =>
      rawPg('team_admin', `UPDATE bulkpay.profiles SET base_url = $2, bulk_base_url = $2 WHERE name_key = $1`, [
        name,
        `https://${host}`,
      ]);
    await move('kassa', 'evil.example');
    await move('tokenbank', 'evil.example');
    await move('plainbank', 'moved.plain.example');
    expect(await byName('Kassa')).toMatchObject({
      baseUrl: 'https://api.kassa.example',
      bulkBaseUrl: 'https://bulk.bank.example',
      teamAddress: { baseUrl: 'https://evil.example', bulkBaseUrl: 'https://evil.example' },
    });
    expect(await byName('Tokenbank')).toMatchObject({
      baseUrl: 'https://api.token.example',
      teamAddress: { baseUrl: 'https://evil.example' },
    });
    // A profile holding nothing of this desktop's simply follows the team.
    expect(await byName('Plainbank')).toMatchObject({ baseUrl: 'https://moved.plain.example', teamAddress: null });

    // Keep mine: not offered again, until the team gives yet another address.
    const kept = await call(clerk, 'profiles:keepAddress', { id: kassa.id });
    expect(kept.ok && kept.value).toMatchObject({ baseUrl: 'https://api.kassa.example', teamAddress: null });
    expect(await byName('Kassa')).toMatchObject({ baseUrl: 'https://api.kassa.example', teamAddress: null });
    await move('kassa', 'new.kassa.example');
    expect(await byName('Kassa')).toMatchObject({
      baseUrl: 'https://api.kassa.example',
      teamAddress: { baseUrl: 'https://new.kassa.example' },
    });

    // Only the address the user saw is taken: the team moved it since, so nothing changes.
    const stale = await call(clerk, 'profiles:acceptTeamAddress', {
      id: token.id,
      baseUrl: 'https://seen-before.example',
      bulkBaseUrl: 'https://seen-before.example',
    });
    expect(stale.ok ? null : stale.error.code).toBe('team_address_changed');
    expect(clerk.profiles.profiles.get(token.id)?.baseUrl).toBe('https://api.token.example');
    expect((await clerk.profiles.keychain.get(tokenAccount)).ok).toBe(true);
    expect(await clerk.profiles.keychain.get(tokenAccount)).toMatchObject({ value: session });

    // Accept: the address moves, the sign-in on it ends, and the local audit log says who and what.
    const seen = { baseUrl: 'https://evil.example', bulkBaseUrl: 'https://evil.example' };
    const accepted = await call(clerk, 'profiles:acceptTeamAddress', { id: token.id, ...seen });
    expect(accepted.ok && accepted.value).toMatchObject({ baseUrl: 'https://evil.example', teamAddress: null });
    const left = await clerk.profiles.keychain.get(tokenAccount);
    expect(left.ok && left.value).toBeNull();
    const audit = clerk.bulks.store.db
      .prepare(`SELECT actor, action, detail FROM audit_log WHERE object_type = 'profile' AND object_id = ?`)
      .all(token.id) as { actor: string; action: string; detail: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('profile_team_address_accepted');
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      from: { baseUrl: 'https://api.token.example' },
      to: { baseUrl: 'https://evil.example' },
    });
    const nothing = await call(clerk, 'profiles:acceptTeamAddress', { id: token.id, ...seen });
    expect(nothing.ok ? null : nothing.error.code).toBe('no_team_address');
  });

  it('refuses an admin’s rename onto a name the team already has, leaving both profiles as they were', async () => {
    await admin.profiles().save(settings('Alpha', { baseUrl: 'https://alpha.example' }));
    await admin.profiles().save(settings('Beta', { baseUrl: 'https://beta.example' }));
    const boss = await desktop('team_admin');
    expect((await call(boss, 'profiles:list', {})).ok).toBe(true);
    const alpha = boss.profiles.profiles.list().find((p) => p.name === 'Alpha')!;
    const refused = await call(boss, 'profiles:update', {
      id: alpha.id,
      name: ' BETA ',
      baseUrl: 'https://alpha.example',
      bulkBaseUrl: 'https://bulk.bank.example',
    });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'team_profile_exists', params: { name: 'BETA' } });
    const team = await admin.profiles().list();
    expect(team.find((p) => p.name === 'Beta')?.baseUrl).toBe('https://beta.example');
    expect(team.find((p) => p.name === 'Alpha')?.baseUrl).toBe('https://alpha.example');
    // A free name is taken in one go.
    expect(
      (
        await call(boss, 'profiles:update', {
          id: alpha.id,
          name: 'Gamma',
          baseUrl: 'https://alpha.example',
          bulkBaseUrl: 'https://bulk.bank.example',
        })
      ).ok,
    ).toBe(true);
    const after = (await admin.profiles().list()).map((p) => p.name);
    expect(after).toContain('Gamma');
    expect(after).not.toContain('Alpha');
  });

  it('ends the onboarding login on a profile whose team address is accepted', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      await admin
        .profiles()
        .save(settings('Onboarded bank', { baseUrl: sandbox.base_url, bulkBaseUrl: sandbox.bulk_base_url }));
      const clerk = await desktop('clerk');
      const listed = await call(clerk, 'profiles:list', {});
      if (!listed.ok) throw new Error(listed.error.message);
      const profileId = (listed.value as Listed).profiles.find((p) => p.name === 'Onboarded bank')!.id;
      const tpp = { email: 'it@accept-onboarding.test', password: 'long onboarding password' };
      expect(
        (await call(clerk, 'onboarding:signup', { profileId, ...tpp, firstName: 'Ola', lastName: 'Clerk' })).ok,
      ).toBe(true);
      expect((await call(clerk, 'onboarding:login', { profileId, ...tpp })).ok).toBe(true);
      expect(await call(clerk, 'onboarding:status', { profileId })).toMatchObject({
        ok: true,
        value: { loggedIn: true },
      });
      clerk.profiles.profiles.update(profileId, { clientSecretRef: 'onboarded-secret-ref' });
      await rawPg('team_admin', `UPDATE bulkpay.profiles SET base_url = $1, bulk_base_url = $1 WHERE name_key = $2`, [
        'https://moved.onboarded.example',
        'onboarded bank',
      ]);
      expect((await call(clerk, 'profiles:list', {})).ok).toBe(true);
      const seen = { baseUrl: 'https://moved.onboarded.example', bulkBaseUrl: 'https://moved.onboarded.example' };
      const accepted = await call(clerk, 'profiles:acceptTeamAddress', { id: profileId, ...seen });
      expect(accepted.ok && accepted.value).toMatchObject({ baseUrl: seen.baseUrl });
      expect(await call(clerk, 'onboarding:status', { profileId })).toMatchObject({
        ok: true,
        value: { loggedIn: false },
      });
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('shares the application and client id the bank gives an admin during onboarding', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      const boss = await desktop('team_admin');
      const created = await call(boss, 'profiles:create', {
        name: 'Onboarding bank',
        baseUrl: sandbox.base_url,
        bulkBaseUrl: sandbox.bulk_base_url,
      });
      if (!created.ok) throw new Error(created.error.message);
      const profileId = (created.value as { id: string }).id;
      const tpp = { email: 'it@team-onboarding.test', password: 'long onboarding password' };
      expect(
        (await call(boss, 'onboarding:signup', { profileId, ...tpp, firstName: 'Ida', lastName: 'Admin' })).ok,
      ).toBe(true);
      expect((await call(boss, 'onboarding:login', { profileId, ...tpp })).ok).toBe(true);
      const qseal = makeQseal({ bits: 2048 });
      const imported = await boss.profiles.keys.importKey(
        profileId,
        [{ name: 'qseal.p12', bytes: Buffer.from(qseal.pkcs12('p12-pass')) }],
        'p12-pass',
      );
      expect(imported.ok).toBe(true);
      const app = await call(boss, 'onboarding:createApplication', {
        profileId,
        organisationName: 'Team Payroll Oy',
        organisationUrl: 'https://team.test',
      });
      if (!app.ok) throw new Error(app.error.message);
      const appId = (app.value as { id: string }).id;
      const shared = () =>
        admin
          .profiles()
          .list()
          .then((l) => l.find((p) => p.name === 'Onboarding bank'));
      expect(await shared()).toMatchObject({ applicationId: appId, tppClientId: null });
      const approved = await controlClient(sandbox.control_url).approveApplication(appId);
      expect((await call(boss, 'onboarding:refreshApplication', { profileId })).ok).toBe(true);
      expect(await shared()).toMatchObject({ applicationId: appId, tppClientId: approved.tpp_client_id });
      expect(JSON.stringify(await rawPg('team_admin', 'SELECT * FROM bulkpay.profiles'))).not.toContain(
        approved.tpp_client_secret,
      );
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
