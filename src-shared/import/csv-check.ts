// A CSV file checked in one pass over its text: the header, the mapping, the decimal mark (decided
// from a sample, then kept under watch by every later amount's vote: decimal-mark-watch.ts), then
// each record straight from the text (ranges, no string per cell) through the fast path or the
// reference rules.
import type { DecimalStyle } from '../payments/amount';
import type { PaymentField, PaymentRow } from '../payments/fields';
import { FastRowCheck } from '../payments/fast-row';
import { issueMessage } from '../payments/messages';
import { compileRowRules, type RowValidator } from '../payments/row-rules';
import type { RowResult, ValidationIssue } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';
import { cellStrings, isBlankRange, newCsvCells, readCsvCells, type CsvCells, type CsvCursor } from './csv';
import type { EncodingName, EncodingReason } from './decode';
import { detectDelimiter, type Delimiter } from './delimiter';
import { DecimalMarkWatch } from './decimal-mark-watch';
import { LaterRows, type OnRow } from './later-rows';
import {
  findHeaderIndex,
  HEADER_SEARCH_RECORDS,
  headerNamesFields,
  isTotalLine,
  type HeaderChoice,
} from './header-row';
import { guessMapping, type ColumnMapping } from './mapping';
import {
  DECIMAL_SAMPLE_ROWS,
  decimalMarkUnclear,
  REQUIRED_COLUMNS,
  totalLineIssue,
  type ImportSettings,
} from './parse-file';
import type { ProblemCollector } from './problems';
import { rowChecker, type RowChecker } from './row-checker';
import type { StreamCheckOptions } from './stream-check-options';

/** The decoded file and where its problems go, as `streamCheckPaymentFile` hands them to a format's check. */
export interface DecodedFile {
  fileName: string;
  text: string;
  encoding: EncodingName;
  encodingReason: EncodingReason;
  bom: boolean;
  invalidLines: readonly number[];
  problems: ProblemCollector;
  /** The problems with the file's shape found so far (`report` adds to them). */
  fileIssues: readonly ValidationIssue[];
  /** Records a problem with the file's shape (not on a payment row). */
  report(issue: ValidationIssue): void;
}

/** How a CSV check ended: a file with no rows, or its rows checked. */
export type CsvCheckEnd =
  | { kind: 'empty' }
  | { kind: 'no_payments'; headerLine: number }
  | { kind: 'checked'; checker: RowChecker; decimalStyle: DecimalStyle; delimiter: Delimiter };

export function fileProblem(line: number, code: string, params: Record<string, string | number>): ValidationIssue {
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity: 'error' };
}

/** A row of the decimal-mark sample: its cells as strings, where it starts in the text. */
interface SampleRow {
  cells: string[];
  line: number;
  start: number;
}

/**
 * One CSV file's check: `run` reads every record once. The state a record's check needs (mapping,
 * decimal mark, fast path, the mark's votes) lives in fields, filled as the header and sample are read.
 */
export class CsvCheck {
  private readonly delimiter: Delimiter;
  private headers: string[] | undefined;
  private headerLine = 0;
  /** The first records, among which the header is looked for (with where reading goes on after each). */
  private headerChoices: (HeaderChoice & { after: CsvCursor })[] | undefined = [];
  private entries: [PaymentField, number][] = [];
  private mapping: ColumnMapping = {};
  private checker: RowChecker | undefined;
  private fast: FastRowCheck | undefined;
  private decimalStyle: DecimalStyle;
  private sample: SampleRow[] | undefined;
  private readonly decimalMark: DecimalMarkWatch;
  private afterHeader: CsvCursor = { pos: 0, line: 0 };
  private readonly invalid: Set<number>;
  // One row object for the whole file, refilled per row: the rules read it during `check` and
  // keep nothing of it (issues carry the line, the result its own strings).
  private readonly row: PaymentRow = { line: 0, values: {}, ragged: undefined };
  private readonly strings: string[] = [];
  private readonly onRow: StreamCheckOptions['onRow'];
  private readonly keyAt: (start: number, line: number) => string;
  /** `laterRowsFrom`: the rows that wait until the pass is over, and whether the row being checked is one. */
  private readonly later: LaterRows | undefined;
  private laterNow = false;
  private readonly laterCells = newCsvCells();
  private recordsWanted = true;

