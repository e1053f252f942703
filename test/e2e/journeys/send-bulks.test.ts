import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';

// Issue 7's "done when": the demo bank takes a 250-row file through three bulks to their final
// outcomes in the app's flow (the demo bank's "phone" approves each bulk by itself), and the
// History screen finds every payment. Real core, keychain, sandbox, SQLite and Chromium.
const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
const file = [
  'name,iban,amount,currency,message',
  ...Array.from(
    { length: 250 },
    (_, i) =>
      `Payee ${i + 1},${ibans[i % 3]},${(i % 30) + 1}.${String(i % 100).padStart(2, '0')},EUR,Invoice ${9000 + i}`,
  ),
].join('\r\n');

describeInBrowser('journey: send a 250-payment file as three bulks and find it in the history', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'send-bulks' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('signs in as the demo customer', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
  });

  it('reviews the file: paying account with its balance, three bulks with exact totals', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^250 payments, 3 bulks/);
    const picker = page.getByLabel('Paying account');
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toContainEqual(expect.stringMatching(/Operating account/));
    const operating = await picker.locator('option', { hasText: 'Operating account' }).getAttribute('value');
    await picker.selectOption(operating!);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const bulks = page.getByTestId('review-bulk');
    await expect
      .poll(() => bulks.allTextContents())
      .toEqual([
        expect.stringMatching(/^Bulk 1: 100 payments \(lines 2–101\)/),
        expect.stringMatching(/^Bulk 2: 100 payments \(lines 102–201\)/),
        expect.stringMatching(/^Bulk 3: 50 payments \(lines 202–251\)/),
      ]);
    await app.screenshot('review');
  });

  it('sends the bulks and follows each one live to approved and paid', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Send 250 payments' }).click();
    const cards = page.getByRole('list', { name: 'Bulks on their way' }).getByTestId('bulk-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(3);
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), { timeout: 60_000 })
      .toEqual(['approved', 'approved', 'approved']);
    await expect
      .poll(() => cards.allTextContents())
      .toContainEqual(expect.stringMatching(/50 paid \(not_sent_count 0\)/));
    await app.screenshot('approved');
    // Every payment of an approved bulk with its outcome: the card opens the bulk in History.
    await cards.first().getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Bulk 1 of payroll.csv' }).waitFor();
    const payments = page.getByRole('table', { name: 'Payments of the bulk' }).getByRole('row');
    await expect.poll(() => payments.count()).toBe(101);
    expect(
      await page.getByRole('table', { name: 'Payments of the bulk' }).getByText('Paid', { exact: true }).count(),
    ).toBe(100);
    await app.screenshot('bulk-outcomes');
    await page.getByRole('button', { name: '← All payments' }).click();
  });

  it('finds a payment in the history and opens its bulk', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'History' }).click();
    await page.getByLabel('Payee').fill('Payee 249');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-count').textContent()).toBe('1–1 of 1 payments');
    await page.getByRole('cell', { name: 'Payee 249' }).click();
    await page.getByRole('heading', { name: 'Payment to Payee 249' }).waitFor();
    await page.getByText('payroll.csv, line 250').waitFor();
    await page.getByRole('button', { name: 'Open its bulk' }).click();
    await page.getByRole('heading', { name: 'Bulk 3 of payroll.csv' }).waitFor();
    await app.screenshot('history-bulk');
  });

  it('puts a refusal by the bank on the file row it concerns', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Choose another file' }).click();
    const refused = [
      'name,iban,amount,currency,message',
      'Fine Oy,DE89370400440532013000,1.00,EUR,Ok',
      'Ourselves,FI2112345600000785,2.00,EUR,Self',
    ];
    await page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(refused.join('\r\n')) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^2 payments, 1 bulk/);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Send 2 payments' }).click();
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('listitem').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^Line 3.*The bank refused this payment in bulk 1.*paying account itself/));
    await app.screenshot('bank-refusal-on-row');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
