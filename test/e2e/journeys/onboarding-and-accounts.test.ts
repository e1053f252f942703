import { mkdtempSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestCertificate } from '../../../src-sandbox/index';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { chooseKeyFiles } from '../harness/steps';
import { tapBankRequests } from '../harness/wiretap';
import { describeHits, leaksIn, makeCanarySecrets, type CanarySecrets } from '../harness/canary';

// A new customer's first hour: add their bank, import the QSEAL key, onboard, get approved, sign
// in as the PSU and see the accounts. It doubles as the secrets canary run: the key, the client
// secret, the PSU password and the session JWT must end up nowhere they should not.
describeInBrowser('journey: onboarding, key import, consent and accounts', () => {
  let app: E2eApp;
  let bank: TestBank;
  const tap = tapBankRequests();
  let secrets: CanarySecrets;
  const keyFiles = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-key-'));
  const psuEmail = 'canary.psu@bulkpay.test';
  /** Secrets the bank handed out during the run (the canary must not pass on stand-ins). */
  const fromTheBank = new Set<keyof CanarySecrets>();

  beforeAll(async () => {
    bank = await startBank();
    const { keyPem, certPem } = createTestCertificate({ commonName: 'Canary Oy QSEAL' });
    writeFileSync(join(keyFiles, 'qseal-key.pem'), keyPem);
    writeFileSync(join(keyFiles, 'qseal-cert.pem'), certPem);
    secrets = makeCanarySecrets({ privateKeyPem: keyPem, onboardingPassword: `Canary-onboarding-${Date.now()}-pw` });
    await bank.control.createPsu({
      email: psuEmail,
      password: secrets.psuPassword,
      first_name: 'Kaija',
      last_name: 'Canary',
      verified: true,
      accounts: [
        { currency: 'EUR', balance: '12500.00', name: 'Payroll account', transactions: 5 },
        { currency: 'EUR', balance: '830.40', name: 'Petty cash' },
      ],
    });
    app = await launchApp({
      journey: 'onboarding-and-accounts',
      core: { demoBank: false },
    });
  });
  afterAll(async () => {
    tap.stop();
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  it('adds a bank profile', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add a bank profile' }).first().click();
    const form = page.getByRole('form', { name: 'Add a bank profile' });
    await form.getByLabel('Profile name').fill('Canary Bank');
    await form.getByLabel('Bank address (base_url)').fill(bank.sandbox.base_url);
    await form.getByLabel('Bulk payment address (bulk_base_url)').fill(bank.sandbox.bulk_base_url);
    await form.getByRole('button', { name: 'Add profile' }).click();
    await page.getByRole('heading', { name: 'Canary Bank', level: 2 }).waitFor();
    await app.screenshot('profile-added');
    await expectAccessible(app.page, 'profile-added');
  });

  it('imports the QSEAL key and certificate into the keychain', async () => {
    const { page } = app;
    await chooseKeyFiles(app, page, [join(keyFiles, 'qseal-key.pem'), join(keyFiles, 'qseal-cert.pem')]);
    await page.getByRole('button', { name: 'Check and import' }).click();
    await page.getByText('Canary Oy QSEAL').first().waitFor();
    await app.screenshot('key-imported');
    await expectAccessible(app.page, 'key-imported');
  });

  it('signs up for onboarding, registers the application and is approved', async () => {
    const { page } = app;
    const signup = page.getByRole('form', { name: 'Sign up for onboarding' });
    await signup.getByLabel('Onboarding e-mail').fill('tpp@canary.test');
    await signup.getByLabel('First name').fill('Tiina');
    await signup.getByLabel('Last name').fill('Canary');
    await signup.getByLabel('Onboarding password').fill(secrets.onboardingPassword!);
    await signup.getByRole('button', { name: 'Sign up and log in' }).click();

    const register = page.getByRole('form', { name: 'Register the application' });
    await register.getByLabel('Organisation name').fill('Canary Oy');
    await register.getByLabel('Organisation web address').fill('https://canary.test');
    await register.getByRole('button', { name: 'Register application with the certificate' }).click();
    await page.getByText('Waiting for the bank to approve application').waitFor();
    await app.screenshot('waiting-for-approval');
    await expectAccessible(app.page, 'waiting-for-approval');

    const applicationId = await waitFor(
      'the registered application',
      async () => app.core.profiles.profiles.list().find((p) => p.name === 'Canary Bank')?.applicationId,
    );
    const approved = await bank.control.approveApplication(applicationId);
    secrets.clientSecret = approved.tpp_client_secret;
    fromTheBank.add('clientSecret');
    await page.getByRole('button', { name: 'Refresh approval' }).click();
    await page.getByText(`Approved · client id ${approved.tpp_client_id}`).waitFor();
    await app.screenshot('onboarded');
    await expectAccessible(app.page, 'onboarded');
  });

  it('signs in as the customer, approved on the "phone", and sees the accounts', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(psuEmail);
    await page.getByLabel('Password').fill(secrets.psuPassword);
    await page.locator('.signin button[type=submit]').click();
    await page.getByRole('heading', { name: 'Approve the sign-in on your phone' }).waitFor();
    await app.screenshot('approve-on-phone');
    await expectAccessible(app.page, 'approve-on-phone');

    const consent = await waitFor('the consent request', async () =>
      (await bank.control.listConsents()).find((c) => c.state === 'open'),
    );
    await bank.control.approveConsent(consent.id);
    await page.getByText('Payroll account').first().waitFor();
    await page.getByText('Petty cash').first().waitFor();
    await app.screenshot('accounts');
    await expectAccessible(app.page, 'accounts');

    const jwt = await app.core.psu.session.run('canary', async (token) => ({ ok: true as const, value: token }));
    expect(jwt.ok).toBe(true);
    if (jwt.ok) secrets.jwt = jwt.value;
    fromTheBank.add('clientSecret').add('jwt');
  });

  it('secrets canary: the key, client secret, PSU password and JWT are nowhere they must not be', () => {
    secrets.signatures = tap.signatures();
    expect(secrets.signatures.length).toBeGreaterThan(0);
    expect(tap.values('x-service-client-secret')).toContain(secrets.clientSecret);
    expect(tap.values('authorization')).toContain(`Bearer ${secrets.jwt}`);
    // Typed secrets travel once, inward, to the channel that consumes them. The key never
    // crosses the bridge: main opened the picked files itself.
    const hits = leaksIn(app, secrets, {
      psuPassword: ['consent:signIn'],
      onboardingPassword: ['onboarding:signup', 'onboarding:login'],
    });
    // The run left logs and a database behind for the canary to read.
    expect(statSync(join(app.dataDir, 'bulkpay.log')).size).toBeGreaterThan(0);
    expect(statSync(join(app.dataDir, 'bulkpay.sqlite')).size).toBeGreaterThan(0);
    expect(describeHits(hits)).toBe('');
    // The run really carried the secrets: the canary is not passing for want of data.
    expect([...fromTheBank].sort()).toEqual(['clientSecret', 'jwt']);
    expect(app.payloads.some((p) => p.channel === 'keys:import')).toBe(true);
    expect(app.payloads.some((p) => p.channel === 'consent:signIn')).toBe(true);
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
