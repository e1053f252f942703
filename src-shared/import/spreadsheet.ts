// Spreadsheets (.xlsx) read into the CSV text the rest of the import reads: each sheet row becomes
// the line of the same number, so every message points at the row Excel shows. Values come from
// the cells (a number as stored, a date as its day), never from their display format.
// Why read-excel-file, and the limits: docs/spreadsheets.md.
import Big from 'big.js';
import type * as fflate from 'fflate';
import { err, ok, type Result } from '../result';
import { HEADER_SEARCH_RECORDS, looksLikeHeader } from './header-row';

/** A spreadsheet file larger than this is refused before it is opened. */
export const MAX_SPREADSHEET_BYTES = 20 * 1024 * 1024;
/** What the parts of one file may unpack to, together: a zip bomb stops here, unread. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** How much larger than packed a part may claim to be: XML packs about 10:1, a bomb 1000:1. */
export const MAX_PACKING_RATIO = 200;
/** Rows and columns of the sheet read: a payment list far past these is no payment list. */
export const MAX_SHEET_ROWS = 200_000;
export const MAX_SHEET_COLUMNS = 200;

/** A spreadsheet read as CSV text, with the sheets it holds and the one read. */
export interface SpreadsheetAsCsv {
  csv: string;
  sheets: string[];
  sheet: string;
}

/** True when the bytes are a zip archive (an .xlsx is one) rather than text or XML. */
export const isSpreadsheet = (bytes: Uint8Array): boolean =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

const refuse = (fileName: string, why: string) =>
  err('spreadsheet_unreadable', `${fileName} cannot be read as a spreadsheet: ${why}`);

// An OpenDocument file's first zip entry is `mimetype`, stored, holding its type (ODF 1.2, 3.3).
const ODS_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet';

/** True for an OpenDocument spreadsheet (.ods): no maintained reader for it is worth adding (docs/spreadsheets.md). */
function isOpenDocument(bytes: Uint8Array): boolean {
  let head = '';
  for (let i = 30; i < Math.min(bytes.length, 30 + 200); i++) head += String.fromCharCode(bytes[i]!);
  return head.includes(ODS_MIMETYPE);
}

const refuseOpenDocument = (fileName: string) =>
  err(
    'spreadsheet_ods',
    `${fileName} is an OpenDocument spreadsheet (.ods), which Bulkpay does not read. Open it in LibreOffice Calc or Excel, save it as Excel (.xlsx) or CSV, and choose that file.`,
  );

/**
 * The sheet asked for: by its name, else by its number (1 for the first) when the text is one;
 * undefined when the workbook has neither.
 */
function sheetNamed<T extends { sheet: string }>(sheets: readonly T[], wanted: string): T | undefined {
  const byName = sheets.find((s) => s.sheet === wanted) ?? sheets.find((s) => s.sheet.trim() === wanted.trim());
  if (byName) return byName;
  return /^\s*\d+\s*$/.test(wanted) ? sheets[Number(wanted) - 1] : undefined;
}

/** The sheets as a person reads them: 1 “Payments”, 2 “Totals”. */
export const sheetList = (sheets: readonly string[]): string => sheets.map((s, i) => `${i + 1} “${s}”`).join(', ');

const unknownSheet = (fileName: string, wanted: string, sheets: readonly string[]) =>
  err(
    'sheet_unknown',
    `${fileName} has no sheet “${wanted}”; its sheets are ${sheetList(sheets)}. Choose one by its name or number.`,
    undefined,
    { sheet: wanted, sheets: sheetList(sheets) },
  );

/**
 * The archive's XML parts, unpacked within the limits (each part's output is bounded by the size
 * it declares, and the declared sizes by the limits), stored again without packing so the reader
 * only parses them. Undefined with the reason when the file breaks a limit or is no archive.
 */
function unpackWithinLimits(
  bytes: Uint8Array,
  { unzipSync, zipSync }: typeof fflate,
): { parts: Uint8Array } | { why: string } {
  let unpacked = 0;
  let broken: string | undefined;
  let files: fflate.Unzipped;
  try {
    files = unzipSync(bytes, {
      filter(entry) {
        if (broken || !/\.(xml|rels)$/i.test(entry.name)) return false;
        unpacked += entry.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) broken = `it unpacks to more than ${MAX_UNPACKED_BYTES / 1048576} MB`;
        else if (entry.originalSize > Math.max(1_000_000, entry.size * MAX_PACKING_RATIO))
          broken = `a part of it unpacks to ${MAX_PACKING_RATIO} times its size or more (a “zip bomb”)`;
        return !broken;
      },
    });
  } catch {
    return { why: 'it is not an Excel workbook (.xlsx), or it is damaged. Save it again from Excel as .xlsx.' };
  }
  if (broken) return { why: broken };
  return { parts: zipSync(files, { level: 0 }) };
}

