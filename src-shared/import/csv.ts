import Papa from 'papaparse/papaparse.js';
import type { Delimiter } from './delimiter';

export interface CsvRecord {
  /** Physical 1-based line where the record starts (a quoted field may span lines). */
  line: number;
  cells: string[];
}

/**
 * Parses CSV text with papaparse, keeping each record's physical line number so every message
 * points where the user's editor does. Blank lines are skipped; quoted fields and CRLF work.
 * `onProgress` gets the fraction read, for the progress bar of the import screen's worker.
 */
export function parseCsv(
  text: string,
  delimiter: Delimiter,
  onProgress?: (fraction: number) => void,
): { records: CsvRecord[]; unclosedQuoteLine?: number } {
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 0;
  let unclosedQuoteLine: number | undefined;
  let nextReport = 0;
  Papa.parse(text, {
    delimiter,
    step: (result) => {
      const end = result.meta.cursor;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) unclosedQuoteLine ??= line;
      if (result.data.some((cell) => cell.trim() !== '')) records.push({ line, cells: result.data });
      for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
      }
      start = end;
      if (onProgress && end >= nextReport) {
        onProgress(end / text.length);
        nextReport = end + 1_000_000;
      }
    },
  });
  return unclosedQuoteLine === undefined ? { records } : { records, unclosedQuoteLine };
}
