import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createKeychain } from '../../../src-main/adapters/keychain/keychain';
import { controlClient, startSandbox, type Sandbox } from '../../../src-sandbox/index';
import { makeQseal, qsealFor } from '../../fixtures/qseal';
import { launchApp, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { canaryNeedles, describeHits, makeCanarySecrets, scanFolder, scanPayloads } from '../harness/canary';
import { chooseKeyFiles } from '../harness/steps';

describeInBrowser('journey: settings, key import, onboarding and renewal', () => {
  let app: E2eApp;
  let bank: Sandbox;
  const secrets = makeCanarySecrets();
  const first = makeQseal({ bits: 2048 });
  // The renewal key is the canary key: main reads its file, so after the journey its bytes must be nowhere, not even in a request.
  const renewed = qsealFor(createPrivateKey(secrets.privateKeyPem), { commonName: 'Acme Payroll QSEAL renewed' });
  /** Where the user keeps the key files they choose in the open dialog. */
  const userFiles = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-keyfiles-'));
  const saved = (name: string, text: string) => {
    writeFileSync(join(userFiles, name), text);
    return join(userFiles, name);
  };

  beforeAll(async () => {
    bank = await startSandbox({ port: 0 });
    app = await launchApp({
      journey: 'settings-onboarding',
      core: { keychain: createKeychain({ service: 'Bulkpay-test' }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });

  it('shows the demo bank, clearly marked, on first start', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const list = page.getByRole('list', { name: 'Bank profiles' });
    await expect.poll(() => list.textContent()).toContain('DEMO · no real money');
    expect(await list.textContent()).toContain('Active');
    await app.screenshot('demo-profile');
    await expectAccessible(app.page, 'demo-profile');
  });

  it('adds a profile and imports an encrypted PEM key; only the certificate facts come back', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add a bank profile' }).click();
    await page.getByLabel('Profile name').fill('Acme bank production');
    await page.getByLabel('Bank address (base_url)').fill(bank.base_url);
    await page.getByLabel('Bulk payment address (bulk_base_url)').fill(bank.bulk_base_url);
    await page.getByRole('button', { name: 'Add profile' }).click();
    await page.getByRole('heading', { name: 'Acme bank production' }).waitFor();

    await chooseKeyFiles(app, page, [
      saved('qseal.key', first.encryptedPkcs8Pem('key pass')),
      saved('qseal.crt', first.certificatePem),
    ]);
    await app.screenshot('key-files-chosen');
    await expectAccessible(app.page, 'key-files-chosen');
    await page.getByLabel(/Passphrase/).fill('wrong pass');
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('passphrase does not open'));
    await page.getByLabel(/Passphrase/).fill('key pass');
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect.poll(() => page.locator('.facts').last().textContent()).toContain('PSDFI-FINFSA-1234567-8');
    await app.screenshot('key-imported');
    await expectAccessible(app.page, 'key-imported');
  });

  it('walks through onboarding until the application is approved', async () => {
    const page = app.page.getByRole('region', { name: /Bank onboarding/ });
    await page.getByLabel('Onboarding e-mail').fill('it@acme-payroll.test');
    await page.getByLabel('First name').fill('Ida');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Onboarding password').fill('onboarding password 1');
    await page.getByRole('button', { name: 'Sign up and log in' }).click();
    await page.getByText('Logged in as it@acme-payroll.test').waitFor();

    await page.getByLabel('Organisation name').fill('Acme Payroll Oy');
    await page.getByLabel('Organisation web address').fill('https://acme.test');
    await page.getByRole('button', { name: 'Register application with the certificate' }).click();
    await page.getByText(/Waiting for the bank to approve application/).waitFor();

    const profile = app.core.profiles.profiles.list().find((p) => p.name === 'Acme bank production')!;
    await controlClient(bank.control_url).approveApplication(profile.applicationId!);
    await page.getByRole('button', { name: 'Refresh approval' }).click();
    await page.getByText(/Approved · client id/).waitFor();
    await app.screenshot('onboarded');
    await expectAccessible(app.page, 'onboarded');
  });

  it('renews the certificate with a new key and switches to it', async () => {
    const { page } = app;
    const renewal = page.getByRole('region', { name: 'Certificate renewal' });
    await chooseKeyFiles(app, renewal, [saved('renewed.pem', secrets.privateKeyPem + renewed.certificatePem)]);
    await renewal.getByRole('button', { name: 'Check and renew with the bank' }).click();
    await page.getByText(/Certificate renewed/).waitFor();
    await expect.poll(() => page.locator('.facts').nth(1).textContent()).toContain('Acme Payroll QSEAL renewed');
    await page.getByRole('button', { name: 'Use this profile for payments' }).click();
    await page.getByText('Payments go through this profile.').waitFor();
    const signer = await app.core.profiles.activeBank();
    expect(signer.ok && signer.value.profile.name).toBe('Acme bank production');
    await app.screenshot('renewed');
    await expectAccessible(app.page, 'renewed');
  });

  it('removes the demo bank and can bring it back', async () => {
    const { page } = app;
    page.once('dialog', (d) => void d.accept());
    await page
      .getByRole('list', { name: 'Bank profiles' })
      .getByRole('button', { name: /Demo bank/ })
      .click();
    await page.getByRole('button', { name: 'Remove profile' }).click();
    await page.getByRole('button', { name: 'Add the demo bank back' }).waitFor();
    expect(await page.getByRole('list', { name: 'Bank profiles' }).textContent()).not.toContain('DEMO');
    await page.getByRole('button', { name: 'Add the demo bank back' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Bank profiles' }).textContent()).toContain('DEMO');
  });

  it('warns above every screen when the active certificate expires within 30 days', async () => {
    const { page } = app;
    const soon = makeQseal({ bits: 2048, notAfterDays: 10, commonName: 'Expiring QSEAL' });
    await page.getByRole('button', { name: 'Add a bank profile' }).click();
    await page.getByLabel('Profile name').fill('Expiring bank');
    await page.getByLabel('Bank address (base_url)').fill(bank.base_url);
    await page.getByLabel('Bulk payment address (bulk_base_url)').fill(bank.bulk_base_url);
    await page.getByRole('button', { name: 'Add profile' }).click();
    await page.getByRole('heading', { name: 'Expiring bank' }).waitFor();
    await chooseKeyFiles(app, page, [saved('soon.pem', soon.keyPkcs8Pem + soon.certificatePem)]);
    await page.getByRole('button', { name: 'Check and import' }).click();
    await page
      .getByText(/Expires in (9|10) days/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Use this profile for payments' }).click();
    await page.getByText('Payments go through this profile.').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    const banner = page.locator('.expiry-banner');
    await expect.poll(() => banner.textContent()).toContain('"Expiring bank" expires on');
    await app.screenshot('expiry-banner');
    await expectAccessible(app.page, 'expiry-banner');
    await banner.getByRole('button', { name: 'Renew in Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  });

  it('leaves no key bytes in the data folder or in any IPC payload, either way', () => {
    const needles = canaryNeedles(secrets).filter((n) => n.secret === 'privateKeyPem');
    const hits = [...scanFolder(app.dataDir, needles), ...scanPayloads(app.payloads, needles)];
    // The renewal really went through the bridge, by file handle.
    expect(app.payloads.some((p) => p.channel === 'keys:renew')).toBe(true);
    expect(hits, describeHits(hits)).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
