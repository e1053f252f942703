// The import's fast path against the reference rules: the same file check (counts, first problems,
// duplicates, bulks, totals) on generated files full of edge cases, and the same duplicate key.
import fc from 'fast-check';
import { composeIBAN, getCountrySpecifications } from 'ibantools';
import { describe, expect, it, vi } from 'vitest';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import type { ProblemGroup } from '../../../../src-shared/import/problems';
import type { LaterRows } from '../../../../src-shared/import/later-rows';
import { generatePaymentCsv } from '../../../../bench/import-data';
import {
  checkParsedRows,
  forWindow,
  streamCheckPaymentFile,
  type StreamCheckOptions,
} from '../../../../src-shared/import/stream-check';
import type { RowResult } from '../../../../src-shared/payments/types';
import { FastRowCheck } from '../../../../src-shared/payments/fast-row';
import type { PaymentField, PaymentRow } from '../../../../src-shared/payments/fields';
import { fingerprintHash, paymentFingerprint } from '../../../../src-shared/payments/fingerprint';
import { checkIban } from '../../../../src-shared/payments/iban';
import { makeFinnishReference, makeRf } from '../../../../src-shared/payments/references';
import { compileRowRules } from '../../../../src-shared/payments/row-rules';

const iban = (country: string, bban: string) => composeIBAN({ countryCode: country, bban })!;
const IBANS = [
  iban('FI', '12345600000785'),
  iban('DE', '370400440532013000'),
  iban('NL', 'ABNA0417164300'),
  iban('FR', '20041010050500013M02606'),
  iban('BE', '539007547034'),
  iban('GB', 'NWBK60161331926819'),
  iban('NO', '86011117947'),
  'FI21 1234 5600 0007 85',
  ' FI2112345600000785 ',
  'fi2112345600000785',
  'FI21-1234-5600-0007-85',
  'FI2112345600000786',
  'FI211234560000078',
  'XX2112345600000785',
  'FI\u00a02112345600000785',
  '',
  'GB82WEST12345698765432',
];
const NAMES = [
  'Virtanen Oy',
  'Müller GmbH',
  '  Åsa Berg ',
  'A\tB',
  'Søren & Co',
  'Gärtner × 2',
  '',
  '   ',
  'Zoë',
  'X\u00a0Y',
  'O’Neil',
  '😀 Emoji',
];
const AMOUNTS = [
  '12.50',
  '12,50',
  '1',
  '0',
  '0.00',
  '1.234',
  '1.5',
  '10000000000',
  '999999999.99',
  '1 234,56',
  '1,234.56',
  '€ 5',
  '12.50 EUR',
  '-3',
  'abc',
  '',
  ' 7.10 ',
  '0.001',
  '007.5',
];
const CURRENCIES = ['EUR', 'eur', 'SEK', 'JPY', 'BHD', 'XXX', '', ' EUR ', 'EURO', 'US$'];
const REFERENCES = [
  makeRf('INV100'),
  makeFinnishReference('1234'),
  'RF00INV100',
  '12340',
  'RF18 5390 0754 7034',
  'Lasku 12',
  'lasku 12',
  '',
  ' ',
  'rf18539007547034',
  `${makeFinnishReference('1234')} `,
];
const MESSAGES = [
  'Lasku 1',
  'LASKU 1',
  'lasku  1',
  'Lasku\t1',
  'Straße 5',
  'ΣΑΣ',
  'Lasku – 1',
  '',
  '  ',
  'x'.repeat(141),
  'a '.repeat(80),
  'İstanbul',
  'x\ufffdy',
];
const OTHER: Partial<Record<PaymentField, string[]>> = {
  structured_reference: ['', makeRf('ABC'), 'RF99ABC', makeFinnishReference('5555'), ' ', 'RF-12'],
  end_to_end_id: ['', 'E2E-1', 'x'.repeat(36), `${'x'.repeat(35)} `, '😀'.repeat(20)],
  method: ['', 'sepa', 'SEPA', 'swift', 'International', 'wire', ' '],
  instant: ['', 'yes', 'no', 'x', 'maybe', 'KYLLÄ', ' '],
  bic: ['', 'NDEAFIHH', 'ndea fi hh', 'BAD', ' '],
  account_identifier_type: ['', 'IBAN', 'iban', 'bban'],
  due_date: ['', '2026-12-01', ' '],
};

