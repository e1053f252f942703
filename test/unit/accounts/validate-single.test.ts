import { describe, expect, it } from 'vitest';
import type { SinglePaymentForm } from '../../../src-shared/ipc/channels/debts';
import { validateSinglePayment } from '../../../src-shared/payments-single/validate-single';

const form = (over: Partial<SinglePaymentForm> = {}): SinglePaymentForm => ({
  accountHandle: 'virtanen-eur-1',
  receiverName: ' Nordic  Freight AB ',
  iban: 'fi21 1234 5600 0007 85',
  bic: 'ndea fihh',
  amount: '1,250.5',
  currency: '',
  dueDate: '',
  unstructuredReference: 'Invoice 118',
  endToEndId: 'E2E-1',
  ...over,
});
const context = { accountCurrency: 'EUR', today: '2026-11-22' };

describe('single payment form rules', () => {
  it('gives the canonical request for a valid form: IBAN compacted, amount exact with minor units, today as due date', () => {
    const checked = validateSinglePayment(form(), context);
    expect(checked.errors).toEqual({});
    expect(checked.request).toEqual({
      accountHandle: 'virtanen-eur-1',
      receiverName: 'Nordic Freight AB',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      amount: '1250.50',
      currency: 'EUR',
      dueDate: '2026-11-22',
      unstructuredReference: 'Invoice 118',
      endToEndId: 'E2E-1',
    });
  });

  it('puts every problem on its field, with messages that say how to fix it', () => {
    const checked = validateSinglePayment(
      form({
        receiverName: '',
        iban: 'FI21 1234 5600 0007 86',
        bic: 'XX',
        amount: '10.999',
        unstructuredReference: '',
        endToEndId: 'x'.repeat(37),
        dueDate: '2026-11-21',
      }),
      context,
    );
    expect(checked.request).toBeUndefined();
    expect(Object.keys(checked.errors).sort()).toEqual([
      'amount',
      'bic',
      'dueDate',
      'endToEndId',
      'iban',
      'receiverName',
      'unstructuredReference',
    ]);
    expect(checked.errors.amount).toMatch(/at most 2 decimals/);
    expect(checked.errors.dueDate).toMatch(/in the past; use today \(2026-11-22\)/);
    expect(checked.errors.endToEndId).toMatch(/at most 36/);
  });

  it('pays in the account currency: another currency, no account, or a bad date is an error', () => {
    expect(validateSinglePayment(form({ currency: 'GBP' }), context).errors.currency).toMatch(/holds EUR/);
    expect(validateSinglePayment(form(), { ...context, accountCurrency: undefined }).errors.accountHandle).toMatch(
      /Choose the account/,
    );
    expect(validateSinglePayment(form({ dueDate: '2026-02-30' }), context).errors.dueDate).toMatch(/not a date/);
  });

  it('does not apply the bulk rule that SEPA means euros: a GBP account pays in GBP without a warning', () => {
    const checked = validateSinglePayment(form({ iban: 'GB33 BUKB 2020 1555 5555 55', bic: '' }), {
      accountCurrency: 'GBP',
      today: '2026-11-22',
    });
    expect(checked.errors).toEqual({});
    expect(checked.warnings.currency).toBeUndefined();
    expect(checked.request?.currency).toBe('GBP');
  });
});
