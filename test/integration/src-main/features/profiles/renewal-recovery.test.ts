import { sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { createCore } from '../../../../../src-main/app/core';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { createKeychain, KEYCHAIN_SERVICE } from '../../../../../src-main/adapters/keychain/keychain';
import { profileHandlers } from '../../../../../src-main/features/profiles/handlers';
import type { OnboardingClient } from '../../../../../src-main/features/onboarding/onboarding';
import { controlClient, SEEDED_PSU, startSandbox, type Sandbox } from '../../../../../src-sandbox/index';
import { makeQseal, qsealFor, type TestQseal } from '../../../../fixtures/qseal';
import { freshDataDir, openDb, requireKeychain, services } from '../../../harness/keys-helpers';

const file = (name: string, content: string | Buffer) => ({ name, bytes: Buffer.from(content) });

let sandbox: Sandbox;

beforeAll(async () => {
  await requireKeychain();
  sandbox = await startSandbox({ port: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

class Crash extends Error {}

/**
 * An onboarded profile whose renewal "crashes": the process dies just after the bank answered the
 * renewal (`after_bank`) or just before it was sent (`before_bank`), so the profile update never runs.
 */
async function renewalInterruptedByCrash(
  when: 'after_bank' | 'before_bank',
  renewal: (current: TestQseal) => { files: ReturnType<typeof file>[]; next: TestQseal },
) {
  const { dataDir, dbFile } = freshDataDir();
  const db = openDb(dbFile);
  const real = () => createBankClient({ baseUrl: sandbox.base_url, bulkBaseUrl: sandbox.bulk_base_url });
  const crashing = (): OnboardingClient => {
    const client = real();
    return {
      ...client,
      async renewCertificate(...args: Parameters<OnboardingClient['renewCertificate']>) {
        if (when === 'before_bank') throw new Crash('crash before the bank got the renewal');
        const answer = await client.renewCertificate(...args);
        expect(answer).toMatchObject({ ok: true });
        throw new Crash('crash after the bank confirmed the renewal');
      },
    };
  };
  const s = services(dataDir, db, { onboardingClient: crashing });
  const profileId = s.profiles.create({
    name: 'Sandbox bank',
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
  }).id;
  const current = makeQseal({ bits: 2048 });
  expect((await s.keys.importKey(profileId, [file('q.pem', current.keyPkcs8Pem + current.certificatePem)])).ok).toBe(
    true,
  );
  const tpp = { email: `it-${when}-${Math.random()}@acme.test`, password: 'long onboarding password' };
  expect((await s.onboarding.signup(profileId, { ...tpp, firstName: 'Ida', lastName: 'Tester' })).ok).toBe(true);
  expect((await s.onboarding.login(profileId, tpp)).ok).toBe(true);
  const app = await s.onboarding.createApplication(profileId, {
    organisationName: 'Acme',
    organisationUrl: 'https://acme.test',
  });
  if (!app.ok) throw new Error(app.error.message);
  await controlClient(sandbox.control_url).approveApplication(app.value.id);
  expect((await s.onboarding.refreshApplication(profileId)).ok).toBe(true);
  const credentials = await s.getCredentials(profileId);
  if (!credentials.ok) throw new Error(credentials.error.message);

  const { files, next } = renewal(current);
  await expect(s.renewal.renew(profileId, files)).rejects.toBeInstanceOf(Crash);
  const before = s.profiles.get(profileId)!;
  expect(before.pendingCertificatePem).not.toBeNull();
  db.close();

  // The next start of the app: a new key service over the same database, data folder and keychain.
  const core = await createCore({
    dataDir,
    appVersion: 'test',
    demoBank: false,
    keychain: createKeychain({ service: `${KEYCHAIN_SERVICE}-test` }),
  });
  return { core, profileId, current, next, before, credentials: credentials.value };
}

/** A signed call that needs the certificate the bank has registered: the consent initiation. */
function signedCall(
  signer: KeyObject | ((d: Buffer) => Buffer),
  credentials: { clientId: string; clientSecret: string },
) {
  const client = createBankClient({
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
    ...credentials,
    signingKey: typeof signer === 'function' ? signer : (d: Buffer) => sign('sha256', d, signer),
  });
  return client.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password });
}

async function listedProfile(core: Awaited<ReturnType<typeof createCore>>, profileId: string) {
  const listed = await dispatch(profileHandlers(core) as unknown as HandlerMap, 'profiles:list', {});
  if (!listed.ok) throw new Error(listed.error.message);
  return (listed.value as { profiles: { id: string; renewalNotice: string | null }[] }).profiles.find(
    (p) => p.id === profileId,
  )!;
}

describe('a renewal interrupted by a crash is settled at the next start', () => {
  it('completes it when the bank already verifies with the new key: the next signed request succeeds', async () => {
    const { core, profileId, current, next, before, credentials } = await renewalInterruptedByCrash(
      'after_bank',
      () => {
        const next = makeQseal({ bits: 2048, commonName: 'Acme Payroll QSEAL 2027' });
        return { files: [file('new.key', next.keyPkcs8Pem), file('new.crt', next.certificatePem)], next };
      },
    );
    try {
      const after = core.profiles.profiles.get(profileId)!;
      expect(after).toMatchObject({
        keyRef: before.pendingKeyRef,
        certificatePem: before.pendingCertificatePem,
        pendingKeyRef: null,
        pendingCertificatePem: null,
      });
      const bank = await core.profiles.activeBank();
      if (!bank.ok) throw new Error(bank.error.message);
      expect(await signedCall(bank.value.signer.sign, credentials)).toMatchObject({ ok: true });
      expect(await signedCall(next.privateKey, credentials)).toMatchObject({ ok: true });
      expect(await signedCall(current.privateKey, credentials)).toMatchObject({
        ok: false,
        error: { details: { status: 401 } },
      });
      expect(await listedProfile(core, profileId)).toMatchObject({
        renewalNotice: null,
        certificate: { subject: expect.stringContaining('Acme Payroll QSEAL 2027') },
      });
    } finally {
      await core.close();
    }
  });

  it('keeps the current key when the renewal never reached the bank, and says so in Settings', async () => {
    const { core, profileId, before, credentials } = await renewalInterruptedByCrash('before_bank', () => {
      const next = makeQseal({ bits: 2048 });
      return { files: [file('new.key', next.keyPkcs8Pem), file('new.crt', next.certificatePem)], next };
    });
    try {
      const after = core.profiles.profiles.get(profileId)!;
      expect(after).toMatchObject({
        keyRef: before.keyRef,
        certificatePem: before.certificatePem,
        pendingCertificatePem: null,
      });
      const bank = await core.profiles.activeBank();
      if (!bank.ok) throw new Error(bank.error.message);
      expect(await signedCall(bank.value.signer.sign, credentials)).toMatchObject({ ok: true });
      const listed = await listedProfile(core, profileId);
      expect(listed.renewalNotice).toMatch(/did not reach the bank.*Renew again/);
    } finally {
      await core.close();
    }
  });

  it('keeps the current key and asks to renew again when the bank cannot tell (same key, new certificate)', async () => {
    const { core, profileId, before, credentials } = await renewalInterruptedByCrash('after_bank', (current) => {
      const next = qsealFor(current.privateKey, { notAfterDays: 730, commonName: 'Acme Payroll QSEAL 2028' });
      return { files: [file('same-key.crt', next.certificatePem)], next };
    });
    try {
      const after = core.profiles.profiles.get(profileId)!;
      expect(after).toMatchObject({ keyRef: before.keyRef, certificatePem: before.certificatePem });
      const bank = await core.profiles.activeBank();
      if (!bank.ok) throw new Error(bank.error.message);
      expect(await signedCall(bank.value.signer.sign, credentials)).toMatchObject({ ok: true });
      const listed = await listedProfile(core, profileId);
      expect(listed.renewalNotice).toMatch(/may not have finished.*Renew again/);
    } finally {
      await core.close();
    }
  });
});
