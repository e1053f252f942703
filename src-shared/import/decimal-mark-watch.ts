// A CSV file's decimal mark: decided from the first rows' amounts, then watched over the rest.
// After the sample the amounts go on voting: a file whose later rows use the other mark gets a
// blocking problem rather than rows read at 1/1000 of their value. An amount voting for the other
// mark never reads with this one, so such a row is never one the fast path takes: only the other
// rows vote in the pass (the fast path's loop is untouched), and when the other mark could then
// win, the whole file's amounts are counted again exactly (a second read, for such files only).
import { detectDecimalStyle, type DecimalStyle } from '../payments/amount';
import { newCsvCells, readCsvCells, type CsvCells, type CsvCursor } from './csv';
import { decimalVote } from './decimal-vote';
import { decimalTieBreak, type Delimiter } from './delimiter';
import { DECIMAL_SAMPLE_ROWS } from './parse-file';

export class DecimalMarkWatch {
  // Votes per kind (none, dot, comma) from the amount column `column` (-1: not counting).
  private readonly tally = [0, 0, 0];
  private column = -1;
  private fallback: DecimalStyle = 'dot';

  constructor(private readonly delimiter: Delimiter) {}

  /** The mark the sample's amounts give (`column`: the amount column, if mapped); a full sample's later rows vote too. */
  decide(sample: readonly { cells: string[] }[], column: number | undefined): DecimalStyle {
    const fallback = decimalTieBreak(this.delimiter);
    const decided = detectDecimalStyle(column === undefined ? [] : sample.map((r) => r.cells[column] ?? ''), fallback);
    if (column !== undefined && sample.length >= DECIMAL_SAMPLE_ROWS) {
      const { tally } = this;
      [tally[1], tally[2], this.column, this.fallback] = [decided.votes.dot, decided.votes.comma, column, fallback];
    }
    return decided.style;
  }

  /** A row the fast path did not take: its amount votes. */
  vote(cells: CsvCells): void {
    const column = this.column;
    if (column >= 0 && column < cells.count)
      this.tally[decimalVote(cells.src[column]!, cells.from[column]!, cells.to[column]!)]!++;
  }

  /**
   * Once every row is read: the other mark when the whole file's amounts vote for it (`text` read
   * again from `afterHeader` only when the votes so far let it win), else undefined.
   */
  otherMark(style: DecimalStyle, text: string, afterHeader: CsvCursor): DecimalStyle | undefined {
    if (this.column < 0) return undefined;
    // The sample's votes and the other rows' (every vote for the other mark is among them).
    const [, dot, comma] = this.tally as [number, number, number];
    const mine = style === 'dot' ? dot : comma;
    const other = style === 'dot' ? comma : dot;
    const otherMayWin = other > mine || (other === mine && this.fallback !== style);
    const whole = otherMayWin ? this.wholeFileVote(text, afterHeader) : style;
    return whole !== style ? whole : undefined;
  }

  /** The whole file's decimal mark by every amount's vote (a second read of the records). */
  private wholeFileVote(text: string, afterHeader: CsvCursor): DecimalStyle {
    const column = this.column;
    const votes = [0, 0, 0];
    const again = newCsvCells();
    const at: CsvCursor = { ...afterHeader };
    const d = this.delimiter.charCodeAt(0);
    while (at.pos < text.length)
      if (readCsvCells(text, d, at, again) && column < again.count)
        votes[decimalVote(again.src[column]!, again.from[column]!, again.to[column]!)]!++;
    return votes[2]! > votes[1]! ? 'comma' : votes[1]! > votes[2]! ? 'dot' : this.fallback;
  }
}
