import { sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import type { ProfileSigner } from '../../../../../src-main/features/keys/key-service';
import { OnboardingService } from '../../../../../src-main/features/onboarding/onboarding';
import type { ProfileServices } from '../../../../../src-main/features/profiles/services';
import { controlClient, SEEDED_PSU, startSandbox, type Sandbox } from '../../../../../src-sandbox/index';
import { makeQseal, type TestQseal } from '../../../../fixtures/qseal';
import { freshDataDir, openDb, requireKeychain, services } from '../../../harness/keys-helpers';

const file = (name: string, content: string | Buffer) => ({ name, bytes: Buffer.from(content) });
const TPP = { email: 'it@acme-payroll.test', password: 'long onboarding password' };

let sandbox: Sandbox;
let s: ProfileServices;
let profileId: string;
let first: TestQseal;
let second: TestQseal;

/** A signed call that needs the registered certificate: the consent initiation. */
async function signedCallWith(signer: ProfileSigner | ((d: Buffer) => Buffer), clientSecret: string, keyId: string) {
  const client = createBankClient({
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
    clientId: keyId,
    clientSecret,
    signingKey: typeof signer === 'function' ? signer : signer.sign,
  });
  return client.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password });
}

beforeAll(async () => {
  await requireKeychain();
  sandbox = await startSandbox({ port: 0 });
  const { dataDir, dbFile } = freshDataDir();
  s = services(dataDir, openDb(dbFile));
  profileId = s.profiles.create({
    name: 'Sandbox bank',
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
  }).id;
  first = makeQseal({ bits: 3072 });
  second = makeQseal({ bits: 2048, commonName: 'Acme Payroll QSEAL 2027' });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('onboarding against the sandbox', () => {
  it('refuses to register an application before a key is imported, and before login', async () => {
    expect(
      await s.onboarding.createApplication(profileId, {
        organisationName: 'Acme',
        organisationUrl: 'https://acme.test',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'onboarding_login_required' },
    });
  });

  it('signs up, logs in, registers the application, follows it until approved and stores the credentials', async () => {
    expect(await s.onboarding.signup(profileId, { ...TPP, firstName: 'Ida', lastName: 'Tester' })).toEqual({
      ok: true,
      value: undefined,
    });
    const session = await s.onboarding.login(profileId, TPP);
    expect(session).toMatchObject({ ok: true, value: { loggedIn: true } });
    expect(
      await s.onboarding.createApplication(profileId, {
        organisationName: 'Acme',
        organisationUrl: 'https://acme.test',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'no_certificate' },
    });

    expect((await s.keys.importKey(profileId, [file('qseal.p12', first.pkcs12('p12-pass'))], 'p12-pass')).ok).toBe(
      true,
    );
    const created = await s.onboarding.createApplication(profileId, {
      organisationName: 'Acme Payroll Oy',
      organisationUrl: 'https://acme.test',
    });
    expect(created).toMatchObject({ ok: true, value: { approved: false, clientId: null, usedByProfile: true } });
    if (!created.ok) return;

    const listed = await s.onboarding.listApplications(profileId);
    expect(listed.ok && listed.value.map((a) => [a.id, a.approved])).toEqual([[created.value.id, false]]);
    expect(await s.onboarding.refreshApplication(profileId)).toMatchObject({ ok: true, value: { approved: false } });
    expect(await s.getSigner(profileId)).toMatchObject({ ok: false, error: { code: 'not_onboarded' } });

    const approved = await controlClient(sandbox.control_url).approveApplication(created.value.id);
    const refreshed = await s.onboarding.refreshApplication(profileId);
    expect(refreshed).toMatchObject({ ok: true, value: { approved: true, clientId: approved.tpp_client_id } });
    expect(JSON.stringify(refreshed)).not.toContain(approved.tpp_client_secret);
    expect(await s.getCredentials(profileId)).toEqual({
      ok: true,
      value: { clientId: approved.tpp_client_id, clientSecret: approved.tpp_client_secret },
    });

    const bank = await s.activeBank();
    expect(bank.ok).toBe(true);
    if (!bank.ok) return;
    const consent = await signedCallWith(
      bank.value.signer,
      bank.value.credentials.clientSecret,
      bank.value.credentials.clientId,
    );
    expect(consent).toMatchObject({ ok: true });
  });

  it('refuses a plain import once the key is registered with the bank, pointing at renewal', async () => {
    const result = await s.keys.importKey(profileId, [file('new.pem', second.keyPkcs8Pem + second.certificatePem)]);
    expect(result).toMatchObject({ ok: false, error: { code: 'use_renewal' } });
    if (!result.ok) expect(result.error.message).toMatch(/Certificate renewal/);
  });

  it('keeps the old key when the bank refuses a renewal', async () => {
    const before = s.profiles.get(profileId)!;
    await controlClient(sandbox.control_url).armFault({ path: '/v1/renew-certificate/', kind: 'status', status: 400 });
    const renewed = await s.renewal.renew(profileId, [
      file('new.key', second.keyPkcs8Pem),
      file('new.crt', second.certificatePem),
    ]);
    expect(renewed).toMatchObject({ ok: false });
    if (!renewed.ok) expect(renewed.error.message).toContain('current certificate stays in use');
    const after = s.profiles.get(profileId)!;
    expect([after.keyRef, after.certificatePem, after.pendingKeyRef]).toEqual([
      before.keyRef,
      before.certificatePem,
      null,
    ]);
  });

  it('renews: the bank verifies with the new key only after it confirmed, and the old key is refused', async () => {
    const credentials = await s.getCredentials(profileId);
    if (!credentials.ok) throw new Error(credentials.error.message);
    const { clientId, clientSecret } = credentials.value;
    const oldSign = (data: Buffer) => sign('sha256', data, first.privateKey);

    const renewed = await s.renewal.renew(
      profileId,
      [file('new.key', second.encryptedPkcs1Pem('pp')), file('new.crt', second.certificatePem)],
      'pp',
    );
    expect(renewed).toMatchObject({ ok: true, value: { subject: expect.stringContaining('Acme Payroll QSEAL 2027') } });

    const signer = await s.getSigner(profileId);
    if (!signer.ok) throw new Error(signer.error.message);
    expect(await signedCallWith(signer.value, clientSecret, clientId)).toMatchObject({ ok: true });
    expect(await signedCallWith(oldSign, clientSecret, clientId)).toMatchObject({
      ok: false,
      error: { details: { status: 401 } },
    });
  });

  it('renews with only a new certificate for the same key', async () => {
    const { qsealFor } = await import('../../../../fixtures/qseal');
    const sameKey = qsealFor(second.privateKey, { notAfterDays: 730, commonName: 'Acme Payroll QSEAL 2028' });
    const keyRef = s.profiles.get(profileId)!.keyRef;
    const renewed = await s.renewal.renew(profileId, [file('same-key.crt', sameKey.certificatePem)]);
    expect(renewed).toMatchObject({ ok: true, value: { subject: expect.stringContaining('Acme Payroll QSEAL 2028') } });
    expect(s.profiles.get(profileId)!.keyRef).toBe(keyRef);
    const bank = await s.activeBank();
    if (!bank.ok) throw new Error(bank.error.message);
    expect(
      await signedCallWith(bank.value.signer, bank.value.credentials.clientSecret, bank.value.credentials.clientId),
    ).toMatchObject({
      ok: true,
    });
  });

  it('asks for the onboarding password again once the 300-second login has run out', async () => {
    let now = Date.now();
    const clientFor = () => createBankClient({ baseUrl: sandbox.base_url, bulkBaseUrl: sandbox.bulk_base_url });
    const onboarding = new OnboardingService(s.profiles, s.keys, clientFor, () => now);
    expect((await onboarding.login(profileId, TPP)).ok).toBe(true);
    expect((await onboarding.listApplications(profileId)).ok).toBe(true);
    now += 290_000; // inside the safety margin before the bank's 300 s
    expect(onboarding.session(profileId).loggedIn).toBe(false);
    const listed = await onboarding.listApplications(profileId);
    expect(listed).toMatchObject({ ok: false, error: { code: 'onboarding_login_required' } });
    if (!listed.ok) expect(listed.error.message).toMatch(/password again/);
    now = Date.now(); // the sandbox's JWT `exp` is on the real clock, which the expiry also honours
    expect((await onboarding.login(profileId, TPP)).ok).toBe(true);
    expect((await onboarding.listApplications(profileId)).ok).toBe(true);
  });
});