/** A cell's value as the CSV text reads it: a number as stored (no float, no display format), a date as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/**
 * A number cell's stored text ("1200.5", "1E-3") as a plain decimal of at most 15 significant
 * digits, as Excel keeps numbers: a sum stored as 0.30000000000000004 reads 0.3.
 */
export function storedNumber(text: string): string {
  try {
    return new Big(text).prec(15).toFixed();
  } catch {
    return text;
  }
}

const quoted = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** True when one of a sheet's first rows names payment columns: the sheet holding the payment list. */
const holdsHeader = (rows: readonly unknown[][]): boolean =>
  rows.slice(0, HEADER_SEARCH_RECORDS).some((cells) => looksLikeHeader(cells.map(cellText)));

/**
 * The unpacker and the workbook reader (about 140 kB), read with the first spreadsheet rather than
 * with the code that may read one: the app's start and a CSV file do without them (issue 27 §10).
 */
const spreadsheetReaders = () => Promise.all([import('fflate'), import('read-excel-file/universal')]);

/**
 * Reads the sheet `sheet` (by name or number; a sheet it does not hold is refused, naming those it
 * does; without one, the first that holds a row naming payment columns, else the first) of an
 * .xlsx file as CSV text, within the limits above. An .ods file is refused with what to do.
 */
export async function spreadsheetAsCsv(
  fileName: string,
  bytes: Uint8Array,
  sheet?: string,
  maxRows = MAX_SHEET_ROWS,
): Promise<Result<SpreadsheetAsCsv>> {
  if (bytes.length > MAX_SPREADSHEET_BYTES)
    return refuse(fileName, `it is larger than ${MAX_SPREADSHEET_BYTES / 1048576} MB; split it into smaller files.`);
  if (isOpenDocument(bytes)) return refuseOpenDocument(fileName);
  const [unpacker, { default: readXlsxFile }] = await spreadsheetReaders();
  const unpacked = unpackWithinLimits(bytes, unpacker);
  if ('why' in unpacked) return refuse(fileName, unpacked.why);
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    const parts = unpacked.parts;
    const buffer = parts.buffer.slice(parts.byteOffset, parts.byteOffset + parts.byteLength) as ArrayBuffer;
    sheets = (await readXlsxFile(buffer, { parseNumber: storedNumber })) as { sheet: string; data: unknown[][] }[];
  } catch {
    return refuse(
      fileName,
      'it is not an Excel workbook (.xlsx), or it is damaged. Save it again from Excel as .xlsx.',
    );
  }
  const named = sheet === undefined ? undefined : sheetNamed(sheets, sheet);
  if (sheet !== undefined && !named)
    return unknownSheet(
      fileName,
      sheet,
      sheets.map((s) => s.sheet),
    );
  // As the window does: the first sheet naming payment columns, else the first (the user may choose another)
  const chosen = named ?? sheets.find((s) => holdsHeader(s.data)) ?? sheets[0];
  if (!chosen) return refuse(fileName, 'it holds no sheet.');
  if (chosen.data.length > maxRows)
    return refuse(fileName, `sheet “${chosen.sheet}” has more than ${maxRows} rows; split it into smaller files.`);
  const lines: string[] = [];
  for (const row of chosen.data) {
    if (row.length > MAX_SHEET_COLUMNS)
      return refuse(fileName, `sheet “${chosen.sheet}” has more than ${MAX_SHEET_COLUMNS} columns.`);
    lines.push(row.map((cell) => quoted(cellText(cell))).join(','));
  }
  return ok({ csv: lines.join('\r\n'), sheets: sheets.map((s) => s.sheet), sheet: chosen.sheet });
}

// src-shared has no DOM or Node types; TextEncoder exists in both (as TextDecoder in decode.ts).
const utf8 = new (
  globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }
).TextEncoder();

/** The sheets of a spreadsheet and the one read, carried with the file for the sheet's choice. */
export interface SheetChoice {
  sheets: string[];
  sheet: string;
}

/** A payment file as the CSV and pain.001 readers take it: a spreadsheet turned into its sheet's CSV text. */
export interface PaymentFileInput<S> {
  bytes: Uint8Array;
  settings: S;
  /** Set for a spreadsheet. */
  spreadsheet?: SheetChoice | undefined;
}

/**
 * The bytes the readers take: a spreadsheet's chosen sheet as UTF-8 CSV text (its delimiter and
 * encoding fixed, whatever the settings say), any other file as it is.
 */
export async function paymentFileInput<S extends object>(
  fileName: string,
  bytes: Uint8Array,
  settings: S,
): Promise<Result<PaymentFileInput<S>>> {
  if (!isSpreadsheet(bytes)) return ok({ bytes, settings });
  const read = await spreadsheetAsCsv(fileName, bytes, (settings as { sheet?: string | undefined }).sheet);
  if (!read.ok) return read;
  const { csv, sheets, sheet } = read.value;
  return ok({
    bytes: utf8.encode(csv),
    settings: { ...settings, encoding: 'utf-8', delimiter: ',' },
    spreadsheet: { sheets, sheet },
  });
}
