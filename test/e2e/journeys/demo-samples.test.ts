import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { screenshotsAtBothSizes } from '../harness/steps';

// Issue 23, the demo shows it: on the demo bank, Home offers the second sample file next to the
// first, saying what it holds; it opens on the import screen like the first.
describeInBrowser('journey: the demo’s two sample files', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'demo-samples' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('Home offers both sample files, the second with what it will show', async () => {
    const { page } = app;
    const steps = page.getByRole('region', { name: 'What to do first' });
    await steps.getByRole('button', { name: 'Use the sample file' }).waitFor();
    await steps.getByRole('button', { name: 'Use the second sample file' }).waitFor();
    await steps
      .getByText('changes one supplier’s IBAN, adds a new payee and repeats a paid invoice', { exact: false })
      .waitFor();
    await screenshotsAtBothSizes(app, 'home-both-samples');
  });

  it('opens the second sample file on the import screen', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Use the second sample file' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { name: 'sample-payments-changed.csv', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 20_000 })
      .toMatch(/^5 payments, 1 bulk/);
    await app.screenshot('second-sample-file');
  });

  it('reviews the second sample against the demo’s last month: a changed IBAN, a repeated invoice, a new payee', async () => {
    const { page } = app;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
    await nav.getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByTestId('review-bulk').first().waitFor({ timeout: 30_000 });
    // Each of the three stopped where a clerk sees it: the row's check, and the sentence above Send.
    const row = (payee: string) => review.getByTestId('review-payment').filter({ hasText: payee });
    await expect.poll(() => row('Printing House Oy').textContent()).toMatch(/Changed bank details/);
    await expect.poll(() => row('Nordic Office Supplies').textContent()).toMatch(/Already sent recently/);
    expect(await review.textContent()).toMatch(/Line 6: This payee has never been paid before/);
    expect(await review.textContent()).toMatch(
      /2 payments need their own confirmation \(paid before, or new bank details\)/,
    );
    // Nothing goes until the warnings are checked.
    expect(await review.getByRole('button', { name: 'Send 5 payments' }).isEnabled()).toBe(false);
    await screenshotsAtBothSizes(app, 'second-sample-review');
    await review.getByRole('button', { name: 'Cancel' }).click();
  });

  it('History holds the demo’s last month', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await page.getByText('demo-sample-history.csv', { exact: false }).first().waitFor();
    await app.screenshot('history-demo-month');
    // The run it came from, listed under a file name that says it is demo data.
    await page.getByText('demo-sample-history.csv', { exact: false }).first().scrollIntoViewIfNeeded();
    await app.screenshot('history-demo-run');
  });
});
