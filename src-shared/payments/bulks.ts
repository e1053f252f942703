import Big from 'big.js';
import { err, ok, type Result } from '../result';
import { minorUnits } from './currency';
import type { BulkPaymentItem, BulkRequestBody, BulkSummary, RowResult, ValidationResult } from './types';

import { MAX_PAYMENTS_PER_BULK } from '../bank/limits';
export { MAX_PAYMENTS_PER_BULK };

/** Splits items into consecutive chunks of at most `size`, keeping file order. */
export function splitIntoBulks<T>(items: readonly T[], size = MAX_PAYMENTS_PER_BULK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Exact sums per currency; amounts are decimal strings and never pass through a float. Rows that
 * carry their amount in minor units (`minor`, from the row rules) are summed as integers.
 */
export function totalsByCurrency(
  rows: Iterable<Pick<RowResult, 'amount' | 'currency'> & { minor?: number | undefined }>,
): Record<string, string> {
  const sums = new Map<string, Big>();
  const minors = new Map<string, number>();
  for (const r of rows) {
    if (r.amount === undefined || !r.currency) continue;
    const minor = r.minor !== undefined ? (minors.get(r.currency) ?? 0) + r.minor : NaN;
    if (Number.isSafeInteger(minor))
      minors.set(r.currency, minor); // exact below 2^53
    else sums.set(r.currency, (sums.get(r.currency) ?? new Big(0)).plus(r.amount));
  }
  for (const [currency, minor] of minors) {
    const whole = new Big(minor).div(10 ** minorUnits(currency));
    sums.set(currency, (sums.get(currency) ?? new Big(0)).plus(whole));
  }
  return Object.fromEntries(
    [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([c, v]) => [c, v.toFixed(minorUnits(c))]),
  );
}

type BulkRow = Pick<RowResult, 'amount' | 'currency' | 'minor'>;

/** Bulk `index` of `rows` (its rows from `index × 100` on, once they are all there). */
export function summariseBulk(rows: readonly BulkRow[], index: number): BulkSummary {
  const start = index * MAX_PAYMENTS_PER_BULK;
  const end = Math.min(rows.length, start + MAX_PAYMENTS_PER_BULK);
  return { index, firstRow: start, endRow: end, count: end - start, totals: totalsByCurrency(rows.slice(start, end)) };
}

/** Bulks over every row in file order (rows with errors keep their place, so bulks do not shift while editing). */
export function summariseBulks(rows: readonly BulkRow[]): BulkSummary[] {
  const bulks: BulkSummary[] = [];
  for (let index = 0; index * MAX_PAYMENTS_PER_BULK < rows.length; index++) bulks.push(summariseBulk(rows, index));
  return bulks;
}

/**
 * The exact request bodies to send, one per bulk, from a validation with no errors.
 * Refuses when any row still has an error: nothing half-checked ever leaves the machine.
 */
export function buildBulkRequests(result: ValidationResult, paymentAccount: string): Result<BulkRequestBody[]> {
  if (result.errorCount > 0) {
    return err(
      'validation',
      `The file still has ${result.errorCount} ${result.errorCount === 1 ? 'error' : 'errors'} in ${result.rowsWithErrors} ${result.rowsWithErrors === 1 ? 'row' : 'rows'}; fix or remove those rows before sending.`,
      result.issues,
    );
  }
  if (result.rowCount === 0) return err('validation', 'There are no payments to send.');
  const items = result.payments.filter((p): p is BulkPaymentItem => p !== undefined);
  return ok(splitIntoBulks(items).map((payments) => ({ payment_account: paymentAccount, payments })));
}
