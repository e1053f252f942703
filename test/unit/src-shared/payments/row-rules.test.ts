// The row rules speak in codes and params: the words come from the code and params alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPaymentFile } from '../../../../src-shared/import/check-file';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { ISSUE_WORDS, issueMessage } from '../../../../src-shared/payments/messages';
import { compileRowRules, validateRow } from '../../../../src-shared/payments/row-rules';
import { transliterateToSepa } from '../../../../src-shared/payments/charset';

const fixtures = join(import.meta.dirname, '../../../fixtures/import');
const row = (values: PaymentRow['values']): PaymentRow => ({
  line: 2,
  values: { name: 'Acme Oy', iban: 'FI21 1234 5600 0007 85', amount: '10.00', currency: 'EUR', ...values },
});

describe('issues are codes with params', () => {
  it('every issue of the every-rule-broken file has a known code and its message is made from its params alone', () => {
    const name = 'every-rule-broken.csv';
    const parsed = parsePaymentFile(name, new Uint8Array(readFileSync(join(fixtures, name))));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = checkPaymentFile(parsed.value, { defaultCurrency: 'EUR' });
    expect(result.issues.length).toBeGreaterThan(25);
    for (const issue of result.issues) {
      expect(Object.keys(ISSUE_WORDS)).toContain(issue.code);
      expect(issue.params).toBeDefined();
      expect(issueMessage(issue.code, issue.params)).toBe(issue.message);
      expect(issue.message).not.toMatch(/undefined|“”|\(\)|NaN/);
    }
  });

  it('the SEPA-characters warning carries the characters and a transliterated preview', () => {
    const [issue] = validateRow(row({ name: 'Jürgen Groß & Søn', unstructured_reference: 'x' }), 0).issues;
    expect(issue).toMatchObject({
      code: 'non_sepa_characters',
      field: 'name',
      params: { field: 'name', characters: '“ü” “ß” “&” “ø”', preview: 'Jurgen Gross + Son' },
    });
    expect(transliterateToSepa('Zoë 😀')).toBe('Zoe .');
  });

  it('IBANs pasted with no-break and zero-width spaces are read as the IBAN', () => {
    const pasted = 'FI21\u00a01234\u200b5600\u202f0007\u200d85\ufeff';
    expect(validateRow(row({ iban: pasted, unstructured_reference: 'x' }), 0)).toMatchObject({
      issues: [],
      payment: { counterparty: { account_identifier: 'FI2112345600000785' } },
    });
  });

  it('builds the bank item with its keys in the order always sent (the journal keeps exact bytes)', () => {
    const { payment } = validateRow(
      row({ structured_reference: 'RF18539007547034', end_to_end_id: 'E1', instant: 'yes' }),
      0,
    );
    expect(JSON.stringify(payment)).toBe(
      '{"amount":"10.00","currency":"EUR","counterparty":{"name":"Acme Oy","account_identifier":"FI2112345600000785","account_identifier_type":"iban"},"structured_reference":"RF18539007547034","end_to_end_id":"E1","method":"sepa","instant":true}',
    );
  });

  it('a compiled validator gives the same answer as validateRow, and the amount in minor units', () => {
    const check = compileRowRules({ decimalStyle: 'comma', defaultCurrency: 'eur' });
    const r = row({ amount: '1.234,5', currency: '', unstructured_reference: 'x' });
    expect(check(r, 0)).toEqual(validateRow(r, 0, { decimalStyle: 'comma', defaultCurrency: 'eur' }));
    expect(check(r, 0)).toMatchObject({ amount: '1234.50', currency: 'EUR', minor: 123450 });
  });
});
