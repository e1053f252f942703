import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { goTo, signInAsCustomer } from '../harness/steps';

// Issue 13 §2 and §4: one payment run as steps (Import → Fix → Review → Approve on the phone →
// Outcome), kept by the core while it is being fixed so a restart resumes it from Home with the
// edits replayed; two bulks mean two approvals, said before sending; the outcome says what
// happened to the money (paid, partly paid with amounts, expired). A second run in German.
// Real core, sandbox over HTTP, SQLite and Chromium; the "phone" is the sandbox's control API.

const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
// 100 payments of 200.00 (bulk 1: 20,000.00), then 4,000.00 and 3,000.00 (bulk 2). The demo
// account holds 25,000.00: after bulk 1 only the 4,000.00 of bulk 2 is covered. Line 4 has a
// broken IBAN to fix; the last line is a stray row to remove.
const payroll = [
  'name,iban,amount,currency,message',
  ...Array.from({ length: 100 }, (_, i) =>
    i === 2 ? `Payee 3,FI00 1234,200.00,EUR,Salary 3` : `Payee ${i + 1},${ibans[i % 3]},200.00,EUR,Salary ${i + 1}`,
  ),
  `Big Supplier Oy,${ibans[0]},4000.00,EUR,Invoice 501`,
  `Other Supplier Oy,${ibans[1]},3000.00,EUR,Invoice 502`,
  'Stray Row,,,,',
].join('\r\n');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

