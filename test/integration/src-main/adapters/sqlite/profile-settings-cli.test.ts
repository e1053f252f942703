// `bulkpay team settings`: push and pull of the bank profiles from the command line, by role, and
// a team address waiting for a profile holding this desktop's key (taken only when named).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { SqliteProfileStore } from '../../../../../src-main/adapters/sqlite/profile-store';
import { runCli } from '../../../harness/env-mode-bank';
import { admin, cluster, PASSWORD, settings, useProfileTeam } from '../../../harness/profile-settings-setup';

useProfileTeam();

describe('bulkpay team settings', () => {
  /** A desktop's data folder, its own profiles, and the environment its CLI runs with as `user`. */
  function desktopOf(user: string) {
    const dataDir = mkdtempSync(join(tmpdir(), `bulkpay-settings-${user}-`));
    mkdirSync(dataDir, { recursive: true });
    const db = openDatabase(join(dataDir, 'bulkpay.sqlite'));
    if (!db.ok) throw new Error(db.error.message);
    const env = { BULKPAY_DATA_DIR: dataDir, BULKPAY_TEAM_URL: cluster.url(user, PASSWORD), LANG: 'en_US.UTF-8' };
    return {
      profiles: new SqliteProfileStore(db.value),
      env,
      cli: (...args: string[]) => runCli(env, dataDir, ...args),
    };
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