const FIELDS: PaymentField[] = ['name', 'iban', 'amount', 'reference'];
const OPTIONAL: PaymentField[] = [
  'currency',
  'unstructured_reference',
  'structured_reference',
  'end_to_end_id',
  'method',
  'instant',
  'bic',
  'account_identifier_type',
  'due_date',
];

const pool = (field: PaymentField): string[] =>
  ({
    name: NAMES,
    iban: IBANS,
    amount: AMOUNTS,
    currency: CURRENCIES,
    reference: REFERENCES,
    unstructured_reference: MESSAGES,
  })[field as string] ??
  OTHER[field] ?? [''];

const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** A file: the columns, and rows as picks from each column's pool (most rows clean, many repeated). */
export const files = fc
  .record({
    optional: fc.subarray(OPTIONAL),
    rows: fc.array(
      fc.record({
        picks: fc.array(fc.nat({ max: 1000 }), { minLength: 13, maxLength: 13 }),
        clean: fc.constantFrom(true, true, true, false),
        repeat: fc.constantFrom(false, false, false, false, true),
        earlier: fc.nat(),
        ragged: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, -1),
      }),
      { minLength: 1, maxLength: 150, size: 'max' },
    ),
    firstN: fc.constantFrom(1, 2, 2, 20),
    decimal: fc.constantFrom('comma' as const, 'dot' as const, undefined),
    defaultCurrency: fc.constantFrom('EUR', 'EUR', 'SEK', '', 'eur'),
    characterSet: fc.constantFrom('epc_basic' as const, 'latin_letters' as const),
  })
  .map(({ optional, rows, firstN, decimal, defaultCurrency, characterSet }) => {
    const columns = [...FIELDS, ...optional];
    const lines: string[][] = [];
    for (const { picks, clean, repeat, earlier, ragged } of rows) {
      if (repeat && lines.length) {
        lines.push([...lines[earlier % lines.length]!]);
        continue;
      }
      // A clean row takes the first (valid) value of each pool, so the fast path has work to do.
      const cells = columns.map((field, k) => {
        const values = pool(field);
        if (!clean || picks[k]! % 10 === 0) return values[picks[k]! % values.length]!;
        // one reference of the two (both is an error); the first IBANs and names are valid
        if (field === 'reference' && columns.includes('unstructured_reference'))
          return picks[12]! % 2 ? values[0]! : '';
        if (field === 'unstructured_reference' && columns.includes('reference'))
          return picks[12]! % 2 ? '' : values[0]!;
        const good = { iban: 8, name: 5, amount: 3, currency: 3 }[field as string] ?? 1;
        return values[picks[k]! % good]!;
      });
      if (!clean && ragged > 0) cells.push('extra');
      if (!clean && ragged < 0) cells.pop();
      lines.push(cells);
    }
    const text = [columns, ...lines].map((cells) => cells.map(quoted).join(';')).join('\r\n');
    return { text, columns, firstN, decimal, defaultCurrency, characterSet };
  });

