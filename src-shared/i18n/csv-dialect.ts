import Papa from 'papaparse/papaparse.js';
import { numberSymbols } from './format';

/**
 * How a CSV export is written. `machine` is RFC 4180 with commas and decimal points for programs;
 * `spreadsheet` is what Excel opens correctly by double-click in the user's locale: a semicolon
 * where the locale's decimal mark is a comma (Excel's list separator there), decimal commas, and a
 * UTF-8 byte order mark so names like "Äänekoski" are not mangled.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimalMark: '.' | ',';
  bom: boolean;
}

export const MACHINE_CSV: CsvDialect = { delimiter: ',', decimalMark: '.', bom: false };

export function spreadsheetCsvDialect(locale: string): CsvDialect {
  return numberSymbols(locale).decimal === ','
    ? { delimiter: ';', decimalMark: ',', bom: true }
    : { delimiter: ',', decimalMark: '.', bom: true };
}

/** An exact decimal string written with the dialect's decimal mark (no grouping, never a float). */
export const csvDecimal = (amount: string, dialect: CsvDialect): string =>
  dialect.decimalMark === ',' ? amount.replace('.', ',') : amount;

export const UTF8_BOM = '\uFEFF';

const EXACT_DECIMAL = /^-?\d+\.\d+$/;
const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * Rewrites a machine CSV export (RFC 4180, comma, decimal point, header row) for a spreadsheet in
 * the user's locale: the dialect's delimiter, decimal marks in the `amount` columns only (a
 * reference like "1.5" stays as it is), every cell quoted as before, CRLF, and a BOM. Cells keep
 * their formula guard (a leading `'`) untouched.
 */
export function toSpreadsheetCsv(csv: string, dialect: CsvDialect): string {
  const rows: string[][] = [];
  Papa.parse(csv.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: true,
    step: (result) => void rows.push(result.data),
  });
  const header = rows[0] ?? [];
  const amountColumns = new Set(header.flatMap((name, i) => (/(^|_)amount$/.test(name) ? [i] : [])));
  const body = rows
    .map((cells, r) =>
      cells
        .map((cell, c) =>
          r > 0 && amountColumns.has(c) && EXACT_DECIMAL.test(cell) ? csvDecimal(cell, dialect) : cell,
        )
        .map(quoted)
        .join(dialect.delimiter),
    )
    .join('\r\n');
  return `${dialect.bom ? UTF8_BOM : ''}${body}\r\n`;
}
