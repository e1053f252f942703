// Validation as one pass over the file: decode → parse → map → rules → problems per kind.
// No copy of the whole file in other shapes (cells, rows, payments) is kept: memory grows with
// the duplicate index and the bulk totals, and the output is bounded whatever the file.
import { err, ok, type Result } from '../result';
import { detectDecimalStyle, type DecimalStyle } from '../payments/amount';
import type { PaymentField, PaymentRow } from '../payments/fields';
import { issueMessage } from '../payments/messages';
import { FAST_WARNINGS, FastRowCheck, type FastRowOut } from '../payments/fast-row';
import { fingerprintHash } from '../payments/fingerprint';
import { compileRowRules, type RowValidator } from '../payments/row-rules';
import type { RowResult, ValidationIssue, ValidationOptions } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';
import { cellStrings, newCsvCells, readCsvCells, type CsvCells, type CsvCursor } from './csv';
import { decodeFile, type EncodingName, type EncodingReason } from './decode';
import { decimalTieBreak, detectDelimiter, type Delimiter } from './delimiter';
import { DuplicateIndex, type KeyAt } from './duplicate-index';
import { guessMapping, type ColumnMapping } from './mapping';
import { parsePain001, type Pain001Version } from './pain001';
import { DECIMAL_SAMPLE_ROWS, decimalMarkUnclear, REQUIRED_COLUMNS, type ImportSettings } from './parse-file';
import { ProblemCollector, type ProblemGroup } from './problems';
import { BulkAccumulator, MAX_LISTED_BULKS, type BulkTotals } from './bulk-accumulator';
import { decimalVote } from './decimal-vote';

export { MAX_LISTED_BULKS, type BulkTotals };

export interface FileCheck {
  fileName: string;
  format: 'csv' | Pain001Version;
  encoding: EncodingName;
  encodingReason: EncodingReason;
  bom: boolean;
  delimiter?: Delimiter | undefined;
  decimalStyle: DecimalStyle;
  /** pain.001: the accounts the file says to pay from (`DbtrAcct`). */
  debtorAccounts: string[];
  rowCount: number;
  bulkCount: number;
  /** The first MAX_LISTED_BULKS bulks. */
  bulks: BulkTotals[];
  totals: Record<string, string>;
  problems: ProblemGroup[];
  errorCount: number;
  warningCount: number;
  rowsWithErrors: number;
  /** The problems with the file's shape (not on a payment row): header, encoding, quotes. */
  fileIssues: ValidationIssue[];
}

/** A CSV file as read up to its first checked row: the header, the mapping in effect and the decimal mark decided. */
export interface CsvShape {
  encoding: EncodingName;
  encodingReason: EncodingReason;
  bom: boolean;
  delimiter: Delimiter;
  decimalStyle: DecimalStyle;
  headers: string[];
  headerLine: number;
  mapping: ColumnMapping;
  /** The file's problems known so far (a missing column; an unreadable header). */
  fileIssues: readonly ValidationIssue[];
}

export interface StreamCheckOptions extends ValidationOptions {
  /** Occurrences kept per kind of problem (default 20). */
  firstN?: number | undefined;
  /** Every issue, in file order, as it is found (e.g. written to a file): nothing is kept for it. */
  onIssue?: ((issue: ValidationIssue) => void) | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  /** The column mapping once the header is read (a saved template); default: guessed from the names. */
  mappingFor?: ((headers: string[]) => ColumnMapping) | undefined;
  /** Each row with its own result (issues without messages), as it is checked: the window's worker streams them. */
  onRow?: ((row: PaymentRow, result: RowResult) => void) | undefined;
  /**
   * With `onRow`, CSV: a row the fast path takes (no error; its warnings only counted) is handed to
   * `onRow` with a slim result: its money (`amount`, `currency`, `minor`), its duplicate key as
   * `fingerprint`, its warnings as the reference rules give them, and no `payment` (what the
   * window's worker keeps of a row: `forWindow` gives the same for both). Every other row gets the
   * reference rules' result. Default false: with `onRow`, every row goes through the reference rules.
   */
  slimRows?: boolean | undefined;
  /** CSV: once the header is read and the decimal mark decided, before the first row is checked (the window's worker). */
  onCsvShape?: ((shape: CsvShape) => void) | undefined;
  /** CSV: each data record's cells and line as read, before it is checked (the window keeps a preview). */
  onRecord?: ((cells: readonly string[], line: number) => void) | undefined;
  /**
   * False checks every row with the reference rules (`compileRowRules`) only, never the fast path
   * (`fast-row.ts`); for tests and benchmarks comparing the two. Default true.
   */
  fastPath?: boolean | undefined;
}

