// Spreadsheet exports as a new user brings them: a CSV saved from Excel with title lines above the
// header and a total line below, and an .xlsx workbook (written here) with two sheets.
import { afterAll, beforeAll, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { screenshotsAtBothSizes } from '../harness/steps';

const excelCsv = [
  'Payroll November 2026;;;',
  'Exported by HR;;;',
  'Employee;Kontonummer/IBAN;Net pay;Message',
  'Anna Berg;FI2112345600000785;1200,50;Salary 11/2026',
  'Erik Lind;DE89370400440532013000;980,00;Salary 11/2026',
  ';;;',
  'Total;;2180,50;',
].join('\r\n');

async function workbook(): Promise<Buffer> {
  const sheets = [
    { sheet: 'Instructions', data: [['Fill in the payments on the next sheet']] },
    {
      sheet: 'Payments',
      data: [
        ['Supplier payments week 48'],
        [],
        ['Vendor No.', 'Vendor Name', 'IBAN/Konto', 'Amount', 'Invoice Number'],
        ['V-1001', 'Acme Oy', 'FI2112345600000785', { value: 1250.4, format: '#,##0.00 "€"' }, 'INV-77'],
        ['V-1002', 'Beta GmbH', 'DE89370400440532013000', { value: 99, format: '#,##0.00 "€"' }, 'INV-78'],
        ['Summa', null, null, 1349.4, null],
      ],
    },
  ];
  const write = writeExcelFile as unknown as (s: unknown) => { toBuffer(): Promise<Buffer> };
  return write(sheets).toBuffer();
}

describeInBrowser('journey: import spreadsheet exports', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'import-spreadsheets' });
    await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const summary = () => app.page.getByTestId('import-summary').textContent();
  const problems = () => app.page.getByRole('list', { name: 'Problems in the file' }).textContent();

  it('finds the header on line 3, leaves the total line out and says so, and lets the user choose another line', async () => {
    const { page } = app;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'payroll-export.csv', mimeType: 'text/csv', buffer: Buffer.from(excelCsv) });
    await expect.poll(summary).toMatch(/^2 payments, 1 bulk, no errors/);
    await expect.poll(problems).toContain('Line 7 looks like a total line and is not a payment');
    await page.getByRole('button', { name: 'Columns' }).click();
    const step = page.getByRole('region', { name: 'Columns' });
    await expect
      .poll(() => step.getByTestId('mapping-intro').textContent())
      .toBe(
        'payroll-export.csv: 4 columns, named on line 3. Guessed from the column names; change any that are wrong.',
      );
    expect(await step.getByLabel('IBAN *').inputValue()).toBe('1');
    await screenshotsAtBothSizes(app, 'mapping-header-line-3');

    await step.getByLabel('Column names are on').selectOption('1');
    await expect
      .poll(() => step.getByTestId('mapping-intro').textContent())
      .toContain('line 1 names none of the columns Bulkpay knows');
    await step.getByLabel('Column names are on').selectOption('3');
    await expect.poll(() => step.getByTestId('mapping-intro').textContent()).toContain('named on line 3');
    await step.getByRole('button', { name: 'Use these columns' }).click();
    await expect.poll(summary).toMatch(/^2 payments, 1 bulk, no errors/);
  });

  it('imports an .xlsx workbook: the sheet with the payments, amounts from the cells, the payee id carried, another sheet on request', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'suppliers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(),
    });
    await expect.poll(summary).toMatch(/^2 payments, 1 bulk, no errors/);
    await expect.poll(problems).toContain('Line 6 looks like a total line and is not a payment');
    expect(await page.getByLabel('Sheet').inputValue()).toBe('Payments');
    expect(await page.getByLabel('Encoding').count()).toBe(0);
    await expect.poll(() => page.getByTestId('bulk').textContent()).toContain('2 payments (lines 4–5) · €1,349.40');
    expect(await page.getByRole('columnheader', { name: 'Payee id' }).count()).toBe(1);
    await screenshotsAtBothSizes(app, 'xlsx-import');

    // the other sheet holds no payments: said, naming the file
    await page.getByLabel('Sheet').selectOption('Instructions');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('suppliers.xlsx has a header row (line 1) but no payments below it');
  });
});
