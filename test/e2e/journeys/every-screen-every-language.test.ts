import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES, type Language } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { screenshotsAtBothSizes } from '../harness/steps';

// Issue 27 §2: every screen, in each language, says nothing in another language's words and shows
// no raw code or field name. A run of the sample file is paid through the built-in demo bank (its
// "phone" approves by itself) so every screen has content: Home with balances, the run's outcome,
// History with its search and a bulk, Accounts with transactions, Settings with the demo bank.
// The check is general: any whole English sentence of the catalogs that the language words
// differently, and any snake_case code or camelCase field name, fails the screen.

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English sentences of three words or more that the language says in its own words, as patterns:
 * a parameter ("Removed {{count}} exact copy.") matches any short text in its place.
 */
function englishSentences(lang: Language): RegExp[] {
  const theirs = new Map(flatten(CATALOGS[lang] as unknown as Tree));
  return flatten(CATALOGS.en as unknown as Tree)
    .filter(([key, text]) => text.split(/\s+/).length >= 3 && theirs.get(key) !== text)
    .map(([, text]) => text.split(/\{\{[^}]*\}\}/))
    .filter((parts) => parts.join('').trim().length >= 12)
    .map((parts) => new RegExp(parts.map(escaped).join('.{1,60}?')));
}

/** A code as the core or the bank stores it ("pending_approval") or a field name ("amountMin"). */
const RAW_CODE = /\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+[A-Z][a-z]+[A-Za-z]*\b/g;

