// The plan hash fed piece by piece (payments' JSON written when their rows arrived) is the one-shot
// SHA-256 of the plan's JSON: the review and the send compare the same function's answers.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOfPlan } from '../../../src-main/submission/submission-service';
import type { BulkPaymentItem, BulkRequestBody, ValidationIssue } from '../../../src-shared/payments';

const oneShot = (requests: unknown, origins: unknown, warnings: ValidationIssue[]) =>
  createHash('sha256')
    .update(JSON.stringify({ requests, origins, warnings: warnings.map((w) => [w.code, w.line, w.row, w.field]) }))
    .digest('hex');

const payment = (i: number, name: string): BulkPaymentItem => ({
  counterparty: { name, account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' },
  amount: `${i}.50`,
  currency: 'EUR',
  method: 'sepa',
  unstructured_reference: `ref "${i}" \\ payments`,
});

describe('hashOfPlan', () => {
  const names = [
    'Åsa Öberg',
    'quote " and \\ backslash',
    'line\u2028separator',
    '😀 emoji',
    '"payments":[]',
    '\u0000payments\u0000',
  ];
  const requests: BulkRequestBody[] = [0, 1, 2].map((k) => ({
    payment_account: k === 1 ? '"payments"' : 'acc-1',
    payments: names.map((name, i) => payment(k * 10 + i, name)),
  }));
  const origins = requests.map((r, k) => r.payments.map((_, i) => ({ row: k * 6 + i, line: k * 6 + i + 2 })));
  const warnings: ValidationIssue[] = [
    { line: 3, row: 1, field: 'amount', code: 'duplicate_in_file', severity: 'warning', message: '', params: {} },
  ];

  it('is the SHA-256 of the plan as one JSON text', () => {
    expect(hashOfPlan(requests, origins, warnings)).toBe(oneShot(requests, origins, warnings));
    expect(hashOfPlan([], [], [])).toBe(oneShot([], [], []));
  });

  it('gives the same answer with the payments JSON written beforehand, and only for the payments written', () => {
    const written = new WeakMap(requests.flatMap((r) => r.payments.slice(0, 4).map((p) => [p, JSON.stringify(p)])));
    expect(hashOfPlan(requests, origins, warnings, (p) => written.get(p))).toBe(oneShot(requests, origins, warnings));
  });

  it('changes with any payment, its place, its bulk or a warning', () => {
    const base = hashOfPlan(requests, origins, warnings);
    const moved = [{ ...requests[0]!, payments: [...requests[0]!.payments].reverse() }, ...requests.slice(1)];
    expect(hashOfPlan(moved, origins, warnings)).not.toBe(base);
    const rebulked = [
      { ...requests[0]!, payments: requests[0]!.payments.slice(0, 5) },
      { ...requests[1]!, payments: [requests[0]!.payments[5]!, ...requests[1]!.payments] },
      requests[2]!,
    ];
    expect(hashOfPlan(rebulked, origins, warnings)).not.toBe(base);
    expect(hashOfPlan(requests, origins, [])).not.toBe(base);
    // A stale JSON text for a payment is what is hashed: the send, which hashes what it sends, then differs.
    const stale = (p: BulkPaymentItem) =>
      p === requests[2]!.payments[0] ? JSON.stringify(payment(99, 'x')) : undefined;
    expect(hashOfPlan(requests, origins, warnings, stale)).not.toBe(base);
  });
});
