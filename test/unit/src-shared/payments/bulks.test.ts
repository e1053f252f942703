import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBulkRequests, splitIntoBulks, totalsByCurrency } from '../../../../src-shared/payments/bulks';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { validatePayments } from '../../../../src-shared/payments/validate';

const row = (line: number, values: PaymentRow['values']): PaymentRow => ({
  line,
  values: {
    name: 'Acme Oy',
    iban: 'FI2112345600000785',
    amount: '1.00',
    currency: 'EUR',
    unstructured_reference: `Invoice ${line}`,
    ...values,
  },
});

describe('splitIntoBulks', () => {
  it('keeps every item once, in order, in chunks of 1 to 100', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 1000 }), (items) => {
        const bulks = splitIntoBulks(items);
        expect(bulks.flat()).toEqual(items);
        for (const b of bulks) expect(b.length).toBeGreaterThanOrEqual(1);
        for (const b of bulks) expect(b.length).toBeLessThanOrEqual(100);
        expect(bulks.length).toBe(Math.ceil(items.length / 100));
        bulks.slice(0, -1).forEach((b) => expect(b.length).toBe(100));
      }),
    );
  });
});

describe('totalsByCurrency', () => {
  it('adds exactly, where floats would not', () => {
    expect(
      totalsByCurrency([
        { amount: '0.10', currency: 'EUR' },
        { amount: '0.20', currency: 'EUR' },
        { amount: '5', currency: 'JPY' },
      ]),
    ).toEqual({ EUR: '0.30', JPY: '5' });
    const many = Array.from({ length: 1000 }, () => ({ amount: '0.01', currency: 'EUR' }));
    expect(totalsByCurrency(many)).toEqual({ EUR: '10.00' });
  });

  it('equals the integer sum of cents for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10n ** 13n }), { maxLength: 200 }), (cents) => {
        const total = cents.reduce((a, b) => a + b, 0n);
        const rows = cents.map((c) => ({
          amount: `${c / 100n}.${String(c % 100n).padStart(2, '0')}`,
          currency: 'EUR',
        }));
        const expected = cents.length ? { EUR: `${total / 100n}.${String(total % 100n).padStart(2, '0')}` } : {};
        expect(totalsByCurrency(rows)).toEqual(expected);
      }),
    );
  });
});

describe('buildBulkRequests', () => {
  it('builds the exact bank body, 100 per bulk, in file order', () => {
    const rows = Array.from({ length: 205 }, (_, i) => row(i + 2, { amount: `${i + 1}.00` }));
    rows[0] = row(2, {
      unstructured_reference: '',
      structured_reference: 'RF18 5390 0754 7034',
      end_to_end_id: 'E2E-1',
      instant: 'yes',
      bic: 'NDEAFIHH',
    });
    const built = buildBulkRequests(validatePayments(rows), '6f9619ff-8b86-d011-b42d-00cf4fc964ff');
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.map((b) => b.payments.length)).toEqual([100, 100, 5]);
    expect(built.value[0]!.payment_account).toBe('6f9619ff-8b86-d011-b42d-00cf4fc964ff');
    expect(built.value[0]!.payments[0]).toStrictEqual({
      amount: '1.00',
      currency: 'EUR',
      counterparty: { name: 'Acme Oy', account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' },
      structured_reference: 'RF18539007547034',
      end_to_end_id: 'E2E-1',
      method: 'sepa',
      instant: true,
    });
    expect(built.value[0]!.payments[1]).toStrictEqual({
      amount: '2.00',
      currency: 'EUR',
      counterparty: { name: 'Acme Oy', account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' },
      unstructured_reference: 'Invoice 3',
      method: 'sepa',
    });
    expect(built.value[2]!.payments.map((p) => p.amount)).toEqual(['201.00', '202.00', '203.00', '204.00', '205.00']);
  });

  it('refuses while any row has an error, and when there is nothing to send', () => {
    const result = validatePayments([row(2, {}), row(3, { iban: 'FI2112345600000786' })]);
    expect(buildBulkRequests(result, 'acc')).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(buildBulkRequests(validatePayments([]), 'acc')).toMatchObject({ ok: false });
  });
});

describe('totalsByCurrency with minor units', () => {
  it('sums integers while exact and switches to decimals past 2^53, to the cent', () => {
    const rows = Array.from({ length: 200 }, () => ({
      amount: '999999999999.99',
      currency: 'EUR',
      minor: 99_999_999_999_999,
    }));
    expect(totalsByCurrency(rows)).toEqual({ EUR: '199999999999998.00' });
    expect(
      totalsByCurrency([
        { amount: '0.10', currency: 'EUR', minor: 10 },
        { amount: '0.20', currency: 'EUR' },
        { amount: '5', currency: 'JPY', minor: 5 },
      ]),
    ).toEqual({ EUR: '0.30', JPY: '5' });
  });
});
