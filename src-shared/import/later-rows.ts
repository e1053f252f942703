// The rows of a CSV file past the first screens, kept during the check as where they are in the
// text rather than as objects: the window's worker posts the whole file's summary first and builds
// these rows after it. Holding 100,000 row objects until the summary cost the worker inside
// Chromium about a quarter of its check in garbage collection (bench/RESULTS.md, "The worker inside Chromium").
import type { PaymentRow } from '../payments/fields';
import type { RowResult } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';

/**
 * What the window keeps of a row's result, and no more: copying the results to the window is most of
 * the cost of a large file (structured clone on both threads). Its money for the totals, its issues
 * (worded in the window, in the user's language, from code and params), and its duplicate key
 * instead of the bank item (the window never sends it: main builds the items from the rows).
 */
export function forWindow(result: RowResult): RowResult {
  const slim: RowResult = { issues: result.issues };
  if (result.amount !== undefined) slim.amount = result.amount;
  if (result.currency !== undefined) slim.currency = result.currency;
  if (result.minor !== undefined) slim.minor = result.minor;
  const fingerprint = result.payment ? paymentFingerprint(result.payment) : result.fingerprint;
  if (fingerprint !== undefined) slim.fingerprint = fingerprint;
  return slim;
}

export type OnRow = (row: PaymentRow, result: RowResult) => void;

/** Builds again, from the text, a row the fast path took: the row at index `at`, starting at `start` on `line`. */
export type RowFromText = (start: number, line: number, at: number, onRow: OnRow) => void;

export class LaterRows {
  // Per waiting row: where it starts in the text and its line; -1 for a row the reference rules
  // checked during the pass (rare: errors, details kept), held whole in `checked`.
  private readonly starts: number[] = [];
  private readonly lines: number[] = [];
  private readonly checked = new Map<number, { row: PaymentRow; result: RowResult }>();
  private handed = 0;
  /** The index (in the file's rows) of the first row that waits. */
  private first = 0;

  constructor(private readonly fromText: RowFromText) {}

  /** Rows waiting, handed out or not. */
  get count(): number {
    return this.starts.length;
  }

  /** The row at index `at`, which the fast path took: only where it is. */
  addFromText(at: number, start: number, line: number): void {
    if (this.starts.length === 0) this.first = at;
    this.starts.push(start);
    this.lines.push(line);
  }

  /**
   * The row at index `at` with the reference rules' result: a copy of it (the check refills its row
   * object), and of its result what the window keeps (`forWindow`: not the bank item, held otherwise
   * until the summary for every row with a warning the fast path leaves to the rules).
   */
  addChecked(at: number, row: PaymentRow, result: RowResult): void {
    if (this.starts.length === 0) this.first = at;
    const copy: PaymentRow = { line: row.line, values: { ...row.values } };
    if (row.ragged) copy.ragged = row.ragged;
    this.checked.set(this.starts.length, { row: copy, result: forWindow(result) });
    this.starts.push(-1);
    this.lines.push(row.line);
  }

  /** Hands up to `max` more rows to `onRow`, in file order; answers whether any are left. */
  read(max: number, onRow: OnRow): boolean {
    const end = Math.min(this.starts.length, this.handed + max);
    for (let i = this.handed; i < end; i++) {
      const start = this.starts[i]!;
      if (start >= 0) this.fromText(start, this.lines[i]!, this.first + i, onRow);
      else {
        const { row, result } = this.checked.get(i)!;
        onRow(row, result);
      }
    }
    this.handed = end;
    return end < this.starts.length;
  }
}
