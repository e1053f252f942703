import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS } from '../../../src-shared/i18n';
import { localToday } from '../../../src-shared/i18n/date-input';
import { launchApp, screenshotOnFailure, type E2eApp, QUICK_DEMO_PHONE } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

// A date field whose text is not a good date keeps the last good date in its form: no action may
// run with that stale date (a payment due on another day than the one on screen moves money).
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const en = CATALOGS.en;

/** ISO day `days` from today (local); typed as ISO, which a date field reads in every locale. */
const dayFromToday = (days: number) => {
  const [y, m, d] = localToday().split('-').map(Number);
  const iso = new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  return { iso, typed: iso };
};

describeInBrowser('journey: a date field with a bad date holds back every action that would use it', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'stale-dates', core: QUICK_DEMO_PHONE });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  // Sections by name, not place: a new section (Payees) moved Accounts one button down.
  const section = (name: string) => app.page.getByRole('navigation').first().getByRole('button', { name, exact: true });
  const calls = (channel: string) => app.payloads.filter((p) => p.channel === channel).map((p) => p.wire[0] ?? '');
  async function capture(name: string) {
    for (const size of SIZES) {
      await app.page.setViewportSize(size);
      await app.screenshot(`${name}-${size.width}x${size.height}`);
    }
    await app.page.setViewportSize(SIZES[0]!);
    await expectAccessible(app.page, name);
  }

  it('does not send the single payment with the last good due date when the one on screen is not good', async () => {
    const { page } = app;
    await section(en.nav.accounts).click();
    await page.getByLabel(en.signIn.email).fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel(en.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await page.getByRole('button', { name: en.accounts.tabPay }).click({ timeout: 30_000 });
    const form = page.locator('form.payment-form');
    await form.getByRole('textbox', { name: en.accountsScreens.receiverName }).fill('Aino Virtanen');
    await form.getByRole('textbox', { name: en.field.iban, exact: true }).fill('FI2112345600000785');
    await form.getByRole('textbox', { name: en.accountsScreens.amount }).fill('12.50');
    await form.getByRole('textbox', { name: en.accountsScreens.messageToReceiver }).fill('Invoice 7');
    const due = form.getByRole('textbox', { name: en.accountsScreens.dueDate });
    const good = dayFromToday(2);
    await due.fill(good.typed);
    await due.press('Tab');
    expect(await due.inputValue()).not.toBe('');

    const send = form.getByRole('button', { name: en.accountsScreens.createPayment });
    const error = form.locator('.date-field .error');
    // A past day, then a day that does not exist, typed over the good one; Send pressed at once
    // (Enter, so the field is never left) and by the button.
    const past = dayFromToday(-4);
    for (const [typed, how] of [
      [past.typed, 'enter'],
      ['2026-11-31', 'click'],
    ] as const) {
      await due.fill(typed);
      if (how === 'enter') await due.press('Enter');
      else await send.click();
      await expect.poll(() => error.textContent()).toContain(en.accountsScreens.dueDate);
      expect(await due.getAttribute('aria-invalid')).toBe('true');
      await page.waitForTimeout(300);
      expect(calls('singlePayments:create')).toEqual([]);
    }
    await capture('en-single-payment-bad-due-date');

    // Put right, it is sent with the day on screen.
    await due.fill(good.typed);
    await send.click();
    await expect.poll(() => calls('singlePayments:create').length).toBe(1);
    expect(calls('singlePayments:create')[0]).toContain(`"dueDate":"${good.iso}"`);
  });

  it('does not make a statement or export transactions for a period whose date is not good', async () => {
    const { page } = app;
    await page.getByRole('button', { name: en.accounts.tabAccounts }).click();
    await page.getByRole('cell', { name: 'Operating account' }).click();
    const range = page.locator('.statement-range');
    const to = range.getByRole('textbox', { name: en.erpReports.statementTo, exact: true });
    await to.fill('2026-11-31');
    await range.getByRole('button', { name: en.erpReports.statement, exact: true }).click();
    await expect.poll(() => range.locator('.error').textContent()).toContain(en.erpReports.statementTo);
    await page.waitForTimeout(300);
    expect(calls('reports:statement')).toEqual([]);

    const filters = page.getByRole('group', { name: en.accountsScreens.filterTransactions });
    const from = filters.getByRole('textbox', { name: en.accountsScreens.from, exact: true });
    await from.fill('2026-10-32');
    await page.getByRole('button', { name: en.accounts.exportCsv, exact: true }).click();
    await expect.poll(() => filters.locator('.error').textContent()).toContain(en.accountsScreens.from);
    await page.waitForTimeout(300);
    expect(calls('accounts:exportTransactions')).toEqual([]);
    await capture('en-transactions-bad-dates');

    // A good To: the statement is made for the period on screen.
    const today = dayFromToday(0);
    await to.fill(today.typed);
    await range.getByRole('button', { name: en.erpReports.statement, exact: true }).click();
    await expect.poll(() => calls('reports:statement').length).toBe(1);
    expect(calls('reports:statement')[0]).toContain(`"to":"${today.iso}"`);
  });

  it('does not search, sort or export History with a stale date', async () => {
    const { page } = app;
    await section(en.nav.history).click();
    const from = page.getByLabel(en.historySearch.from, { exact: true });
    await from.fill('2026-11-01');
    await from.press('Enter');
    await expect.poll(() => calls('history:searchPayments').some((s) => s.includes('"from":"2026-11-01"'))).toBe(true);
    const before = calls('history:searchPayments').length;
    await from.fill('2026-11-31');
    await page.getByRole('button', { name: en.historySearch.exportCsv, exact: true }).click();
    await expect
      .poll(() => page.locator('.history-date .error').first().textContent())
      .toContain(en.historySearch.from);
    await from.press('Enter');
    await page
      .getByRole('group', { name: en.run.historySort })
      .getByRole('button', { name: en.run.historySort_amount })
      .click();
    await page.waitForTimeout(300);
    expect(calls('history:searchPayments').length).toBe(before);
    expect(calls('history:exportToFile')).toEqual([]);
    await capture('en-history-bad-date');
  });

  it('does not page History with a stale date, and forgets a bad date whose field went away', async () => {
    const { page } = app;
    // More than a page of payments (100 a page), so Next is there to press.
    for (const sequence of [1, 2])
      app.core.bulks.store.recordBulk({
        sequence,
        paymentAccount: 'acc',
        accountLabel: 'Operating account',
        createdBy: 'journey',
        payments: Array.from({ length: 75 }, (_, i) => ({
          line: i + 2,
          amount: `${i + 1}.00`,
          currency: 'EUR',
          payeeName: `Payee ${i}`,
          accountIdentifier: 'FI2112345600000785',
          accountIdentifierType: 'iban',
          unstructuredReference: `Invoice ${i}`,
          method: 'sepa',
          instant: false,
        })),
      });
    await section(en.nav.home).click();
    await section(en.nav.history).click();
    const from = page.getByLabel(en.historySearch.from, { exact: true });
    const errors = page.locator('.history-date .error');
    await from.fill('');
    await from.press('Enter');
    const next = page.getByRole('button', { name: en.run.historyNext, exact: true });
    await expect.poll(() => next.isEnabled()).toBe(true);
    const before = calls('history:searchPayments').length;

    // Next with a day that does not exist in Sent from: refused, and said under the field.
    await from.fill('2026-11-31');
    await next.click();
    await expect.poll(() => errors.first().textContent()).toContain(en.historySearch.from);
    // The field is far above the button: it is brought into view and focused.
    expect(await from.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(calls('history:searchPayments').length).toBe(before);
    await capture('en-history-bad-date-paging');

    // A bulk opened and closed meanwhile: the field comes back with the last good date (none) and
    // no problem, so Search runs and shows no error from before.
    await page.getByTestId('bulk-card').first().getByRole('button', { name: en.run.open, exact: true }).click();
    await page.getByRole('button', { name: en.run.detailBack, exact: true }).click();
    await expect.poll(() => from.inputValue()).toBe('');
    await page.getByRole('button', { name: en.historySearch.search, exact: true }).click();
    await expect.poll(() => calls('history:searchPayments').length).toBe(before + 1);
    expect(await errors.count()).toBe(0);
    expect(await from.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not list transactions with a stale date when another filter changes', async () => {
    const { page } = app;
    await section(en.nav.accounts).click();
    await page.getByRole('button', { name: en.accounts.tabAccounts }).click();
    await page.getByRole('cell', { name: 'Operating account' }).click();
    const filters = page.getByRole('group', { name: en.accountsScreens.filterTransactions });
    const from = filters.getByRole('textbox', { name: en.accountsScreens.from, exact: true });
    const good = dayFromToday(-30);
    await from.fill(good.typed);
    await expect
      .poll(() => calls('accounts:transactions').some((c) => c.includes(`"fromDate":"${good.iso}"`)))
      .toBe(true);
    const before = calls('accounts:transactions').length;

    await from.fill('2026-10-32');
    const show = filters.locator('select').first();
    await show.selectOption('paid');
    await expect.poll(() => filters.locator('.error').textContent()).toContain(en.accountsScreens.from);
    await page.waitForTimeout(300);
    expect(calls('accounts:transactions').length).toBe(before);
    // The choice stays on screen and is used once the date is good.
    expect(await show.inputValue()).toBe('paid');
    await capture('en-transactions-bad-date-other-filter');

    await from.fill(good.typed);
    await expect.poll(() => calls('accounts:transactions').length).toBe(before + 1);
    const sent = calls('accounts:transactions').at(-1)!;
    expect(sent).toContain('"state":"paid"');
    expect(sent).toContain(`"fromDate":"${good.iso}"`);
    expect(await filters.locator('.error').count()).toBe(0);
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
