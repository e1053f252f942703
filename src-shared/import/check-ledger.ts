// The import screen's check of a file, kept up to date one row at a time: rows arrive in chunks
// from the worker, and an edit or a removal re-checks only that row and the rows its duplicate key
// touches. Totals (ledger-totals), duplicates (ledger-duplicates) and problems per kind
// (ledger-kinds) are updated by difference, so the cost of an edit does not grow with the file
// (100,000 rows: well under a frame).
import { MAX_PAYMENTS_PER_BULK } from '../bank/limits';
import type { PaymentRow } from '../payments/fields';
import { withMessage } from '../payments/messages';
import type { BulkSummary, RowResult, ValidationIssue, ValidationResult } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';
import { Duplicates } from './ledger-duplicates';
import { ProblemKinds, type KindKey } from './ledger-kinds';
import { RowIssues, type IssuesByRow } from './ledger-row-issues';
import { addTo, minorOf, totalsText, type Sums } from './ledger-totals';
import type { ProblemGroup } from './problems';

export type { KindKey } from './ledger-kinds';
export { issueAtRow, type IssuesByRow } from './ledger-row-issues';

/**
 * What makes a row a duplicate: its payment's fingerprint, or (a row with errors whose account and
 * amount still read) the fingerprint the rules give it, where they do (`RowResult.fingerprint`).
 */
const fingerprintOf = (result: RowResult): string | undefined =>
  result.payment ? paymentFingerprint(result.payment) : (result as { fingerprint?: string }).fingerprint;

const errorsIn = (issues: readonly ValidationIssue[]) => {
  let n = 0;
  for (const issue of issues) if (issue.severity === 'error') n++;
  return n;
};

export interface LedgerOptions {
  /** Problems with the file's shape (row -1, or on a row), as `ParsedPaymentFile.fileIssues`. */
  fileIssues?: readonly ValidationIssue[] | undefined;
}

/**
 * Rows, their per-row results and everything derived from them (duplicates, bulk and file totals,
 * counts, issues per row), updated in place. `result()` answers a `ValidationResult` equal to
 * `withFileIssues(combineRowResults(rows, results), fileIssues)`; its `issues` and `payments`
 * lists are built only when read.
 */
export class CheckLedger {
  rows: PaymentRow[] = [];
  results: RowResult[] = [];
  /**
   * Every issue per row index, as the table shows them (file-level issues apart): one list per row,
   * so a removal shifts the rows after it in one splice, not a new map of every row.
   */
  #issuesAt: (ValidationIssue[] | undefined)[] = [];
  #fileLevel: ValidationIssue[] | undefined;
  #fileIssues: ValidationIssue[];
  readonly #duplicates = new Duplicates();
  /** Per row index: its fingerprint (rows with errors have none). */
  #fingerprints: (string | undefined)[] = [];
  #bulkSums: Sums[] = [];
  readonly #fileSums: Sums = new Map();
  #bulks: BulkSummary[] = [];
  #rowErrors: number[] = [];
  readonly #fileErrorRows = new Set<number>();
  readonly #fileByRow = new Map<number, ValidationIssue[]>();
  #fileErrors = 0;
  #fileWarnings = 0;
  #errorCount = 0;
  #warningCount = 0;
  #rowsWithErrors = 0;
  /** Problems per kind, kept as rows change: the grouped problem list without a scan of every issue. */
  readonly #kinds = new ProblemKinds();