  constructor(
    private readonly file: DecodedFile,
    private readonly settings: ImportSettings,
    private readonly options: StreamCheckOptions,
  ) {
    this.delimiter = settings.delimiter ?? detectDelimiter(file.text);
    this.decimalStyle = settings.decimalStyle ?? 'dot';
    this.decimalMark = new DecimalMarkWatch(this.delimiter);
    this.sample = settings.decimalStyle ? undefined : [];
    this.invalid = new Set(file.invalidLines);
    this.onRow = options.onRow;
    this.keyAt = this.keyReader();
    if (options.onRow && options.slimRows && options.laterRowsFrom !== undefined && options.onLaterRows)
      this.later = new LaterRows((start, line, at, onRow) => this.rowFromText(start, line, at, onRow));
  }

  private fillRow(target: PaymentRow, cells: string[], line: number): PaymentRow {
    const { entries, headers } = this;
    const values = target.values;
    for (let i = 0; i < entries.length; i++) values[entries[i]![0]] = cells[entries[i]![1]] ?? '';
    target.line = line;
    target.ragged =
      cells.length === headers!.length
        ? undefined
        : { cells: cells.length, header: headers!.length, delimiter: this.delimiter };
    return target;
  }

  /**
   * A row's duplicate key, read again from the text (rows with an equal hash only: the exact
   * comparison behind the hash index): by the fast path when it takes the row, else the reference rules.
   */
  private keyReader(): (start: number, line: number) => string {
    const cursor: CsvCursor = { pos: 0, line: 0 };
    const again = newCsvCells();
    const againRow: PaymentRow = { line: 0, values: {}, ragged: undefined };
    let keyCheck: RowValidator | undefined;
    return (start, line) => {
      cursor.pos = start;
      cursor.line = line;
      readCsvCells(this.file.text, this.delimiter.charCodeAt(0), cursor, again);
      const fast = this.fast;
      if (fast?.check(again.src, again.from, again.to, again.count)) return fast.key();
      keyCheck ??= compileRowRules({ ...this.options, decimalStyle: this.decimalStyle }, false, () => false);
      const result = keyCheck(this.fillRow(againRow, cellStrings(again), line), 0);
      return result.payment ? paymentFingerprint(result.payment) : (result.fingerprint ?? '');
    };
  }

  /**
   * Whether the fast path takes the row it just checked. `slimRows`: the warnings the fast path
   * counts are given as the reference rules give them when their details are no longer kept (only
   * such warnings are counted); a reference's check digits are given with the reference, so such a
   * row goes to the reference rules.
   */
  private takes(clean: boolean | undefined): boolean {
    if (clean !== true) return false;
    if (!this.onRow) return true;
    const out = this.fast!.out;
    for (let i = 0; i < out.warnings; i++) if (out.warningCodes[i] === 'reference_check_digit') return false;
    return true;
  }

  /** `onRow` for a row the fast path took, before the duplicate index may check other rows with `fast`. */
  private slimRow(cells: string[], line: number, at = this.checker!.rowCount(), onRow: OnRow = this.onRow!): void {
    const fast = this.fast!;
    const out = fast.out;
    const issues: ValidationIssue[] = [];
    for (let i = 0; i < out.warnings; i++) {
      const code = out.warningCodes[i]!;
      const field = out.warningFields[i]!;
      const params: Record<string, string> = code === 'sepa_not_eur' ? { currency: out.currency } : { field };
      issues.push({ line, row: at, field, code, params, message: '', severity: 'warning' });
    }
    const result: RowResult = {
      amount: fast.amount(),
      currency: out.currency,
      minor: out.minor,
      fingerprint: fast.key(),
      issues,
    };
    onRow(this.fillRow(this.row, cells, line), result);
  }

  /** A row that waited (`LaterRows`): read and taken by the fast path again, as during the pass. */
  private rowFromText(start: number, line: number, at: number, onRow: OnRow): void {
    const cells = this.laterCells;
    readCsvCells(this.file.text, this.delimiter.charCodeAt(0), { pos: start, line }, cells);
    // The fast path takes a row the same way every time (what it declines only grows as the first
    // problems of each kind fill up, and it took this one): a second answer would be a bug, not a row.
    if (!this.takes(this.fast!.check(cells.src, cells.from, cells.to, cells.count)))
      throw new Error(`Line ${line} of ${this.file.fileName} read differently the second time`);
    this.slimRow(cellStrings(cells, this.strings), line, at, onRow);
  }

  /** Whether the next row waits until the pass is over (`laterRowsFrom`; never a sample row: those come first). */
  private waits(): boolean {
    return this.later !== undefined && this.checker!.rowCount() >= this.options.laterRowsFrom!;
  }

