// The header found below title lines, total and blank lines below the payments told and left out:
// both readers (the whole-file parse and the one-pass check) see the same file the same way.
import { describe, expect, it } from 'vitest';
import { findHeaderIndex, isTotalLine } from '../../../../src-shared/import/header-row';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';

const bytes = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

// An Excel export saved as CSV: two title lines, a blank line, the header on line 4, a blank
// line and a total line after the payments.
const EXPORT = [
  'Palkat marraskuu 2026;;;',
  'Tulostettu 28.11.2026;;;',
  ';;;',
  'Saaja;Tilinumero;Summa;Viesti',
  'Maija Meikäläinen;FI2112345600000785;1200,50;Palkka 11/2026',
  'Matti Virtanen;FI2112345600000785;980,00;Palkka 11/2026',
  ';;;',
  'Yhteensä;;2180,50;',
];

describe('header search', () => {
  it('finds the header below title lines, and leaves a total line out with a warning (whole-file parse)', () => {
    const parsed = parsePaymentFile('palkat.csv', bytes(EXPORT));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const file = parsed.value;
    expect(file.headerLine).toBe(4);
    expect(file.headerNamed).toBe(true);
    expect(file.headers).toEqual(['Saaja', 'Tilinumero', 'Summa', 'Viesti']);
    expect(file.rows.map((r) => r.line)).toEqual([5, 6]);
    expect(file.rows[0]!.values).toMatchObject({ name: 'Maija Meikäläinen', amount: '1200,50' });
    expect(file.fileIssues.map((i) => [i.code, i.line, i.severity])).toEqual([['total_line', 8, 'warning']]);
    expect(file.fileIssues[0]!.message).toContain('Line 8 looks like a total line and is not a payment');
    expect(file.headerChoices.map((c) => c.line)).toEqual([1, 2, 4, 5, 6, 8]);
  });

  it('finds the same header and total line in one pass (bulkpay validate, the window)', () => {
    let headerLine = 0;
    const checked = streamCheckPaymentFile(
      'palkat.csv',
      bytes(EXPORT),
      {},
      { defaultCurrency: 'EUR', onCsvShape: (s) => (headerLine = s.headerLine) },
    );
    if (!checked.ok) throw new Error(checked.error.message);
    expect(headerLine).toBe(4);
    expect(checked.value.rowCount).toBe(2);
    expect(checked.value.totals).toEqual({ EUR: '2180.50' });
    expect(checked.value.fileIssues.map((i) => [i.code, i.line])).toEqual([['total_line', 8]]);
    expect(checked.value.errorCount).toBe(0);
  });

  it('reads the header from the line the user chose', () => {
    const parsed = parsePaymentFile('palkat.csv', bytes(EXPORT), { headerLine: 2 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.headerLine).toBe(2);
    expect(parsed.value.headerNamed).toBe(false);
    let headerLine = 0;
    streamCheckPaymentFile(
      'palkat.csv',
      bytes(EXPORT),
      { headerLine: 2 },
      { onCsvShape: (s) => (headerLine = s.headerLine) },
    );
    expect(headerLine).toBe(2);
  });

  it('keeps line 1 as the header when no line names more fields (a file without names)', () => {
    const records = [
      { line: 1, cells: ['A', 'FI2112345600000785', '1'] },
      { line: 2, cells: ['Summa', '', '1'] },
    ];
    expect(findHeaderIndex(records)).toBe(0);
  });

  it('finds the header after more records than a decimal sample in a long file, past the search window', () => {
    const lines = ['Report', 'name,iban,amount'];
    for (let i = 0; i < 50; i++) lines.push(`P${i},FI2112345600000785,${i + 1}.00`);
    const checked = streamCheckPaymentFile('long.csv', bytes(lines));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.rowCount).toBe(50);
  });
});

describe('total lines', () => {
  const mapping = { name: 0, iban: 1, amount: 2 };
  const line = (cells: string[]) => isTotalLine(cells.length, (i) => cells[i]!, mapping);
  it.each([['Total'], ['Totals:'], ['Summe EUR'], ['Yhteensä'], ['Summa'], ['Totalt'], ['Gesamtsumme']])(
    '“%s” without an account is a total line',
    (label) => expect(line([label, '', '100.00'])).toBe(true),
  );
  it('a payee whose name starts with a total word, with an account, is a payment', () => {
    expect(line(['Summa Oy', 'FI2112345600000785', '10.00'])).toBe(false);
    expect(line(['Totalbau GmbH', 'DE89370400440532013000', '10.00'])).toBe(false);
  });
  it('a row without an account and without a total word is a payment (its missing IBAN is reported)', () => {
    expect(line(['Anna', '', '10.00'])).toBe(false);
  });
});
