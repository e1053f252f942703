// Where the header is and which lines are not payments: spreadsheet exports put title lines above
// the header ("Payroll November", "Exported 2026-11-28") and a total line below the payments.
import { guessMapping, type ColumnMapping } from './mapping';

/** Records looked at for the header: title lines above it are few. */
export const HEADER_SEARCH_RECORDS = 20;

/** A record offered as the header: its line and its cells. */
export interface HeaderChoice {
  line: number;
  cells: string[];
}

/** Fields the header names: the more, the likelier it is the header. */
const namedFields = (cells: readonly string[]): number => Object.keys(guessMapping(cells.map((c) => c.trim()))).length;

/**
 * The index of the header among the first records: the line the user chose (`chosenLine`), else
 * the first one naming the most fields (at least two: a title word that happens to be a field name,
 * like "Summa", is no header), else the first record.
 */
export function findHeaderIndex(records: readonly HeaderChoice[], chosenLine?: number): number {
  if (chosenLine !== undefined) {
    const chosen = records.findIndex((r) => r.line >= chosenLine);
    return chosen < 0 ? 0 : chosen;
  }
  let best = 0;
  let bestNamed = 1;
  records.forEach((record, i) => {
    const named = namedFields(record.cells);
    if (named > bestNamed) {
      best = i;
      bestNamed = named;
    }
  });
  return best;
}

/** True when a record names at least two fields: a header, not a title that happens to be a field's name. */
export const looksLikeHeader = (cells: readonly string[]): boolean => namedFields(cells) >= 2;

/** True when the header names at least one field (the mapping was guessed from names, not positions). */
export const headerNamesFields = (headers: readonly string[]): boolean => namedFields(headers) > 0;

// "Total", "Totals", "Sum", "Summe", "Gesamt", "Yhteensä", "Summa", "Totalt", optionally with more
// after it ("Total:", "Summe EUR"); compared as `normaliseHeader` leaves it (so "Yhteensä" is "yhteensa").
const TOTAL_WORDS = [
  'total',
  'totals',
  'sum',
  'summe',
  'gesamt',
  'gesamtsumme',
  'insgesamt',
  'yhteensa',
  'summa',
  'totalt',
];
const TOTAL_START = new RegExp(`^(${TOTAL_WORDS.join('|')})(?![a-z])`);

/** True when a cell's text starts with a total word (and is short: a total line's label, not a payee's name). */
function isTotalLabel(cell: string): boolean {
  const c = cell.trim();
  if (c.length === 0 || c.length > 40) return false;
  const first = c.charCodeAt(0) | 0x20;
  // most cells: a first letter no total word starts with
  if (first !== 0x74 && first !== 0x73 && first !== 0x67 && first !== 0x69 && first !== 0x79) return false;
  return TOTAL_START.test(
    c
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );
}

/**
 * True when a record is a total line, not a payment: its account cell is empty and a cell says
 * "Total" (or Summe, Yhteensä, Summa…). `cellAt` reads cell `i` of the record.
 */
export function isTotalLine(count: number, cellAt: (i: number) => string, mapping: ColumnMapping): boolean {
  const iban = mapping.iban;
  if (iban !== undefined && iban < count && cellAt(iban).trim() !== '') return false;
  for (let i = 0; i < count; i++) if (isTotalLabel(cellAt(i))) return true;
  return false;
}
