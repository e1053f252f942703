// The import screen's check of a file, kept up to date one row at a time: rows arrive in chunks
// from the worker, and an edit or a removal re-checks only that row and the rows its duplicate key
// touches. Totals are kept in integer minor units (bigint: exact past 2^53, as stream-check's) and
// updated by difference, so the cost of an
// edit does not grow with the file (100,000 rows: well under a frame).
import { MAX_PAYMENTS_PER_BULK } from '../bank/limits';
import { minorUnits } from '../payments/currency';
import type { PaymentRow } from '../payments/fields';
import { withMessage } from '../payments/messages';
import type { BulkSummary, RowResult, ValidationIssue, ValidationResult } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';
import { DEFAULT_FIRST_N, type ProblemGroup } from './problems';

/** What tells one kind of problem from another. */
export type KindKey = Pick<ValidationIssue, 'code' | 'field' | 'severity'>;
const keyOf = (issue: KindKey) => `${issue.severity}|${issue.code}|${issue.field}`;

/** One kind of problem and the rows it is on, in order (a row twice when it has it twice). */
interface Kind {
  code: string;
  field: ValidationIssue['field'];
  severity: ValidationIssue['severity'];
  rows: number[];
}

const formatMinor = (minor: bigint, digits: number): string => {
  const negative = minor < 0n;
  const text = String(negative ? -minor : minor).padStart(digits + 1, '0');
  const body = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${body}` : body;
};

/** Exact totals per currency as decimal strings, from sums in minor units (zero sums left out, as before). */
function totalsText(minor: ReadonlyMap<string, { sum: bigint; rows: number }>): Record<string, string> {
  if (minor.size === 1) {
    // One currency (most files): a removal re-totals every later bulk, so no sorting per bulk.
    const [currency, v] = minor.entries().next().value!;
    return v.rows > 0 ? { [currency]: formatMinor(v.sum, minorUnits(currency)) } : {};
  }
  return Object.fromEntries(
    [...minor]
      .filter(([, v]) => v.rows > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => [c, formatMinor(v.sum, minorUnits(c))]),
  );
}

/** A row's money in minor units (the rules give it; an amount without it is read from its text). */
function minorOf(result: RowResult): bigint | undefined {
  if (result.amount === undefined || !result.currency) return undefined;
  if (result.minor !== undefined) return BigInt(result.minor);
  const digits = result.amount.replace('.', '');
  return /^-?[0-9]+$/.test(digits) ? BigInt(digits) : undefined;
}

/**
 * What makes a row a duplicate: its payment's fingerprint, or (a row with errors whose account and
 * amount still read) the fingerprint the rules give it, where they do (`RowResult.fingerprint`).
 */
const fingerprintOf = (result: RowResult): string | undefined =>
  result.payment ? paymentFingerprint(result.payment) : (result as { fingerprint?: string }).fingerprint;

type Sums = Map<string, { sum: bigint; rows: number }>;
function addTo(sums: Sums, result: RowResult, sign: 1 | -1): void {
  const minor = minorOf(result);
  if (minor === undefined) return;
  const entry = sums.get(result.currency!) ?? { sum: 0n, rows: 0 };
  entry.sum += sign > 0 ? minor : -minor;
  entry.rows += sign;
  sums.set(result.currency!, entry);
}

const errorsIn = (issues: readonly ValidationIssue[]) => {
  let n = 0;
  for (const issue of issues) if (issue.severity === 'error') n++;
  return n;
};

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
class RowIssues implements IssuesByRow {
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
  /** Fingerprint → the lines of the payments with it, in file order (the first is the original). */
  readonly #linesOf = new Map<string, number[]>();
  /** Per row index: its fingerprint (rows with errors have none). */
  #fingerprints: (string | undefined)[] = [];
  /** Line → the line it duplicates, for each duplicate. */
  readonly #duplicateOf = new Map<number, number>();
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
  readonly #kinds = new Map<string, Kind>();

  constructor(options: LedgerOptions = {}) {
    // Copies: the ledger replaces them (with their new rows) when a row is removed (see `remove`).
    this.#fileIssues = (options.fileIssues ?? []).map((issue) => ({ ...issue }));
    this.#indexFileIssues();
    this.#fileLevel = this.#fileByRow.get(-1);
    if (this.#fileLevel) this.#countKinds(this.#fileLevel, -1, 1);
  }

  /** Adds (+1) or takes away (-1) a row's issues from the counts per kind. */
  #countKinds(issues: readonly ValidationIssue[], index: number, sign: 1 | -1): void {
    for (const issue of issues) {
      const key = keyOf(issue);
      let kind = this.#kinds.get(key);
      if (!kind) {
        if (sign < 0) continue;
        kind = { code: issue.code, field: issue.field, severity: issue.severity, rows: [] };
        this.#kinds.set(key, kind);
      }
      const rows = kind.rows;
      let low = 0;
      let high = rows.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (rows[mid]! <= index) low = mid + 1;
        else high = mid;
      }
      if (sign > 0) rows.splice(low, 0, index);
      else if (low > 0 && rows[low - 1] === index) rows.splice(low - 1, 1);
      if (rows.length === 0) this.#kinds.delete(key);
    }
  }

  /** The problems per kind as `groupProblems` gives them: errors first, then by first line; the first N of each. */
  #problemGroups(byRow: IssuesByRow): ProblemGroup[] {
    const groups: ProblemGroup[] = [];
    for (const kind of this.#kinds.values()) {
      const first: ValidationIssue[] = [];
      let last = Number.NaN;
      for (const row of kind.rows) {
        if (first.length >= DEFAULT_FIRST_N) break;
        if (row === last) continue; // a row with the kind twice: both taken below
        last = row;
        for (const issue of byRow.get(row) ?? [])
          if (
            first.length < DEFAULT_FIRST_N &&
            issue.code === kind.code &&
            issue.field === kind.field &&
            issue.severity === kind.severity
          )
            first.push(issue.message ? issue : withMessage(issue));
      }
      const group: ProblemGroup = { ...kind, count: kind.rows.length, first };
      delete (group as Partial<Kind>).rows;
      if (kind.code === 'non_sepa_characters') group.preview = String(first[0]?.params?.preview ?? '');
      groups.push(group);
    }
    const firstLine = (g: ProblemGroup) => g.first[0]?.line ?? 0;
    // Kinds first met on the same line: in the order that line's issues come (as the file is read).
    const place = (g: ProblemGroup) => {
      const issue = g.first[0];
      return issue ? (byRow.get(issue.row)?.indexOf(issue) ?? 0) : 0;
    };
    return groups.sort((a, b) =>
      a.severity !== b.severity
        ? a.severity === 'error'
          ? -1
          : 1
        : firstLine(a) - firstLine(b) || (a.first[0]?.row ?? 0) - (b.first[0]?.row ?? 0) || place(a) - place(b),
    );
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
      if (fingerprint !== undefined) {
        const lines = this.#linesOf.get(fingerprint);
        if (!lines) this.#linesOf.set(fingerprint, [row.line]);
        else {
          lines.push(row.line);
          this.#duplicateOf.set(row.line, lines[0]!);
          this.#warningCount++;
        }
      }
      const bulk = Math.floor(index / MAX_PAYMENTS_PER_BULK);
      const sums = (this.#bulkSums[bulk] ??= new Map());
      addTo(sums, result, 1);
      addTo(this.#fileSums, result, 1);
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
    const fromFile = this.#fileByRow.get(index) ?? [];
    const first = this.#duplicateOf.get(row.line);
    const duplicate: ValidationIssue[] =
      first === undefined
        ? []
        : [
            withMessage({
              line: row.line,
              row: index,
              field: 'amount' as const,
              code: 'duplicate_in_file',
              severity: 'warning' as const,
              params: { firstLine: first },
            }),
          ];
    const all = fromFile.length ? [...fromFile, ...own].sort((a, b) => a.line - b.line) : own;
    const issues = duplicate.length ? [...all, ...duplicate] : all;
    const before = this.#issuesAt[index];
    if (before) this.#countKinds(before, index, -1);
    if (issues.length) this.#countKinds(issues, index, 1);
    this.#issuesAt[index] = issues.length ? issues : undefined;
  }

  /** Takes a line out of (sign -1) or puts it into (+1) its fingerprint's list; answers the row indices whose duplicate warning changed. */
  #moveDuplicate(fingerprint: string | undefined, line: number, sign: 1 | -1): number[] {
    if (fingerprint === undefined) return [];
    let lines = this.#linesOf.get(fingerprint);
    const before = lines ? [...lines] : [];
    if (sign === -1) {
      if (!lines) return [];
      lines.splice(lines.indexOf(line), 1);
      if (lines.length === 0) this.#linesOf.delete(fingerprint);
    } else {
      if (!lines) this.#linesOf.set(fingerprint, (lines = []));
      let at = lines.length;
      while (at > 0 && lines[at - 1]! > line) at--;
      lines.splice(at, 0, line);
    }
    const after = lines;
    // Every line that was or is in the list gets its duplicate mark again (the list is short).
    const touched = new Set([...before, ...after]);
    const changed: number[] = [];
    for (const l of touched) {
      const had = this.#duplicateOf.get(l);
      const position = after.indexOf(l);
      const now = position > 0 ? after[0] : undefined;
      if (had === now) continue;
      if (had !== undefined) this.#warningCount--;
      if (now !== undefined) this.#warningCount++;
      if (now === undefined) this.#duplicateOf.delete(l);
      else this.#duplicateOf.set(l, now);
      if (l !== line) changed.push(this.#indexOfLine(l));
    }
    return changed;
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
    if (gone) this.#countKinds(gone, index, -1);
    for (const kind of this.#kinds.values()) {
      const rows = kind.rows;
      for (let k = rows.length - 1; k >= 0 && rows[k]! > index; k--) rows[k]!--;
    }
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
    const kindRows = new Map([...this.#kinds].map(([key, kind]) => [key, kind.rows.slice()]));
    const issuesOfKind = (kind: KindKey): ValidationIssue[] => {
      const list: ValidationIssue[] = [];
      let last = Number.NaN;
      for (const row of kindRows.get(keyOf(kind)) ?? []) {
        if (row === last) continue; // a row with the kind twice: both taken at once
        last = row;
        for (const issue of byRow.get(row) ?? [])
          if (issue.code === kind.code && issue.field === kind.field && issue.severity === kind.severity)
            list.push(issue);
      }
      // As `issues` orders them when the file has issues of its own (a stable sort of the same order).
      return fileIssues.length ? list.sort((a, b) => a.line - b.line || a.row - b.row) : list;
    };
    return {
      rows,
      rowResults: results,
      issuesByRow: byRow,
      result: view,
      problems: this.#problemGroups(byRow),
      issuesOfKind,
    };
  }
}
