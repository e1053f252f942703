import { err, ok, type Result } from '../result';
import { detectDecimalStyle, type DecimalStyle } from '../payments/amount';
import { PAYMENT_FIELDS, type PaymentField, type PaymentRow } from '../payments/fields';
import { issueMessage, withMessage } from '../payments/messages';
import type { ValidationIssue } from '../payments/types';
import { isBlankRange, parseCsv } from './csv';
import { decodeFile, type EncodingName, type EncodingReason } from './decode';
import { decimalTieBreak, detectDelimiter, type Delimiter } from './delimiter';
import {
  findHeaderIndex,
  HEADER_SEARCH_RECORDS,
  headerNamesFields,
  isTotalLine,
  type HeaderChoice,
} from './header-row';
import { applyMapping, guessMapping, type ColumnMapping } from './mapping';
import { parsePain001, type Pain001Version } from './pain001';
import type { SheetChoice } from './spreadsheet';

/** Rows whose amounts decide the decimal mark when a file is checked in one pass (stream-check). */
export const DECIMAL_SAMPLE_ROWS = 10_000;

/**
 * The file's first rows read with one decimal mark and the whole file votes for the other: "12,50"
 * read with a dot is unreadable, and sending the rest would pay them at 1/1000 of their value. An
 * error until the user chooses the mark (the whole file is then read with it).
 */
export function decimalMarkUnclear(line: number, first: DecimalStyle, later: DecimalStyle): ValidationIssue {
  const mark = (style: DecimalStyle) => (style === 'dot' ? '.' : ',');
  const params = { line, first: mark(first), later: mark(later) };
  const code = 'decimal_mark_unclear';
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity: 'error' };
}

/** A line below the header that says "Total" and holds no account: not a payment, and the user is told so. */
export function totalLineIssue(line: number): ValidationIssue {
  const params = { line };
  const code = 'total_line';
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity: 'warning' };
}

/** The user's overrides; anything left out is detected from the file. */
export interface ImportSettings {
  encoding?: EncodingName | undefined;
  delimiter?: Delimiter | undefined;
  decimalStyle?: DecimalStyle | undefined;
  /** Column per field; when absent, guessed from the header names. */
  mapping?: ColumnMapping | undefined;
  /** The line the header is on (CSV); when absent, found among the first lines by its names. */
  headerLine?: number | undefined;
  /** Spreadsheets: the sheet to read; when absent, the first that holds payments. */
  sheet?: string | undefined;
  /** Today as YYYY-MM-DD (pain.001 execution dates after it get a warning); defaults to the local date. */
  today?: string | undefined;
}

export interface ParsedPaymentFile {
  fileName: string;
  format: 'csv' | Pain001Version;
  encoding: EncodingName;
  bom: boolean;
  /** Why that encoding was chosen, for the user (`validateText.encodingReason` in the catalogs). */
  encodingReason: EncodingReason;
  /** pain.001: the IBANs of `DbtrAcct`, to show at review and match to the paying account. */
  debtorAccounts: string[];
  /** pain.001: GrpHdr's MsgId and the version, for the status report back to the ERP; null for CSV. */
  message?: { id: string; name: Pain001Version } | null | undefined;
  /** pain.001: the fields its payments carry (the table's columns; the window keeps no rows in the file). */
  fields?: PaymentField[] | undefined;
  /** pain.001: each row's PmtInfId, for the status report back to the ERP. */
  paymentInformationIds?: string[] | undefined;
  /** CSV only. */
  delimiter?: Delimiter | undefined;
  /** A spreadsheet (read as its sheet's CSV text): its sheets and the one read. */
  spreadsheet?: SheetChoice | undefined;
  decimalStyle: DecimalStyle;
  /** CSV header names and the line they are on (empty and 0 for XML). */
  headers: string[];
  headerLine: number;
  /** CSV: the first lines, any of which the user may choose as the header (the header among them). */
  headerChoices: HeaderChoice[];
  /** CSV: whether the header names any field (else the columns were not guessed from names). */
  headerNamed: boolean;
  mapping: ColumnMapping;
  /** The original cells of every CSV data row and the line each starts on, for remapping. */
  cells: string[][];
  lines: number[];
  rows: PaymentRow[];
  /** Problems with the file's shape (missing columns, an unclosed quote), in the same shape as payment issues. */
  fileIssues: ValidationIssue[];
}

