// The rows of a CSV file past the first screens, kept during the check as where they are in the
// text rather than as objects: the window's worker posts the whole file's summary first and builds
// these rows after it. Holding 100,000 row objects until the summary cost the worker inside
// Chromium about a quarter of its check in garbage collection (bench/RESULTS.md, "The worker inside Chromium").
import type { PaymentRow } from '../payments/fields';
import type { RowResult } from '../payments/types';

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

  /** The row at index `at` with the reference rules' result: a copy of it (the check refills its row object). */
  addChecked(at: number, row: PaymentRow, result: RowResult): void {
    if (this.starts.length === 0) this.first = at;
    const copy: PaymentRow = { line: row.line, values: { ...row.values } };
    if (row.ragged) copy.ragged = row.ragged;
    this.checked.set(this.starts.length, { row: copy, result });
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
