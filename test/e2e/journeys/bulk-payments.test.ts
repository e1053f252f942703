import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { tapBankRequests } from '../harness/wiretap';
import { describeHits, leaksIn } from '../harness/canary';
import { goTo, importCsv, sessionJwt, signInAsCustomer } from '../harness/steps';

const PAYEE_IBANS = ['FI4950009420028730', 'DE89370400440532013000', 'SE4550000000058398257466', 'FI5542345670000081'];
const ROWS = 210; // three bulks of at most 100
const customer = { email: 'finance.lead@bulkpay.test', password: 'finance-lead-pw-1' };

/**
 * 210 salaries of 4.00 and, last, a 300.00 bonus: 1136.00 in all, from an account holding
 * 1000.00. Each bulk alone fits the balance, so the bank accepts all three; approved in order,
 * the bonus is what the balance no longer covers. Line 5 has a mistyped IBAN, line 7 an amount
 * with three decimals.
 */
function payroll(): string {
  const lines = ['name,iban,amount,currency,message'];
  for (let i = 1; i <= ROWS; i++) {
    const line = i + 1;
    const iban = line === 5 ? 'FI4950009420028731' : PAYEE_IBANS[i % PAYEE_IBANS.length];
    const amount = i === ROWS ? '300.00' : line === 7 ? '4.005' : '4.00';
    lines.push(`Employee ${String(i).padStart(3, '0')},${iban},${amount},EUR,Salary 11/2026 no ${i}`);
  }
  return lines.join('\r\n');
}