describe('the fast path gives the reference rules’ answer', () => {
  it('for a mapping whose column is not a header index (the string "3"), as the reference rules read it', () => {
    const text = 'name;iban;amount;currency;message\r\nVirtanen Oy;FI2112345600000785;12.50;SEK;Invoice 1\r\n';
    const bytes = new TextEncoder().encode(text);
    const mapping = { name: 0, iban: 1, amount: 2, currency: '3' as unknown as number, unstructured_reference: 4 };
    const settings = { delimiter: ';' as const, mapping, decimalStyle: 'dot' as const };
    const options = { defaultCurrency: 'EUR', firstN: 0 };
    const fast = streamCheckPaymentFile('f.csv', bytes, settings, options);
    const reference = streamCheckPaymentFile('f.csv', bytes, settings, { ...options, fastPath: false });
    expect(fast).toEqual(reference);
    expect(fast.ok && fast.value.totals).toEqual({ SEK: '12.50' });
  });

  it('on generated files: counts, first problems, duplicates, bulks and totals', () => {
    const spy = vi.spyOn(FastRowCheck.prototype, 'check');
    fc.assert(
      fc.property(files, ({ text, columns, firstN, decimal, defaultCurrency, characterSet }) => {
        const bytes = new TextEncoder().encode(text);
        const mapping = Object.fromEntries(columns.map((field, i) => [field, i]));
        const settings = { delimiter: ';' as const, mapping, decimalStyle: decimal };
        const options = { defaultCurrency, firstN, characterSet };
        const fast = streamCheckPaymentFile('f.csv', bytes, settings, options);
        const reference = streamCheckPaymentFile('f.csv', bytes, settings, { ...options, fastPath: false });
        expect(fast).toEqual(reference);
        // and as the window's worker counts the same file (rows parsed first, duplicates by key strings)
        const parsed = parsePaymentFile('f.csv', bytes, settings);
        if (!parsed.ok || !fast.ok) return;
        const worker = checkParsedRows(parsed.value.rows, parsed.value.fileIssues, parsed.value.decimalStyle, options);
        const kinds = (groups: ProblemGroup[]) =>
          groups
            .map((g) => `${g.severity} ${g.code} ${g.field} ${g.count} ${g.first.map((i) => i.line).join(',')}`)
            .sort();
        expect(kinds(worker.problems)).toEqual(kinds(fast.value.problems));
        expect([worker.rowCount, worker.bulks, worker.totals, worker.rowsWithErrors]).toEqual([
          fast.value.rowCount,
          fast.value.bulks,
          fast.value.totals,
          fast.value.rowsWithErrors,
        ]);
      }),
      { numRuns: 400 },
    );
    // The files exercise both paths: many rows taken by the fast path, many sent on.
    const answers = spy.mock.results.map((r) => r.value as boolean);
    spy.mockRestore();
    expect(answers.filter(Boolean).length).toBeGreaterThan(1000);
    expect(answers.filter((a) => !a).length).toBeGreaterThan(1000);
  }, 60_000);

  it.each([
    [[...FIELDS, 'currency', 'unstructured_reference']],
    [[...FIELDS, 'structured_reference', 'unstructured_reference', 'currency', 'method', 'end_to_end_id']],
  ] as PaymentField[][][])('keys a clean row by its payment fingerprint and its hash (%j)', (columns) => {
    const entries = columns.map((field, i) => [field, i] as const);
    const fast = new FastRowCheck({
      entries,
      headerCount: columns.length,
      decimalStyle: 'dot',
      defaultCurrency: 'EUR',
      replacementCharacters: true,
      wantsDetails: () => false,
    });
    const reference = compileRowRules({ decimalStyle: 'dot', defaultCurrency: 'EUR' });
    let clean = 0;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: columns.length, maxLength: columns.length }), (picks) => {
        const cells = columns.map((field, k) => pool(field)[picks[k]! % pool(field).length]!);
        const row: PaymentRow = { line: 2, values: Object.fromEntries(columns.map((f, i) => [f, cells[i]])) };
        const result = reference(row, 0);
        const errors = result.issues.filter((i) => i.severity === 'error');
        if (!fast.checkCells(cells)) return;
        clean++;
        expect(errors).toEqual([]);
        expect(fast.key()).toBe(paymentFingerprint(result.payment!));
        expect(fast.out.hash).toBe(fingerprintHash(fast.key()));
        expect(fast.out.minor).toBe(result.minor);
        expect(fast.out.currency).toBe(result.currency);
        expect(fast.out.warningCodes.slice(0, fast.out.warnings).sort()).toEqual(
          result.issues.map((i) => i.code).sort(),
        );
      }),
      { numRuns: 5000 },
    );
    expect(clean).toBeGreaterThan(50);
  });
});

