import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPreferences } from '../../../src-main/features/preferences/preferences';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { RECORD_NOTIFICATIONS, shownNotifications } from '../harness/notifications';
import { goTo, screenshotsAtBothSizes, signInAsCustomer } from '../harness/steps';

// Issue 23, risk-scaled release: desktop notifications, only once the user switched them on in
// Settings (kept in the core's preferences). The browser has granted the permission; the page's
// Notification API is wrapped before the app loads so every notification it shows is recorded.
// Real core, sandbox over HTTP, SQLite and Chromium; the "phone" is the sandbox's control API.

const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
// 100 payments of 200.00 (bulk 1: 20,000.00), then 4,000.00 and 3,000.00 (bulk 2). The demo
// account holds 25,000.00: approved after bulk 1, bulk 2 can pay only its 4,000.00.
const payroll = [
  'name,iban,amount,currency,message',
  ...Array.from({ length: 100 }, (_, i) => `Payee ${i + 1},${ibans[i % 3]},200.00,EUR,Salary ${i + 1}`),
  `Big Supplier Oy,${ibans[0]},4000.00,EUR,Invoice 501`,
  `Other Supplier Oy,${ibans[1]},3000.00,EUR,Invoice 502`,
].join('\r\n');

describeInBrowser('journey: desktop notifications, switched on in Settings, tell of a bulk partly paid', () => {
  let app: E2eApp;
  let bank: TestBank;

  beforeAll(async () => {
    bank = await startBank({ demo: true });
    app = await launchApp({
      journey: 'desktop-notifications',
      core: { demoBank: false },
      permissions: ['notifications'],
      initScript: RECORD_NOTIFICATIONS,
    });
    await installOnboardedProfile(app.core, bank);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  const shown = () => shownNotifications(app.page);

  it('Settings: the switch is off until the user turns it on, and stays on after a reload', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    const toggle = page.getByRole('switch', { name: 'Desktop notifications' });
    expect(await toggle.isChecked()).toBe(false);
    expect(readPreferences(app.dataDir).notifications).toBe(false);
    await toggle.check();
    await expect.poll(() => readPreferences(app.dataDir).notifications).toBe(true);
    await page.reload();
    await goTo(app, 'Settings');
    await expect.poll(() => page.getByRole('switch', { name: 'Desktop notifications' }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Notifications' }).scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(app, 'settings-notifications');
  });

  it('a bulk ending partly paid shows one notification: counts and amounts, no account number', async () => {
    const { page } = app;
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(app, bank, psu.email, psu.password);
    await goTo(app, 'Payments');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(payroll) });
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 30_000 })
      .toMatch(/^102 payments, 2 bulks/);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor();
    await review.getByLabel('I have checked these warnings').check();
    await review.getByRole('button', { name: 'Send 102 payments' }).click();
    await page.getByRole('button', { name: 'Send 2 bulks and approve each' }).click();

    const atBank = await waitFor('both bulks at the bank', async () => {
      const listed = await bank.control.listBulks();
      return listed.length === 2 ? listed.sort((a, b) => Number(a.total_amount) - Number(b.total_amount)) : undefined;
    });
    // The 20,000.00 bulk takes its money first; the 7,000.00 one then pays only 4,000.00.
    await bank.control.approveBulk(atBank[1]!.bulk_id);
    const cards = page.getByTestId('bulk-card');
    await expect.poll(() => cards.first().getAttribute('data-state'), { timeout: 30_000 }).toBe('approved');
    expect(await shown()).toEqual([]);
    await bank.control.approveBulk(atBank[0]!.bulk_id);

    await expect.poll(shown, { timeout: 30_000 }).toEqual([
      {
        title: 'A bulk was only partly paid',
        body: '1 of 2 payments paid: €4,000.00 paid, €3,000.00 not paid.',
      },
    ]);
    expect(JSON.stringify(await shown())).not.toMatch(/DE89|GB29|NL91|FI\d\d/);
  });

  it('a phone approval with 10 minutes left shows one notification, not again after a reload', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    const file = ['name,iban,amount,currency,message', 'Fresh Payee Oy,BE68539007547034,10.00,EUR,Invoice 900'];
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(file.join('\r\n')) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^1 payment, 1 bulk/);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor();
    await review.getByLabel('I have checked these warnings').check();
    await review.getByRole('button', { name: 'Send 1 payment' }).click();
    await waitFor('the bulk at the bank', async () =>
      (await bank.control.listBulks()).length === 3 ? true : undefined,
    );
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor();

    // The window's clock runs 50 minutes on (the approval hour started at acceptance): nobody approved.
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.clock.fastForward('50:30');
    const approval = {
      title: 'Less than 10 minutes left to approve on your phone',
      body: 'A bulk of 1 payment, €10.00, is not paid unless you approve it in time.',
    };
    await expect.poll(shown, { timeout: 30_000 }).toEqual([approval]);
    // A reload (a restarted window) within the same deadline does not show it again.
    await page.reload();
    // The window has read the bulks on their way again (Home lists this one) before it is asked again.
    await page
      .getByRole('region', { name: 'Payment runs in progress' })
      .getByText('Waiting for approval on the phone')
      .waitFor();
    await page.clock.fastForward('01:00');
    await page.clock.fastForward('01:00');
    expect(await shown()).toEqual([]);
  });

  it('nor after a full restart: the core remembers what was shown, not the window', async () => {
    const { page } = app;
    // Browser mode restarted: the core starts again and the window comes up at a new address, whose
    // own storage is empty (the bridge key, in the tab's session storage, stands for the new address).
    await app.stopCore();
    await page.evaluate(() => localStorage.clear());
    await app.startCore();
    await page.reload();
    await page
      .getByRole('region', { name: 'Payment runs in progress' })
      .getByText('Waiting for approval on the phone')
      .waitFor({ timeout: 30_000 });
    await page.clock.fastForward('01:00');
    await page.clock.fastForward('01:00');
    expect(await shown()).toEqual([]);
  });
});
