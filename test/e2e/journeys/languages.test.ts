import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES, type Language } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

// Line 3: IBAN check digits wrong. Line 4: too many decimals. Line 5: a duplicate of line 2 (warning).
// Lines 2 and 5: a payee the demo's history never paid (a warning each).
const broken = [
  'name,iban,amount,currency,message',
  'Acme Oy,FI2112345600000785,1125.50,EUR,Invoice 1',
  'Beta Oy,FI2112345600000786,10.00,EUR,Invoice 2',
  'Gamma Oy,DE89370400440532013000,7.505,EUR,Invoice 3',
  'Acme Oy,FI2112345600000785,1125.50,EUR,Invoice 1',
].join('\r\n');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** What each language must show, word for word, on the import screen. */
const EXPECTED: Record<Language, { summary: string; money: RegExp; iban: RegExp }> = {
  en: { summary: '4 payments, 1 bulk, 2 errors in 2 rows, 3 warnings', money: /€2,261\.00/, iban: /^Check digits/ },
  fi: {
    summary: '4 maksua, 1 erä, 2 virhettä 2 rivillä, 3 varoitusta',
    money: /2\s261,00\s€/,
    iban: /^Tarkisteet/,
  },
  sv: {
    summary: '4 betalningar, 1 bunt, 2 fel på 2 rader, 3 varningar',
    money: /2\s261,00\s€/,
    iban: /^Kontrollsiffrorna/,
  },
  de: {
    summary: '4 Zahlungen, 1 Sammelzahlung, 2 Fehler in 2 Zeilen, 3 Warnungen',
    money: /2\.261,00\s€/,
    iban: /^Die Prüfziffern/,
  },
};