describeInBrowser('journey: every screen in each language, without another language’s words or raw codes', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'every-screen-every-language' });
  });
  afterAll(async () => {
    if (app?.problems.length) console.log('PROBLEMS', app.problems);
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const nav = () => app.page.getByRole('navigation').first().getByRole('button');
  const SECTIONS = { home: 0, payments: 1, history: 2, payees: 3, accounts: 4, settings: 5 } as const;

  /** What the screen shows a person: the visible text and the attributes read aloud or shown in fields. */
  const screenText = () =>
    app.page.evaluate(() => {
      const attributes = [...document.querySelectorAll('[placeholder],[aria-label],[title]')].flatMap((e) =>
        ['placeholder', 'aria-label', 'title'].map((a) => e.getAttribute(a) ?? ''),
      );
      return [document.body.innerText, ...attributes].join('\n');
    });

  async function expectInLanguage(lang: Language, screen: string) {
    await app.page.locator('h1').first().waitFor();
    const text = await screenText();
    const english = lang === 'en' ? [] : englishSentences(lang).flatMap((s) => text.match(s)?.[0] ?? []);
    // Paths and addresses (the data folder, the bank's URLs) are the user's own, not codes.
    const codes = [...new Set(text.replace(/\S*[/@]\S*/g, '').match(RAW_CODE) ?? [])];
    expect({ screen, lang, english, codes }).toEqual({ screen, lang, english: [], codes: [] });
  }

  /** History's amount filter reads German amounts, names a wrong field by its label and clears the old result. */
  async function amountFilterInGerman() {
    const { page } = app;
    const de = CATALOGS.de.historySearch;
    const from = page.getByLabel(de.amountMin, { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('1.250,50');
    await from.fill('1.234,56');
    await page.getByRole('button', { name: de.search, exact: true }).click();
    await expect.poll(() => page.locator('.history-screen [role=alert]').count()).toBe(0);
    await from.fill('12x');
    await page.getByRole('button', { name: de.search, exact: true }).click();
    await expect
      .poll(() => page.locator('.history-screen [role=alert]').first().textContent())
      .toBe('Betrag ab: Geben Sie einen Betrag wie 1.250,50 ein.');
    expect(await page.getByRole('group', { name: CATALOGS.de.run.historySort }).count()).toBe(0);
    await from.fill('');
    await page.getByRole('button', { name: de.search, exact: true }).click();
  }

  it('pays the sample file through the demo bank, so every screen has something to show', async () => {
    const { page } = app;
    await nav().nth(SECTIONS.accounts).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
    await nav().nth(SECTIONS.home).click();
    await page.getByRole('button', { name: 'Use the sample file' }).click();
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 30_000 })
      .toMatch(/^8 payments/);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor();
    const checked = review.getByLabel('I have checked these warnings');
    if (await checked.count()) await checked.check();
    await review.getByRole('button', { name: /^Send 8 payments/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor({ timeout: 60_000 });
  });

  it.each(LANGUAGES)('%s: Home, the run, History and a bulk, Payees, Accounts and Settings', async (lang) => {
    const { page } = app;
    await nav().nth(SECTIONS.settings).click();
    await page.locator('.language-panel select').first().selectOption(lang);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await expectInLanguage(lang, 'settings');

    await nav().nth(SECTIONS.home).click();
    await page.locator('.home-accounts').waitFor();
    await expectInLanguage(lang, 'home');

    await nav().nth(SECTIONS.payments).click();
    await page.getByTestId('run-outcome').waitFor();
    await expectInLanguage(lang, 'payments (outcome)');

    await nav().nth(SECTIONS.history).click();
    await page.getByTestId('bulk-card').first().waitFor();
    await expectInLanguage(lang, 'history');
    if (lang === 'de') await amountFilterInGerman();
    await page.getByTestId('bulk-card').first().getByRole('button').first().click();
    await page.getByTestId('audit-trail').waitFor();
    await expectInLanguage(lang, 'history (bulk)');

    await nav().nth(SECTIONS.payees).click();
    await page.getByRole('row').nth(1).waitFor();
    await expectInLanguage(lang, 'payees');

    await nav().nth(SECTIONS.accounts).click();
    await page.getByRole('cell', { name: 'Operating account' }).click();
    await page.locator('.transactions').waitFor();
    await expectInLanguage(lang, 'accounts');
  });

  /**
   * A file with problems of each kind: the demo's second sample (a changed IBAN, a repeated invoice,
   * a new payee), an exact copy of a row, an IBAN that cannot be right and an amount that cannot be read.
   */
  const withProblems = [
    'name,iban,amount,currency,message',
    'Mikko Laine,DE89370400440532013000,1250.00,EUR,Salary December',
    'Sofia Berg,GB29NWBK60161331926819,980.50,EUR,Salary December',
    'Printing House Oy,FI3240060010123456,305.60,EUR,Invoice 2026-1187',
    'Nordic Office Supplies,NL91ABNA0417164300,142.30,EUR,Invoice 77655',
    'Baltic Cleaning Services,EE382200221020145685,450.00,EUR,Invoice 2026-0412',
    'Sofia Berg,GB29NWBK60161331926819,980.50,EUR,Salary December',
    'Wrong Iban Oy,DE00123456780000000000,10.00,EUR,Invoice 5',
    'Odd Amount Oy,BE68539007547034,12.3.4,EUR,Invoice 6',
  ].join('\r\n');

  it.each(LANGUAGES)('%s: Fix and Review of a file with problems', async (lang) => {
    const { page } = app;
    const words = CATALOGS[lang];
    await nav().nth(SECTIONS.settings).click();
    await page.locator('.language-panel select').first().selectOption(lang);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await nav().nth(SECTIONS.payments).click();
    // The last language left the run at Review (or the first run at its outcome): start again.
    const back = page.getByRole('button', { name: words.run.backToFix });
    const newRun = page.getByRole('button', { name: words.run.newRun });
    await expect.poll(async () => (await back.count()) + (await newRun.count())).toBeGreaterThan(0);
    if (await back.count()) {
      await back.click();
      await page.getByRole('button', { name: words.payments.chooseAnother }).click();
    } else await newRun.click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'problems.csv', mimeType: 'text/csv', buffer: Buffer.from(withProblems) });
    const problems = page.getByRole('list', { name: words.payments.problemsInFile });
    await expect.poll(() => problems.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expectInLanguage(lang, 'fix');
    for (const line of [8, 9]) {
      await page.getByRole('button', { name: words.fix.removeLine.replace('{{line}}', String(line)) }).click();
    }
    await page.getByRole('button', { name: words.send.review }).click();
    const review = page.getByRole('group', { name: words.send.reviewGroup, exact: true });
    await review.getByTestId('review-bulk').first().waitFor({ timeout: 30_000 });
    await expectInLanguage(lang, 'review');
    if (lang === 'de') await screenshotsAtBothSizes(app, 'review-problems-de');
  });
});
