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
