import { bankMessage } from '../../../../src-shared/bank/field-errors';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../../../src-main/adapters/bank-api/errors';
import { bankFieldErrors } from '../../../../src-main/features/single-payments/single-payment-service';

describe('bank rejections of a single payment', () => {
  it('land on the form field they are about', () => {
    const body = {
      iban: ['Enter a valid IBAN in capitals without spaces.'],
      receiver: { name: ['This field is required.'] },
      items: [{ gross: ['Must be greater than zero.'] }],
      due_date: ['The due date is in the past.'],
    };
    const error = errorFromResponse({ status: 400, text: JSON.stringify(body) }, 'Creating the payment');
    // Kept as objects on their fields, not folded into one "field: message; …" sentence.
    expect(error.details.general).toContainEqual(bankMessage('iban', 'Enter a valid IBAN in capitals without spaces.'));
    expect(error.details.general).toContainEqual(bankMessage('receiver.name', 'This field is required.'));
    const says = (message: string) => ({
      code: 'bank_says',
      message: `The bank says: ${message}`,
      params: { message },
    });
    expect(bankFieldErrors(error.details)).toEqual({
      iban: says('Enter a valid IBAN in capitals without spaces.'),
      receiverName: says('This field is required.'),
      amount: says('Must be greater than zero.'),
      dueDate: says('The due date is in the past.'),
    });
  });

  it('give no field for a message about the whole request', () => {
    const error = errorFromResponse(
      { status: 400, text: JSON.stringify({ detail: 'Something else went wrong.' }) },
      'Creating the payment',
    );
    expect(bankFieldErrors(error.details)).toEqual({});
  });
});