/** The row loop: rules, duplicates through a hash index, history, bulks, problems. */
function rowChecker(
  options: StreamCheckOptions,
  decimalStyle: DecimalStyle,
  problems: ProblemCollector,
  /** Reads an earlier row's duplicate key again from the text: duplicates go through a hash index. */
  keyAt?: KeyAt,
  /** The key of the row the fast path just took (with `keyAt`). */
  keyNow?: () => string,
  expectedRows?: number,
) {
  // Messages are worded only for the issues kept or handed out, not for millions counted.
  const onIssue = options.onIssue;
  // With no one listening to every issue, only the first N of each kind need their details.
  const wanted = onIssue ? undefined : (code: string, field: string) => problems.wantsDetails(code, field);
  const check = compileRowRules({ ...options, decimalStyle }, false, wanted);
  const firstLineOf = new Map<string, number>();
  const index = keyAt && new DuplicateIndex(keyAt, keyNow!, expectedRows);
  const warningGroups: ProblemGroup[] = [];
  const bulks = new BulkAccumulator();
  let count = 0;
  const report = (issue: ValidationIssue) => {
    problems.add(issue);
    onIssue?.(issue.message ? issue : { ...issue, message: issueMessage(issue.code, issue.params) });
  };
  const crossRow = (line: number, row: number, code: string, params: Record<string, string | number>) => {
    if (onIssue || problems.wantsDetails(code, 'amount'))
      report({ line, row, field: 'amount', code, params, message: '', severity: 'warning' });
    else problems.count(code, 'amount', 'warning', row);
  };
  const duplicate = (at: number, line: number, first: number | undefined) => {
    if (first !== undefined) crossRow(line, at, 'duplicate_in_file', { firstLine: first });
  };
  const onRow = options.onRow;
  return {
    bulks,
    rowCount: () => count,
    /** A row through the reference rules (`start`: where it starts in the text, with `keyAt`). */
    check(row: PaymentRow, start = 0): void {
      const at = count++;
      const result = check(row, at);
      onRow?.(row, result);
      for (const issue of result.issues) report(issue);
      const fingerprint = result.payment ? paymentFingerprint(result.payment) : result.fingerprint;
      if (fingerprint !== undefined) {
        if (index) duplicate(at, row.line, index.firstLine(fingerprintHash(fingerprint), row.line, start, fingerprint));
        else {
          const first = firstLineOf.get(fingerprint);
          if (first === undefined) firstLineOf.set(fingerprint, row.line);
          duplicate(at, row.line, first);
        }
        const sent = result.payment && options.findRecentlySent?.(result.payment, fingerprint);
        if (sent) crossRow(row.line, at, 'sent_recently', { date: sent.sentAt.slice(0, 10) });
      }
      bulks.add(row.line, result);
    },
    /** A row the fast path found clean (only with `keyAt`): its counted warnings, key and money. */
    fastRow(line: number, start: number, out: FastRowOut): void {
      const at = count++;
      for (let i = 0; i < out.warnings; i++) {
        const kind = out.warningKinds[i]!;
        const { issue, field } = FAST_WARNINGS[kind]!;
        problems.countIn((warningGroups[kind] ??= problems.groupFor(issue, field, 'warning')), at);
      }
      // read before the index may check other rows again with the same `out`
      const currency = out.currency;
      const minor = out.minor;
      duplicate(at, line, index!.firstLine(out.hash, line, start));
      bulks.addMinor(line, currency, minor);
    },
  };
}

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

/** The summary of rows already read (the window's worker): the same loop as a file, without reading one. */
export function checkParsedRows(
  rows: readonly PaymentRow[],
  fileIssues: readonly ValidationIssue[],
  decimalStyle: DecimalStyle,
  options: StreamCheckOptions = {},
): Pick<
  FileCheck,
  'rowCount' | 'bulkCount' | 'bulks' | 'totals' | 'problems' | 'errorCount' | 'warningCount' | 'rowsWithErrors'
> {
  const problems = new ProblemCollector(options.firstN);
  for (const issue of fileIssues) problems.add(issue);
  const checker = rowChecker(options, decimalStyle, problems);
  for (const row of rows) checker.check(row);
  checker.bulks.close();
  return {
    rowCount: checker.rowCount(),
    bulkCount: checker.bulks.bulkCount,
    bulks: checker.bulks.bulks,
    totals: checker.bulks.totals(),
    problems: problems.groups(),
    errorCount: problems.errorCount,
    warningCount: problems.warningCount,
    rowsWithErrors: problems.rowsWithErrors,
  };
}

