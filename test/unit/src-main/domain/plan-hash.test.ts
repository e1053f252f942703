// The plan hash: a hash tree of depth one (each bulk's payments and origins by their own SHA-256),
// the same whether the bulks' digests were written as the rows arrived or when hashed; and the team
// run's requests hash, one SHA-256 of the requests' JSON, whose bytes other desktops compare.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashOfPlan,
  hashOfRequests,
  originsDigest,
  paymentsDigest,
  type BulkDigests,
} from '../../../../src-main/domain/plan-hash';
import type { BulkPaymentItem, BulkRequestBody, ValidationIssue } from '../../../../src-shared/payments';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

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

  it("is SHA-256 of the plan's JSON with each bulk's payments and origins as the SHA-256 of their JSON", () => {
    const tree = {
      requests: requests.map((r) => ({
        payment_account: r.payment_account,
        payments: sha(JSON.stringify(r.payments)),
      })),
      origins: origins.map((o) => sha(JSON.stringify(o))),
      warnings: warnings.map((w) => [w.code, w.line, w.row, w.field]),
    };
    expect(hashOfPlan(requests, origins, warnings)).toBe(sha(JSON.stringify(tree)));
    expect(hashOfPlan([], [], [])).toBe(sha(JSON.stringify({ requests: [], origins: [], warnings: [] })));
  });

  it('gives the same answer with the digests written beforehand', () => {
    const written: BulkDigests = {
      payments: (k, payments) =>
        payments === requests[k]!.payments ? paymentsDigest(payments.map((p) => JSON.stringify(p))) : undefined,
      origins: (k) => (k < 2 ? originsDigest(origins[k]!) : undefined),
    };
    expect(hashOfPlan(requests, origins, warnings, written)).toBe(hashOfPlan(requests, origins, warnings));
  });

  it('changes with any payment, its place, its bulk, its origin or a warning', () => {
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
    const otherLine = origins.map((o, k) => (k === 2 ? o.map((x, i) => (i === 5 ? { ...x, line: 99 } : x)) : o));
    expect(hashOfPlan(requests, otherLine, warnings)).not.toBe(base);
    const otherAccount = requests.map((r, k) => (k === 2 ? { ...r, payment_account: 'acc-2' } : r));
    expect(hashOfPlan(otherAccount, origins, warnings)).not.toBe(base);
    // A stale digest for a bulk is what is hashed: the send, which hashes what it sends, then differs.
    const stale: BulkDigests = {
      payments: (k) => (k === 2 ? paymentsDigest([JSON.stringify(payment(99, 'x'))]) : undefined),
      origins: () => undefined,
    };
    expect(hashOfPlan(requests, origins, warnings, stale)).not.toBe(base);
  });
});

describe('hashOfRequests', () => {
  it("is SHA-256 of the requests' JSON in one piece (the bytes every desktop of a team run compares)", () => {
    const requests: BulkRequestBody[] = [{ payment_account: 'acc-1', payments: [payment(1, 'Åsa')] }];
    const origins = [[{ row: 0, line: 2 }]];
    expect(hashOfRequests(requests, origins)).toBe(sha(JSON.stringify({ requests, origins, warnings: [] })));
  });
});
