import Big from 'big.js';

/** What the history needs of one payment in the bank's processed bulk status. */
export interface BankPaymentOutcome {
  uuid: string;
  amount: string;
  state: string;
  booking_date: string | null;
  execution_at: string | null;
  structured_reference: string;
  unstructured_reference: string;
  end_to_end_id: string;
  counterparty: { account_identifier?: string };
}

export interface LocalPayment {
  position: number;
  amount: string;
  account_identifier: string;
  unstructured_reference: string | null;
  structured_reference: string | null;
  end_to_end_id: string | null;
}

const compact = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '').toUpperCase();

const keyOf = (
  amount: string,
  account: string,
  unstructured: string | null,
  structured: string | null,
  e2e: string | null,
) => [new Big(amount).toFixed(), compact(account), unstructured ?? '', structured ?? '', e2e ?? ''].join('\u0000');

/**
 * Pairs the bank's payments with ours. The spec does not promise the bank lists them in request
 * order, so pair by what was sent (amount, account, references, end-to-end id); identical
 * payments are interchangeable, so any pairing among them is correct. What is left over pairs
 * in order, so a bank that rewrites a field still gives every row an outcome.
 */
export function matchBankPayments(local: LocalPayment[], bank: BankPaymentOutcome[]): Map<number, BankPaymentOutcome> {
  const waiting = new Map<string, number[]>();
  for (const p of local) {
    const key = keyOf(
      p.amount,
      p.account_identifier,
      p.unstructured_reference,
      p.structured_reference,
      p.end_to_end_id,
    );
    const list = waiting.get(key);
    if (list) list.push(p.position);
    else waiting.set(key, [p.position]);
  }
  const matched = new Map<number, BankPaymentOutcome>();
  const unmatchedBank: BankPaymentOutcome[] = [];
  for (const b of bank) {
    const key = keyOf(
      b.amount,
      b.counterparty.account_identifier ?? '',
      b.unstructured_reference || null,
      b.structured_reference || null,
      b.end_to_end_id || null,
    );
    const position = waiting.get(key)?.shift();
    if (position === undefined) unmatchedBank.push(b);
    else matched.set(position, b);
  }
  const unmatchedLocal = local.filter((p) => !matched.has(p.position));
  unmatchedLocal.forEach((p, i) => {
    const b = unmatchedBank[i];
    if (b) matched.set(p.position, b);
  });
  return matched;
}
