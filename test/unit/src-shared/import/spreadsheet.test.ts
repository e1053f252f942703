// .xlsx files (written here with write-excel-file) read as their sheet's CSV text: values from the
// cells, not their display; the sheet holding the payments; the header below title rows; limits.
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import {
  MAX_SHEET_ROWS,
  paymentFileInput,
  spreadsheetAsCsv,
  storedNumber,
} from '../../../../src-shared/import/spreadsheet';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';

type Sheets = Parameters<typeof writeExcelFile>[0];
const xlsx = async (sheets: Sheets): Promise<Uint8Array> =>
  new Uint8Array(await (writeExcelFile(sheets as never) as unknown as { toBuffer(): Promise<Buffer> }).toBuffer());

const payroll = [
  ['Palkkalista marraskuu 2026'],
  ['Yritys Oy'],
  ['Saaja', 'Kontonummer/IBAN', 'Summa', 'Eräpäivä', 'Viesti'],
  [
    'Maija Meikäläinen',
    'FI2112345600000785',
    // shown as "1 200,50 €": read as stored
    { value: 1200.5, format: '#,##0.00 "€"' },
    null,
    'Palkka',
  ],
  ['Matti Virtanen', 'FI2112345600000785', { value: 0.1 + 0.2, format: '0' }, null, 'Palkka'],
  ['Yhteensä', null, 1200.8, null, null],
];

describe('spreadsheetAsCsv', () => {
  it('reads the sheet that holds the payments, numbers as stored, dates as days, line numbers as in Excel', async () => {
    const bytes = await xlsx([
      { sheet: 'Ohje', data: [['Täytä palkat toiselle välilehdelle']] },
      {
        sheet: 'Palkat',
        data: [
          ...payroll.slice(0, 3),
          [
            'Anna "Ansku" Virtanen, Oy',
            'FI2112345600000785',
            10,
            { value: new Date('2026-11-30T00:00:00Z'), format: 'dd.mm.yyyy' },
            'x',
          ],
        ],
      },
    ] as Sheets);
    const read = await spreadsheetAsCsv('palkat.xlsx', bytes);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.sheets).toEqual(['Ohje', 'Palkat']);
    expect(read.value.sheet).toBe('Palkat');
    expect(read.value.csv.split('\r\n')[3]).toBe('"Anna ""Ansku"" Virtanen, Oy",FI2112345600000785,10,2026-11-30,x');
  });

  it('reads the sheet the user chose', async () => {
    const bytes = await xlsx([
      { sheet: 'A', data: payroll },
      {
        sheet: 'B',
        data: [
          ['name', 'iban', 'amount'],
          ['B Oy', 'FI2112345600000785', 5],
        ],
      },
    ] as Sheets);
    const read = await spreadsheetAsCsv('two.xlsx', bytes, 'B');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.sheet).toBe('B');
    expect(read.value.csv).toBe('name,iban,amount\r\nB Oy,FI2112345600000785,5');
  });

  it('is checked like CSV: the header on line 3, amounts from the cell values, the total line left out', async () => {
    const input = await paymentFileInput('palkat.xlsx', await xlsx([{ sheet: 'Palkat', data: payroll }] as Sheets), {});
    if (!input.ok) throw new Error(input.error.message);
    expect(input.value.spreadsheet).toEqual({ sheets: ['Palkat'], sheet: 'Palkat' });
    const checked = streamCheckPaymentFile('palkat.xlsx', input.value.bytes, input.value.settings, {
      defaultCurrency: 'EUR',
    });
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.rowCount).toBe(2);
    expect(checked.value.totals).toEqual({ EUR: '1200.80' });
    expect(checked.value.fileIssues.map((i) => [i.code, i.line])).toEqual([['total_line', 6]]);
    const parsed = parsePaymentFile('palkat.xlsx', input.value.bytes, input.value.settings);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.headerLine).toBe(3);
    expect(parsed.value.rows.map((r) => [r.line, r.values.amount])).toEqual([
      [4, '1200.5'],
      [5, '0.3'],
    ]);
  });

  it('passes any other file through as it is', async () => {
    const csv = new TextEncoder().encode('name,iban,amount\n');
    const input = await paymentFileInput('a.csv', csv, { delimiter: ';' as const });
    expect(input.ok && input.value.bytes).toBe(csv);
    expect(input.ok && input.value.settings).toEqual({ delimiter: ';' });
  });
});

describe('spreadsheet limits', () => {
  it('refuses a zip bomb before unpacking it', async () => {
    // one part that claims (and unpacks to) 1000 times its packed size
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(5_000_000) }, { level: 9 });
    const read = await spreadsheetAsCsv('bomb.xlsx', bomb);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.message).toMatch(/^bomb\.xlsx cannot be read as a spreadsheet: .*zip bomb/);
  });

  it('refuses a file that is a zip archive but no workbook, naming the file', async () => {
    const read = await spreadsheetAsCsv('notes.xlsx', zipSync({ 'a.txt': new Uint8Array([65]) }));
    expect(!read.ok && read.error.message).toMatch(
      /^notes\.xlsx cannot be read as a spreadsheet: it is not an Excel workbook/,
    );
  });

  it('refuses a sheet of more rows than the limit (at the limit: read)', async () => {
    const rows: unknown[][] = [['name', 'iban', 'amount']];
    for (let i = 0; i < 99; i++) rows.push(['P', 'FI2112345600000785', 1]);
    const bytes = await xlsx([{ sheet: 'S', data: rows }] as Sheets);
    expect((await spreadsheetAsCsv('huge.xlsx', bytes, undefined, 100)).ok).toBe(true);
    const read = await spreadsheetAsCsv('huge.xlsx', bytes, undefined, 99);
    expect(!read.ok && read.error.message).toContain('more than 99 rows');
    expect(MAX_SHEET_ROWS).toBeGreaterThanOrEqual(100_000);
  });

  it('keeps a number as Excel keeps it: 15 significant digits, never exponent notation', () => {
    expect(storedNumber('0.30000000000000004')).toBe('0.3');
    expect(storedNumber('1E-3')).toBe('0.001');
    expect(storedNumber('1200.5')).toBe('1200.5');
  });
});