describeInBrowser('journey: a payroll file from errors to paid, with a resend and the history', () => {
  let app: E2eApp;
  let bank: TestBank;
  const tap = tapBankRequests();
  let iban: string;

  beforeAll(async () => {
    bank = await startBank({ demo: true, persistent: true });
    const psu = await bank.control.createPsu({
      ...customer,
      verified: true,
      accounts: [{ currency: 'EUR', balance: '1000.00', name: 'Salary account' }],
    });
    iban = psu.accounts[0]!.iban;
    app = await launchApp({ journey: 'bulk-payments', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
    await signInAsCustomer(app, bank, customer.email, customer.password);
  });
  afterAll(async () => {
    tap.stop();
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);
  const summary = () => app.page.getByTestId('import-summary').textContent();

  it('imports the file and shows every error at once', async () => {
    await importCsv(app, 'payroll-november.csv', payroll());
    await expect.poll(summary).toMatch(/^210 payments, 3 bulks, 2 errors in 2 rows/);
    const problems = app.page.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.locator('.pg-rows .problem').allTextContents())
      .toEqual([expect.stringMatching(/^Line 5 · IBAN/), expect.stringMatching(/^Line 7 · Amount/)]);
    await app.screenshot('errors');
    await expectAccessible(app.page, 'errors');
  });

  it('fixes both inline', async () => {
    const { page } = app;
    await page.getByRole('button', { name: /^IBAN, line 5:/ }).click();
    await page.getByLabel('IBAN, line 5').fill('FI4950009420028730');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Amount, line 7:/ }).click();
    await page.getByLabel('Amount, line 7').fill('4.00');
    await page.keyboard.press('Enter');
    await expect.poll(summary).toMatch(/^210 payments, 3 bulks, no errors/);
    await app.screenshot('fixed');
    await expectAccessible(app.page, 'fixed');
  });

  it('reviews and sends three bulks, each waiting for approval', async () => {
    const { page } = app;
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await expect.poll(() => page.getByTestId('review-bulk').count()).toBe(3);
    // Each bulk fits the balance, but together they do not: a warning to tick before sending.
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await expect
      .poll(() => review.textContent())
      .toMatch(
        /The bulks together total €1,136\.00, more than the €1,000\.00 available.*from bulk 3 \(lines 202–211\)/,
      );
    await review.getByLabel('I have checked these warnings').check();
    await app.screenshot('review');
    await expectAccessible(app.page, 'review');
    await page.getByRole('button', { name: 'Send 210 payments' }).click();
    await page.getByRole('button', { name: 'Send 3 bulks and approve each' }).click();
    const cards = page.getByTestId('bulk-card');
    await expect
      .poll(() => cards.evaluateAll((c) => c.map((e) => e.getAttribute('data-state'))))
      .toEqual(['pending_approval', 'pending_approval', 'pending_approval']);
    await app.screenshot('three-bulks-pending');
    await expectAccessible(app.page, 'three-bulks-pending');
  });

  it('follows each bulk to its outcome as the customer approves them; the bonus is not sent', async () => {
    const { page } = app;
    const bulks = await bank.control.listBulks();
    expect(bulks).toHaveLength(3);
    expect(bulks.reduce((n, b) => n + b.total_count, 0)).toBe(210);
    for (const bulk of bulks) {
      await bank.control.approveBulk(bulk.bulk_id);
      await waitFor(`bulk ${bulk.bulk_id} approved`, async () =>
        (await bank.control.listBulks()).find((b) => b.bulk_id === bulk.bulk_id && b.status === 'approved'),
      );
    }
    const cards = page.getByTestId('bulk-card');
    await expect
      .poll(() => cards.evaluateAll((c) => c.map((e) => e.getAttribute('data-state'))), { timeout: 30_000 })
      .toEqual(['approved', 'approved', 'approved']);
    await page.getByText('1 not sent for lack of balance').waitFor({ timeout: 30_000 });
    await app.screenshot('outcomes-with-not-sent');
    await expectAccessible(app.page, 'outcomes-with-not-sent');
  });

  it('resends the unsent payment once money has arrived', async () => {
    const { page } = app;
    await bank.topUp(iban, '500.00');
    await page.getByRole('button', { name: 'Send the unsent payments again…' }).click();
    const review = page.getByRole('group', { name: 'Send the unsent payments again' });
    await review.getByRole('button', { name: 'Send 1 payment again' }).click();
    const resent = await waitFor('the resent bulk', async () =>
      (await bank.control.listBulks()).find((b) => b.total_count === 1),
    );
    expect(resent.total_amount).toBe('300.00');
    await bank.control.approveBulk(resent.bulk_id);
    await goTo(app, 'History');
    const paidBonus = app.page
      .getByRole('region', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: 'Employee 210' });
    await expect
      .poll(
        async () => {
          await goTo(app, 'Payments');
          await goTo(app, 'History');
          return paidBonus.allTextContents();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/Paid/), expect.stringMatching(/Not sent/)]));
    await app.screenshot('history');
    await expectAccessible(app.page, 'history');
  });

  it('finds it all in History and exports it', async () => {
    const { page } = app;
    await page.getByLabel('Search', { exact: true }).fill('Employee 210');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-count').textContent()).toMatch(/of 2 payments/);
    // The core writes the export to the file chosen in the save dialog.
    // In the browser there is no save dialog: the export is a download (history:exportDownload).
    const offered = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = (await (await offered).path())!;
    await page
      .getByTestId('history-export')
      .getByText(/^2 payments saved in bulkpay-payments-\d{4}-\d{2}-\d{2}\.csv\.$/)
      .waitFor();
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain('Employee 210');
    expect(csv).toContain('300.00');
    await app.screenshot('history-search');
    await expectAccessible(app.page, 'history-search');
  });

  it('secrets canary: the key, client secret, PSU password and JWT are nowhere they must not be', async () => {
    const demo = bank.sandbox.demo!;
    const secrets = {
      privateKeyPem: demo.keyPem,
      clientSecret: demo.clientSecret,
      psuPassword: customer.password,
      jwt: await sessionJwt(app),
      signatures: tap.signatures(),
    };
    // The canary's secrets are exactly what went to the bank.
    expect(tap.values('x-service-client-secret')).toContain(secrets.clientSecret);
    expect(tap.values('authorization')).toContain(`Bearer ${secrets.jwt}`);
    expect(secrets.signatures.length).toBeGreaterThan(0);
    // The run left logs and a database behind for the canary to read.
    expect(statSync(join(app.dataDir, 'bulkpay.log')).size).toBeGreaterThan(0);
    expect(statSync(join(app.dataDir, 'bulkpay.sqlite')).size).toBeGreaterThan(0);
    expect(describeHits(leaksIn(app, secrets, { psuPassword: ['consent:signIn'] }))).toBe('');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
