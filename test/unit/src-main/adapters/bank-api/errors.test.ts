import { bankMessage } from '../../../../../src-shared/bank/field-errors';
import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  normaliseBulkErrors,
  parseRetryAfter,
} from '../../../../../src-main/adapters/bank-api/errors';

const bulk400 = (body: unknown) =>
  errorFromResponse({ status: 400, text: JSON.stringify(body) }, 'Sending the bulk', { bulk: true });

describe('bulk error shapes', () => {
  it('shape 1: per-payment list of field errors, nested counterparty', () => {
    const { payments, general } = normaliseBulkErrors({
      payments: [
        {},
        { amount: ['A valid number is required.'], counterparty: { account_identifier: ['Invalid IBAN.'] } },
        {},
      ],
    });
    expect(general).toEqual([]);
    expect(payments).toEqual({
      1: [
        bankMessage('amount', 'A valid number is required.'),
        bankMessage('counterparty.account_identifier', 'Invalid IBAN.'),
      ],
    });
  });

  it('shape 2: object keyed by payment index, message or field object', () => {
    const { payments } = normaliseBulkErrors({
      payments: { '0': 'Counterparty bank not reachable.', '4': { end_to_end_id: 'Duplicate end_to_end_id.' } },
    });
    expect(payments).toEqual({
      0: [bankMessage(null, 'Counterparty bank not reachable.')],
      4: [bankMessage('end_to_end_id', 'Duplicate end_to_end_id.')],
    });
  });

  it('shape 3: whole-bulk messages under payments or non_field_errors', () => {
    expect(normaliseBulkErrors({ payments: ['Ensure this field has no more than 100 elements.'] })).toEqual({
      general: [bankMessage('payments', 'Ensure this field has no more than 100 elements.')],
      payments: {},
    });
    const error = bulk400({ non_field_errors: ['The amount exceeds the account balance.'] });
    expect(error.code).toBe('bank_invalid_request');
    expect(error.details.general).toEqual([bankMessage(null, 'The amount exceeds the account balance.')]);
    expect(error.message).toContain('The amount exceeds the account balance.');
  });

  it('a top-level field error stays on its field; the message tells how many rows need fixing', () => {
    const error = bulk400({
      payment_account: ['Not a valid UUID.'],
      payments: [{ amount: ['Required.'] }, { amount: ['Required.'] }],
    });
    expect(error.details.general).toEqual([bankMessage('payment_account', 'Not a valid UUID.')]);
    expect(error.message).toMatch(/2 payments have errors; see the message on each row/);
  });

  it('409 keeps the bank code; Retry-After is parsed as seconds or a date', () => {
    const error = errorFromResponse(
      { status: 409, text: '{"error":"request_in_progress","error_description":"Still processing"}', retryAfter: '2' },
      'Sending the bulk',
    );
    expect(error).toMatchObject({
      code: 'bank_busy',
      details: { status: 409, bankCode: 'request_in_progress', retryAfterMs: 2000 },
    });
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('non-JSON error bodies keep the status and a human message first', () => {
    const error = errorFromResponse({ status: 500, text: '<html>oops</html>' }, 'Reading the accounts');
    expect(error).toMatchObject({ code: 'bank_server_error', details: { status: 500 } });
    expect(error.message).toBe('Reading the accounts failed. The bank had a problem on its side. Try again later.');
  });
});
