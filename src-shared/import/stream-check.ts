// Validation as one pass over the file: decode → parse → map → rules → problems per kind
// (the CSV reading in csv-check.ts, the row loop in row-checker.ts).
// No copy of the whole file in other shapes (cells, rows, payments) is kept: memory grows with
// the duplicate index and the bulk totals, and the output is bounded whatever the file.
import { err, ok, type Result } from '../result';
import type { DecimalStyle } from '../payments/amount';
import type { PaymentRow } from '../payments/fields';
import type { ValidationIssue } from '../payments/types';
import { CsvCheck, fileProblem, type DecodedFile } from './csv-check';
import { decodeFile, type EncodingName, type EncodingReason } from './decode';
import type { Delimiter } from './delimiter';
import { parsePain001, type Pain001Version } from './pain001';
import type { ImportSettings } from './parse-file';
import { ProblemCollector, type ProblemGroup } from './problems';
import { MAX_LISTED_BULKS, type BulkTotals } from './bulk-accumulator';
import { rowChecker, type RowChecker } from './row-checker';
import type { StreamCheckOptions } from './stream-check-options';

// What the window keeps of a row's result: with the rows that wait for it (later-rows.ts), which keep no more.
export { forWindow } from './later-rows';

export { MAX_LISTED_BULKS, type BulkTotals };
export type { CsvShape, StreamCheckOptions } from './stream-check-options';

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