export const REQUIRED_COLUMNS: PaymentField[] = ['name', 'iban', 'amount'];

/**
 * Reads a payment file (CSV in any of the usual encodings and delimiters, or pain.001 XML) into
 * rows for `validatePayments`. Refuses unreadable files with a message naming the file.
 */
export function parsePaymentFile(
  fileName: string,
  bytes: Uint8Array,
  settings: ImportSettings = {},
  onProgress?: (fraction: number) => void,
): Result<ParsedPaymentFile> {
  const decoded = decodeFile(fileName, bytes, settings.encoding);
  if (!decoded.ok) return decoded;
  const { text, encoding, bom, reason, invalidLines } = decoded.value;
  const base = { fileName, encoding, bom, encodingReason: reason };
  return /^\s*<(\?xml|[\w.-]*:?Document)/.test(text)
    ? parsedPain001(base, text, settings, invalidLines)
    : parsedCsv(base, text, settings, invalidLines, onProgress);
}

type FileBase = Pick<ParsedPaymentFile, 'fileName' | 'encoding' | 'bom' | 'encodingReason'>;

/** Lines that are not valid UTF-8, outside the payment rows (a payment row gets its error from the row rules). */
const invalidUtf8 = (invalidLines: number[], dataLines: Set<number>): ValidationIssue[] =>
  invalidLines
    .filter((line) => !dataLines.has(line))
    .map((line) => ({
      line,
      row: -1,
      field: 'file' as const,
      code: 'invalid_utf8',
      params: { line },
      message: issueMessage('invalid_utf8', { line }),
      severity: 'error' as const,
    }));

/** A pain.001 XML file's rows, debtor accounts and message identification. */
function parsedPain001(
  base: FileBase,
  text: string,
  settings: ImportSettings,
  invalidLines: number[],
): Result<ParsedPaymentFile> {
  const pain = parsePain001(base.fileName, text, settings.today);
  if (!pain.ok) return pain;
  const dataLines = new Set(pain.value.rows.map((r) => r.line));
  return ok({
    ...base,
    format: pain.value.version,
    decimalStyle: 'dot',
    headers: [],
    headerLine: 0,
    headerChoices: [],
    headerNamed: false,
    mapping: {},
    cells: [],
    lines: [],
    rows: pain.value.rows,
    fileIssues: [...invalidUtf8(invalidLines, dataLines), ...pain.value.fileIssues],
    debtorAccounts: pain.value.debtorAccounts,
    message: pain.value.message,
    paymentInformationIds: pain.value.paymentInformationIds,
    fields: PAYMENT_FIELDS.filter((f) => pain.value.rows.some((r) => (r.values[f] ?? '') !== '')),
  });
}

