import type { Locator, Page } from 'playwright-core';
import { basename } from 'node:path';
import type { E2eApp } from './app';
import { expectAccessible } from './axe';
import { waitFor, type TestBank } from './bank';

// Steps several journeys share, done the way a user does them.

export async function goTo(
  app: E2eApp,
  section: 'Home' | 'Payments' | 'History' | 'Payees' | 'Accounts' | 'Settings',
): Promise<void> {
  await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: section }).click();
  await app.page.locator('h1').first().waitFor();
  await expectAccessible(app.page, section);
}

/** Accounts → sign in → the customer approves on the "phone" (the sandbox's control API). */
export async function signInAsCustomer(app: E2eApp, bank: TestBank, email: string, password: string): Promise<void> {
  const { page } = app;
  await goTo(app, 'Accounts');
  await page.getByLabel('Bank e-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('.signin button[type=submit]').click();
  await page.getByRole('heading', { name: 'Approve the sign-in on your phone' }).waitFor();
  const open = await waitFor('the consent request', async () =>
    (await bank.control.listConsents()).find((c) => c.state === 'open'),
  );
  await bank.control.approveConsent(open.id);
  await page.getByText(`Signed in as ${email}`).waitFor();
}

/** Payments → choose a CSV file (as bytes) → the import summary. */
export async function importCsv(app: E2eApp, name: string, csv: string): Promise<void> {
  await goTo(app, 'Payments');
  await chooseCsv(app, name, csv);
}

/** On Payments, where a file is chosen: choose a CSV file (as bytes) → the import summary. */
export async function chooseCsv(app: E2eApp, name: string, csv: string): Promise<void> {
  await app.page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await app.page.getByTestId('import-summary').waitFor();
}

/**
 * Settings → "Choose key and certificate files…" → the user picks `paths` in the OS dialog (the
 * test desktop shell answers with them) → their names are listed. Main reads the files itself.
 */
export async function chooseKeyFiles(app: E2eApp, scope: Page | Locator, paths: string[]): Promise<void> {
  app.queueFilePick(...paths);
  await scope.getByRole('button', { name: /^Choose (key and certificate|other) files/ }).click();
  const chosen = scope.getByRole('list', { name: 'Chosen files' });
  for (const path of paths) await chosen.getByText(basename(path), { exact: false }).first().waitFor();
}

/** The signed-in customer's bank session token, read in-process (for the secrets canary). */
export async function sessionJwt(app: E2eApp): Promise<string> {
  const jwt = await app.core.psu.session.run('secrets canary', async (token) => ({ ok: true as const, value: token }));
  if (!jwt.ok) throw new Error(`No bank session: ${jwt.error.message}`);
  return jwt.value;
}

/** Screenshots of the screen at 1280×800 and 1920×1080, then back at 1280×800 with axe's check. */
export async function screenshotsAtBothSizes(app: E2eApp, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await app.page.setViewportSize({ width, height });
    await app.screenshot(`${name}-${width}x${height}`);
  }
  await app.page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(app.page, name);
}
