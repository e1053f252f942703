import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import {
  isValidFinnishReference,
  isValidRf,
  makeFinnishReference,
  makeRf,
} from '../../../../src-shared/payments/references';
import { minorUnits, isIsoCurrency } from '../../../../src-shared/payments/currency';
import { combineRowResults, paymentFingerprint, validatePayments } from '../../../../src-shared/payments/validate';
import { validateRow } from '../../../../src-shared/payments/row-rules';
import type { ValidationIssue } from '../../../../src-shared/payments/types';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';

const row = (line: number, values: PaymentRow['values'] = {}): PaymentRow => ({
  line,
  values: {
    name: 'Acme Oy',
    iban: 'FI21 1234 5600 0007 85',
    amount: '10.00',
    currency: 'EUR',
    unstructured_reference: 'Invoice 1',
    ...values,
  },
});
const codes = (rows: PaymentRow[], options = {}) =>
  validatePayments(rows, options).issues.map((i) => `${i.line}:${i.field}:${i.code}:${i.severity}`);

describe('references', () => {
  it('checks RF (ISO 11649) and Finnish check digits', () => {
    expect(isValidRf('RF18539007547034')).toBe(true);
    expect(isValidRf('RF19539007547034')).toBe(false);
    expect(isValidRf(makeRf('INVOICE42'))).toBe(true);
    expect(isValidFinnishReference('12345672')).toBe(true);
    expect(isValidFinnishReference('12345671')).toBe(false);
    expect(isValidFinnishReference(makeFinnishReference('987654321'))).toBe(true);
  });
});

describe('currencies come from Intl', () => {
  it('knows ISO codes and their minor units', () => {
    expect([minorUnits('EUR'), minorUnits('JPY'), minorUnits('BHD')]).toEqual([2, 0, 3]);
    expect(isIsoCurrency('SEK')).toBe(true);
    expect(isIsoCurrency('EUX')).toBe(false);
  });
});