/**
 * A file checked as the window's worker checks it (`import.worker.ts`: one pass, each row and what
 * the window keeps of its result), with the fast path's slim results for clean rows or without.
 */
function asTheWorker(
  bytes: Uint8Array,
  settings: object,
  options: StreamCheckOptions,
  slimRows: boolean,
  /** The rows from this index on wait until the pass is over (`laterRowsFrom`), then come `chunk` at a time. */
  later?: { from: number; chunk: number },
) {
  const rows: { line: number; values: Record<string, string>; ragged?: unknown }[] = [];
  const results: RowResult[] = [];
  let slim = 0;
  let waiting: LaterRows | undefined;
  const onRow = (row: PaymentRow, result: RowResult) => {
    rows.push({ line: row.line, values: { ...row.values }, ...(row.ragged ? { ragged: row.ragged } : {}) });
    if (!result.payment && result.fingerprint !== undefined && !result.issues.some((i) => i.severity === 'error'))
      slim++;
    results.push(forWindow(result));
  };
  const check = streamCheckPaymentFile('f.csv', bytes, settings, {
    ...options,
    ...(slimRows ? { slimRows: true } : { fastPath: false }),
    ...(later ? { laterRowsFrom: later.from, onLaterRows: (r: LaterRows) => (waiting = r) } : {}),
    onRow,
  });
  const duringPass = rows.length;
  while (later && waiting?.read(later.chunk, onRow));
  return { check, rows, results, slim, waited: rows.length - duringPass };
}

describe('the window’s worker with the fast path gives the reference rules’ rows and summary', () => {
  it('on generated files: each row, what the window keeps of its result, and the summary', () => {
    let slim = 0;
    let rows = 0;
    let waited = 0;
    fc.assert(
      fc.property(files, ({ text, columns, firstN, decimal, defaultCurrency, characterSet }) => {
        const bytes = new TextEncoder().encode(text);
        const mapping = Object.fromEntries(columns.map((field, i) => [field, i]));
        const settings = { delimiter: ';' as const, mapping, decimalStyle: decimal };
        const options = { defaultCurrency, firstN, characterSet };
        const fast = asTheWorker(bytes, settings, options, true);
        const reference = asTheWorker(bytes, settings, options, false);
        expect(reference.slim).toBe(0);
        expect(fast.check).toEqual(reference.check);
        expect(fast.rows).toEqual(reference.rows);
        expect(fast.results).toEqual(reference.results);
        slim += fast.slim;
        rows += fast.rows.length;
        // The same rows and results when most of them wait until the pass is over (the worker's summary first).
        const later = asTheWorker(bytes, settings, options, true, { from: 2, chunk: 3 });
        expect(later.check).toEqual(reference.check);
        expect(later.rows).toEqual(reference.rows);
        expect(later.results).toEqual(reference.results);
        waited += later.waited;
      }),
      { numRuns: 400 },
    );
    // Many rows came from the fast path, many from the rules; many waited for the end of the pass.
    expect(slim).toBeGreaterThan(1000);
    expect(rows - slim).toBeGreaterThan(1000);
    expect(waited).toBeGreaterThan(rows / 2);
  }, 60_000);

  it('on the benchmark’s file (duplicates, warnings, errors; the decimal mark guessed)', () => {
    const bytes = generatePaymentCsv(12_000);
    const fast = asTheWorker(bytes, {}, { defaultCurrency: 'EUR' }, true);
    const reference = asTheWorker(bytes, {}, { defaultCurrency: 'EUR' }, false);
    expect(fast.check).toEqual(reference.check);
    expect(fast.rows).toEqual(reference.rows);
    expect(fast.results).toEqual(reference.results);
    expect(fast.check.ok && fast.check.value.problems.some((g) => g.code === 'duplicate_in_file')).toBe(true);
    expect(fast.slim).toBeGreaterThan(11_000);
    expect(fast.results.filter((r) => r.issues.length).length).toBeGreaterThan(8_000); // non-SEPA characters
    // as the worker reads it: the rows past the decimal mark's sample (10,000) wait for the end of the pass
    const later = asTheWorker(bytes, {}, { defaultCurrency: 'EUR' }, true, { from: 5_000, chunk: 5_000 });
    expect(later.waited).toBe(2_000);
    expect(later.check).toEqual(reference.check);
    expect(later.rows).toEqual(reference.rows);
    expect(later.results).toEqual(reference.results);
  });
});