  constructor(options: LedgerOptions = {}) {
    // Copies: the ledger replaces them (with their new rows) when a row is removed (see `remove`).
    this.#fileIssues = (options.fileIssues ?? []).map((issue) => ({ ...issue }));
    this.#indexFileIssues();
    this.#fileLevel = this.#fileByRow.get(-1);
    if (this.#fileLevel) this.#kinds.count(this.#fileLevel, -1, 1);
  }

  #indexFileIssues(): void {
    this.#fileErrorRows.clear();
    this.#fileByRow.clear();
    for (const issue of this.#fileIssues) {
      const list = this.#fileByRow.get(issue.row);
      if (list) list.push(issue);
      else this.#fileByRow.set(issue.row, [issue]);
    }
    this.#fileErrors = errorsIn(this.#fileIssues);
    this.#fileWarnings = this.#fileIssues.length - this.#fileErrors;
    for (const issue of this.#fileIssues)
      if (issue.severity === 'error' && issue.row >= 0) this.#fileErrorRows.add(issue.row);
  }

  get fileIssues(): readonly ValidationIssue[] {
    return this.#fileIssues;
  }

  /**
   * Adds rows (and their per-row results) at the end, in file order: a chunk from the worker. After
   * a removal the results' issues keep the row index they were found at: read a row's issues from
   * `snapshot().issuesByRow` (or `issueAtRow`), which gives their rows as they now are.
   */
  append(rows: readonly PaymentRow[], results: readonly RowResult[]): void {
    for (let k = 0; k < rows.length; k++) {
      const index = this.rows.length;
      const row = rows[k]!;
      const result = results[k]!;
      this.rows.push(row);
      this.results.push(result);
      const fingerprint = fingerprintOf(result);
      this.#fingerprints.push(fingerprint);
      if (this.#duplicates.append(fingerprint, row.line)) this.#warningCount++;
      const bulk = Math.floor(index / MAX_PAYMENTS_PER_BULK);
      const sums = (this.#bulkSums[bulk] ??= new Map());
      const minor = minorOf(result);
      addTo(sums, result, 1, minor);
      addTo(this.#fileSums, result, 1, minor);
      const errors = errorsIn(result.issues);
      this.#rowErrors.push(errors);
      this.#errorCount += errors;
      this.#warningCount += result.issues.length - errors;
      if (errors > 0 || this.#fileErrorRows.has(index)) this.#rowsWithErrors++;
      this.#reindexRow(index);
    }
    const firstBulk = Math.floor((this.rows.length - rows.length) / MAX_PAYMENTS_PER_BULK);
    this.#bulks.length = Math.min(this.#bulks.length, firstBulk);
    for (let b = firstBulk; b * MAX_PAYMENTS_PER_BULK < this.rows.length; b++) this.#bulks.push(this.#bulkSummary(b));
  }

  #bulkSummary(b: number): BulkSummary {
    const firstRow = b * MAX_PAYMENTS_PER_BULK;
    const endRow = Math.min(this.rows.length, firstRow + MAX_PAYMENTS_PER_BULK);
    return { index: b, firstRow, endRow, count: endRow - firstRow, totals: totalsText(this.#bulkSums[b]!) };
  }

  /** Row index of a line (rows stay in file order through edits, removals and keeps). */
  #indexOfLine(line: number): number {
    let low = 0;
    let high = this.rows.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = this.rows[mid]!.line;
      if (at === line) return mid;
      if (at < line) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  /** The issues of one row as the table shows them: the row's own, the file's on it, then a duplicate. */
  #reindexRow(index: number): void {
    const row = this.rows[index]!;
    const own = this.results[index]!.issues;
    const fromFile = this.#fileByRow.get(index);
    const first = this.#duplicates.firstOf(row.line);
    // No new list for a row with neither file issues nor a duplicate (most rows; 100,000 at a time).
    const all = fromFile?.length ? [...fromFile, ...own].sort((a, b) => a.line - b.line) : own;
    const issues =
      first === undefined
        ? all
        : [
            ...all,
            withMessage({
              line: row.line,
              row: index,
              field: 'amount' as const,
              code: 'duplicate_in_file',
              severity: 'warning' as const,
              params: { firstLine: first },
            }),
          ];
    const before = this.#issuesAt[index];
    if (before) this.#kinds.count(before, index, -1);
    if (issues.length) this.#kinds.count(issues, index, 1);
    this.#issuesAt[index] = issues.length ? issues : undefined;
  }

  /** Takes a line out of (sign -1) or puts it into (+1) its fingerprint's list; answers the row indices whose duplicate warning changed. */
  #moveDuplicate(fingerprint: string | undefined, line: number, sign: 1 | -1): number[] {
    const { lines, warnings } = this.#duplicates.move(fingerprint, line, sign);
    this.#warningCount += warnings;
    return lines.map((l) => this.#indexOfLine(l));
  }

  #hasError(index: number): boolean {
    return this.#rowErrors[index]! > 0 || this.#fileErrorRows.has(index);
  }

  /** Replaces one row and its result: re-derives only that row, its duplicates, its bulk and the totals. */
  replace(index: number, row: PaymentRow, result: RowResult): void {
    const old = this.results[index]!;
    const hadError = this.#hasError(index);
    this.#errorCount -= this.#rowErrors[index]!;
    this.#warningCount -= old.issues.length - this.#rowErrors[index]!;
    const bulk = Math.floor(index / MAX_PAYMENTS_PER_BULK);
    addTo(this.#bulkSums[bulk]!, old, -1);
    addTo(this.#fileSums, old, -1);
    const touched = this.#moveDuplicate(this.#fingerprints[index], row.line, -1);

    this.rows[index] = row;
    this.results[index] = result;
    const fingerprint = fingerprintOf(result);
    this.#fingerprints[index] = fingerprint;
    touched.push(...this.#moveDuplicate(fingerprint, row.line, 1));
    addTo(this.#bulkSums[bulk]!, result, 1);
    addTo(this.#fileSums, result, 1);
    const errors = errorsIn(result.issues);
    this.#rowErrors[index] = errors;
    this.#errorCount += errors;
    this.#warningCount += result.issues.length - errors;
    this.#rowsWithErrors += Number(this.#hasError(index)) - Number(hadError);
    this.#bulks[bulk] = this.#bulkSummary(bulk);
    this.#reindexRow(index);
    for (const other of touched) this.#reindexRow(other);
  }

  /**
   * Replaces a row's result whose money and duplicate key stay as they were, only its issues (the
   * payee book's findings joining it): the counts and the row's issues, not totals or duplicates.
   */
  replaceIssues(index: number, result: RowResult): void {
    const hadError = this.#hasError(index);
    const before = this.results[index]!.issues;
    this.#errorCount -= this.#rowErrors[index]!;
    this.#warningCount -= before.length - this.#rowErrors[index]!;
    this.results[index] = result;
    const errors = errorsIn(result.issues);
    this.#rowErrors[index] = errors;
    this.#errorCount += errors;
    this.#warningCount += result.issues.length - errors;
    this.#rowsWithErrors += Number(this.#hasError(index)) - Number(hadError);
    // Only the issues that went or came are counted again: recounting the row's others would move
    // it in every kind's list of rows, once per row of a 100,000-row file.
    const now = new Set(result.issues);
    const gone = before.filter((i) => !now.has(i));
    const kept = new Set(before);
    const came = result.issues.filter((i) => !kept.has(i));
    if (gone.length) this.#kinds.count(gone, index, -1);
    if (came.length) this.#kinds.count(came, index, 1);
    // As `#reindexRow` lists them: the row's own (and the file's) first, the duplicate warning last.
    const listed = (this.#issuesAt[index] ?? []).filter((i) => !gone.includes(i));
    const last = listed.at(-1);
    const duplicate = last && last.code === 'duplicate_in_file' && !kept.has(last) ? listed.pop() : undefined;
    const shown = [...listed, ...came, ...(duplicate ? [duplicate] : [])];
    this.#issuesAt[index] = shown.length ? shown : undefined;
  }

  /** Removes one row: later rows move up (their issues' row indices follow), bulks from its own on are summed again. */
  remove(index: number): void {
    const line = this.rows[index]!.line;
    const old = this.results[index]!;
    if (this.#hasError(index)) this.#rowsWithErrors--;
    this.#errorCount -= this.#rowErrors[index]!;
    this.#warningCount -= old.issues.length - this.#rowErrors[index]!;
    addTo(this.#fileSums, old, -1);
    const touched = this.#moveDuplicate(this.#fingerprints[index], line, -1).map((i) => (i > index ? i - 1 : i));

    const gone = this.#issuesAt[index];
    if (gone) this.#kinds.count(gone, index, -1);
    this.#kinds.moveUpAfter(index);
    this.rows.splice(index, 1);
    const [removed] = this.results.splice(index, 1);
    this.#fingerprints.splice(index, 1);
    this.#rowErrors.splice(index, 1);
    // The file's issues on rows keep their own indices (few): those after the removed row move up.
    if (this.#fileIssues.some((i) => i.row >= index))
      this.#fileIssues = this.#fileIssues
        .filter((i) => i.row !== index)
        .map((i) => (i.row > index ? { ...i, row: i.row - 1 } : i));

    // Issues per row: the lists after the removed row move up one; their issues are read at their
    // new rows (`RowIssues`), not rewritten one by one.
    this.#issuesAt.splice(index, 1);
    if (this.#fileIssues.length) this.#indexFileIssues();
    for (const other of touched) this.#reindexRow(other);

    // Bulks from the removed row's on: each hands its first row to the bulk before (by difference).
    const firstBulk = Math.floor(index / MAX_PAYMENTS_PER_BULK);
    addTo(this.#bulkSums[firstBulk]!, removed!, -1);
    for (let b = firstBulk; b < this.#bulkSums.length - 1; b++) {
      const moved = this.results[(b + 1) * MAX_PAYMENTS_PER_BULK - 1]!;
      addTo(this.#bulkSums[b]!, moved, 1);
      addTo(this.#bulkSums[b + 1]!, moved, -1);
    }
    const bulkCount = Math.ceil(this.rows.length / MAX_PAYMENTS_PER_BULK);
    this.#bulkSums.length = bulkCount;
    this.#bulks.length = firstBulk;
    for (let b = firstBulk; b < bulkCount; b++) this.#bulks.push(this.#bulkSummary(b));
  }

  /**
   * The check as it stands, detached from later changes: the rows, their results, the issues per
   * row and a `ValidationResult` whose `issues` and `payments` lists are built when first read.
   */
  snapshot(): {
    rows: PaymentRow[];
    rowResults: RowResult[];
    issuesByRow: IssuesByRow;
    result: ValidationResult;
    /** The problems per kind of this result (`ProblemGroup`, as `groupProblems(result.issues)`). */
    problems: ProblemGroup[];
    /**
     * The issues of one kind, as `issuesOfGroup(result.issues, kind)` gives them, read from the
     * rows the kind is on (a group's rows without listing every issue of the file).
     */
    issuesOfKind(kind: KindKey): ValidationIssue[];
  } {
    const rows = this.rows.slice();
    const results = this.results.slice();
    const fileIssues = this.#fileIssues;
    const byRow = new RowIssues(this.#fileLevel, this.#issuesAt.slice());
    let issues: ValidationIssue[] | undefined;
    let payments: ValidationResult['payments'] | undefined;
    const errorCount = this.#errorCount + this.#fileErrors;
    const warningCount = this.#warningCount + this.#fileWarnings;
    const view: ValidationResult = {
      rowCount: rows.length,
      bulks: this.#bulks.slice(),
      totals: totalsText(this.#fileSums),
      errorCount,
      warningCount,
      rowsWithErrors: this.#rowsWithErrors,
      get payments() {
        return (payments ??= results.map((r) => r.payment));
      },
      get issues() {
        if (issues) return issues;
        const list: ValidationIssue[] = [];
        for (const [row, rowIssues] of byRow) if (row >= 0) for (const issue of rowIssues) list.push(issue);
        issues = fileIssues.length
          ? [...fileIssues.filter((i) => i.row < 0), ...list].sort((a, b) => a.line - b.line || a.row - b.row)
          : list;
        return issues;
      },
    };
    return {
      rows,
      rowResults: results,
      issuesByRow: byRow,
      result: view,
      problems: this.#kinds.groups(byRow),
      issuesOfKind: this.#kinds.reader(byRow, fileIssues.length > 0),
    };
  }
}
