// History with many bulks: the bulk list pages by keyset ("Show older bulks"), and an export is
// written by the core whatever its size (in the browser, offered as a download).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

const BULKS = 120;

describeInBrowser('journey: a history of many bulks, paged and exported to a file', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'history-volume', core: { demoBank: false } });
    for (let b = 0; b < BULKS; b++) {
      app.core.bulks.store.recordBulk({
        sequence: 1,
        paymentAccount: 'acc',
        accountLabel: 'Salary account (FI21 1234 5600 0007 85)',
        createdBy: 'journey',
        payments: Array.from({ length: 100 }, (_, i) => ({
          line: i + 2,
          amount: `${b + 1}.${String(i).padStart(2, '0')}`,
          currency: 'EUR',
          payeeName: `Payee ${b}-${i}`,
          accountIdentifier: 'FI2112345600000785',
          accountIdentifierType: 'iban',
          // One payment carries a creditor reference instead (structured, as Bulkpay records one).
          ...(b === 7 && i === 0
            ? { unstructuredReference: null, structuredReference: 'RF71000000000700' }
            : { unstructuredReference: `Invoice ${b * 100 + i}` }),
          method: 'sepa',
          instant: false,
        })),
      });
    }
  });
  afterAll(async () => app?.close());
  screenshotOnFailure(() => app);

  it('lists the newest bulks and adds the older ones on request', async () => {
    const { page } = app;
    await goTo(app, 'History');
    const bulks = page.getByRole('region', { name: /bulks/i }).getByRole('listitem');
    await expect.poll(() => bulks.count()).toBe(50);
    await page.getByText(`50 of ${BULKS} bulks shown, newest first`).waitFor();
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('button', { name: 'Show older bulks' }).scrollIntoViewIfNeeded();
      await app.screenshot(`history-many-bulks-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1280, height: 820 });
    await page.getByRole('button', { name: 'Show older bulks' }).click();
    await expect.poll(() => bulks.count()).toBe(100);
    await page.getByRole('button', { name: 'Show older bulks' }).click();
    await expect.poll(() => bulks.count()).toBe(BULKS);
    await expect.poll(() => page.getByRole('button', { name: 'Show older bulks' }).count()).toBe(0);
    await expectAccessible(page, 'history-all-bulks');
  });

  it('exports every payment to the file chosen in the save dialog', async () => {
    const { page } = app;
    // In the browser there is no save dialog: the export is a download (history:exportDownload).
    const offered = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = (await (await offered).path())!;
    await page
      .getByTestId('history-export')
      .getByText(/^12,000 payments saved in bulkpay-payments-\d{4}-\d{2}-\d{2}\.csv\.$/)
      .waitFor();
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(BULKS * 100 + 1);
    expect(lines[1]).toContain('Payee 119-99');
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await app.screenshot(`history-exported-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1280, height: 820 });
    await expectAccessible(page, 'history-exported');
  });

  it('finds 1–2 characters and a creditor reference at the start of a name or reference, as the hint under the search says', async () => {
    const { page } = app;
    const count = page.getByTestId('history-count');
    const searchBy = async (field: 'Payee' | 'Reference', text: string) => {
      await page.getByRole('textbox', { name: field, exact: true }).fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    const hint = page.getByText(
      '1–2 characters find names, IBANs and references starting with them, and a creditor reference (RF…) the references starting with it; 3 or more characters find them anywhere.',
    );
    await hint.waitFor();
    const describedBy = await page
      .getByRole('textbox', { name: 'Reference', exact: true })
      .getAttribute('aria-describedby');
    expect(await hint.getAttribute('id')).toBe(describedBy);
    // Every reference but one (payment 7-0's RF71…) starts "Invoice"; "12" is inside hundreds of
    // them but starts none.
    await searchBy('Reference', 'in');
    await expect.poll(() => count.textContent()).toBe('1–100 of more than 1,000 payments');
    await searchBy('Reference', '12');
    await expect.poll(() => count.textContent()).toBe('No payments match. Clear a field to widen the search.');
    // A creditor reference typed in groups, in small letters, up to any keystroke: its start.
    await searchBy('Reference', 'rf71 0000 0000 07');
    await expect.poll(() => count.textContent()).toBe('1–1 of 1 payment');
    await page.getByText('Payee 7-0', { exact: true }).waitFor();
    await screenshotsAtBothSizes(app, 'history-creditor-reference');
    await searchBy('Reference', '');
    // "Payee 7-3": "7" and "7-" are inside names, never at their start; "pa" starts all of them.
    await searchBy('Payee', '7');
    await expect.poll(() => count.textContent()).toBe('No payments match. Clear a field to widen the search.');
    await searchBy('Payee', 'PA');
    await expect.poll(() => count.textContent()).toBe('1–100 of more than 1,000 payments');
    await screenshotsAtBothSizes(app, 'history-short-term');
    await searchBy('Payee', '');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
