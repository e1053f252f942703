import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

// Issue 13 leftovers: dates are shown and typed in the app's language (not Chromium's UI
// language), kept as ISO; a toast already on screen follows a change of language.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const fi = CATALOGS.fi;
const de = CATALOGS.de;

describeInBrowser('journey: dates in the app’s language, and toasts that follow a change of language', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'dates-and-toasts' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  // Home, Payments, History, Payees, Accounts, Settings.
  const nav = () => app.page.getByRole('navigation').first().getByRole('button');
  const chooseLanguage = async (lang: string) => {
    await nav().nth(5).click();
    await app.page.locator('.language-panel select').first().selectOption(lang);
    await expect.poll(() => app.page.locator('html').getAttribute('lang')).toBe(lang);
  };
  async function capture(name: string) {
    for (const size of SIZES) {
      await app.page.setViewportSize(size);
      await app.screenshot(`${name}-${size.width}x${size.height}`);
    }
    await app.page.setViewportSize(SIZES[0]!);
    await expectAccessible(app.page, name);
  }
  const searches = () => app.payloads.filter((p) => p.channel === 'history:searchPayments').map((p) => p.wire[0] ?? '');

  it('shows the History date filters in Finnish: the pattern, a typed date read and re-written, ISO to main', async () => {
    const { page } = app;
    await chooseLanguage('fi');
    await nav().nth(2).click();
    const from = page.getByLabel(fi.historySearch.from, { exact: true });
    const to = page.getByLabel(fi.historySearch.to, { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('PP.KK.VVVV');
    expect(await from.getAttribute('type')).toBe('text');
    await from.click();
    await page.keyboard.type('1.11.2026');
    // The keyboard goes on to the field's calendar button, named after the field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      fi.edges.date.calendar.replace('{{label}}', fi.historySearch.from),
    );
    expect(await from.inputValue()).toBe('01.11.2026');

    // Not written as a date: said under the field in Finnish, with the pattern.
    await to.fill('31.2.');
    await to.press('Tab');
    const alert = page.locator('.history-date .error');
    await expect
      .poll(() => alert.textContent())
      .toBe(`${fi.historySearch.to}: kirjoita päivämäärä muodossa PP.KK.VVVV, esim. 01.11.2026.`);
    // Written as a date, but no such day: said as such (not "write it as PP.KK.VVVV"); the search is held back.
    await to.fill('31.2.2026');
    await to.press('Tab');
    await expect
      .poll(() => alert.textContent())
      .toBe(`${fi.historySearch.to}: päivää 31.2.2026 ei ole kalenterissa: helmikuu on 28-päiväinen. Tarkista päivä.`);
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await capture('fi-history-date-error');
    const before = searches().length;
    await to.press('Enter');
    await page.waitForTimeout(300);
    expect(searches().length).toBe(before);

    // Before the "from" day: refused with the limit in the locale's format.
    await to.fill('31.10.2026');
    await to.press('Tab');
    await expect.poll(() => alert.textContent()).toBe(`${fi.historySearch.to}: valitse 01.11.2026 tai myöhempi päivä.`);

    await to.fill('30.11.26');
    await to.press('Enter');
    await expect
      .poll(() => searches().some((s) => s.includes('"from":"2026-11-01"') && s.includes('"to":"2026-11-30"')))
      .toBe(true);
    await to.press('Tab');
    expect(await to.inputValue()).toBe('30.11.2026');
    expect(await alert.count()).toBe(0);
    await capture('fi-history-dates');
  });

  it('re-writes the same dates the German way when the language changes', async () => {
    const { page } = app;
    await chooseLanguage('de');
    await nav().nth(2).click();
    const from = page.getByLabel(de.historySearch.from, { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await from.fill('2026-11-05'); // ISO is read in every language
    await from.press('Tab');
    expect(await from.inputValue()).toBe('05.11.2026');
    // A day picked in the browser's calendar (the button's popup) is shown the German way too.
    await page.locator('.history-date .date-field-picker').nth(1).fill('2026-11-20', { force: true });
    expect(await page.getByLabel(de.historySearch.to, { exact: true }).inputValue()).toBe('20.11.2026');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('TT.MM.JJJJ');
    await capture('de-history-dates');
  });

  it('re-words a toast on screen in the language chosen while it shows', async () => {
    const { page } = app;
    await chooseLanguage('en');
    app.queueFilePick(app.dataDir);
    await page
      .getByRole('region', { name: 'ERP outbox' })
      .getByRole('button', { name: CATALOGS.en.erpReports.outboxChoose, exact: true })
      .click();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.first().textContent()).toContain(`Status reports go to ${app.dataDir}.`);
    await page.locator('.language-panel select').first().selectOption('fi');
    await expect
      .poll(() => toast.first().textContent())
      .toContain(fi.erpReports.outboxSet.replace('{{folder}}', app.dataDir));
    await page.locator('.language-panel select').first().selectOption('sv');
    await expect
      .poll(() => toast.first().textContent())
      .toContain(CATALOGS.sv.erpReports.outboxSet.replace('{{folder}}', app.dataDir));
    await capture('sv-toast-after-language-change');
    await page.locator('.language-panel select').first().selectOption('en');
  });

  it('takes the single payment’s due date and the transaction filters in Finnish', async () => {
    const { page } = app;
    await chooseLanguage('fi');
    await nav().nth(4).click();
    await page.getByLabel(fi.signIn.email).fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel(fi.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: fi.signIn.submit }).click();
    // The demo bank's phone approves by itself after a few seconds.
    await page.getByRole('button', { name: fi.accounts.tabPay }).click({ timeout: 30_000 });
    const due = page.getByRole('textbox', { name: fi.accountsScreens.dueDate });
    expect(await due.getAttribute('placeholder')).toBe('PP.KK.VVVV');
    await due.fill('1.1.2020');
    await due.press('Tab');
    await expect
      .poll(() => page.locator('.date-field .error').textContent())
      .toMatch(/^Eräpäivä: valitse \d\d\.\d\d\.\d{4} tai myöhempi päivä\.$/);
    const nextYear = new Date().getUTCFullYear() + 1;
    // A day that does not exist is said as such, not as "enter the date as PP.KK.VVVV".
    await due.fill(`31.11.${nextYear}`);
    await due.press('Tab');
    await expect
      .poll(() => page.locator('.date-field .error').textContent())
      .toBe(`Eräpäivä: päivää 31.11.${nextYear} ei ole kalenterissa: marraskuu on 30-päiväinen. Tarkista päivä.`);
    await capture('fi-single-payment-no-such-day');
    await due.fill(`2.1.${nextYear}`);
    await due.press('Tab');
    expect(await due.inputValue()).toBe(`02.01.${nextYear}`);
    await capture('fi-single-payment-due-date');

    await page.getByRole('button', { name: fi.accounts.tabAccounts }).click();
    await page.getByRole('cell', { name: 'Operating account' }).click();
    const filters = page.getByRole('group', { name: fi.accountsScreens.filterTransactions });
    const from = filters.getByRole('textbox', { name: fi.accountsScreens.from, exact: true });
    expect(await from.getAttribute('placeholder')).toBe('PP.KK.VVVV');
    await from.fill(`1.1.${nextYear - 1}`);
    await from.press('Tab');
    expect(await from.inputValue()).toBe(`01.01.${nextYear - 1}`);
    await capture('fi-transactions-dates');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
