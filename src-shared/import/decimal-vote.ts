// How one amount cell votes for a decimal mark, read in place from the text (the rows after the sample),
// and the file's tally of those votes: its first rows against the whole file.
import type { DecimalStyle } from '../payments/amount';
import { DECIMAL_SAMPLE_ROWS } from './parse-file';

/**
 * The decimal mark an amount cell votes for, as `detectDecimalStyle` counts it, read in place from
 * the text (no string per cell): 0 none, 1 dot, 2 comma. For the rows after the sample.
 */
export function decimalVote(src: string, from: number, to: number): 0 | 1 | 2 {
  let dots = 0;
  let commas = 0;
  let lastDot = -1;
  let lastComma = -1;
  for (let i = from; i < to; i++) {
    const c = src.charCodeAt(i);
    if (c === 46) {
      dots++;
      lastDot = i;
    } else if (c === 44) {
      commas++;
      lastComma = i;
    }
  }
  if (dots && commas) return lastDot > lastComma ? 1 : 2;
  if (!dots && !commas) return 0;
  if (dots > 1) return 2; // "1.250.000": dots group thousands
  if (commas > 1) return 1;
  let after = 0;
  for (let i = (dots ? lastDot : lastComma) + 1; i < to; i++) {
    const c = src.charCodeAt(i);
    if (c >= 48 && c <= 57) after++;
  }
  return after === 3 ? 0 : dots ? 1 : 2; // "1.250": a thousands group or a decimal, no vote
}

const STYLES = [undefined, 'dot', 'comma'] as const;
/** The mark the votes decide, `fallback` on a tie (as `detectDecimalStyle`). */
const decided = (votes: readonly number[], fallback: DecimalStyle): DecimalStyle =>
  votes[2]! > votes[1]! ? 'comma' : votes[1]! > votes[2]! ? 'dot' : fallback;

/**
 * The decimal-mark vote of a file's amount cells, given row by row in file order: the first
 * `DECIMAL_SAMPLE_ROWS` rows' vote against the whole file's, as the CLI and the window decide
 * (`decimal_mark_unclear` when they differ). Main tallies uploaded rows with it, so it does not take
 * the window's word for the mark.
 */
export class DecimalTally {
  readonly #first = [0, 0, 0];
  readonly #all = [0, 0, 0];
  #rows = 0;
  /** Per vote (1 dot, 2 comma): the line of the first row after the sample that casts it. */
  readonly #laterLine: (number | undefined)[] = [undefined, undefined, undefined];

  /** Counts the next row's amount cell (the row on `line`). */
  add(amount: string, line: number): void {
    const vote = decimalVote(amount, 0, amount.length);
    if (this.#rows++ < DECIMAL_SAMPLE_ROWS) this.#first[vote]!++;
    else this.#laterLine[vote] ??= line;
    this.#all[vote]!++;
  }

  /**
   * When the whole file votes for another mark than its first rows: both marks and the first line
   * after those rows that uses the later one; else undefined. A tie goes to `fallback`: the file's
   * `decimalTieBreak`, as the CLI and the window break it.
   */
  disagreement(fallback: DecimalStyle): { first: DecimalStyle; later: DecimalStyle; line: number } | undefined {
    if (this.#rows <= DECIMAL_SAMPLE_ROWS) return undefined;
    const first = decided(this.#first, fallback);
    const later = decided(this.#all, fallback);
    if (first === later) return undefined;
    return { first, later, line: this.#laterLine[STYLES.indexOf(later)] ?? 0 };
  }
}
