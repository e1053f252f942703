import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '../../../src-shared/i18n/format';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes, signInAsCustomer } from '../harness/steps';

// Issue 27 §1, §3, §9: a clerk pays a run with balances on screen. While the bank processes the
// bulk, Home shows the money as reserved; once it is paid, Home and Accounts show the bank's own
// balance (not the one from before). The run's bulk opens in Payments (the sidebar stays there)
// and its CSV and JSON exports are downloads in the browser, as the PDF is.
// Real core, sandbox over HTTP, SQLite and Chromium; the "phone" is the sandbox's control API.

const run = [
  'name,iban,bic,amount,currency,message',
  'Nordic Freight AB,DE89370400440532013000,COBADEFFXXX,4000.15,EUR,Invoice 88',
  'Acme Oy,NL91ABNA0417164300,ABNANL2A,50.00,EUR,Rechnung RE-2026-1047 Lieferung Kalenderwoche 46 Lager Nord',
].join('\r\n');

describeInBrowser('journey: a clerk pays a run, and the balances on Home and Accounts are the bank’s', () => {
  let app: E2eApp;
  let bank: TestBank;

  beforeAll(async () => {
    // The bank takes a while to pay the bulk, so the money is seen on its way.
    bank = await startBank({ demo: true, processingDelayMs: 8_000 });
    app = await launchApp({ journey: 'clerk-day', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
  });
  afterAll(async () => {
    if (app?.problems.length) console.log('PROBLEMS', app.problems);
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  const payingAccount = async () => {
    const psu = (await bank.control.listPsus()).find((p) => p.email === bank.sandbox.demo!.psu.email)!;
    return psu.accounts[0]!;
  };
  /** The available balance a screen shows for an account (its row found by the account's name). */
  const shownBalance = (name: string) =>
    app.page.locator('tr').filter({ hasText: name }).getByTestId('available').first().textContent();
  const section = () =>
    app.page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]').first().textContent();

  /** The first cell of each column, header and first row: they line up (every row is its own grid). */
  const columnStarts = (row: string) =>
    app.page
      .locator(`.pt-scroll [role=row]${row}`)
      .first()
      .evaluate((r) => [...r.children].map((c) => Math.round(c.getBoundingClientRect().x)));

  /**
   * The Fix table (issue 27 §5): at 1280×800 the Amount column is in sight beside the pinned payee;
   * at 1920×1080 the table has room for every column, so no message is cut and nothing scrolls.
   */
  async function expectAmountInSightAndNothingCut() {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
    const scroller = page.locator('.pt-scroll');
    const [header, box] = [await amountHeader.boundingBox(), await scroller.boundingBox()];
    expect(header!.x + header!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await screenshotsAtBothSizes(app, 'fix-table');
    await page.setViewportSize({ width: 1920, height: 1080 });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role=gridcell] button')]
        .filter((b) => b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.getAttribute('aria-label')),
    );
    expect(cut).toEqual([]);
    // Every column in sight: the message is not hidden past the table's right edge either.
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    expect(await columnStarts('.pt-head')).toEqual(await columnStarts(':not(.pt-head)'));
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columnStarts('.pt-head')).toEqual(await columnStarts(':not(.pt-head)'));
  }

  /** Whether `cell` is in sight: inside the table's scroller, clear of its sticky header and pinned columns. */
  async function expectInSight(cell: Locator) {
    const { page } = app;
    const [shown, area, head] = await Promise.all([
      cell.boundingBox(),
      page.locator('.pt-scroll').boundingBox(),
      page.locator('.pt-head').boundingBox(),
    ]);
    const pinned = await page.locator('.pt-head .pt-pin-name').boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(head!.y + head!.height - 1);
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(area!.y + area!.height + 1);
    expect(shown!.x).toBeGreaterThanOrEqual(pinned!.x + pinned!.width - 1);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(area!.x + area!.width + 1);
    // Not under the window's edge nor the run's sticky footer (the Send panel) either.
    const footer = await page.locator('.run-footer').boundingBox();
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(
      Math.min(page.viewportSize()!.height, footer?.y ?? Infinity) + 1,
    );
  }

  it('Enter on a problem in the problem list focuses its cell, in sight, at both sizes', async () => {
    const { page } = app;
    await goTo(app, 'Payments');
    const long = (i: number) => `Invoice ${i} ${'Lieferung Lager Nord '.repeat(i === 30 ? 8 : 2)}`.trim();
    const rows = Array.from({ length: 40 }, (_, i) => {
      const line = i + 2;
      const amount = line === 16 ? '12x' : `${100 + i}.00`;
      return `Payee ${line},DE89370400440532013000,COBADEFFXXX,${amount},EUR,${long(line)}`;
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'long.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['name,iban,bic,amount,currency,message', ...rows].join('\r\n')),
    });
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 30_000 })
      .toMatch(/^40 payments, 1 bulk, 2 errors in 2 rows/);
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [problem, cell] of [
        [/^Line 16 · Amount/, 'Amount, line 16'],
        [/^Line 30 · Message/, 'Message, line 30'],
      ] as const) {
        await page.locator('.pt-scroll').evaluate((e) => e.scrollTo(0, 0));
        const item = problems.getByRole('button', { name: problem });
        if (!(await item.isVisible())) {
          for (const toggle of await problems.locator('.pg-toggle[aria-expanded=false]').all()) await toggle.click();
        }
        await item.focus();
        await page.keyboard.press('Enter');
        const focused = page.getByRole('button', { name: new RegExp(`^${cell}:`) });
        await expect.poll(() => focused.evaluate((e) => e === document.activeElement)).toBe(true);
        await expectInSight(focused);
      }
      await app.screenshot(`fix-problem-in-sight-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Choose another file' }).click();
  });

  it('Home shows the balance the bank has before the run', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(app, bank, psu.email, psu.password);
    await goTo(app, 'Home');
    const account = await payingAccount();
    await expect.poll(() => shownBalance(account.name)).toBe(formatMoney(account.balance, 'EUR', 'en'));
  });

  it('pays the run: while the bank processes it, Home shows the money reserved, on its way', async () => {
    const { page } = app;
    await goTo(app, 'Payments');
    // Sending needs the bank session: its time left is in sight here too, not only on Accounts.
    expect(await page.getByTestId('session-left').textContent()).toMatch(/^Bank session: \d+ min left$/);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'pay.csv', mimeType: 'text/csv', buffer: Buffer.from(run) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^2 payments, 1 bulk, no errors/);
    await expectAmountInSightAndNothingCut();
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor();
    const checked = review.getByLabel('I have checked these warnings');
    if (await checked.count()) await checked.check();
    await review.getByRole('button', { name: 'Send 2 payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor();
    const [atBank] = await waitFor('the bulk at the bank', async () => {
      const listed = await bank.control.listBulks();
      return listed.length === 1 ? listed : undefined;
    });
    await bank.control.approveBulk(atBank!.bulk_id);
    const card = page.getByTestId('bulk-card').first();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/^(approved|processing)$/);

    await goTo(app, 'Home');
    const account = await payingAccount();
    const reserved = page.getByTestId('on-its-way');
    await expect.poll(() => reserved.textContent()).toBe('€4,050.15 reserved: on its way');
    await screenshotsAtBothSizes(app, 'home-money-on-its-way');
    // Still the bank's balance of before (the bank has not paid yet): shown as the bank says it.
    expect(await shownBalance(account.name)).toBe(formatMoney(account.balance, 'EUR', 'en'));
  });

  it('once paid, Home and Accounts show the balance the bank has now, with nothing reserved', async () => {
    const { page } = app;
    await goTo(app, 'Payments');
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor({ timeout: 40_000 });
    const account = await payingAccount();
    const bankNow = formatMoney(account.balance, 'EUR', 'en');
    expect(bankNow).toBe('€20,949.85');

    await goTo(app, 'Home');
    await expect.poll(() => shownBalance(account.name)).toBe(bankNow);
    await expect.poll(() => page.getByTestId('on-its-way').count()).toBe(0);
    await screenshotsAtBothSizes(app, 'home-after-payment');

    await goTo(app, 'Accounts');
    await expect.poll(() => shownBalance(account.name)).toBe(bankNow);
    expect(await page.getByTestId('on-its-way').count()).toBe(0);
    await screenshotsAtBothSizes(app, 'accounts-after-payment');
  });

  it('Open on the run’s bulk shows it in Payments, and its CSV and JSON exports are downloads', async () => {
    const { page } = app;
    await goTo(app, 'Payments');
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor();
    await page.getByTestId('bulk-card').first().getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bulk 1 of pay.csv' }).waitFor();
    expect(await section()).toBe('Payments');

    for (const [button, pattern] of [
      ['Export CSV', /Nordic Freight AB/],
      ['Export JSON', /"Acme Oy"/],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bulkpay-bulk-[0-9a-f-]{1,8}-\d{4}-\d\d-\d\d\.(csv|json)$/);
      const saved = await download.path();
      expect(readFileSync(saved, 'utf8')).toMatch(pattern);
      await expect.poll(() => page.getByTestId('history-export').textContent()).toMatch(/2 payments/);
    }
    await screenshotsAtBothSizes(app, 'payments-bulk-exported');

    await page.getByRole('button', { name: '← All payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor();
    expect(await section()).toBe('Payments');
  });

  it('History’s search exports are downloads too, holding exactly the payments found', async () => {
    const { page } = app;
    await goTo(app, 'History');
    await page.getByLabel('Payee').fill('Acme');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-count').textContent()).toBe('1–1 of 1 payment');
    const search = page.locator('form').filter({ has: page.getByRole('button', { name: 'Search', exact: true }) });
    for (const [button, format] of [
      ['Export CSV', 'csv'],
      ['Export JSON', 'json'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        search.getByRole('button', { name: button, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^bulkpay-payments-\\d{4}-\\d\\d-\\d\\d\\.${format}$`));
      const content = readFileSync(await download.path(), 'utf8');
      expect(content).toMatch(/Acme Oy/);
      expect(content).not.toMatch(/Nordic Freight AB/);
      await expect
        .poll(() => page.getByTestId('history-export').textContent())
        .toBe('1 payment saved in ' + download.suggestedFilename() + '.');
    }
    await screenshotsAtBothSizes(app, 'history-search-exported');
    expect(app.problems).toEqual([]);
  });
});