  /** A row from the sample (strings) or straight from the text (ranges). */
  private checkRow(cells: string[] | CsvCells, line: number, start: number): void {
    const { fast, checker } = this;
    if (this.invalid.size) this.invalid.delete(line); // a payment row gets its error from the row rules (unreadable_character)
    if (Array.isArray(cells)) {
      if (this.takes(fast?.checkCells(cells))) {
        if (this.onRow) this.slimRow(cells, line);
        checker!.fastRow(line, start, fast!.out);
      } else checker!.check(this.fillRow(this.row, cells, line), start);
    } else if (this.takes(fast?.check(cells.src, cells.from, cells.to, cells.count))) {
      if (this.waits()) this.later!.addFromText(checker!.rowCount(), start, line);
      else if (this.onRow) this.slimRow(cellStrings(cells, this.strings), line);
      checker!.fastRow(line, start, fast!.out);
    } else {
      this.decimalMark.vote(cells);
      this.laterNow = this.waits();
      checker!.check(this.fillRow(this.row, cellStrings(cells, this.strings), line), start);
      this.laterNow = false;
    }
  }

  /**
   * The fast path, unless the caller wants what it does not hand out (a row object, a payment, an
   * issue), or the mapping reads a column differently from the reference rules (not a header's index).
   */
  private fastPath(): FastRowCheck | undefined {
    const { options, entries, headers } = this;
    const plainColumns = entries.every(([, c]) => Number.isInteger(c) && c >= 0 && c < headers!.length);
    if (
      (!options.onRow || options.slimRows) &&
      !options.onIssue &&
      !options.findRecentlySent &&
      !options.payeeBook &&
      options.fastPath !== false &&
      plainColumns
    )
      return new FastRowCheck({
        entries,
        headerCount: headers!.length,
        decimalStyle: this.decimalStyle,
        defaultCurrency: options.defaultCurrency?.toUpperCase() ?? '',
        replacementCharacters: this.file.text.includes('\ufffd'),
        wantsDetails: (code, field) => this.file.problems.wantsDetails(code, field),
        characterSet: options.characterSet,
      });
    return undefined;
  }

  /** Once the header (and the sample, if the mark is to be decided) is read: the row loop starts. */
  private startChecking(): void {
    const { file, options } = this;
    if (this.sample)
      this.decimalStyle = this.decimalMark.decide(this.sample, this.entries.find(([f]) => f === 'amount')?.[1]);
    // a row of about 64 characters or more: the index rarely grows, and is never huge for a short-row file
    const onRow = options.onRow;
    const later = this.later;
    // A row the reference rules checked goes to `onRow`, or waits with the others (`laterRowsFrom`).
    const handOut: OnRow | undefined =
      onRow && later
        ? (row, result) =>
            this.laterNow ? later.addChecked(this.checker!.rowCount() - 1, row, result) : onRow(row, result)
        : onRow;
    this.checker = rowChecker(
      { ...options, onRow: handOut },
      this.decimalStyle,
      file.problems,
      this.keyAt,
      () => this.fast!.key(),
      Math.min(file.text.length / 64, 1 << 20),
    );
    this.fast = this.fastPath();
    options.onCsvShape?.({
      encoding: file.encoding,
      encodingReason: file.encodingReason,
      bom: file.bom,
      delimiter: this.delimiter,
      decimalStyle: this.decimalStyle,
      headers: this.headers!,
      headerLine: this.headerLine,
      headerChoices: (this.headerChoices ?? []).map(({ line, cells }) => ({ line, cells })),
      headerNamed: headerNamesFields(this.headers!),
      mapping: this.mapping,
      fileIssues: [...file.fileIssues],
    });
    for (const r of this.sample ?? []) this.checkRow(r.cells, r.line, r.start);
    this.sample = undefined;
  }

  /**
   * One of the first records, kept until the header is chosen among them: answers where reading
   * goes on (after the header, once chosen), or undefined while the search goes on.
   */
  private searchHeader(cells: CsvCells | undefined, line: number, after: CsvCursor): CsvCursor | undefined {
    const choices = this.headerChoices!;
    if (cells) choices.push({ line, cells: cellStrings(cells), after: { pos: after.pos, line: after.line } });
    if (cells && choices.length < HEADER_SEARCH_RECORDS) return undefined;
    if (choices.length === 0) return undefined;
    const header = choices[findHeaderIndex(choices, this.settings.headerLine)]!;
    this.readHeader(header.cells, header.line, header.after);
    return { pos: header.after.pos, line: header.after.line };
  }

