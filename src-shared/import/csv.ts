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

/**
 * Reads CSV text record by record without building any other copy of the file: each record's
 * cells go to `onRecord` with the physical line it starts on, so every message points where the
 * user's editor does. Rows may end in CRLF, LF or CR, mixed in one file (files pasted together
 * from several systems do). Quoted fields may hold delimiters, quotes (`""`) and line breaks.
 * Blank lines are skipped. `onProgress` gets the fraction read, about every million characters.
 */
export function forEachCsvRecord(
  text: string,
  delimiter: Delimiter,
  onRecord: (cells: string[], line: number) => void,
  onProgress?: (fraction: number) => void,
): { unclosedQuoteLine?: number } {
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let pos = 0;
  let line = 1;
  let unclosedQuoteLine: number | undefined;
  let nextReport = 1_000_000;
  while (pos < n) {
    const recordLine = line;
    const cells: string[] = [];
    let blank = true;
    for (;;) {
      let value: string;
      if (text.charCodeAt(pos) === QUOTE) {
        value = '';
        let from = pos + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) {
            value += text.slice(from);
            line += lineBreaks(text, from, n);
            unclosedQuoteLine ??= recordLine;
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
      } else {
        const start = pos;
        while (pos < n) {
          const c = text.charCodeAt(pos);
          if (c === d || c === LF || c === CR) break;
          pos++;
        }
        value = text.slice(start, pos);
      }
      if (blank && value.trim() !== '') blank = false;
      cells.push(value);
      const c = text.charCodeAt(pos);
      if (c === d) {
        pos++;
        continue;
      }
      if (c === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
      else if (c === LF) pos++;
      if (pos <= n) line++;
      break;
    }
    if (!blank) onRecord(cells, recordLine);
    if (onProgress && pos >= nextReport) {
      onProgress(pos / n);
      nextReport = pos + 1_000_000;
    }
  }
  return unclosedQuoteLine === undefined ? {} : { unclosedQuoteLine };
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
