// The Fix step says when the payee book could not be checked (its asks not answered): the table is
// not silently clean while Review would warn. The core's answers to `payees:bookFor` are cut off.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { screenshotsAtBothSizes } from '../harness/steps';
import { BRIDGE_INVOKE_PATH } from '../../../src-shared/ipc/browser-bridge';

const file = ['name,iban,amount,currency,message', 'Acme Oy,FI2112345600000785,125.50,EUR,Invoice 1'].join('\r\n');

describeInBrowser('journey: Fix says when the payee book could not be checked', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'fix-payee-book-notice' });
    await app.page.route(`**${BRIDGE_INVOKE_PATH}`, (route) =>
      (route.request().postData() ?? '').includes('payees:bookFor') ? route.abort() : route.fallback(),
    );
    await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows a notice above the table', async () => {
    await app.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'payees.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const notice = app.page.getByTestId('payee-book-problem');
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('The payee book could not be checked');
    await screenshotsAtBothSizes(app, 'fix-payee-book-notice');
  });
});