describeInBrowser('journey: a guided payment run, resumed after a restart, to outcomes that say what happened', () => {
  let app: E2eApp;
  let bank: TestBank;

  beforeAll(async () => {
    bank = await startBank({ demo: true });
    app = await launchApp({ journey: 'guided-run', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  /** Both sizes of the step on screen, then axe on it (one h1 per screen is checked there too). */
  async function capture(name: string) {
    for (const size of SIZES) {
      await app.page.setViewportSize(size);
      await app.screenshot(`${name}-${size.width}x${size.height}`);
    }
    await app.page.setViewportSize({ width: 1280, height: 800 });
    expect(await app.page.locator('h1').count()).toBe(1);
    await expectAccessible(app.page, name);
  }

  const steps = () => app.page.getByRole('navigation', { name: 'Steps of the payment run' });
  const currentStep = () => steps().locator('[aria-current=step] .run-step-name').textContent();
  const summary = () => app.page.getByTestId('import-summary').textContent();
  const focused = () =>
    app.page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent?.trim()}`);

  it('Import: the run starts as steps, with what comes next', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(app, bank, psu.email, psu.password);
    await goTo(app, 'Payments');
    expect(await currentStep()).toBe('Import');
    expect(await app.page.getByTestId('run-step-hint').textContent()).toMatch(/Next: Fix\.$/);
    await capture('1-import');
  });

  it('Fix: one broken IBAN fixed in its cell and a stray row removed', async () => {
    const { page } = app;
    await page.locator('input[type=file]').setInputFiles({
      name: 'payroll.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(payroll),
    });
    await expect.poll(summary).toMatch(/^103 payments, 2 bulks, \d+ errors? in 2 rows/);
    expect(await currentStep()).toBe('Fix');
    expect(await page.getByRole('button', { name: 'Review before sending' }).isDisabled()).toBe(true);
    await capture('2-fix-problems');

    // Line 4 removed, then put back with Undo, before its IBAN is fixed: the undo must be kept
    // with the run, or the fix would be saved onto the row below it (line 5).
    await page.getByLabel('Show only rows with problems').check();
    await page.getByRole('button', { name: 'Remove line 4' }).click();
    await expect.poll(summary).toMatch(/^102 payments/);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(summary).toMatch(/^103 payments/);
    await page.getByLabel('Show only rows with problems').uncheck();
    await page.getByRole('button', { name: /^IBAN, line 4:/ }).click();
    await page.getByLabel('IBAN, line 4').fill(ibans[2]!);
    await page.keyboard.press('Enter');
    await page.getByLabel('Show only rows with problems').check();
    await page.getByRole('button', { name: 'Remove line 104' }).click();
    await page.getByLabel('Show only rows with problems').uncheck();
    await expect.poll(summary).toMatch(/^102 payments, 2 bulks, no errors/);
    await expect.poll(() => page.getByTestId('fix-left').textContent()).toMatch(/^No errors left/);
    await capture('3-fix-done');
  });

  it('a restart in the middle: Home offers the run, and opening it replays the edits at its step', async () => {
    const { page } = app;
    // The run is saved shortly after each change: wait until the core has the last one.
    await waitFor('the run saved with its changes', async () => {
      const runs = (await app.core.db.prepare('SELECT changes FROM run_drafts').all()) as { changes: string }[];
      const changes =
        runs.length === 1 ? (JSON.parse(runs[0]!.changes) as { cells: unknown[]; removed: number[] }) : undefined;
      return changes?.cells.length === 1 && changes.removed.length === 1 ? changes : undefined;
    });
    await app.stopCore();
    await app.startCore();
    await page.reload();
    await goTo(app, 'Home');
    const runs = page.getByRole('region', { name: 'Payment runs in progress' });
    const draft = runs.getByTestId('home-draft').filter({ hasText: 'payroll.csv' });
    await draft.getByText('Ready to review').waitFor();
    expect(await draft.textContent()).toContain('102 payments');
    await capture('4-home-resume');

    await draft.getByRole('button', { name: 'Continue payroll.csv' }).click();
    await expect.poll(summary, { timeout: 20_000 }).toMatch(/^102 payments, 2 bulks, no errors/);
    expect(await currentStep()).toBe('Fix');
    expect(await page.getByText('Stray Row').count()).toBe(0);
    // Line 4 is back with its fixed IBAN; line 5 kept its own.
    expect(await page.getByText('Payee 3', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^IBAN, line 4:/ }).textContent()).toContain('NL91');
    expect(await page.getByRole('button', { name: /^IBAN, line 5:/ }).textContent()).toContain('DE89');
  });

  it('Review: two bulks mean two approvals on the phone, said plainly, with a way to stop', async () => {
    const { page } = app;
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    expect(await currentStep()).toBe('Review');
    // The step changed: focus is on its heading, so a screen reader says where the user is.
    await expect.poll(focused).toMatch(/^H1:Review/);
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor();
    await review.getByLabel('I have checked these warnings').check();
    await review.getByRole('button', { name: 'Send 102 payments' }).click();
    const confirm = page.getByRole('group', { name: /^This sends 2 bulks: 2 approvals on your phone/ });
    await confirm.waitFor();
    await expect.poll(focused).toMatch(/^H3:This sends 2 bulks/);
    expect(await confirm.textContent()).toMatch(/each of the 2 bulks needs its own approval/);
    await capture('5-review-two-approvals');
    // Stop: nothing goes to the bank.
    await confirm.getByRole('button', { name: 'Stop: do not send' }).click();
    expect(await bank.control.listBulks()).toHaveLength(0);
    await expect.poll(focused).toBe('BUTTON:Send 102 payments');
    await review.getByRole('button', { name: 'Send 102 payments' }).click();
    await confirm.getByRole('button', { name: 'Send 2 bulks and approve each' }).click();
  });

  it('Approve on the phone: each bulk waits with its time left; approving both leads to the outcome', async () => {
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor();
    const cards = page.getByRole('list', { name: 'Bulks on their way' }).getByTestId('bulk-card');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => cards.first().textContent()).toMatch(/Waiting for approval \(\d+:\d\d left\)/);
    await capture('6-approve');
    // The draft left the core once sent: Home shows the bulks, not a run to fix.
    expect(await app.core.db.prepare('SELECT count(*) AS n FROM run_drafts').get()).toEqual({ n: 0 });

    const atBank = await waitFor('both bulks at the bank', async () => {
      const listed = await bank.control.listBulks();
      return listed.length === 2 ? listed.sort((a, b) => Number(a.total_amount) - Number(b.total_amount)) : undefined;
    });
    // Bulk 2 (7,000.00) is approved after bulk 1 (20,000.00) has taken its money.
    await bank.control.approveBulk(atBank[1]!.bulk_id);
    await expect.poll(() => cards.first().getAttribute('data-state'), { timeout: 30_000 }).toBe('approved');
    await bank.control.approveBulk(atBank[0]!.bulk_id);
  });

  it('Outcome: Paid, and Partly paid with the amounts paid and not sent', async () => {
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor({ timeout: 30_000 });
    const cards = page.getByRole('list', { name: 'Bulks of this run' }).getByTestId('bulk-card');
    await expect.poll(() => cards.nth(0).locator('.badge').first().textContent()).toBe('Paid');
    await expect
      .poll(() => cards.nth(1).textContent())
      .toContain('Partly paid (1 of 2; €4,000.00 paid, €3,000.00 not sent)');
    expect(await page.getByTestId('run-outcome').textContent()).toBe(
      '101 of 102 payments paid. €24,000.00 paid, €3,000.00 not paid.',
    );
    expect(await page.locator('body').textContent()).not.toMatch(/not_sent_count|notenoughbalance|pending_approval/);
    await capture('7-outcome-partly-paid');

    // Its bulk, opened, starts at the top and says in words what happened.
    await cards.nth(1).getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bulk 2 of payroll.csv' }).waitFor();
    const audit = page.getByTestId('audit-trail');
    await expect
      .poll(() => audit.textContent())
      .toContain('the bank took the bulk and asked for approval on the phone');
    expect(await audit.textContent()).toContain('approved on the phone; paid, except 1 not sent: not enough balance');
    expect(await audit.textContent()).not.toMatch(/bulk_|status_changed/);
    expect(await page.evaluate(() => document.getElementById('content')?.scrollTop ?? 0)).toBe(0);
    await capture('8-bulk-audit');
    // History opens on its list, not on the bulk last opened.
    await goTo(app, 'Payments');
    await goTo(app, 'History');
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
  });

  it('a second run in German: sent, not approved within the hour, shown as Abgelaufen (expired)', async () => {
    const { page } = app;
    const de = CATALOGS.de;
    await goTo(app, 'Settings');
    await page.locator('.language-panel select').first().selectOption('de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('button', { name: de.nav.payments }).click();
    await page.getByRole('button', { name: de.run.newRun }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'lieferanten.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['name,iban,amount,currency,message', `Lieferant GmbH,${ibans[0]},12.50,EUR,Rechnung 7`].join('\r\n'),
      ),
    });
    // The summary comes once the payee book has answered too (a round trip to the core).
    await expect.poll(summary, { timeout: 20_000 }).toMatch(/^1 Zahlung/);
    await capture('9-de-fix');
    await page.getByRole('button', { name: de.send.review }).click();
    // The payee book knows this IBAN under the first run's payee names: a warning, checked and ticked.
    const tick = page.getByLabel(de.send.checked);
    await tick.waitFor();
    await expect.poll(() => page.getByText(new RegExp(`^Zeile 2: DE89 3704 0044 0532 0130 00`)).count()).toBe(1);
    await tick.check();
    await page.getByRole('button', { name: '1 Zahlung senden' }).click();
    await page.getByRole('heading', { level: 1, name: de.run.approveTitle }).waitFor();
    const card = page.getByTestId('bulk-card').first();
    await expect.poll(() => card.getAttribute('data-state')).toBe('pending_approval');
    await capture('10-de-approve');

    // Nobody approves: the hour passes at the bank (its clock) and on this computer (the time the
    // bank took the bulk, moved an hour back, as the app's own clock cannot be advanced).
    const bulkId = await card.getAttribute('data-bulk-id');
    app.core.db
      .prepare("UPDATE bulks SET accepted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes') WHERE id = ?")
      .run(bulkId);
    await bank.control.advanceClock(3601);
    // The bank session ended with the hour too: sign in again so the app can ask about the bulk.
    const psu = bank.sandbox.demo!.psu;
    await nav.getByRole('button', { name: de.nav.accounts }).click();
    const email = page.getByLabel(de.signIn.email);
    await expect
      .poll(
        async () => {
          await nav.getByRole('button', { name: de.nav.payments }).click();
          await nav.getByRole('button', { name: de.nav.accounts }).click();
          return email.isVisible();
        },
        { timeout: 40_000, interval: 1000 },
      )
      .toBe(true);
    await email.fill(psu.email);
    await page.getByLabel(de.signIn.password).fill(psu.password);
    await page.locator('.signin button[type=submit]').click();
    const open = await waitFor('the consent request', async () =>
      (await bank.control.listConsents()).find((c) => c.state === 'open'),
    );
    await bank.control.approveConsent(open.id);
    await email.waitFor({ state: 'detached' });
    await nav.getByRole('button', { name: de.nav.payments }).click();
    await page.getByRole('heading', { level: 1, name: de.run.outcomeTitle }).waitFor({ timeout: 60_000 });
    await expect.poll(() => card.textContent()).toContain(de.run.expired);
    expect(await card.textContent()).toContain(de.run.expiredText);
    await capture('11-de-outcome-expired');
    await nav.getByRole('button', { name: de.nav.settings }).click();
    await page.locator('.language-panel select').first().selectOption('en');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
