import type { Delimiter } from './delimiter';

export interface CsvRecord {
  /** Physical 1-based line where the record starts (a quoted field may span lines). */
  line: number;
  cells: string[];
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Line breaks inside `text[from, to)`: LF, CRLF and a lone CR each count once. */
function lineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) breaks++;
  }
  return breaks;
}

/** Where a reader stands in the text: the next character to read and the physical line it is on. */
export interface CsvCursor {
  pos: number;
  line: number;
  /** The line of the first record whose quote never closes. */
  unclosedQuoteLine?: number | undefined;
}

/**
 * One record's cells without a string per cell: cell `i` is `src[i].slice(from[i], to[i])`, where
 * `src[i]` is the text itself, or for a quoted cell its own unquoted string (`from` 0).
 */
export interface CsvCells {
  src: string[];
  from: number[];
  to: number[];
  count: number;
}

export const newCsvCells = (): CsvCells => ({ src: [], from: [], to: [], count: 0 });

/** True when `text[a, b)` is empty or only what `trim()` removes. */
export function isBlankRange(text: string, a: number, b: number): boolean {
  if (a === b) return true;
  const c = text.charCodeAt(a);
  if (c > 32 && c < 127) return false; // most cells: a printable first character
  return text.slice(a, b).trim() === '';
}

// A quoted cell read by `readQuoted`: its value, where reading goes on, the line reached.
const quoted = { value: '', pos: 0, line: 0 };

/** The quoted cell whose quote is at `pos` (into `quoted`); rare, so one function for both readers. */
function readQuoted(text: string, d: number, pos: number, line: number, cursor: CsvCursor): void {
  const n = text.length;
  const recordLine = cursor.line;
  let value = '';
  let from = pos + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q < 0) {
      value += text.slice(from);
      line += lineBreaks(text, from, n);
      cursor.unclosedQuoteLine ??= recordLine;
      pos = n;
      break;
    }
    value += text.slice(from, q);
    line += lineBreaks(text, from, q);
    if (text.charCodeAt(q + 1) === QUOTE) {
      value += '"';
      from = q + 2;
    } else {
      pos = q + 1;
      break;
    }
  }
  // Text after the closing quote stays part of the cell, as spreadsheets read it.
  const start = pos;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c === d || c === LF || c === CR) break;
    pos++;
  }
  if (pos > start) value += text.slice(start, pos);
  quoted.value = value;
  quoted.pos = pos;
  quoted.line = line;
}

/** Past the delimiter (true: another cell follows) or the line end after a cell ending at `pos`. */
function afterCell(text: string, d: number, pos: number, line: number): boolean {
  const c = text.charCodeAt(pos);
  if (c === d) {
    quoted.pos = pos + 1;
    quoted.line = line;
    return true;
  }
  if (c === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
  else if (c === LF) pos++;
  quoted.pos = pos;
  quoted.line = pos <= text.length ? line + 1 : line;
  return false;
}

/**
 * Reads the one record at `cursor` into `cells` as ranges and moves the cursor past it. Answers
 * false for a blank line (its cells are read but it is no record).
 */
export function readCsvCells(text: string, d: number, cursor: CsvCursor, cells: CsvCells): boolean {
  const n = text.length;
  let pos = cursor.pos;
  let line = cursor.line;
  let count = 0;
  let blank = true;
  let more = true;
  while (more) {
    if (text.charCodeAt(pos) === QUOTE) {
      readQuoted(text, d, pos, line, cursor);
      pos = quoted.pos;
      line = quoted.line;
      cells.src[count] = quoted.value;
      cells.from[count] = 0;
      cells.to[count] = quoted.value.length;
      if (blank && !isBlankRange(quoted.value, 0, quoted.value.length)) blank = false;
    } else {
      const start = pos;
      while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === d || c === LF || c === CR) break;
        pos++;
      }
      cells.src[count] = text;
      cells.from[count] = start;
      cells.to[count] = pos;
      if (blank && !isBlankRange(text, start, pos)) blank = false;
    }
    count++;
    more = afterCell(text, d, pos, line);
    pos = quoted.pos;
    line = quoted.line;
  }
  cells.count = count;
  cursor.pos = pos;
  cursor.line = line;
  return !blank;
}

/** The cells as strings, into `out` (emptied first). */
export function cellStrings(cells: CsvCells, out: string[] = []): string[] {
  out.length = cells.count;
  for (let i = 0; i < cells.count; i++) out[i] = cells.src[i]!.slice(cells.from[i], cells.to[i]);
  return out;
}

/**
 * Reads the one record at `cursor` into `cells` (emptied first) and moves the cursor past it.
 * Answers false for a blank line (its cells are read but it is no record).
 */
export function readCsvRecord(text: string, d: number, cursor: CsvCursor, cells: string[]): boolean {
  const n = text.length;
  let pos = cursor.pos;
  let line = cursor.line;
  let blank = true;
  let more = true;
  cells.length = 0;
  while (more) {
    let value: string;
    if (text.charCodeAt(pos) === QUOTE) {
      readQuoted(text, d, pos, line, cursor);
      value = quoted.value;
      pos = quoted.pos;
      line = quoted.line;
    } else {
      const start = pos;
      while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === d || c === LF || c === CR) break;
        pos++;
      }
      value = text.slice(start, pos);
    }
    if (blank && !isBlankRange(value, 0, value.length)) blank = false;
    cells.push(value);
    more = afterCell(text, d, pos, line);
    pos = quoted.pos;
    line = quoted.line;
  }
  cursor.pos = pos;
  cursor.line = line;
  return !blank;
}

/**
 * Reads CSV text record by record without building any other copy of the file: each record's
 * cells go to `onRecord` with the physical line it starts on, so every message points where the
 * user's editor does. Rows may end in CRLF, LF or CR, mixed in one file (files pasted together
 * from several systems do). Quoted fields may hold delimiters, quotes (`""`) and line breaks.
 * Blank lines are skipped. `onProgress` gets the fraction read, about every million characters.
 * `onRecord` also gets the offset where the record starts (for `readCsvRecord` to read it again).
 */
export function forEachCsvRecord(
  text: string,
  delimiter: Delimiter,
  onRecord: (cells: string[], line: number, start: number) => void,
  onProgress?: (fraction: number) => void,
): { unclosedQuoteLine?: number } {
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  const cursor: CsvCursor = { pos: 0, line: 1 };
  let nextReport = 1_000_000;
  while (cursor.pos < n) {
    const start = cursor.pos;
    const line = cursor.line;
    const cells: string[] = [];
    if (readCsvRecord(text, d, cursor, cells)) onRecord(cells, line, start);
    if (onProgress && cursor.pos >= nextReport) {
      onProgress(cursor.pos / n);
      nextReport = cursor.pos + 1_000_000;
    }
  }
  return cursor.unclosedQuoteLine === undefined ? {} : { unclosedQuoteLine: cursor.unclosedQuoteLine };
}

/** Every record of CSV text at once (small files, tests); large files go through `forEachCsvRecord`. */
export function parseCsv(
  text: string,
  delimiter: Delimiter,
  onProgress?: (fraction: number) => void,
): { records: CsvRecord[]; unclosedQuoteLine?: number } {
  const records: CsvRecord[] = [];
  const { unclosedQuoteLine } = forEachCsvRecord(
    text,
    delimiter,
    (cells, line) => records.push({ line, cells }),
    onProgress,
  );
  return unclosedQuoteLine === undefined ? { records } : { records, unclosedQuoteLine };
}