  /** The header record: the columns, the mapping in effect and the missing required columns. */
  private readHeader(cells: string[], line: number, after: CsvCursor): void {
    const { file, settings, options } = this;
    const headers = cells.map((h) => h.trim());
    this.headers = headers;
    this.afterHeader = { pos: after.pos, line: after.line };
    this.headerLine = line;
    this.mapping = settings.mapping ?? options.mappingFor?.(headers) ?? guessMapping(headers);
    this.entries = Object.entries(this.mapping) as [PaymentField, number][];
    if (this.invalid.delete(line)) file.report(fileProblem(line, 'invalid_utf8', { line }));
    for (const field of REQUIRED_COLUMNS)
      if (this.mapping[field] === undefined) {
        const params = { field, headers: headers.map((h) => `“${h}”`).join(', '), line };
        file.report({ ...fileProblem(line, 'column_missing', params), field });
      }
    if (!this.sample) this.startChecking();
  }

  /** A total line below the payments ("Total", "Summe"…, no account): not a payment. */
  private isTotal(cells: CsvCells): boolean {
    const iban = this.mapping.iban;
    // most rows: an account in the account column
    if (iban !== undefined && iban < cells.count && !isBlankRange(cells.src[iban]!, cells.from[iban]!, cells.to[iban]!))
      return false;
    return isTotalLine(cells.count, (i) => cells.src[i]!.slice(cells.from[i], cells.to[i]), this.mapping);
  }

  /** A data record: into the decimal-mark sample while it fills, else checked at once. */
  private readRecord(cells: CsvCells, line: number, start: number): void {
    if (this.isTotal(cells)) {
      this.invalid.delete(line);
      this.file.report(totalLineIssue(line));
      return;
    }
    if (this.recordsWanted && this.options.onRecord?.(cellStrings(cells), line) === false) this.recordsWanted = false;
    if (this.sample) {
      this.sample.push({ cells: cellStrings(cells), line, start });
      if (this.sample.length >= DECIMAL_SAMPLE_ROWS) this.startChecking();
    } else this.checkRow(cells, line, start);
  }

  /** The problems only the end of the file shows: unreadable lines between rows, an unclosed quote, the decimal mark. */
  private reportAtEnd(unclosedQuoteLine: number | undefined): void {
    const { file } = this;
    for (const line of this.invalid) file.report(fileProblem(line, 'invalid_utf8', { line }));
    if (unclosedQuoteLine !== undefined)
      file.report(fileProblem(unclosedQuoteLine, 'unclosed_quote', { line: unclosedQuoteLine }));
    const other = this.decimalMark.otherMark(this.decimalStyle, file.text, this.afterHeader);
    if (other) file.report(decimalMarkUnclear(this.headerLine, this.decimalStyle, other));
  }

  /** Reads every record once (as ranges of the text: no string per cell for a row the fast path takes). */
  run(): CsvCheckEnd {
    const { text } = this.file;
    const { onProgress } = this.options;
    const cursor: CsvCursor = { pos: 0, line: 1 };
    const cells = newCsvCells();
    const d = this.delimiter.charCodeAt(0);
    let nextReport = 1_000_000;
    while (cursor.pos < text.length) {
      const start = cursor.pos;
      const line = cursor.line;
      if (readCsvCells(text, d, cursor, cells)) {
        if (this.headers) this.readRecord(cells, line, start);
        else {
          const resume = this.searchHeader(cells, line, cursor);
          if (resume) Object.assign(cursor, resume);
        }
      }
      if (onProgress && cursor.pos >= nextReport) {
        onProgress(cursor.pos / text.length);
        nextReport = cursor.pos + 1_000_000;
      }
      // a file of fewer records than the search looks at: the header among them, then the rest read again
      if (cursor.pos >= text.length && !this.headers) {
        const resume = this.searchHeader(undefined, 0, cursor);
        if (resume) Object.assign(cursor, resume);
      }
    }
    if (!this.headers) return { kind: 'empty' };
    if (!this.checker) this.startChecking();
    if (this.checker!.rowCount() === 0) return { kind: 'no_payments', headerLine: this.headerLine };
    this.reportAtEnd(cursor.unclosedQuoteLine);
    if (this.later) this.options.onLaterRows?.(this.later);
    return { kind: 'checked', checker: this.checker!, decimalStyle: this.decimalStyle, delimiter: this.delimiter };
  }
}
