// Validation as one pass over the file: decode → parse → map → rules → problems per kind
// (the CSV reading in csv-check.ts, the row loop in row-checker.ts).
// No copy of the whole file in other shapes (cells, rows, payments) is kept: memory grows with
// the duplicate index and the bulk totals, and the output is bounded whatever the file.
import { err, ok, type Result } from '../result';
import type { DecimalStyle } from '../payments/amount';
import type { PaymentRow } from '../payments/fields';
import type { RowResult, ValidationIssue, ValidationOptions } from '../payments/types';
import { CsvCheck, fileProblem, type DecodedFile } from './csv-check';
import { decodeFile, type EncodingName, type EncodingReason } from './decode';
import type { LaterRows } from './later-rows';
import type { Delimiter } from './delimiter';
import type { HeaderChoice } from './header-row';
import type { ColumnMapping } from './mapping';
import { parsePain001, type Pain001Version } from './pain001';
import type { ImportSettings } from './parse-file';
import { ProblemCollector, type ProblemGroup } from './problems';
import { MAX_LISTED_BULKS, type BulkTotals } from './bulk-accumulator';
import { rowChecker, type RowChecker } from './row-checker';

// What the window keeps of a row's result: with the rows that wait for it (later-rows.ts), which keep no more.
export { forWindow } from './later-rows';

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
  /** The first records, any of which the user may choose as the header. */
  headerChoices: HeaderChoice[];
  /** Whether the header names any field. */
  headerNamed: boolean;
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
  /**
   * CSV: each data record's cells and line as read, before it is checked (the window keeps a
   * preview); once it answers false, no more records are handed to it.
   */
  onRecord?: ((cells: readonly string[], line: number) => boolean | void) | undefined;
  /**
   * With `onRow` and `slimRows`, CSV: the rows from this index on (after the decimal mark's sample)
   * are not handed to `onRow` during the pass but kept as where they are in the text; once every row
   * is checked, `onLaterRows` gets them to hand out in file order (`LaterRows.read`), each row and
   * result as `onRow` would have had it. The summary then waits for no row object past the first ones.
   * Without `onLaterRows`, every row goes to `onRow` during the pass.
   */
  laterRowsFrom?: number | undefined;
  onLaterRows?: ((rows: LaterRows) => void) | undefined;
  /**
   * False checks every row with the reference rules (`compileRowRules`) only, never the fast path
   * (`fast-row.ts`); for tests and benchmarks comparing the two. Default true.
   */
  fastPath?: boolean | undefined;
}

/** The summary of rows already read (the window's worker): the same loop as a file, without reading one. */
export function checkParsedRows(
  rows: readonly PaymentRow[],
  fileIssues: readonly ValidationIssue[],
  decimalStyle: DecimalStyle,
  options: StreamCheckOptions = {},
): RowsSummary {
  const problems = new ProblemCollector(options.firstN);
  for (const issue of fileIssues) problems.add(issue);
  const checker = rowChecker(options, decimalStyle, problems);
  for (const row of rows) checker.check(row);
  return rowsSummary(checker, problems);
}

type RowsSummary = Pick<
  FileCheck,
  'rowCount' | 'bulkCount' | 'bulks' | 'totals' | 'problems' | 'errorCount' | 'warningCount' | 'rowsWithErrors'
>;

/** What the row loop found, once every row went through it. */
function rowsSummary(checker: RowChecker, problems: ProblemCollector): RowsSummary {
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

/** A pain.001 file: parsed whole (XML), then each row through the row loop. */
function checkPain001(file: DecodedFile, settings: ImportSettings, options: StreamCheckOptions) {
  const pain = parsePain001(file.fileName, file.text, settings.today);
  if (!pain.ok) return pain;
  const dataLines = new Set(pain.value.rows.map((r) => r.line));
  for (const line of file.invalidLines)
    if (!dataLines.has(line)) file.report(fileProblem(line, 'invalid_utf8', { line }));
  for (const issue of pain.value.fileIssues) file.report(issue);
  const checker = rowChecker(options, 'dot', file.problems);
  for (const row of pain.value.rows) checker.check(row);
  return ok({ checker, version: pain.value.version, debtorAccounts: pain.value.debtorAccounts });
}

/** The file's check from its row loop, once every row went through it. */
function fileCheck(
  file: DecodedFile,
  format: FileCheck['format'],
  decimalStyle: DecimalStyle,
  checker: RowChecker,
  extra: Partial<FileCheck> = {},
): FileCheck {
  return {
    fileName: file.fileName,
    format,
    encoding: file.encoding,
    encodingReason: file.encodingReason,
    bom: file.bom,
    decimalStyle,
    debtorAccounts: [],
    ...rowsSummary(checker, file.problems),
    fileIssues: [...file.fileIssues],
    ...extra,
  };
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
  const file: DecodedFile = {
    fileName,
    text,
    encoding,
    encodingReason: reason,
    bom,
    invalidLines,
    problems,
    fileIssues,
    report(issue) {
      fileIssues.push(issue);
      problems.add(issue);
      options.onIssue?.(issue);
    },
  };
  if (/^\s*<(\?xml|[\w.-]*:?Document)/.test(text)) {
    const pain = checkPain001(file, settings, options);
    if (!pain.ok) return pain;
    const { checker, version, debtorAccounts } = pain.value;
    return ok(fileCheck(file, version, 'dot', checker, { debtorAccounts }));
  }
  const end = new CsvCheck(file, settings, options).run();
  if (end.kind === 'empty')
    return err('empty_file', `${fileName} has no rows; export the payments again and choose that file.`);
  if (end.kind === 'no_payments')
    return err('no_payments', `${fileName} has a header row (line ${end.headerLine}) but no payments below it.`);
  return ok(fileCheck(file, 'csv', end.decimalStyle, end.checker, { delimiter: end.delimiter }));
}
