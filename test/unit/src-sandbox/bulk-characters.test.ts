// The sandbox bank's own character sets (spec-notes: "Characters"): what each refuses, in shape 1.
import { describe, expect, it } from 'vitest';
import { validateBulkBody } from '../../../src-sandbox/bulk-rules';
import type { Account } from '../../../src-sandbox/model';

const account = { uuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', currency: 'EUR' } as Account;
const body = (name: string, message = 'Invoice 1') => ({
  payment_account: account.uuid,
  payments: [
    {
      amount: '1.00',
      counterparty: { name, account_identifier: 'DE89370400440532013000', account_identifier_type: 'iban' },
      unstructured_reference: message,
    },
  ],
});
const errorsOf = (name: string, set: 'latin' | 'basic' | 'any', message?: string) => {
  const checked = validateBulkBody(body(name, message), [account], set);
  return checked.ok ? undefined : checked.errors;
};

describe('the sandbox bank refuses characters outside its set', () => {
  it('basic: only the SEPA basic Latin set, the refused characters named under the field', () => {
    expect(errorsOf('Muller GmbH', 'basic')).toBeUndefined();
    expect(errorsOf('Müller Weiß', 'basic')).toEqual({
      payments: [
        {
          counterparty: {
            name: [
              "Contains characters this bank does not take: “ü”, “ß”. Use only A–Z, a–z, 0–9 and / - ? : ( ) . , ' + and space.",
            ],
          },
        },
      ],
    });
  });

  it('latin: Latin-1 letters too, but not × ÷, & or letters beyond Latin-1; references as names', () => {
    expect(errorsOf('Müller Weiß Åström Øre', 'latin')).toBeUndefined();
    expect(errorsOf('Łukasz & Co', 'latin')).toMatchObject({
      payments: [{ counterparty: { name: [expect.stringContaining('“Ł”, “&”')] } }],
    });
    expect(errorsOf('Matti', 'latin', 'Lasku × 2')).toMatchObject({
      payments: [{ unstructured_reference: [expect.stringContaining('“×”')] }],
    });
  });

  it('any: every character, as the plain simulator always did', () => {
    expect(errorsOf('Łukasz & Co 😀', 'any', '€ × ÷')).toBeUndefined();
  });
});
