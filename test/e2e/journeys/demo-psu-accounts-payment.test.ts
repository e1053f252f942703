import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { controlClient } from '../../../src-sandbox/index';
import { PSU_TOKEN_SECONDS } from '../../../src-sandbox/routes/consent';

// The demo of issue 8: on a fresh install, sign in as the demo PSU (the demo bank's "phone"
// approves by itself after a few seconds), see accounts and transactions, and send a single
// payment to its final state. Real core, keychain, sandbox and Chromium.
describeInBrowser('journey: demo PSU sees accounts and sends a single payment', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'demo-psu-accounts-payment' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('signs in as the demo PSU with the phone approval', async () => {
    const { page } = app;
    const email = app.core.profiles.demo.psuEmail;
    expect(email).toBeTruthy();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByText(`Demo bank: sign in as ${email}`).waitFor();
    await page.getByLabel('Bank e-mail').fill(email!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Approve the sign-in on your phone' }).waitFor();
    expect(await page.getByLabel('Short code').textContent()).toMatch(/^\d{6}$/);
    await app.screenshot('approve-on-phone');
    await expectAccessible(app.page, 'approve-on-phone');
    await page.getByRole('heading', { name: 'Accounts', level: 2 }).waitFor({ timeout: 20_000 });
    await page.getByRole('cell', { name: 'Operating account' }).waitFor();
    await page.getByText(/Last fetched/).waitFor();
    await app.screenshot('accounts');
    await expectAccessible(app.page, 'accounts');
  });

  it('shows the transactions of an account, filters them and opens one', async () => {
    const { page } = app;
    await page.getByRole('cell', { name: 'Operating account' }).click();
    const list = page.getByRole('table', { name: 'Transactions' });
    // The table's rows below its header row.
    const rows = list.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await rows.first().waitFor();
    await expect.poll(() => page.locator('.transactions .section-head .muted').textContent()).toMatch(/^\d+ of \d+$/);
    await app.screenshot('transactions');
    await expectAccessible(app.page, 'transactions');
    await page.getByLabel('Show').selectOption('scheduled');
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes('Scheduled'))).toBe(true);
    await rows.first().click();
    await page.getByRole('heading', { name: 'Transaction', exact: true }).waitFor();
    await page.getByText('Transaction id').waitFor();
    await app.screenshot('transaction-detail');
    await expectAccessible(app.page, 'transaction-detail');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Transaction', exact: true }).waitFor({ state: 'detached' });
  });

  it('sends a single payment and follows it until it is paid', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Single payment' }).click();
    await page.getByLabel('Receiver name').fill('Nordic Freight AB');
    await page.getByLabel('IBAN', { exact: true }).fill('FI21 1234 5600 0007 85');
    await page.getByLabel('Amount').fill('12.50');
    await page.getByLabel('Message to the receiver').fill('Invoice 4471');
    await page.getByRole('button', { name: 'Create payment' }).click();
    await page.getByRole('heading', { name: 'Check and confirm the payment' }).waitFor();
    await page.getByText('Created, not confirmed').waitFor();
    await app.screenshot('payment-created');
    await expectAccessible(app.page, 'payment-created');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('The payment was made.').waitFor({ timeout: 30_000 });
    await app.screenshot('payment-paid');
    await expectAccessible(app.page, 'payment-paid');
  });

  it('shows field messages from the shared rules before anything is sent', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New payment' }).click();
    await page.getByLabel('IBAN', { exact: true }).fill('FI21 1234 5600 0007 86');
    await page.getByRole('button', { name: 'Create payment' }).click();
    await page.getByText(/Check digits do not match/).waitFor();
    await page.getByText(/payee name is empty/).waitFor();
    await app.screenshot('payment-form-errors');
    await expectAccessible(app.page, 'payment-form-errors');
  });

  it('when the bank ends the session, asks to approve again and then finishes the refresh', async () => {
    const { page } = app;
    const control = controlClient(app.core.profiles.demo.controlUrl!);
    // The bank's clock passes the session's end; the next call gets a 401.
    await control.advanceClock(PSU_TOKEN_SECONDS + 5);
    await page.getByRole('button', { name: 'Accounts and transactions' }).click();
    const fetchedBefore = await page.getByText(/Last fetched/).textContent();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: 'Approve again to continue' }).waitFor();
    await page.getByText(/Waiting to continue: Loading the accounts/).waitFor();
    await app.screenshot('approve-again');
    await expectAccessible(app.page, 'approve-again');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Approve the sign-in on your phone' }).waitFor();
    await page
      .getByRole('heading', { name: 'Approve the sign-in on your phone' })
      .waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.getByText(/Last fetched/).textContent(), { timeout: 10_000 }).not.toBe(fetchedBefore);
    expect(app.core.psu.session.view()).toMatchObject({ state: 'signed_in', interrupted: [] });
  });

  it('never let a field the bank leaked reach the window', () => {
    const crossed = JSON.stringify(app.payloads);
    expect(crossed).toContain('Operating account');
    expect(crossed).not.toMatch(/_internal_ledger_ref|LEDGER-|scraper_session_id|_raw_row/);
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
