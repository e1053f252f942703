import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { controlClient } from '../../../src-sandbox/index';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// Issue 27 §8 and §9: Settings → demo bank adds funds to a demo account (to try a payroll past the
// seeded €25,000) and resets the demo to its first day, through the demo bank's control API; a
// wrong amount is said next to its field. In the dark theme History's fields stand out from their
// panel. Real core with its built-in demo bank, Chromium.
describeInBrowser('journey: the demo bank’s tools in Settings, and History’s fields in the dark theme', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'demo-bank-tools' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const operatingBalance = async () => {
    const control = controlClient(app.core.profiles.demo.controlUrl!);
    const psu = (await control.listPsus()).find((p) => p.email === app.core.profiles.demo.psuEmail)!;
    return psu.accounts.find((a) => a.name === 'Operating account')!.balance;
  };
  const tools = () => app.page.getByRole('region', { name: 'Try things in the demo bank' });

  it('adds funds to a demo account, and says so', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    expect(await operatingBalance()).toBe('25000.00');
    const account = tools().getByLabel('Demo account');
    await expect.poll(() => account.locator('option').first().textContent()).toMatch(/^Operating account · FI/);
    await account.selectOption({ label: (await account.locator('option').first().textContent())! });
    await tools().getByLabel('Amount to add').fill('abc');
    await tools().getByRole('button', { name: 'Add funds' }).click();
    await expect
      .poll(() => tools().getByRole('alert').textContent())
      .toBe('Type an amount greater than zero, like 10,000.00.');
    await tools().getByLabel('Amount to add').fill('10,000.50');
    await tools().getByRole('button', { name: 'Add funds' }).click();
    await page.getByText('€10,000.50 added to Operating account.').waitFor();
    expect(await operatingBalance()).toBe('35000.50');
    await expect.poll(() => account.locator('option').first().textContent()).toContain('€35,000.50');
    await screenshotsAtBothSizes(app, 'settings-demo-funds-added');
  });

  it('resets the demo bank to its first day', async () => {
    const { page } = app;
    page.once('dialog', (d) => void d.accept());
    await tools().getByRole('button', { name: 'Reset the demo bank' }).click();
    await page.getByText('The demo bank is back at its first day. Sign in again on Accounts.').waitFor();
    expect(await operatingBalance()).toBe('25000.00');
    await expect
      .poll(() => tools().getByLabel('Demo account').locator('option').first().textContent())
      .toContain('€25,000.00');
    expect(app.problems).toEqual([]);
  });

  it('keeps the language in the core: a new browser origin (empty storage) opens in the language chosen', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    await page.locator('.language-panel select').first().selectOption('de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => readFileSync(join(app.dataDir, 'preferences.json'), 'utf8')).toContain('"de"');
    // Browser mode's port is random: the next start is another origin, with none of this one's storage.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('navigation').first().getByRole('button').nth(5).click(); // Settings
    await page.locator('.language-panel select').first().selectOption('en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => readFileSync(join(app.dataDir, 'preferences.json'), 'utf8')).toContain('"en"');
  });

  it('in the dark theme, History’s fields stand out from their panel (border at 3:1 or more)', async () => {
    const { page } = app;
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await goTo(app, 'History');
      const ratio = await page.evaluate(() => {
        const input = document.querySelector<HTMLElement>('.history-search input')!;
        const panel = document.querySelector<HTMLElement>('.history-search')!;
        const rgb = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) =>
          [r!, g!, b!]
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const a = lum(rgb(getComputedStyle(input).borderTopColor));
        const b = lum(rgb(getComputedStyle(panel).backgroundColor));
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(3);
      await screenshotsAtBothSizes(app, 'history-dark');
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