/** A CSV file: its header row found, its columns mapped, its total lines set apart, its rows read. */
function parsedCsv(
  base: FileBase,
  text: string,
  settings: ImportSettings,
  invalidLines: number[],
  onProgress?: (fraction: number) => void,
): Result<ParsedPaymentFile> {
  const { fileName } = base;
  const delimiter = settings.delimiter ?? detectDelimiter(text);
  const { records, unclosedQuoteLine } = parseCsv(text, delimiter, onProgress);
  if (records.length === 0)
    return err('empty_file', `${fileName} has no rows; export the payments again and choose that file.`);
  const choices = records.slice(0, HEADER_SEARCH_RECORDS);
  const headerIndex = findHeaderIndex(choices, settings.headerLine);
  const header = records[headerIndex]!;
  const headers = header.cells.map((h) => h.trim());
  const mapping = settings.mapping ?? guessMapping(headers);
  const { data, totalLines } = paymentRecords(records.slice(headerIndex + 1), mapping);
  if (data.length === 0) {
    return err('no_payments', `${fileName} has a header row (line ${header.line}) but no payments below it.`);
  }
  const parsed: ParsedPaymentFile = {
    ...base,
    format: 'csv',
    delimiter,
    decimalStyle: 'dot',
    headers,
    headerLine: header.line,
    headerChoices: choices.map((r) => ({ line: r.line, cells: r.cells })),
    headerNamed: headerNamesFields(headers),
    mapping: {},
    cells: data.map((r) => r.cells),
    lines: data.map((r) => r.line),
    rows: [],
    fileIssues: totalLines,
    debtorAccounts: [],
  };
  const remapped = remapPaymentFile(parsed, mapping, settings.decimalStyle);
  remapped.fileIssues.push(...invalidUtf8(invalidLines, new Set(parsed.lines)));
  if (unclosedQuoteLine !== undefined) {
    remapped.fileIssues.push({
      line: unclosedQuoteLine,
      row: -1,
      field: 'file',
      code: 'unclosed_quote',
      severity: 'error',
      params: { line: unclosedQuoteLine },
      message: issueMessage('unclosed_quote', { line: unclosedQuoteLine }),
    });
  }
  return ok(remapped);
}

/** The records below the header: payments, and total lines (no account, a sum where the amount goes) set apart. */
function paymentRecords<R extends { cells: string[]; line: number }>(
  records: R[],
  mapping: ColumnMapping,
): { data: R[]; totalLines: ValidationIssue[] } {
  const totalLines: ValidationIssue[] = [];
  const data: R[] = [];
  const iban = mapping.iban;
  for (const r of records) {
    const account = iban === undefined ? '' : (r.cells[iban] ?? '');
    // most rows: an account in the account column, so no total line
    if (!isBlankRange(account, 0, account.length)) data.push(r);
    else if (isTotalLine(r.cells.length, (c) => r.cells[c]!, mapping)) totalLines.push(totalLineIssue(r.line));
    else data.push(r);
  }
  return { data, totalLines };
}

/**
 * Applies a (new) column mapping and decimal style to a parsed CSV file without reading it again:
 * the mapping step's live preview and `--template` use it.
 */
export function remapPaymentFile(
  file: ParsedPaymentFile,
  mapping: ColumnMapping,
  decimalStyle?: DecimalStyle,
): ParsedPaymentFile {
  if (file.format !== 'csv') return file;
  const { headers, cells, lines } = file;
  const fileIssues: ValidationIssue[] = file.fileIssues.filter((i) => i.code !== 'column_missing');
  for (const field of REQUIRED_COLUMNS) {
    if (mapping[field] === undefined) {
      fileIssues.push(
        withMessage({
          line: file.headerLine,
          row: -1,
          field,
          code: 'column_missing',
          severity: 'error',
          params: { field, headers: headers.map((h) => `“${h}”`).join(', '), line: file.headerLine },
        }),
      );
    }
  }
  // A line whose width differs from the header's is an error on its row (row rules), so main sees it too.
  const rows = applyMapping(
    cells.map((c, i) => ({ line: lines[i]!, cells: c })),
    mapping,
  ).map((row, i) =>
    cells[i]!.length === headers.length
      ? row
      : { ...row, ragged: { cells: cells[i]!.length, header: headers.length, delimiter: file.delimiter ?? ',' } },
  );
  const amountColumn = mapping.amount;
  let style = decimalStyle;
  if (!style) {
    const amounts = amountColumn === undefined ? [] : cells.map((r) => r[amountColumn] ?? '');
    const fallback = decimalTieBreak(file.delimiter);
    style = detectDecimalStyle(amounts, fallback).style;
    // The same file checked in one pass decides from its first rows: both must see the same problem.
    if (amounts.length > DECIMAL_SAMPLE_ROWS) {
      const first = detectDecimalStyle(amounts.slice(0, DECIMAL_SAMPLE_ROWS), fallback).style;
      if (first !== style) fileIssues.push(decimalMarkUnclear(file.headerLine, first, style));
    }
  }
  return { ...file, mapping, decimalStyle: style, rows, fileIssues };
}
