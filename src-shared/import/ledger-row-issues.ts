// The import screen's issues per row, as the table reads them: one list per row, moved up in one
// splice when a row above is removed, each issue given the row it is now on when read.
import type { ValidationIssue } from '../payments/types';

/** Issues per row index (-1: the file's own), as the table reads them; a `Map` of them serves too. */
export interface IssuesByRow extends Iterable<[number, ValidationIssue[]]> {
  get(row: number): ValidationIssue[] | undefined;
  has(row: number): boolean;
  readonly size: number;
  keys(): Iterable<number>;
}

/** The issue as on row `row` (an issue keeps the index it was found at until read: removals move rows up). */
export const issueAtRow = (issue: ValidationIssue, row: number): ValidationIssue =>
  issue.row === row || issue.row < 0 ? issue : { ...issue, row };

/**
 * A ledger's issues per row at one moment: a view over one list per row, in row order. A removal
 * moves the later lists up without touching their issues (100,000 writes); each list read gets
 * its issues' `row` as it now is (a copy, kept, when it changed).
 */
export class RowIssues implements IssuesByRow {
  #size: number | undefined;
  readonly #moved = new Map<number, ValidationIssue[]>();
  constructor(
    private readonly fileLevel: ValidationIssue[] | undefined,
    private readonly byIndex: readonly (ValidationIssue[] | undefined)[],
  ) {}

  get(row: number): ValidationIssue[] | undefined {
    if (row === -1) return this.fileLevel;
    const issues = this.byIndex[row];
    if (!issues || issues.every((i) => i.row === row || i.row < 0)) return issues;
    let moved = this.#moved.get(row);
    if (!moved) this.#moved.set(row, (moved = issues.map((i) => issueAtRow(i, row))));
    return moved;
  }

  has(row: number): boolean {
    return row === -1 ? this.fileLevel !== undefined : this.byIndex[row] !== undefined;
  }

  get size(): number {
    if (this.#size === undefined) {
      let n = this.fileLevel ? 1 : 0;
      for (const issues of this.byIndex) if (issues) n++;
      this.#size = n;
    }
    return this.#size;
  }

  *[Symbol.iterator](): Iterator<[number, ValidationIssue[]]> {
    if (this.fileLevel) yield [-1, this.fileLevel];
    for (let row = 0; row < this.byIndex.length; row++) if (this.byIndex[row]) yield [row, this.get(row)!];
  }

  *keys(): Iterable<number> {
    if (this.fileLevel) yield -1;
    for (let row = 0; row < this.byIndex.length; row++) if (this.byIndex[row]) yield row;
  }
}
