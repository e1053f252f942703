import type { DecimalStyle } from '../payments/amount';

/** Delimiters Bulkpay recognises in CSV files. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * The decimal mark a tied vote of a file's amounts goes to: a comma in a ';'-separated file, else a
 * dot. One rule for the CLI's read, the window's check and main's vote over uploaded rows.
 */
export const decimalTieBreak = (delimiter: Delimiter | undefined): DecimalStyle =>
  delimiter === ';' ? 'comma' : 'dot';

/** Human name for messages and the CLI's JSON (`tab` rather than an invisible character). */
export const delimiterName = (d: Delimiter): string => (d === '\t' ? 'tab' : d);
export function delimiterFromName(name: string): Delimiter | undefined {
  const d =
    name === 'tab' || name === '\\t'
      ? '\t'
      : name === 'semicolon'
        ? ';'
        : name === 'comma'
          ? ','
          : name === 'pipe'
            ? '|'
            : name;
  return (DELIMITERS as readonly string[]).includes(d) ? (d as Delimiter) : undefined;
}

/** Count of `delimiter` outside double quotes in one line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * Picks the delimiter that splits the first lines into the same number of columns most often
 * (and into the most columns on a tie). Excel in Finnish, Swedish and German locales writes `;`.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, 65536)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 30);
  let best: { delimiter: Delimiter; score: number; columns: number } = { delimiter: ',', score: 0, columns: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const frequency = new Map<number, number>();
    for (const c of counts) if (c > 0) frequency.set(c, (frequency.get(c) ?? 0) + 1);
    for (const [columns, times] of frequency) {
      const score = times / lines.length;
      if (score > best.score || (score === best.score && columns > best.columns)) best = { delimiter, score, columns };
    }
  }
  return best.delimiter;
}
