import type { BulkPaymentItem } from './types';

/** What makes two payments "the same": payee account, amount, currency and reference. */
export function paymentFingerprint(p: BulkPaymentItem): string {
  const reference = p.structured_reference ?? (p.unstructured_reference ?? '').toLowerCase();
  return `${p.counterparty.account_identifier}|${p.amount}|${p.currency}|${reference}`;
}