describe('validatePayments', () => {
  it('accepts a clean row and builds its bank item', () => {
    const result = validatePayments([row(2)]);
    expect(result.issues).toEqual([]);
    expect(result.payments[0]).toMatchObject({
      amount: '10.00',
      counterparty: { account_identifier: 'FI2112345600000785' },
    });
  });

  it('reports every problem of a row at once, not only the first', () => {
    expect(codes([row(7, { name: '', iban: 'XX00', amount: 'abc', unstructured_reference: '' })])).toEqual([
      '7:name:name_missing:error',
      '7:iban:iban_country:error',
      '7:amount:amount_unreadable:error',
      '7:unstructured_reference:reference_missing:error',
    ]);
  });

  it('uses the account currency for rows without one, and JPY allows no decimals', () => {
    expect(validatePayments([row(2, { currency: '' })], { defaultCurrency: 'EUR' }).payments[0]?.currency).toBe('EUR');
    expect(codes([row(2, { currency: 'JPY', amount: '100.5', method: 'international' })])).toEqual([
      '2:amount:amount_too_many_decimals:error',
    ]);
    expect(
      validatePayments([row(2, { currency: 'JPY', amount: '100', method: 'international' })]).payments[0]?.amount,
    ).toBe('100');
  });

  it('classifies a generic reference column: valid check digits → structured, otherwise a message with a warning', () => {
    const result = validatePayments([
      row(2, { unstructured_reference: undefined, reference: 'RF18 5390 0754 7034' }),
      row(3, { unstructured_reference: undefined, reference: '12345671' }),
      row(4, { unstructured_reference: undefined, reference: 'Invoice 9' }),
    ]);
    expect(result.payments[0]?.structured_reference).toBe('RF18539007547034');
    expect(result.payments[1]?.unstructured_reference).toBe('12345671');
    expect(result.payments[2]?.unstructured_reference).toBe('Invoice 9');
    expect(result.issues.map((i) => `${i.line}:${i.code}`)).toEqual(['3:reference_check_digit']);
  });

  it('warns about duplicates in the file, naming the first line', () => {
    const result = validatePayments([row(2), row(3, { amount: '11.00' }), row(9)]);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ line: 9, row: 2, code: 'duplicate_in_file', severity: 'warning' });
    expect(result.issues[0]!.message).toContain('line 2');
  });

  it('warns about a duplicate even while the same row has errors (a due-date column on every row)', () => {
    const due = { due_date: '2026-12-01' };
    const result = validatePayments([row(2, due), row(3, { ...due, amount: '11.00' }), row(4, due)]);
    expect(result.issues.map((i) => `${i.line}:${i.code}:${i.severity}`)).toEqual([
      '2:field_not_accepted:error',
      '3:field_not_accepted:error',
      '4:field_not_accepted:error',
      '4:duplicate_in_file:warning',
    ]);
    expect(result.issues[3]!.params).toEqual({ firstLine: 2 });
    expect(result.warningCount).toBe(1);
    // A row whose account is missing or invalid has no fingerprint: no guess at a duplicate.
    const noIban = validatePayments([row(2, { iban: '' }), row(3, { iban: '' })]);
    expect(noIban.issues.map((i) => i.code)).toEqual(['iban_missing', 'iban_missing']);
    const badIban = validatePayments([row(2, { iban: 'FI211234' }), row(3, { iban: 'FI211234' })]);
    expect(badIban.issues.map((i) => i.code)).toEqual(['iban_length', 'iban_length']);
  });

  it('finds the same duplicate in the streaming check (the CLI) as in the window', () => {
    const csv = 'name,iban,amount,currency,message,due date\n,FI2112345600000785,10.00,EUR,Invoice 1,2026-12-01\n';
    const file = `${csv},FI2112345600000785,10.00,EUR,Invoice 1,2026-12-01\n`;
    const issues: ValidationIssue[] = [];
    const checked = streamCheckPaymentFile(
      'due.csv',
      new TextEncoder().encode(file),
      {},
      { onIssue: (i) => issues.push(i) },
    );
    expect(checked.ok).toBe(true);
    expect(issues.map((i) => `${i.line}:${i.code}`)).toEqual([
      '2:field_not_accepted',
      '2:name_missing',
      '3:field_not_accepted',
      '3:name_missing',
      '3:duplicate_in_file',
    ]);
  });

  it('asks the optional history lookup about each payment', () => {
    const sent = new Set([paymentFingerprint(validatePayments([row(2)]).payments[0]!)]);
    const result = validatePayments([row(2), row(3, { amount: '5.00' })], {
      findRecentlySent: (_p, fingerprint) => (sent.has(fingerprint) ? { sentAt: '2024-05-01T10:00:00Z' } : undefined),
    });
    expect(result.issues.map((i) => `${i.line}:${i.code}`)).toEqual(['2:sent_recently']);
    expect(result.issues[0]!.message).toContain('2024-05-01');
  });

  it('recombines per-row results to the same answer after one row is re-checked', () => {
    const rows = [row(2), row(3, { iban: 'FI2112345600000786' }), row(4, { amount: '3.00' })];
    const perRow = rows.map((r, i) => validateRow(r, i));
    const fixed = { ...rows[1]!, values: { ...rows[1]!.values, iban: 'FI2112345600000785', amount: '7.00' } };
    perRow[1] = validateRow(fixed, 1);
    const combined = combineRowResults([rows[0]!, fixed, rows[2]!], perRow);
    expect(combined).toEqual(validatePayments([rows[0]!, fixed, rows[2]!]));
    expect(combined.errorCount).toBe(0);
    expect(combined.totals).toEqual({ EUR: '20.00' });
  });

  it('summarises counts for the summary line', () => {
    const result = validatePayments([
      row(2, { name: '', iban: '' }),
      row(3, { amount: '0' }),
      row(4, { currency: 'SEK' }),
    ]);
    expect([result.rowCount, result.errorCount, result.rowsWithErrors, result.warningCount]).toEqual([3, 3, 2, 1]);
  });
});
