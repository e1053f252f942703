// Key custody: a desktop that joined a team keeps its bank keys bound to the team in the OS
// keychain (the keys' own entries), so deleting team.json and team-bound.json from the data folder
// and restarting does not let it send alone. Real keychain (gnome-keyring under `npm test`), real
// SQLite, real PostgreSQL.
import { randomUUID, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { TEAM_BOUND_FILE } from '../../../../../src-main/features/team/send-guard';
import type { SinglePaymentForm } from '../../../../../src-shared/ipc/channels/single-payments';
import { makeQseal } from '../../../../fixtures/qseal';
import { requireKeychain } from '../../../harness/keys-helpers';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';

const PASSWORD = 'custody-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  await requireKeychain();
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  for (const s of stores) await s.close();
  await cluster?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A single payment as a form sends it; no paying account, so it stops at the form's own checks. */
const form: SinglePaymentForm = {
  accountHandle: '',
  receiverName: 'Jürgen Müller',
  iban: 'DE89370400440532013000',
  bic: '',
  amount: '4999.00',
  currency: 'EUR',
  dueDate: '',
  unstructuredReference: 'Invoice 42',
  endToEndId: '',
};

/** What a solo send is answered: refused in team mode, or on to the form's checks (allowed). */
async function soloSend(core: Core): Promise<string> {
  const sent = await core.psu.payments.create(form);
  return sent.ok ? 'sent' : sent.error.code;
}

describe('key custody: team mode held by the bank keys, not by the data folder', () => {
  it('deleting team.json and team-bound.json and restarting does not allow a solo send; an admin releases it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-custody-'));
    dirs.push(dataDir);
    const keychain = createKeychain({ service: `Bulkpay-test-${randomUUID()}` });
    const start = () =>
      createCore({ dataDir, appVersion: 'test', demoBank: false, keychain, env: { PGPASSWORD: PASSWORD } });

    // A desktop with a bank profile holding its QSEAL key and client secret, sending alone.
    let core = await start();
    const profile = core.profiles.profiles.create({
      name: 'Company bank',
      baseUrl: 'https://api.bank.example',
      bulkBaseUrl: 'https://bulk.bank.example',
    });
    const qseal = makeQseal();
    const pair = { privateKey: qseal.privateKey, certificate: new X509Certificate(qseal.certificatePem) };
    expect((await core.profiles.keys.installKeyPair(profile.id, pair)).ok).toBe(true);
    expect((await core.profiles.keys.storeCredentials(profile.id, 'tpp-client', 'client-secret')).ok).toBe(true);
    expect(await soloSend(core)).toBe('single_payment_invalid');

    // The preparer's desktop joins the team: solo sends are refused.
    expect((await core.team.connect(cluster.url('alice', PASSWORD), null, false)).ok).toBe(true);
    expect(await soloSend(core)).toBe('team_send_needs_release');
    await core.close();

    // She deletes the data folder's team files and starts Bulkpay again.
    rmSync(join(dataDir, 'team.json'));
    rmSync(join(dataDir, TEAM_BOUND_FILE));
    core = await start();
    expect(await soloSend(core)).toBe('team_send_needs_release');
    // The folder is marked again from the keys' binding, and the key itself still signs team runs.
    expect(existsSync(join(dataDir, TEAM_BOUND_FILE))).toBe(true);
    expect((await core.profiles.keys.getSigner(profile.id)).ok).toBe(true);
    // A key she generates now is bound to the team too.
    expect(
      (
        await core.profiles.keys.generateKeyAndCsr(profile.id, 2048, {
          country: 'FI',
          organisation: 'Company Oy',
          commonName: 'Company',
        })
      ).ok,
    ).toBe(true);
    rmSync(join(dataDir, TEAM_BOUND_FILE));
    core.profiles.profiles.update(profile.id, { keyRef: null, certificatePem: null });
    expect(await soloSend(core)).toBe('team_send_needs_release');
    await core.close();
    core = await start();

    // Leaving is for an admin: not her, and not without the team database confirming it.
    const refused = await core.team.disconnect();
    expect(!refused.ok && refused.error.code).toBe('team_leave_unconfirmed');
    expect((await core.team.connect(cluster.url('alice', PASSWORD), null, false)).ok).toBe(true);
    const notAdmin = await core.team.disconnect();
    expect(!notAdmin.ok && notAdmin.error.code).toBe('team_leave_needs_admin');
    expect((await core.team.connect(cluster.url('team_admin', PASSWORD), null, false)).ok).toBe(true);
    expect((await core.team.disconnect()).ok).toBe(true);
    expect(await core.profiles.keys.boundTeam()).toEqual({ ok: true, value: null });
    expect(await soloSend(core)).not.toBe('team_send_needs_release');
    await core.close();
  });
});
