import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { goTo, signInAsCustomer } from '../harness/steps';

// Issue 13: the home screen shows the runs on their way (waiting for approval with the time left)
// and the paying accounts' available balances; after switching the bank profile every screen shows
// the new bank's state at once, without a Refresh.
describeInBrowser('journey: home screen, then switching the bank profile', () => {
  let app: E2eApp;
  let bank: TestBank;

  beforeAll(async () => {
    bank = await startBank({ demo: true });
    app = await launchApp({ journey: 'home-and-profile-switch', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank, 'Nordic Test Bank');
    // The profile is installed in the core behind the window's back (no profile event reaches it):
    // Home reads the active bank when it is shown, as after setting up the bank in Settings.
    await goTo(app, 'Accounts');
    await goTo(app, 'Home');
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  const home = () => app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });

  it('shows the active bank and, once signed in, the paying accounts with their available balances', async () => {
    const { page } = app;
    await page.getByText('Payments go through Nordic Test Bank.', { exact: false }).waitFor();
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(app, bank, psu.email, psu.password);
    await home().click();
    const accounts = page.getByRole('region', { name: 'Paying accounts' });
    await accounts.getByRole('cell', { name: 'Operating account' }).waitFor();
    expect(await accounts.textContent()).toContain('FI21 1234 5600 0007 85');
    expect(await accounts.textContent()).toMatch(/€25,000\.00/);
  });

  it('sends the sample file and shows the run waiting for approval, with the time left', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Use the sample file' }).click();
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 20_000 })
      .toMatch(/^8 payments, 1 bulk, no errors/);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Send 8 payments' }).click();
    await expect.poll(() => page.getByTestId('bulk-card').first().getAttribute('data-state')).toBe('pending_approval');

    await home().click();
    const runs = page.getByRole('region', { name: 'Payment runs in progress' });
    const run = runs.getByRole('listitem').filter({ hasText: 'sample-payments.csv · bulk 1' });
    await run.getByText('Waiting for approval on the phone').waitFor();
    await expect.poll(() => run.textContent()).toMatch(/\d+:\d\d left to approve/);
    expect(await run.textContent()).toContain('8 payments');
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await app.screenshot(`home-run-waiting-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1280, height: 820 });
    // The run opens at its step: waiting for approval on the phone, its bulk with the time left.
    await run.getByRole('button', { name: 'sample-payments.csv · bulk 1' }).click();
    const payments = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' });
    await expect.poll(() => payments.getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor();
    await expect.poll(() => page.getByTestId('bulk-card').first().getAttribute('data-state')).toBe('pending_approval');
    await app.screenshot('run-opened');
  });

  it('after switching to another bank profile, Accounts, Payments and Home show that bank at once', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    await page.getByRole('button', { name: 'Add a bank profile' }).first().click();
    const form = page.getByRole('form', { name: 'Add a bank profile' });
    await form.getByLabel('Profile name').fill('Second Bank');
    await form.getByLabel('Bank address (base_url)').fill('http://127.0.0.1:9/');
    await form.getByLabel('Bulk payment address (bulk_base_url)').fill('http://127.0.0.1:9/api/v2/');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await page.getByRole('heading', { name: 'Second Bank', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Use this profile for payments' }).click();
    await page.getByText('Payments go through this profile.').waitFor();

    // Accounts: the previous bank's session and accounts are gone, without pressing Refresh.
    await goTo(app, 'Accounts');
    await page.getByLabel('Bank e-mail').waitFor();
    expect(await page.getByRole('cell', { name: 'Operating account' }).count()).toBe(0);
    await app.screenshot('accounts-after-switch');

    // Payments: the send panel no longer offers the previous bank's accounts.
    await goTo(app, 'Payments');
    // The sent run is at its Approve step: a new run with the sample file shows the paying accounts.
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    await page.getByRole('button', { name: 'Use the sample file' }).click();
    await page.getByTestId('import-summary').waitFor();
    const options = await page
      .getByLabel('Paying account')
      .locator('option')
      .allTextContents()
      .catch(() => []);
    expect(options.join(' ')).not.toContain('Operating account');
    await app.screenshot('payments-after-switch');

    // Home: the new bank, and no balances until its customer signs in.
    await home().click();
    await page.getByText('Payments go through Second Bank.', { exact: false }).waitFor();
    await page.getByText('Sign in as the customer to see the available balance').waitFor();
    await app.screenshot('home-after-switch');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
