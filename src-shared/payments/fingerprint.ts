import type { BulkPaymentItem } from './types';

/** What makes two payments "the same": payee account, amount, currency and reference. */
export function paymentFingerprint(p: BulkPaymentItem): string {
  const reference = p.structured_reference ?? (p.unstructured_reference ?? '').toLowerCase();
  return `${p.counterparty.account_identifier}|${p.amount}|${p.currency}|${reference}`;
}

// A 32-bit hash of a fingerprint's characters (FNV-1a, then a final mix so that the low bits a hash
// table uses depend on every character). The import's fast path feeds the same characters one by
// one without building the string, so both give the same number for the same payment.

/** The FNV-1a starting value. */
export const HASH_START = 0x811c9dc5 | 0;

/** The hash after one more character (UTF-16 code unit). */
export const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, 16777619);

/** The hash after every character of `text`. */
export function hashText(hash: number, text: string): number {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash;
}

/** The last step: murmur3's finaliser. */
export function hashFinish(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/** The hash of a `paymentFingerprint` string. */
export const fingerprintHash = (fingerprint: string): number => hashFinish(hashText(HASH_START, fingerprint));