describe('the fast path’s IBAN check', () => {
  const countries = Object.entries(getCountrySpecifications()).filter(([, s]) => s.chars && s.bban_regexp);
  /** Check digits that make `country + bban` pass mod 97, so the national rules decide. */
  const withCheckDigits = (country: string, bban: string) => {
    let remainder = 0;
    for (const ch of `${bban}${country}00`)
      remainder = (remainder * (/\d/.test(ch) ? 10 : 100) + parseInt(ch, 36)) % 97;
    return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
  };
  const fast = new FastRowCheck({
    entries: [
      ['name', 0],
      ['iban', 1],
      ['amount', 2],
      ['reference', 3],
    ],
    headerCount: 4,
    decimalStyle: 'dot',
    defaultCurrency: 'EUR',
    replacementCharacters: false,
    wantsDetails: () => false,
  });

  it('reads the French, Monaco and Belgian national check digits as ibantools does', () => {
    let valid = 0;
    fc.assert(
      fc.property(fc.constantFrom('FR', 'MC', 'BE'), fc.stringMatching(/^[0-9]{10}[0-9A-Z]{11}$/), (country, body) => {
        const start = country === 'BE' ? body.slice(0, 10) : body;
        for (let key = 0; key < 100; key++) {
          const iban = withCheckDigits(country, start + String(key).padStart(2, '0'));
          const expected = checkIban(iban).valid;
          if (expected) valid++;
          expect(fast.checkCells(['Payee', iban, '1.00', 'Invoice 1'])).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
    expect(valid).toBeGreaterThan(150);
    // Belgium: a first part that is a multiple of 97 takes 97 as its check digits, not 00
    for (const bban of ['539000000097', '539000000000', '000000009797', '000000009700']) {
      const iban = withCheckDigits('BE', bban);
      expect(fast.checkCells(['Payee', iban, '1.00', 'Invoice 1'])).toBe(checkIban(iban).valid);
    }
  });

  it('accepts exactly the IBANs checkIban accepts, national check digits included', () => {
    const answers = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...countries),
        fc.array(fc.integer({ min: 0, max: 35 }), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        ([country, spec], picks, digitsOnly, spaced) => {
          const length = spec.chars! - 4;
          const bban = picks
            .slice(0, length)
            .map((p) => (digitsOnly ? String(p % 10) : p.toString(36).toUpperCase()))
            .join('');
          const iban = withCheckDigits(country, bban);
          const cell = spaced ? iban.replace(/(.{4})/g, '$1 ').trim() : iban;
          const valid = checkIban(iban).valid;
          expect(fast.checkCells(['Payee', cell, '1.00', 'Invoice 1'])).toBe(valid);
          answers[valid ? 'valid' : 'invalid']++;
        },
      ),
      { numRuns: 5000 },
    );
    expect(answers.valid).toBeGreaterThan(500);
    expect(answers.invalid).toBeGreaterThan(500);
  });
});
