import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { goTo, importCsv, signInAsCustomer } from '../harness/steps';
import { CLOSED_ACCOUNT_IBAN } from '../../../src-sandbox/index';

// The bank's odd answers, seen in the app: an account listed with a null balance, an account whose
// code is not a payment-account id (the send panel asks for it once), and a bank refusal kept as
// the bank's field messages on the payment in History. Real core, sandbox, SQLite and Chromium.
const customer = { email: 'odd.accounts@bulkpay.test', password: 'odd-accounts-pw-1' };

describeInBrowser('journey: the bank answers oddly, and the app says what it knows', () => {
  let app: E2eApp;
  let bank: TestBank;
  let account: { uuid: string; iban: string };

  beforeAll(async () => {
    bank = await startBank({ demo: true, persistent: true });
    const psu = await bank.control.createPsu({
      ...customer,
      verified: true,
      accounts: [{ currency: 'EUR', balance: '500.00', name: 'Coded account', code: 'ACC-0001' }],
    });
    account = psu.accounts[0]!;
    app = await launchApp({ journey: 'bank-answers', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
    await signInAsCustomer(app, bank, customer.email, customer.password);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  it('shows a balance the bank sent as null as "unknown", and keeps the account', async () => {
    const { page } = app;
    await bank.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'malformed',
      mode: 'null-field',
      field: 'account_available_balance',
    });
    await goTo(app, 'Accounts');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByRole('row', { name: /Coded account/ });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toMatch(/unknown/);
    await app.screenshot('unknown-balance');
  });

  it('asks for the payment-account id of an account whose code is not one, then sends with it', async () => {
    const { page } = app;
    await importCsv(
      app,
      'coded.csv',
      ['name,iban,amount,currency,message', 'Supplier Oy,DE89370400440532013000,12.00,EUR,Invoice 12'].join('\r\n'),
    );
    const field = page.getByLabel('Payment-account id');
    await field.waitFor();
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /"ACC-0001".*payment-account id/ })
      .waitFor();
    await field.fill(account.uuid);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Send 1 payment' }).click();
    const sent = await waitFor('the bulk at the bank', async () =>
      (await bank.control.listBulks()).find((b) => b.payment_account === account.uuid),
    );
    expect(sent.total_amount).toBe('12.00');
    await app.screenshot('sent-with-entered-id');
  });

  it('lists the bank field messages of a refused payment on the payment in History', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    await importCsv(
      app,
      'self.csv',
      ['name,iban,amount,currency,message', `Closed Oy,${CLOSED_ACCOUNT_IBAN},2.00,EUR,Closed`].join('\r\n'),
    );
    // The id is kept in the profile: no need to enter it again.
    await page.getByRole('button', { name: 'Review before sending' }).click();
    // The payee book learns a payee when the bank says paid, and no payment of this profile is
    // paid yet: an empty book has no history to call Closed Oy new, so there is nothing to tick.
    await page.getByText('No earlier run paid most of these payees', { exact: false }).waitFor();
    expect(await page.getByLabel('I have checked these warnings').count()).toBe(0);
    await page.getByRole('button', { name: 'Send 1 payment' }).click();
    await page
      .getByRole('list', { name: 'Problems in the file' })
      .getByText(/The bank refused this payment/)
      .waitFor({ timeout: 20_000 });
    await goTo(app, 'History');
    await page.getByLabel('Payee').fill('Closed Oy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('cell', { name: 'Closed Oy' }).click();
    const messages = page.getByRole('list', { name: "The bank's messages" }).getByRole('listitem');
    await expect
      .poll(() => messages.allTextContents())
      .toContainEqual(expect.stringMatching(/FI1512345600000990 is closed/));
    await app.screenshot('bank-messages-on-payment');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