function fileProblem(line: number, code: string, params: Record<string, string | number>): ValidationIssue {
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity: 'error' };
}

/**
 * Checks a payment file in one pass and answers with counts and the first problems of each kind.
 * What `bulkpay validate` prints; bounded in memory and output by the number of kinds of problem.
 */
export function streamCheckPaymentFile(
  fileName: string,
  bytes: Uint8Array,
  settings: ImportSettings = {},
  options: StreamCheckOptions = {},
): Result<FileCheck> {
  const decoded = decodeFile(fileName, bytes, settings.encoding);
  if (!decoded.ok) return decoded;
  const { text, encoding, bom, reason, invalidLines } = decoded.value;
  const problems = new ProblemCollector(options.firstN);
  const fileIssues: ValidationIssue[] = [];
  const report = (issue: ValidationIssue) => {
    fileIssues.push(issue);
    problems.add(issue);
    options.onIssue?.(issue);
  };
  const finish = (
    format: FileCheck['format'],
    decimalStyle: DecimalStyle,
    checker: ReturnType<typeof rowChecker>,
    extra: Partial<FileCheck> = {},
  ): Result<FileCheck> => {
    checker.bulks.close();
    return ok({
      fileName,
      format,
      encoding,
      encodingReason: reason,
      bom,
      decimalStyle,
      debtorAccounts: [],
      rowCount: checker.rowCount(),
      bulkCount: checker.bulks.bulkCount,
      bulks: checker.bulks.bulks,
      totals: checker.bulks.totals(),
      problems: problems.groups(),
      errorCount: problems.errorCount,
      warningCount: problems.warningCount,
      rowsWithErrors: problems.rowsWithErrors,
      fileIssues,
      ...extra,
    });
  };

  if (/^\s*<(\?xml|[\w.-]*:?Document)/.test(text)) {
    const pain = parsePain001(fileName, text, settings.today);
    if (!pain.ok) return pain;
    const dataLines = new Set(pain.value.rows.map((r) => r.line));
    for (const line of invalidLines) if (!dataLines.has(line)) report(fileProblem(line, 'invalid_utf8', { line }));
    for (const issue of pain.value.fileIssues) report(issue);
    const checker = rowChecker(options, 'dot', problems);
    for (const row of pain.value.rows) checker.check(row);
    return finish(pain.value.version, 'dot', checker, { debtorAccounts: pain.value.debtorAccounts });
  }

  const delimiter = settings.delimiter ?? detectDelimiter(text);
  let headers: string[] | undefined;
  let headerLine = 0;
  let entries: [PaymentField, number][] = [];
  let mapping: ColumnMapping = {};
  let checker: ReturnType<typeof rowChecker> | undefined;
  let fast: FastRowCheck | undefined;
  let decimalStyle: DecimalStyle = settings.decimalStyle ?? 'dot';
  let sample: { cells: string[]; line: number; start: number }[] | undefined = settings.decimalStyle ? undefined : [];
  // After the sample the amounts go on voting: a file whose later rows use the other mark gets a
  // blocking problem rather than rows read at 1/1000 of their value. An amount voting for the other
  // mark never reads with this one, so such a row is never one the fast path takes: only the other
  // rows vote in this pass (the fast path's loop is untouched), and when the other mark could then
  // win, the whole file's amounts are counted again exactly (a second read, for such files only).
  // Votes per kind (none, dot, comma) from the amount column `voteColumn` (-1: not counting).
  const tally = [0, 0, 0];
  let afterHeader: CsvCursor = { pos: 0, line: 0 };
  let voteColumn = -1;
  let voteFallback: DecimalStyle = 'dot';
  const invalid = new Set(invalidLines);

  // One row object for the whole file, refilled per row: the rules read it during `check` and
  // keep nothing of it (issues carry the line, the result its own strings).
  const row: PaymentRow = { line: 0, values: {}, ragged: undefined };
  const fillRow = (target: PaymentRow, cells: string[], line: number): PaymentRow => {
    const values = target.values;
    for (let i = 0; i < entries.length; i++) values[entries[i]![0]] = cells[entries[i]![1]] ?? '';
    target.line = line;
    target.ragged =
      cells.length === headers!.length ? undefined : { cells: cells.length, header: headers!.length, delimiter };
    return target;
  };
  // A row's duplicate key, read again from the text (rows with an equal hash only: the exact
  // comparison behind the hash index): by the fast path when it takes the row, else the reference rules.
  const keyAt = (() => {
    const cursor: CsvCursor = { pos: 0, line: 0 };
    const again = newCsvCells();
    const againRow: PaymentRow = { line: 0, values: {}, ragged: undefined };
    let keyCheck: RowValidator | undefined;
    return (start: number, line: number): string => {
      cursor.pos = start;
      cursor.line = line;
      readCsvCells(text, delimiter.charCodeAt(0), cursor, again);
      if (fast?.check(again.src, again.from, again.to, again.count)) return fast.key();
      keyCheck ??= compileRowRules({ ...options, decimalStyle }, false, () => false);
      const result = keyCheck(fillRow(againRow, cellStrings(again), line), 0);
      return result.payment ? paymentFingerprint(result.payment) : (result.fingerprint ?? '');
    };
  })();
  const strings: string[] = [];
  // `slimRows`: the warnings the fast path counts are given as the reference rules give them when
  // their details are no longer kept (only such warnings are counted); a reference's check digits
  // are given with the reference, so such a row goes to the reference rules.
  const onRow = options.onRow;
  const takes = (clean: boolean | undefined): boolean => {
    if (clean !== true) return false;
    if (!onRow) return true;
    const out = fast!.out;
    for (let i = 0; i < out.warnings; i++) if (out.warningCodes[i] === 'reference_check_digit') return false;
    return true;
  };
  /** `onRow` for a row the fast path took, before the duplicate index may check other rows with `fast`. */
  const slimRow = (cells: string[], line: number) => {
    const out = fast!.out;
    const at = checker!.rowCount();
    const issues: ValidationIssue[] = [];
    for (let i = 0; i < out.warnings; i++) {
      const code = out.warningCodes[i]!;
      const field = out.warningFields[i]!;
      const params: Record<string, string> = code === 'sepa_not_eur' ? { currency: out.currency } : { field };
      issues.push({ line, row: at, field, code, params, message: '', severity: 'warning' });
    }
    const result: RowResult = {
      amount: fast!.amount(),
      currency: out.currency,
      minor: out.minor,
      fingerprint: fast!.key(),
      issues,
    };
    onRow!(fillRow(row, cells, line), result);
  };
  /** A row from the sample (strings) or straight from the text (ranges). */
  const checkRow = (cells: string[] | CsvCells, line: number, start: number) => {
    if (invalid.size) invalid.delete(line); // a payment row gets its error from the row rules (unreadable_character)
    if (Array.isArray(cells)) {
      if (takes(fast?.checkCells(cells))) {
        if (onRow) slimRow(cells, line);
        checker!.fastRow(line, start, fast!.out);
      } else checker!.check(fillRow(row, cells, line), start);
    } else if (takes(fast?.check(cells.src, cells.from, cells.to, cells.count))) {
      if (onRow) slimRow(cellStrings(cells, strings), line);
      checker!.fastRow(line, start, fast!.out);
    } else {
      if (voteColumn >= 0 && voteColumn < cells.count)
        tally[decimalVote(cells.src[voteColumn]!, cells.from[voteColumn]!, cells.to[voteColumn]!)]!++;
      checker!.check(fillRow(row, cellStrings(cells, strings), line), start);
    }
  };
  /** The whole file's decimal mark by every amount's vote (a second read of the records). */
  const wholeFileVote = (): DecimalStyle => {
    const votes = [0, 0, 0];
    const again = newCsvCells();
    const at: CsvCursor = { ...afterHeader };
    const d = delimiter.charCodeAt(0);
    while (at.pos < text.length)
      if (readCsvCells(text, d, at, again) && voteColumn < again.count)
        votes[decimalVote(again.src[voteColumn]!, again.from[voteColumn]!, again.to[voteColumn]!)]!++;
    return votes[2]! > votes[1]! ? 'comma' : votes[1]! > votes[2]! ? 'dot' : voteFallback;
  };
  const startChecking = () => {
    if (sample) {
      const column = entries.find(([f]) => f === 'amount')?.[1];
      const fallback = decimalTieBreak(delimiter);
      const decided = detectDecimalStyle(
        column === undefined ? [] : sample.map((r) => r.cells[column] ?? ''),
        fallback,
      );
      decimalStyle = decided.style;
      if (column !== undefined && sample.length >= DECIMAL_SAMPLE_ROWS) {
        [tally[1], tally[2], voteColumn, voteFallback] = [decided.votes.dot, decided.votes.comma, column, fallback];
      }
    }
    // a row of about 64 characters or more: the index rarely grows, and is never huge for a short-row file
    checker = rowChecker(
      options,
      decimalStyle,
      problems,
      keyAt,
      () => fast!.key(),
      Math.min(text.length / 64, 1 << 20),
    );
    // The fast path hands out no row object, no payment and no issue: not for a caller that wants them,
    // nor for a mapping it would read differently from the reference rules (a column not a header's index).
    const plainColumns = entries.every(([, c]) => Number.isInteger(c) && c >= 0 && c < headers!.length);
    if (
      (!options.onRow || options.slimRows) &&
      !options.onIssue &&
      !options.findRecentlySent &&
      options.fastPath !== false &&
      plainColumns
    )
      fast = new FastRowCheck({
        entries,
        headerCount: headers!.length,
        decimalStyle,
        defaultCurrency: options.defaultCurrency?.toUpperCase() ?? '',
        replacementCharacters: text.includes('\ufffd'),
        wantsDetails: (code, field) => problems.wantsDetails(code, field),
      });
    options.onCsvShape?.({
      encoding,
      encodingReason: reason,
      bom,
      delimiter,
      decimalStyle,
      headers: headers!,
      headerLine,
      mapping,
      fileIssues: [...fileIssues],
    });
    for (const r of sample ?? []) checkRow(r.cells, r.line, r.start);
    sample = undefined;
  };

  // The records as ranges of the text (no string per cell for a row the fast path takes).
  const cursor: CsvCursor = { pos: 0, line: 1 };
  const cells = newCsvCells();
  const d = delimiter.charCodeAt(0);
  let nextReport = 1_000_000;
  while (cursor.pos < text.length) {
    const start = cursor.pos;
    const line = cursor.line;
    if (readCsvCells(text, d, cursor, cells)) {
      if (!headers) {
        headers = cellStrings(cells).map((h) => h.trim());
        afterHeader = { pos: cursor.pos, line: cursor.line };
        headerLine = line;
        mapping = settings.mapping ?? options.mappingFor?.(headers) ?? guessMapping(headers);
        entries = Object.entries(mapping) as [PaymentField, number][];
        if (invalid.delete(line)) report(fileProblem(line, 'invalid_utf8', { line }));
        for (const field of REQUIRED_COLUMNS)
          if (mapping[field] === undefined) {
            const params = { field, headers: headers.map((h) => `“${h}”`).join(', '), line };
            report({ ...fileProblem(line, 'column_missing', params), field });
          }
        if (!sample) startChecking();
      } else {
        options.onRecord?.(cellStrings(cells), line);
        if (sample) {
          sample.push({ cells: cellStrings(cells), line, start });
          if (sample.length >= DECIMAL_SAMPLE_ROWS) startChecking();
        } else checkRow(cells, line, start);
      }
    }
    if (options.onProgress && cursor.pos >= nextReport) {
      options.onProgress(cursor.pos / text.length);
      nextReport = cursor.pos + 1_000_000;
    }
  }
  const unclosedQuoteLine = cursor.unclosedQuoteLine;
  if (!headers) return err('empty_file', `${fileName} has no rows; export the payments again and choose that file.`);
  if (!checker) startChecking();
  if (checker!.rowCount() === 0)
    return err('no_payments', `${fileName} has a header row (line ${headerLine}) but no payments below it.`);
  for (const line of invalid) report(fileProblem(line, 'invalid_utf8', { line }));
  if (unclosedQuoteLine !== undefined)
    report(fileProblem(unclosedQuoteLine, 'unclosed_quote', { line: unclosedQuoteLine }));
  if (voteColumn >= 0) {
    // The sample's votes and the other rows' (every vote for the other mark is among them).
    const [, dot, comma] = tally as [number, number, number];
    const mine = decimalStyle === 'dot' ? dot : comma;
    const other = decimalStyle === 'dot' ? comma : dot;
    const otherMayWin = other > mine || (other === mine && voteFallback !== decimalStyle);
    const whole = otherMayWin ? wholeFileVote() : decimalStyle;
    if (whole !== decimalStyle) report(decimalMarkUnclear(headerLine, decimalStyle, whole));
  }
  return finish('csv', decimalStyle, checker!, { delimiter });
}
