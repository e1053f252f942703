import { describe, expect, it } from 'vitest';
import {
  accountOf,
  emptyPartOver,
  indexedWhole,
  indexWithReplaced,
} from '../../../../src-shared/payments/payee-book-memory';
import { overlaidBook } from '../../../../src-shared/payments/payee-book-overlay';
import { payeeIssues, payeeKey } from '../../../../src-shared/payments/payee-checks';
import type { BulkPaymentItem } from '../../../../src-shared/payments';

const X = 'FI2112345600000785';
const Y = 'DE89370400440532013000';
const paid = (name: string, iban: string, trust: 'known' | 'blocked' = 'known') =>
  accountOf(payeeKey(name), name, iban, trust, '2026-02-03T00:00:00.000Z', 3);

const pay = (name: string, iban: string): BulkPaymentItem => ({
  amount: '100.00',
  currency: 'EUR',
  counterparty: { name, account_identifier: iban, account_identifier_type: 'iban' },
  method: 'sepa',
});

describe('overlaidBook', () => {
  it('asks whether an IBAN is blocked of the whole book, also of an IBAN its changed part does not hold', () => {
    // Acme was paid at X; Boli, blocked, is at X too: a payment to Acme at X is an error.
    const whole = indexedWhole([paid('Acme Oy', X), paid('Boli AB', X, 'blocked'), paid('Cee Oy', Y)], []);
    const cee = [paid('Cee Oy', Y, 'blocked')];
    const part = indexWithReplaced(
      emptyPartOver(whole.index),
      new Map([[payeeKey('Cee Oy'), cee]]),
      new Map([[Y, cee]]),
      [],
    );
    expect(part.byIban.has(X)).toBe(false);

    const book = overlaidBook(whole.book, part, new Set([payeeKey('Cee Oy')]), new Set([Y]), true);

    expect(book.ibanBlocked(X)).toBe(true);
    expect(book.ibanBlocked(Y)).toBe(true);
    expect(payeeIssues(pay('Acme Oy', X), 2, 0, book).map((i) => i.code)).toContain('payee_blocked');
    expect(payeeIssues(pay('Acme Oy', X), 2, 0, whole.book)).toEqual(payeeIssues(pay('Acme Oy', X), 2, 0, book));
  });
});
