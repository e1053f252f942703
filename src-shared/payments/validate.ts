import type { PaymentRow } from './fields';
import { summariseBulks, totalsByCurrency } from './bulks';
import { withMessage } from './messages';
import { paymentFingerprint } from './fingerprint';
import { compileRowRules } from './row-rules';
import { payeeIssues, type PayeeBookLookup } from './payee-checks';
import type {
  BulkPaymentItem,
  BulkSummary,
  RowResult,
  ValidationIssue,
  ValidationOptions,
  ValidationResult,
} from './types';

// A result's fingerprint, kept while its payment lives: re-combining after one edit reuses the others'.
const fingerprints = new WeakMap<BulkPaymentItem, string>();
function fingerprintOf(payment: BulkPaymentItem): string {
  let fingerprint = fingerprints.get(payment);
  if (fingerprint === undefined) fingerprints.set(payment, (fingerprint = paymentFingerprint(payment)));
  return fingerprint;
}

export { paymentFingerprint };

/** The fingerprint the duplicate check uses for a row's result (a row with errors may still have one). */
export const rowFingerprint = (result: RowResult): string | undefined =>
  result.payment ? fingerprintOf(result.payment) : result.fingerprint;

/**
 * The duplicate check, row by row in file order: answers the line of the first earlier row with the
 * same fingerprint (this row is then its duplicate), or undefined and remembers this row's line.
 */
export class EarlierLines {
  readonly #firstLineOf = new Map<string, number>();

  of(fingerprint: string, line: number): number | undefined {
    const first = this.#firstLineOf.get(fingerprint);
    if (first === undefined) this.#firstLineOf.set(fingerprint, line);
    return first;
  }
}

/** What depends only on the rows, worked out beforehand in file order (main, as an upload's rows arrive). */
export interface KnownBeforehand {
  /** Each row's fingerprint (`rowFingerprint`). */
  fingerprints: readonly (string | undefined)[];
  /** The line of the first earlier row with the same fingerprint (`EarlierLines`), or undefined. */
  earlierLines: readonly (number | undefined)[];
  /** The bulks with their totals (`summariseBulks`). */
  bulks: readonly BulkSummary[];
}

/** The payee checks of every row bound for the bank (`payeeIssues`), each finding given to `add` in row order. */
function addPayeeIssues(
  rows: readonly PaymentRow[],
  results: readonly RowResult[],
  book: PayeeBookLookup,
  defaultCurrency: string | undefined,
  add: (index: number, issue: ValidationIssue) => void,
): void {
  for (let index = 0; index < results.length; index++) {
    const payment = results[index]!.payment;
    if (!payment) continue;
    const row = rows[index]!;
    const found = payeeIssues(payment, row.line, index, book, defaultCurrency, row.values.payee_id);
    // Indexed, no iterator: most rows find nothing (the iterator showed in s10-payee's profile, 416 of 7,030 ms).
    for (let i = 0; i < found.length; i++) add(index, found[i]!);
  }
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
  /** The duplicates and bulks worked out as the rows arrived (the same functions, in the same order), if they were. */
  known?: KnownBeforehand,
): ValidationResult {
  const earlier = new EarlierLines();
  // Only the few rows with a cross-row finding get an entry (not one array per row).
  const crossRow = new Map<number, ValidationIssue[]>();
  const addCrossRow = (index: number, issue: ValidationIssue) => {
    const list = crossRow.get(index);
    if (list) list.push(issue);
    else crossRow.set(index, [issue]);
  };
  for (let index = 0; index < results.length; index++) {
    const payment = results[index]!.payment;
    // A row with errors still has a fingerprint when its account and amount read: its duplicate
    // warning shows at once, not only after the other errors are fixed.
    const fingerprint = known ? known.fingerprints[index] : rowFingerprint(results[index]!);
    if (fingerprint === undefined) continue;
    const line = rows[index]!.line;
    const first = known ? known.earlierLines[index] : earlier.of(fingerprint, line);
    if (first !== undefined) {
      addCrossRow(
        index,
        withMessage({
          line,
          row: index,
          field: 'amount',
          code: 'duplicate_in_file',
          severity: 'warning',
          params: { firstLine: first },
        }),
      );
    }
    const sent = payment && options.findRecentlySent?.(payment, fingerprint);
    if (sent) {
      addCrossRow(
        index,
        withMessage({
          line,
          row: index,
          field: 'amount',
          code: 'sent_recently',
          severity: 'warning',
          params: { date: sent.sentAt.slice(0, 10) },
        }),
      );
    }
  }
  // The payee checks in a pass of their own, after the duplicates: interleaved, the duplicates' own
  // look-ups ran 25–30 % slower beside them (12–13 % apart; one profile, session 15, bench/RESULTS.md),
  // most likely the book's names and the fingerprints competing for the cache.
  // A row's payee findings still come after its duplicate and "already sent" ones.
  if (options.payeeBook) addPayeeIssues(rows, results, options.payeeBook, options.defaultCurrency, addCrossRow);
  const issues: ValidationIssue[] = [];
  let errorCount = 0;
  let rowsWithErrors = 0;
  for (let index = 0; index < results.length; index++) {
    let rowErrors = 0;
    for (const issue of results[index]!.issues) {
      if (issue.severity === 'error') rowErrors++;
      issues.push(issue);
    }
    // `errorCount` counts the rows' own errors only: a cross-row error (a blocked payee) still lets
    // `buildBulkRequests` build the requests, so a team send can compare them with the run's recorded
    // plan before it says the payee is blocked; every send refuses on the issues' errors (`blockReason`).
    const extra = crossRow.get(index);
    if (extra) for (const issue of extra) issues.push(issue);
    errorCount += rowErrors;
    if (rowErrors) rowsWithErrors++;
  }
  const bulks = known ? [...known.bulks] : summariseBulks(results);
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
  const check = compileRowRules(options);
  return combineRowResults(
    rows,
    rows.map((row, index) => check(row, index)),
    options,
  );
}
