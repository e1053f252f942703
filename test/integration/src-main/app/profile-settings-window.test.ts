// Settings → bank profiles in team mode, through the window's IPC handlers: the team's profiles
// read, written only by an admin, an address change under this desktop's secrets held until
// accepted, and what onboarding shares.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/app/core';
import { dispatch } from '../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../src-main/app/ipc-handlers';
import { controlClient, startSandbox } from '../../../../src-sandbox/index';
import { makeQseal } from '../../../fixtures/qseal';
import { psuSessionAccount } from '../../../../src-main/features/bank-session/psu-token-store';
import type { ProfileView } from '../../../../src-shared/profiles';
import { admin, cluster, cores, PASSWORD, rawPg, settings, useProfileTeam } from '../../harness/profile-settings-setup';

useProfileTeam();

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
    const audit = clerk.db
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
