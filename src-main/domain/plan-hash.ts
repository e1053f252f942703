// The plan hash: what the user confirms at review (every bulk exactly as it will be sent, the lines
// its payments come from, the warnings ticked). Submit plans again and refuses when it differs.
import { createHash } from 'node:crypto';
import type { BulkPaymentItem, BulkRequestBody, PaymentRow, ValidationIssue } from '../../src-shared/payments';
import type { RowOrigin } from './bank-rejections';

/** Where row `index` of the input comes from, as the plan records it for each payment. */
export const originOf = (row: PaymentRow, index: number): RowOrigin => ({
  row: index,
  line: row.line,
  ...(row.index === undefined ? {} : { fileRow: row.index }),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** SHA-256 of one bulk's payments as the JSON text they are sent in (`JSON.stringify(payments)`). */
export const paymentsDigest = (paymentsJson: readonly string[]): string => sha256(`[${paymentsJson.join(',')}]`);

/** SHA-256 of one bulk's origins as JSON. */
export const originsDigest = (origins: readonly RowOrigin[]): string => sha256(JSON.stringify(origins));

/** Each bulk's digests worked out before the review (as its rows arrived), when they are for exactly these payments. */
export interface BulkDigests {
  /** The digest of request `k`'s payments, if written beforehand for exactly these payment objects. */
  payments(k: number, payments: readonly BulkPaymentItem[]): string | undefined;
  /** The digest of bulk `k`'s origins, if written beforehand (from the same rows). */
  origins(k: number): string | undefined;
}

/**
 * The plan hash: SHA-256 of `JSON.stringify({ requests, origins, warnings })` where each request's
 * payments and each bulk's origins stand as the SHA-256 of their own JSON (a hash tree of depth
 * one). The payments' digests of a large upload are made as its rows arrive (their bytes are final
 * then), so the review hashes a thousand digests instead of 30 MB; the send hashes what it sends.
 */
export function hashOfPlan(
  requests: readonly BulkRequestBody[],
  origins: readonly RowOrigin[][],
  warnings: readonly ValidationIssue[],
  digests?: BulkDigests,
): string {
  const tree = {
    requests: requests.map((request, k) => ({
      ...request,
      payments:
        digests?.payments(k, request.payments) ?? paymentsDigest(request.payments.map((p) => JSON.stringify(p))),
    })),
    origins: origins.map((o, k) => digests?.origins(k) ?? originsDigest(o)),
    warnings: warnings.map((w) => [w.code, w.line, w.row, w.field]),
  };
  return sha256(JSON.stringify(tree));
}

/**
 * The bulk requests exactly as they will be sent, for a team run (what the approver releases):
 * SHA-256 of `JSON.stringify({ requests, origins, warnings: [] })` in one piece. Kept in the team
 * database and compared by every desktop that sends the run, so its bytes never change.
 */
export const hashOfRequests = (requests: readonly BulkRequestBody[], origins: readonly RowOrigin[][]): string =>
  sha256(JSON.stringify({ requests, origins, warnings: [] }));
