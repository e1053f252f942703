import { describe, expect, it } from 'vitest';
import type { SinglePaymentForm } from '../../../../src-shared/ipc/channels/single-payments';
import { createI18n, messageText } from '../../../../src-shared/i18n';
import { validateSinglePayment } from '../../../../src-shared/single-payments/validate-single';

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
    expect(checked.errors.amount?.message).toMatch(/at most 2 decimals/);
    expect(checked.errors.dueDate).toEqual({
      code: 'due_date_past',
      message: expect.stringMatching(/in the past; use today \(2026-11-22\)/),
      params: { value: '2026-11-21', today: '2026-11-22' },
    });
    expect(checked.errors.endToEndId).toMatchObject({ code: 'end_to_end_id_too_long', params: { max: 36 } });
  });

  it('pays in the account currency: another currency, no account, or a bad date is an error', () => {
    expect(validateSinglePayment(form({ currency: 'GBP' }), context).errors.currency).toEqual({
      code: 'single_currency_mismatch',
      message: expect.stringMatching(/holds EUR/),
      params: { accountCurrency: 'EUR', currency: 'GBP' },
    });
    expect(validateSinglePayment(form(), { ...context, accountCurrency: undefined }).errors.accountHandle).toEqual({
      code: 'paying_account_missing',
      message: expect.stringMatching(/Choose the account/),
    });
    expect(validateSinglePayment(form({ dueDate: '2026/12/01' }), context).errors.dueDate).toMatchObject({
      code: 'due_date_invalid',
      message: expect.stringMatching(/not a date/),
    });
  });

  it('says a due date that does not exist (30 February) is no day of the calendar, not a format mistake', () => {
    const noDay = validateSinglePayment(form({ dueDate: '2027-02-30' }), context).errors.dueDate!;
    expect(noDay).toEqual({
      code: 'date_no_such_day',
      message: '2027-02-30 is not a day of the calendar: month 2 of 2027 has 28 days; check the day.',
      params: { value: '2027-02-30', year: 2027, month: 2, day: 30, days: 28 },
    });
    expect(messageText(createI18n('fi').t, noDay)).toBe(
      'Päivää 2027-02-30 ei ole kalenterissa: vuoden 2027 kuukaudessa 2 on 28 päivää; tarkista päivä.',
    );
    expect(messageText(createI18n('sv').t, noDay)).toContain('har 28 dagar');
    expect(messageText(createI18n('de').t, noDay)).toContain('hat 28 Tage');
    const noMonth = validateSinglePayment(form({ dueDate: '2027-13-01' }), context).errors.dueDate!;
    expect(noMonth).toMatchObject({ code: 'date_no_such_month', params: { month: 13 } });
    expect(messageText(createI18n('de').t, noMonth)).toContain('Einen Monat 13 gibt es nicht');
  });

  it('gives codes with params that read in every language, naming the values', () => {
    const checked = validateSinglePayment(form({ currency: 'GBP', dueDate: '2026-11-21', amount: '10.999' }), context);
    const finnish = createI18n('fi').t;
    const german = createI18n('de').t;
    expect(messageText(finnish, checked.errors.currency!)).toBe(
      'Valitun tilin valuutta on EUR, ja yksittäinen maksu maksetaan tilin valuutassa. Valitse GBP-tili tai vaihda valuutaksi EUR.',
    );
    expect(messageText(german, checked.errors.dueDate!)).toContain('2026-11-21');
    expect(messageText(german, checked.errors.dueDate!)).toContain('Vergangenheit');
    expect(messageText(finnish, checked.errors.amount!)).toContain('10.999');
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