describeInBrowser('journey: the main screens in English, Finnish, Swedish and German', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'languages' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const nav = () => app.page.getByRole('navigation').first().getByRole('button');
  const SECTIONS = ['home', 'payments', 'history', 'payees', 'accounts', 'settings'] as const;

  /** Each size: a full-page screenshot, and axe on what is shown. */
  async function capture(lang: Language, screen: string) {
    for (const size of SIZES) {
      await app.page.setViewportSize(size);
      await app.screenshot(`${lang}-${screen}-${size.width}x${size.height}`);
    }
    await expectAccessible(app.page, `${screen} (${lang})`);
  }

  it('imports a file once, so every language shows its problems', async () => {
    await nav().nth(1).click(); // Payments (the app opens on Home)
    await app.page.locator('input[type=file]').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(broken),
    });
    // The payee book's warnings come a moment after the file's own (the core is asked about the payees).
    await expect
      .poll(() => app.page.getByTestId('import-summary').textContent(), { timeout: 15_000 })
      .toBe(EXPECTED.en.summary);
  });

  it.each(LANGUAGES)('shows the main screens in %s, chosen in Settings and kept after a reload', async (lang) => {
    const { page } = app;
    const words = CATALOGS[lang];
    await nav().nth(5).click();
    await page.locator('.language-panel select').first().selectOption(lang);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await page.reload();
    // The first screen comes once its language's catalog is read (a chunk of its own but for English).
    await nav().first().waitFor();
    await expect.poll(() => nav().allTextContents()).toEqual(SECTIONS.map((s) => words.nav[s]));
    await nav().nth(5).click();
    await page.getByRole('heading', { level: 1, name: words.settings.title }).waitFor();
    await capture(lang, 'settings');

    await nav().nth(1).click();
    // A reload empties the import screen: open the file again.
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(broken),
    });
    const summary = page.getByTestId('import-summary');
    // The payee book's warnings come a moment after the file's own (the core is asked about the payees).
    await expect.poll(() => summary.textContent(), { timeout: 30_000 }).toBe(EXPECTED[lang].summary);
    await expect.poll(() => page.getByTestId('bulk').textContent()).toMatch(EXPECTED[lang].money);
    const problems = page.getByRole('list', { name: words.payments.problemsInFile });
    await expect
      .poll(async () => (await problems.getByRole('listitem').first().textContent()) ?? '')
      .toContain(`${words.payments.line.replace('{{line}}', '3')} · IBAN`);
    await expect
      .poll(async () => (await problems.locator('.problem-message').first().textContent()) ?? '')
      .toMatch(EXPECTED[lang].iban);
    await capture(lang, 'payments');

    await nav().nth(2).click();
    await page.getByRole('heading', { level: 1, name: words.history.title }).waitFor();
    await capture(lang, 'history');

    await nav().nth(4).click();
    await page.getByRole('heading', { level: 1, name: words.accounts.title }).waitFor();
    await capture(lang, 'accounts');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('follows the OS into the dark theme, readable (axe colour contrast) on every main screen', async () => {
    const { page } = app;
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()))
        .toBe('#11151c');
      for (const [index, screen] of ['payments', 'history', 'accounts', 'settings'].entries()) {
        await nav()
          .nth(index + 1)
          .click();
        await page.locator('h1').first().waitFor();
        await capture('de', `dark-${screen}`);
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it('follows the computer again when "same as the computer" is chosen', async () => {
    const { page } = app;
    await nav().nth(5).click();
    await page.locator('.language-panel select').first().selectOption('system');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => nav().allTextContents()).toEqual(SECTIONS.map((s) => CATALOGS.en.nav[s]));
  });

  it('takes an amount typed with the Finnish decimal comma in the single-payment form', async () => {
    const { page } = app;
    const fi = CATALOGS.fi;
    await nav().nth(5).click();
    await page.locator('.language-panel select').first().selectOption('fi');
    await nav().nth(4).click();
    await page.getByLabel(fi.signIn.email).fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel(fi.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: fi.signIn.submit }).click();
    // The demo bank's phone approves by itself after a few seconds.
    await page.getByRole('button', { name: fi.accounts.tabPay }).click({ timeout: 30_000 });
    await page.getByLabel(fi.accountsScreens.receiverName).fill('Nordic Freight AB');
    await page.getByLabel(fi.field.iban, { exact: true }).fill('FI21 1234 5600 0007 85');
    await page.getByLabel(fi.accountsScreens.amount, { exact: true }).fill('1250,50');
    await page.getByLabel(fi.accountsScreens.messageToReceiver).fill('Lasku 4471');
    await page.getByRole('button', { name: fi.accountsScreens.createPayment }).click();
    await page.getByRole('heading', { name: fi.accountsScreens.checkAndConfirm }).waitFor();
    await page.getByText(fi.accountsScreens.createdNotConfirmed).waitFor();
    await expect.poll(() => page.locator('.facts strong').first().textContent()).toMatch(/^1\s250,50\s€$/);
    await capture('fi', 'single-payment-decimal-comma');
    await page.getByRole('button', { name: fi.accountsScreens.discard }).click();
  });

  const ABROAD = ['fi', 'sv', 'de'] as const;
  const bankProfile = 'Nordbank Produktionsumgebung';

  it.each(ABROAD)(
    'shows the Settings sub-panels, an account’s transactions with a detail and the single-payment form in %s',
    async (lang) => {
      const { page } = app;
      const w = CATALOGS[lang];
      const sp = w.settingsPanels;
      const ac = w.accountsScreens;
      await nav().nth(5).click();
      await page.locator('.language-panel select').first().selectOption(lang);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);

      // Settings: a bank profile of one's own shows every sub-panel (the demo bank's are installed for it);
      // the test bridge lets profiles talk to this machine only.
      await nav().nth(5).click();
      const profileButton = page.getByRole('list', { name: w.settings.profiles }).getByRole('button', {
        name: new RegExp(bankProfile),
      });
      if ((await profileButton.count()) === 0) {
        await page.getByRole('button', { name: w.settings.addProfile }).click();
        const form = page.getByRole('form', { name: w.settings.addProfile });
        await form.getByLabel(sp.profileName).fill(bankProfile);
        await form.getByLabel(sp.baseUrl).fill('http://127.0.0.1:9/nordbank');
        await form.getByLabel(sp.bulkBaseUrl).fill('http://127.0.0.1:9/nordbank-bulk');
        await capture(lang, 'settings-profile-form');
        await form.getByRole('button', { name: sp.addProfileButton }).click();
      } else await profileButton.click();
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${sp.certificateHeading}`) }).waitFor();
      await page.getByText(sp.noKeyYet).waitFor();
      await page.getByText(sp.importKey).waitFor();
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${sp.onboarding}`) }).waitFor();
      await page.getByRole('heading', { level: 4, name: sp.onboardingAccount }).waitFor();
      await page.getByText(sp.csrNoKey).click(); // opens the key-generation form
      await page.getByLabel(sp.organisationIdentifierPsd2).waitFor();
      await page.getByRole('heading', { level: 3, name: sp.dataFolder }).waitFor();
      // The demo bank Bulkpay made itself is named in the user's language too.
      await page.getByRole('list', { name: w.settings.profiles }).getByText(sp.demoName).waitFor();
      await capture(lang, 'settings-panels');

      // Accounts: an account's transactions, the filters, and one transaction's detail.
      await nav().nth(4).click();
      await page.getByRole('button', { name: w.accounts.tabAccounts }).click();
      await page.getByRole('cell', { name: 'Operating account' }).click();
      const list = page.getByRole('table', { name: w.accounts.transactions });
      await list.getByRole('columnheader', { name: ac.bookedExecuted }).waitFor();
      const rows = list.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
      await rows.first().waitFor();
      await page.getByRole('group', { name: ac.filterTransactions }).getByText(ac.direction).waitFor();
      await rows.first().click();
      await page.getByRole('heading', { level: 2, name: ac.transaction, exact: true }).waitFor();
      const detail = page.locator('aside.detail');
      await detail.getByText(ac.transactionId, { exact: true }).waitFor();
      await detail.getByText(ac.bookingDate, { exact: true }).waitFor();
      await capture(lang, 'transaction-detail');
      await page.keyboard.press('Escape');

      // The single-payment form, with the shared rules' messages in this language.
      await page.getByRole('button', { name: w.accounts.tabPay }).click();
      await page.getByRole('heading', { name: ac.newPayment }).waitFor();
      await page.getByLabel(ac.receiverName).fill('Müller & Söhne Großhandelsgesellschaft mbH');
      await page.getByLabel(w.field.iban, { exact: true }).fill('FI21 1234 5600 0007 86');
      await page.getByLabel(ac.amount, { exact: true }).fill('10,999');
      await page.getByRole('button', { name: ac.createPayment }).click();
      const checkDigits = w.msg.iban_checksum.split('(')[0]!.trim();
      await page.getByText(checkDigits, { exact: false }).waitFor();
      await page.getByText(w.msg.reference_missing).waitFor();
      // The amount in the message as the user wrote it, with the locale's decimal comma.
      await page.getByText(/10,999/).waitFor();
      await capture(lang, 'single-payment-form');
    },
  );

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
