import { err, ok, type Result } from '../result';
import { detectDecimalStyle, type DecimalStyle } from '../payments/amount';
import { FIELD_LABELS, type PaymentField, type PaymentRow } from '../payments/fields';
import type { ValidationIssue } from '../payments/types';
import { parseCsv } from './csv';
import { decodeFile, type EncodingName } from './decode';
import { detectDelimiter, delimiterName, type Delimiter } from './delimiter';
import { applyMapping, guessMapping, type ColumnMapping } from './mapping';
import { parsePain001, type Pain001Version } from './pain001';

/** The user's overrides; anything left out is detected from the file. */
export interface ImportSettings {
  encoding?: EncodingName | undefined;
  delimiter?: Delimiter | undefined;
  decimalStyle?: DecimalStyle | undefined;
  /** Column per field; when absent, guessed from the header names. */
  mapping?: ColumnMapping | undefined;
}

export interface ParsedPaymentFile {
  fileName: string;
  format: 'csv' | Pain001Version;
  encoding: EncodingName;
  bom: boolean;
  /** CSV only. */
  delimiter?: Delimiter | undefined;
  decimalStyle: DecimalStyle;
  /** CSV header names (empty for XML). */
  headers: string[];
  mapping: ColumnMapping;
  /** The original cells of every CSV data row, for the mapping preview. */
  cells: string[][];
  rows: PaymentRow[];
  /** Problems with the file's shape (ragged rows, missing columns), in the same shape as payment issues. */
  fileIssues: ValidationIssue[];
}

const REQUIRED_COLUMNS: PaymentField[] = ['name', 'iban', 'amount'];

/**
 * Reads a payment file (CSV in any of the usual encodings and delimiters, or pain.001 XML) into
 * rows for `validatePayments`. Refuses unreadable files with a message naming the file.
 */
export function parsePaymentFile(fileName: string, bytes: Uint8Array, settings: ImportSettings = {}, onProgress?: (fraction: number) => void): Result<ParsedPaymentFile> {
  const decoded = decodeFile(fileName, bytes, settings.encoding);
  if (!decoded.ok) return decoded;
  const { text, encoding, bom } = decoded.value;
  const base = { fileName, encoding, bom };

  if (/^\s*<(\?xml|[\w.-]*:?Document)/.test(text)) {
    const pain = parsePain001(fileName, text);
    if (!pain.ok) return pain;
    return ok({ ...base, format: pain.value.version, decimalStyle: 'dot', headers: [], mapping: {}, cells: [], rows: pain.value.rows, fileIssues: [] });
  }

  const delimiter = settings.delimiter ?? detectDelimiter(text);
  const { records, unclosedQuoteLine } = parseCsv(text, delimiter, onProgress);
  if (records.length === 0) return err('empty_file', `${fileName} has no rows; export the payments again and choose that file.`);
  const header = records[0]!;
  const headers = header.cells.map((h) => h.trim());
  const mapping = settings.mapping ?? guessMapping(headers);
  const data = records.slice(1);
  if (data.length === 0) {
    return err('no_payments', `${fileName} has a header row (line ${header.line}) but no payments below it.`);
  }
  const fileIssues: ValidationIssue[] = [];
  const fileIssue = (line: number, row: number, field: PaymentField | 'file', code: string, message: string, severity: 'error' | 'warning') =>
    fileIssues.push({ line, row, field, code, message, severity });
  for (const field of REQUIRED_COLUMNS) {
    if (mapping[field] === undefined) {
      fileIssue(header.line, -1, field, 'column_missing', `No column for ${FIELD_LABELS[field]}: the headers are ${headers.map((h) => `“${h}”`).join(', ')}. Rename the column or choose it in the mapping step.`, 'error');
    }
  }
  if (unclosedQuoteLine !== undefined) {
    fileIssue(unclosedQuoteLine, -1, 'file', 'unclosed_quote', `A quoted field starting on line ${unclosedQuoteLine} never ends; add the missing closing quote (").`, 'error');
  }
  data.forEach((record, row) => {
    if (record.cells.length !== headers.length) {
      fileIssue(record.line, row, 'file', 'ragged_row', `This line has ${record.cells.length} columns but the header has ${headers.length}; check for a missing or extra “${delimiterName(delimiter)}” or an unquoted field containing one.`, 'warning');
    }
  });
  const rows = applyMapping(data, mapping);
  const amountColumn = mapping.amount;
  const decimalStyle =
    settings.decimalStyle ??
    detectDecimalStyle(amountColumn === undefined ? [] : data.map((r) => r.cells[amountColumn] ?? ''), delimiter === ';' ? 'comma' : 'dot').style;
  return ok({ ...base, format: 'csv', delimiter, decimalStyle, headers, mapping, cells: data.map((r) => r.cells), rows, fileIssues });
}
