// Issue 26, item 11 in the app: the ERP inbox set in Settings, two files the ERP drops (one whole,
// one under a temporary name renamed into place), Home offering them, one opened into Fix; a file
// that is not a payment file moved aside with why.
import { existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

const inbox = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-inbox-'));

function payments(rows: number, tag: string): string {
  const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
  const lines = ['name,iban,amount,currency,message'];
  for (let i = 0; i < rows; i++)
    lines.push(`${tag} payee ${i + 1},${ibans[i % 3]},${100 + i}.50,EUR,${tag} invoice ${i + 1}`);
  return `${lines.join('\r\n')}\r\n`;
}

describeInBrowser('journey: the ERP inbox', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'erp-inbox', core: { demoBank: false, inboxSettleMs: 300 } });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('sets the ERP inbox folder in Settings', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    const panel = page.getByRole('region', { name: 'ERP inbox' });
    // The folder is chosen in the OS folder dialog (the test's answers it); the page sends no path.
    app.queueFilePick(inbox);
    await panel.getByRole('button', { name: 'Choose folder…' }).click();
    await expect.poll(() => panel.textContent()).toContain(inbox);
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining(`Bulkpay reads payment files from ${inbox}`));
    await panel.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(app, 'settings-erp-inbox');
  });

  it('offers the two files the ERP dropped on Home: "2 new files from the ERP"', async () => {
    const { page } = app;
    await goTo(app, 'Home');
    writeFileSync(join(inbox, 'suppliers-week-48.csv'), payments(3, 'Supplier'));
    // The ERP writes the second under a temporary name and renames it when done.
    writeFileSync(join(inbox, 'payroll-november.csv.part'), payments(5, 'Payroll').slice(0, 100));
    writeFileSync(join(inbox, 'payroll-november.csv.part'), payments(5, 'Payroll'));
    renameSync(join(inbox, 'payroll-november.csv.part'), join(inbox, 'payroll-november.csv'));
    const offer = page.getByRole('region', { name: '2 new files from the ERP' });
    await expect.poll(() => offer.isVisible(), { timeout: 15_000 }).toBe(true);
    const files = offer.getByTestId('home-inbox');
    await expect.poll(() => files.getByRole('listitem').count()).toBe(2);
    const payroll = files.getByRole('listitem').filter({ hasText: 'payroll-november.csv' });
    await expect.poll(() => payroll.textContent()).toContain('5 payments');
    await expect.poll(() => payroll.textContent()).toContain('€');
    expect(existsSync(join(inbox, 'read', 'payroll-november.csv'))).toBe(true);
    await screenshotsAtBothSizes(app, 'home-two-files-from-erp');
  });

  it('opens one into the Fix step, as an imported file, and Home then offers the other', async () => {
    const { page } = app;
    const offer = page.getByRole('region', { name: '2 new files from the ERP' });
    await offer.getByRole('button', { name: 'payroll-november.csv' }).click();
    // Opening reads and checks the file in the worker: longer than a poll's default second on a busy machine.
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 20_000 })
      .toMatch(/^5 payments, 1 bulk, no errors/);
    await expect.poll(() => page.getByText('payroll-november.csv').first().isVisible()).toBe(true);
    await screenshotsAtBothSizes(app, 'erp-file-in-fix');
    await goTo(app, 'Home');
    await expect.poll(() => page.getByRole('region', { name: '1 new file from the ERP' }).isVisible()).toBe(true);
  });

  it('moves a file it cannot read to rejected/ and says why on Home, until dismissed', async () => {
    const { page } = app;
    writeFileSync(join(inbox, 'erp-export.log'), 'Export finished at 12:00, 3 files written.\n');
    const notice = page.getByRole('status').filter({ hasText: 'erp-export.log from the ERP could not be read' });
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => notice.textContent()).toContain(join(inbox, 'rejected', 'erp-export.log'));
    expect(existsSync(join(inbox, 'rejected', 'erp-export.log.why.txt'))).toBe(true);
    await screenshotsAtBothSizes(app, 'home-erp-file-rejected');
    await notice.getByRole('button', { name: 'Dismiss the notice about erp-export.log' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
