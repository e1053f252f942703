import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

const fixtures = join(import.meta.dirname, '../../fixtures/import');

// Line 3: IBAN check digits wrong. Line 4: too many decimals. Line 5: a duplicate of line 2 (warning).
// The demo's history (last month's run) never paid these payees: each row without an error is a new
// payee in the payee book, in Fix as in Review.
const broken = [
  'name,iban,amount,currency,message',
  'Acme Oy,FI2112345600000785,125.50,EUR,Invoice 1',
  'Beta Oy,FI2112345600000786,10.00,EUR,Invoice 2',
  'Gamma Oy,DE89370400440532013000,7.505,EUR,Invoice 3',
  'Acme Oy,FI2112345600000785,125.50,EUR,Invoice 1',
].join('\r\n');

describeInBrowser('journey: import a payment file', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'import-payments' });
    await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
  });
  afterAll(async () => {
    await app?.close();
  });

  const summary = () => app.page.getByTestId('import-summary').textContent();
  const choose = (name: string, buffer: Buffer) =>
    app.page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });

  it('offers our CSV template for download', async () => {
    const { page } = app;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download a CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bulkpay-payments-template.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'name,iban,bic,amount,currency,structured_reference,unstructured_reference,end_to_end_id,method,instant',
    );
  });

  it('shows every problem of a broken file at once, with file line numbers', async () => {
    const { page } = app;
    await choose('broken.csv', Buffer.from(broken));
    // The payee book's warnings come a moment after the file's own (the core is asked about the payees).
    await expect.poll(summary, { timeout: 15_000 }).toBe('4 payments, 1 bulk, 2 errors in 2 rows, 3 warnings');
    // Grouped by kind; a small group lists its rows, the duplicates fold under their own action.
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByTestId('problem-group').locator('.pg-toggle').allTextContents())
      .toEqual([
        'IBAN check digits: 1 row — a digit may be mistyped; check the account numbers',
        'Amount: 1 row — round them to cents',
        'New payees: 2 rows — never paid before',
        'Possible duplicates: 1 row — same payee, amount and reference as an earlier row',
      ]);
    expect(await problems.locator('.pg-rows .problem').allTextContents()).toEqual([
      expect.stringMatching(/^Line 3 · IBAN.*check digits do not match/i),
      expect.stringMatching(/^Line 4 · Amount.*at most 2 decimals/),
      'Line 2 · Payee nameThis payee has never been paid before; check the name and IBAN against the invoice.',
      'Line 5 · Payee nameThis payee has never been paid before; check the name and IBAN against the invoice.',
    ]);
    expect(await problems.getByRole('button', { name: 'Remove 1 exact copy' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^IBAN, line 3:/ }).getAttribute('aria-invalid')).toBe('true');
    // The bulk list is drawn in a deferred render after the table and summary.
    await expect.poll(() => page.getByTestId('bulk').textContent()).toContain('4 payments (lines 2–5)');
    await app.screenshot('broken-file');
    await expectAccessible(app.page, 'broken-file');
  });

  it('filters to rows with problems', async () => {
    const { page } = app;
    await page.getByLabel('Show only rows with problems').check();
    await expect
      .poll(() =>
        page.locator('[role=row][data-line]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line'))),
      )
      .toEqual(['2', '3', '4', '5']);
    await page.getByLabel('Show only rows with problems').uncheck();
  });

  it('re-checks a cell at once when edited inline, and updates the bulk totals', async () => {
    const { page } = app;
    await page.getByRole('button', { name: /^IBAN, line 3:/ }).click();
    await page.getByLabel('IBAN, line 3').fill('FI21 1234 5600 0007 85');
    await page.keyboard.press('Enter');
    // Line 3 checked again at once, against the payee book too: a new payee.
    await expect.poll(summary).toBe('4 payments, 1 bulk, 1 error in 1 row, 4 warnings');
    await page.getByRole('button', { name: /^Amount, line 4:/ }).click();
    await page.getByLabel('Amount, line 4').fill('7.50');
    await page.keyboard.press('Enter');
    await expect.poll(summary).toBe('4 payments, 1 bulk, no errors, 5 warnings');
    // The bulk list is drawn in a deferred render after the table and summary.
    await expect.poll(() => page.getByTestId('bulk').textContent()).toContain('€268.50');
    await app.screenshot('fixed-inline');
    await expectAccessible(app.page, 'fixed-inline');
  });

  it('removes a row: only the payee book’s warnings are left', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Remove line 5' }).click();
    await expect.poll(summary).toBe('3 payments, 1 bulk, no errors, 3 warnings');
    // The bulk list is drawn in a deferred render after the table and summary.
    await expect.poll(() => page.getByTestId('bulk').textContent()).toContain('€143.00');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Problems in the file' })
          .getByTestId('problem-group')
          .locator('.pg-toggle')
          .allTextContents(),
      )
      // Gamma Oy's account (DE89…) was paid in the demo's history under another name.
      .toEqual([
        'New payees: 2 rows — never paid before',
        'Account paid under another name: 1 row — this account was paid under another payee’s name',
      ]);
  });

  it('shows the detected encoding, delimiter and decimal comma of an Excel export, and re-reads on override', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await choose('excel.csv', readFileSync(join(fixtures, 'excel-fi-semicolon-cp1252.csv')));
    // No character warning (was 2): the demo bank takes Latin-1 letters, so "Müller GmbH" and "Åsa
    // Berg" are fine; 3 new payees.
    await expect.poll(summary).toBe('3 payments, 1 bulk, no errors, 3 warnings');
    expect(await page.getByLabel('Encoding').inputValue()).toBe('windows-1252');
    expect(await page.getByLabel('Delimiter').inputValue()).toBe(';');
    expect(await page.getByLabel('Decimal mark').inputValue()).toBe('comma');
    await page.getByRole('button', { name: /^Payee name, line 3: Müller GmbH/ }).waitFor();
    await page.getByLabel('Decimal mark').selectOption('dot');
    await expect.poll(summary).toMatch(/3 payments, 1 bulk, 3 errors in 3 rows/);
    await page.getByLabel('Decimal mark').selectOption('comma');
    await expect.poll(summary).toBe('3 payments, 1 bulk, no errors, 3 warnings');
  });

  it('asks for the columns it cannot guess, and offers a saved mapping again', async () => {
    const { page } = app;
    const erp = Buffer.from('Col A;Col B;Col C;Col D\r\nAcme Oy;FI2112345600000785;12,50;Invoice 1\r\n');
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await choose('erp.csv', erp);
    await page.getByRole('heading', { name: 'Which column holds what?' }).waitFor();
    const step = page.getByRole('region', { name: 'Columns' });
    await step.getByLabel('Payee name *').selectOption('Col A');
    await step.getByLabel('IBAN *').selectOption('Col B');
    await step.getByLabel('Amount *').selectOption('Col C');
    await step.getByLabel('Message').selectOption('Col D');
    await step.getByLabel('Template name').fill('ERP export');
    await app.screenshot('mapping-step');
    await expectAccessible(app.page, 'mapping-step');
    await step.getByRole('button', { name: 'Save template' }).click();
    await expect.poll(summary).toBe('1 payment, 1 bulk, no errors, 1 warning');
    const saved = JSON.parse(readFileSync(join(app.dataDir, 'import-templates.json'), 'utf8'));
    expect(saved).toMatchObject([
      {
        name: 'ERP export',
        columns: { name: 'Col A', iban: 'Col B', amount: 'Col C', unstructured_reference: 'Col D' },
      },
    ]);

    await page.getByRole('button', { name: 'Choose another file' }).click();
    await choose('erp-again.csv', erp);
    await expect.poll(summary).toBe('1 payment, 1 bulk, no errors, 1 warning');
    expect(await page.getByRole('button', { name: 'Columns: ERP export' }).count()).toBe(1);
  });

  it('names the file when it cannot be read at all', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await choose('header-only.csv', Buffer.from('name,iban,amount\r\n'));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('header-only.csv has a header row (line 1) but no payments');
  });

  it('reads 100,000 rows in a worker and scrolls to the last line', async () => {
    const { page } = app;
    const lines = ['name;iban;amount;currency;reference'];
    for (let i = 0; i < 100_000; i++)
      lines.push(`Payee ${i};FI2112345600000785;${(i % 900) + 1},${String(i % 100).padStart(2, '0')};EUR;Invoice ${i}`);
    const started = Date.now();
    await choose('big.csv', Buffer.from(lines.join('\n')));
    // Every payee new to the payee book (asked of the core for 100,000 names, 5,000 a message).
    await expect.poll(summary, { timeout: 120_000 }).toBe('100,000 payments, 1,000 bulks, no errors, 100,000 warnings');
    const seconds = (Date.now() - started) / 1000;
    console.log(`100,000-row import in the browser: ${seconds.toFixed(1)} s`);
    // The summary comes before the last rows are in the table (they fill in after it): scroll to the
    // end until the last line is there, as a user scrolling while the table grows would.
    const scroller = page.getByTestId('payment-table-scroll');
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
          return page.locator('[role=row][data-line="100001"]').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    expect(await page.locator('[role=row][data-line]').count()).toBeLessThan(100); // virtualised
    await app.screenshot('hundred-thousand-rows');
    await expectAccessible(app.page, 'hundred-thousand-rows');
    expect(app.problems).toEqual([]);
  });
});
