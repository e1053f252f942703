import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src-shared/import/csv';
import { decodeFile, detectEncoding, MAX_FILE_BYTES } from '../../../../src-shared/import/decode';
import { detectDelimiter } from '../../../../src-shared/import/delimiter';
import { csvTemplate, guessMapping, TEMPLATE_COLUMNS } from '../../../../src-shared/import/mapping';
import { parsePaymentFile, remapPaymentFile } from '../../../../src-shared/import/parse-file';
import { mappingFromTemplate, templateForHeaders, templateFromMapping } from '../../../../src-shared/import/templates';
import { checkPaymentFile } from '../../../../src-shared/import/check-file';
import { submitInputSchema } from '../../../../src-shared/ipc/channels/bulks';
import { validatePayments } from '../../../../src-shared/payments';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('decoding', () => {
  it('detects BOMs, UTF-16 without BOM, UTF-8, and falls back to Windows-1252', () => {
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(detectEncoding(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toMatchObject({ encoding: 'utf-16le', bom: true });
    expect(detectEncoding(new Uint8Array([0xfe, 0xff, 0, 0x41]))).toMatchObject({ encoding: 'utf-16be', bom: true });
    expect(detectEncoding(new Uint8Array([0x41, 0, 0x42, 0, 0x43, 0]))).toMatchObject({
      encoding: 'utf-16le',
      bom: false,
    });
    expect(detectEncoding(bytes('Müller'))).toMatchObject({ encoding: 'utf-8', bom: false });
    expect(detectEncoding(new Uint8Array([0x4d, 0xfc, 0x6c]))).toMatchObject({ encoding: 'windows-1252', bom: false });
  });

  it('decodes Windows-1252 and honours an override', () => {
    const cp = new Uint8Array([0x80, 0x20, 0xe4]);
    expect(decodeFile('a.csv', cp)).toMatchObject({ ok: true, value: { text: '€ ä', encoding: 'windows-1252' } });
    expect(decodeFile('a.csv', cp, 'iso-8859-15')).toMatchObject({ ok: true, value: { text: '\u0080 ä' } });
    expect(decodeFile('a.csv', new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toMatchObject({
      ok: true,
      value: { text: 'A', bom: true },
    });
  });

  it('refuses empty, oversized and binary files with the file name', () => {
    expect(decodeFile('e.csv', new Uint8Array())).toMatchObject({ ok: false, error: { code: 'empty_file' } });
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    expect(decodeFile('big.csv', big)).toMatchObject({ ok: false, error: { code: 'file_too_large' } });
    const binary = Uint8Array.from({ length: 2000 }, (_, i) => (i * 37) % 256);
    const r = decodeFile('photo.png', binary);
    expect(r).toMatchObject({ ok: false, error: { code: 'binary_file' } });
    expect(!r.ok && r.error.message).toContain('photo.png');
  });
});

describe('CSV reading', () => {
  it('detects , ; tab and |, ignoring delimiters inside quotes', () => {
    expect(detectDelimiter('a;b;c\n1;"2,5";3\n')).toBe(';');
    expect(detectDelimiter('a,b,c\n1,"x;y",3\n')).toBe(',');
    expect(detectDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(detectDelimiter('a|b|c\n1|2|3\n')).toBe('|');
  });

  it('keeps physical line numbers across CRLF, blank lines and quoted line breaks', () => {
    const { records } = parseCsv('h1,h2\r\n\r\na,"x\r\ny\r\nz"\r\n\r\n\r\nb,c\r\nd,e\r\n', ',');
    expect(records.map((r) => r.line)).toEqual([1, 3, 8, 9]);
    expect(records[1]!.cells).toEqual(['a', 'x\r\ny\r\nz']);
  });

  it('reports an unclosed quote with its line', () => {
    const parsed = parsePaymentFile(
      'q.csv',
      bytes('name,iban,amount,reference\nA,FI2112345600000785,1,"oops\nB,FI2112345600000785,2,x\n'),
    );
    expect(parsed.ok && parsed.value.fileIssues.map((i) => [i.line, i.code])).toEqual([[2, 'unclosed_quote']]);
  });
});

describe('ragged rows', () => {
  it('an unquoted comma in an amount blocks that row, also after the rows cross to main', () => {
    // "1,234.50" unquoted: the amount reads as 1 and every later cell shifts one column right.
    const file =
      'name,iban,amount,reference\nAcme Oy,FI2112345600000785,1,234.50,Invoice 1\nFine Oy,FI2112345600000785,2.00,Invoice 2\n';
    const parsed = parsePaymentFile('pay.csv', bytes(file));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const errors = checkPaymentFile(parsed.value, { defaultCurrency: 'EUR' }).issues.filter(
      (i) => i.severity === 'error',
    );
    expect(errors.map((i) => [i.line, i.row, i.field, i.code])).toEqual([[2, 0, 'file', 'ragged_row']]);
    expect(errors[0]!.message).toMatch(/^Line 2 has 5 columns but the header has 4.*unquoted “,”/);
    // Main gets the rows through the IPC contract and checks them with the same rules.
    const sent = submitInputSchema.parse({
      file: { name: 'pay.csv', sha256: 'a'.repeat(64), encoding: 'utf-8' },
      rows: JSON.parse(JSON.stringify(parsed.value.rows)),
      paymentAccount: 'acc',
    });
    const inMain = validatePayments(sent.rows, { defaultCurrency: 'EUR' });
    expect(inMain.issues.filter((i) => i.severity === 'error').map((i) => [i.line, i.code])).toEqual([
      [2, 'ragged_row'],
    ]);
  });
});

describe('column mapping', () => {
  it('guesses from English, Finnish, Swedish and German headers', () => {
    expect(guessMapping(['Saaja', 'Tilinumero', 'Summa', 'Viite', 'Viesti', 'Eräpäivä'])).toEqual({
      name: 0,
      iban: 1,
      amount: 2,
      structured_reference: 3,
      unstructured_reference: 4,
      due_date: 5,
    });
    expect(guessMapping(['Mottagare', 'Kontonummer', 'Belopp', 'Valuta', 'Referens'])).toEqual({
      name: 0,
      iban: 1,
      amount: 2,
      currency: 3,
      reference: 4,
    });
    expect(guessMapping(['Empfänger', 'IBAN', 'BIC', 'Betrag', 'Verwendungszweck'])).toEqual({
      name: 0,
      iban: 1,
      bic: 2,
      amount: 3,
      unstructured_reference: 4,
    });
    expect(
      guessMapping(['Beneficiary name', 'Account number', 'Amount', 'Currency', 'Reference', 'End-to-end ID']),
    ).toEqual({ name: 0, iban: 1, amount: 2, currency: 3, reference: 4, end_to_end_id: 5 });
  });

  it('offers a downloadable template that maps onto itself and validates', () => {
    const text = csvTemplate();
    expect(text.split('\r\n')[0]).toBe(TEMPLATE_COLUMNS.join(','));
    const parsed = parsePaymentFile('template.csv', bytes(text));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(Object.keys(parsed.value.mapping)).toEqual([...TEMPLATE_COLUMNS]);
    expect(checkPaymentFile(parsed.value).errorCount).toBe(0);
  });

  it('saves a mapping as a template by header name and applies it to a reordered file', () => {
    const parsed = parsePaymentFile(
      'erp.csv',
      bytes('Col A;Col B;Col C;Col D\nAcme Oy;FI2112345600000785;12,50;Invoice 1\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.fileIssues.map((i) => i.code)).toEqual(['column_missing', 'column_missing', 'column_missing']);
    const template = templateFromMapping(
      'ERP export',
      parsed.value.headers,
      { name: 0, iban: 1, amount: 2, unstructured_reference: 3 },
      { decimalStyle: 'comma' },
    );
    expect(templateForHeaders(['col a', 'Col B', 'Col C', 'Col D'], [template])?.name).toBe('ERP export');
    const reordered = parsePaymentFile(
      'erp2.csv',
      bytes('Col D;Col C;Col B;Col A\nInvoice 2;7,25;FI2112345600000785;Beta Oy\n'),
    );
    if (!reordered.ok) throw new Error(reordered.error.message);
    const remapped = remapPaymentFile(
      reordered.value,
      mappingFromTemplate(reordered.value.headers, template),
      template.decimalStyle,
    );
    const result = checkPaymentFile(remapped, { defaultCurrency: 'EUR' });
    expect(result.issues).toEqual([]);
    expect(result.payments[0]).toMatchObject({
      amount: '7.25',
      counterparty: { name: 'Beta Oy' },
      unstructured_reference: 'Invoice 2',
    });
  });
});
