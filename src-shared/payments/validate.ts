import type { PaymentRow } from './fields';
import { summariseBulks, totalsByCurrency } from './bulks';
import { validateRow } from './row-rules';
import type { BulkPaymentItem, RowResult, ValidationIssue, ValidationOptions, ValidationResult } from './types';

/** What makes two payments "the same": payee account, amount, currency and reference. */
export function paymentFingerprint(p: BulkPaymentItem): string {
  const reference = p.structured_reference ?? (p.unstructured_reference ?? '').toLowerCase();
  return [p.counterparty.account_identifier, p.amount, p.currency, reference].join('|');
}

/**
 * The checks that look across rows (duplicates in the file, payments already sent) and the
 * totals, from per-row results. Split from `validatePayments` so the import screen can re-check
 * one edited row and recombine without re-running every row's rules.
 */
export function combineRowResults(
  rows: readonly PaymentRow[],
  results: readonly RowResult[],
  options: ValidationOptions = {},
): ValidationResult {
  const firstLineOf = new Map<string, number>();
  const crossRow: ValidationIssue[][] = results.map(() => []);
  results.forEach((r, index) => {
    if (!r.payment) return;
    const fingerprint = paymentFingerprint(r.payment);
    const line = rows[index]!.line;
    const first = firstLineOf.get(fingerprint);
    if (first === undefined) firstLineOf.set(fingerprint, line);
    else {
      crossRow[index]!.push({
        line,
        row: index,
        field: 'amount',
        code: 'duplicate_in_file',
        severity: 'warning',
        params: { first },
        message: `Same payee, amount and reference as line ${first}; remove one unless you mean to pay twice.`,
      });
    }
    const sent = options.findRecentlySent?.(r.payment, fingerprint);
    if (sent) {
      crossRow[index]!.push({
        line,
        row: index,
        field: 'amount',
        code: 'sent_recently',
        severity: 'warning',
        params: { date: sent.sentAt.slice(0, 10) },
        message: `An identical payment was already sent on ${sent.sentAt.slice(0, 10)}; remove this row unless you mean to pay again.`,
      });
    }
  });
  const issues: ValidationIssue[] = [];
  let errorCount = 0;
  let rowsWithErrors = 0;
  results.forEach((r, index) => {
    const rowErrors = r.issues.filter((i) => i.severity === 'error').length;
    errorCount += rowErrors;
    if (rowErrors) rowsWithErrors++;
    issues.push(...r.issues, ...crossRow[index]!);
  });
  const bulks = summariseBulks(results);
  // The file's totals from the bulks' (a thousand sums instead of a hundred thousand on each edit).
  const totals = totalsByCurrency(
    bulks.flatMap((b) => Object.entries(b.totals).map(([currency, amount]) => ({ currency, amount }))),
  );
  return {
    rowCount: rows.length,
    payments: results.map((r) => r.payment),
    issues,
    bulks,
    totals,
    errorCount,
    warningCount: issues.length - errorCount,
    rowsWithErrors,
  };
}

/**
 * Checks every payment of a file against every rule of the bank's bulk request, all at once.
 * The one entry point for the import screen, the CLI and main's re-check before sending.
 */
export function validatePayments(rows: readonly PaymentRow[], options: ValidationOptions = {}): ValidationResult {
  return combineRowResults(
    rows,
    rows.map((row, index) => validateRow(row, index, options)),
    options,
  );
}
