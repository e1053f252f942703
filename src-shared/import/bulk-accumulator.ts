// The file's bulks of 100 rows and their exact totals, accumulated row by row as the check reads them.
import { MAX_PAYMENTS_PER_BULK } from '../bank/limits';
import { minorUnits } from '../payments/currency';
import type { RowResult } from '../payments/types';

/** Bulks listed one by one; a larger file says how many more there are. */
export const MAX_LISTED_BULKS = 1000;

export interface BulkTotals {
  index: number;
  count: number;
  firstLine: number;
  lastLine: number;
  /** Exact totals per currency as decimal strings. */
  totals: Record<string, string>;
}

const formatMinor = (minor: bigint, digits: number): string => {
  if (digits === 0) return minor.toString();
  const text = minor.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
};

/** Bulks of 100 rows in file order, totals in integer minor units (exact; no decimal library per row). */
export class BulkAccumulator {
  readonly bulks: BulkTotals[] = [];
  readonly #file = new Map<string, bigint>();
  #current = new Map<string, number>(); // at most 100 × 10^12 minor units: exact in a double
  // The currency of the row before and its running sum: most files have one, so no Map per row.
  #lastCurrency = '';
  #lastSum = 0;
  #count = 0;
  #firstLine = 0;
  #lastLine = 0;
  bulkCount = 0;

  add(line: number, result: RowResult): void {
    this.addMinor(line, result.currency ?? '', result.minor);
  }

  /** A row whose amount is `minor` in `currency` ('' or undefined: no readable amount). */
  addMinor(line: number, currency: string, minor: number | undefined): void {
    if (this.#count === 0) this.#firstLine = line;
    this.#count++;
    this.#lastLine = line;
    if (minor !== undefined && currency) {
      if (currency !== this.#lastCurrency) {
        this.#flushLast();
        this.#lastCurrency = currency;
        this.#lastSum = this.#current.get(currency) ?? 0;
      }
      this.#lastSum += minor;
    }
    if (this.#count === MAX_PAYMENTS_PER_BULK) this.close();
  }

  #flushLast(): void {
    if (this.#lastCurrency) this.#current.set(this.#lastCurrency, this.#lastSum);
    this.#lastCurrency = '';
  }

  close(): void {
    if (this.#count === 0) return;
    this.#flushLast();
    const totals: Record<string, string> = {};
    for (const [currency, minor] of [...this.#current].sort(([a], [b]) => a.localeCompare(b))) {
      totals[currency] = formatMinor(BigInt(minor), minorUnits(currency));
      this.#file.set(currency, (this.#file.get(currency) ?? 0n) + BigInt(minor));
    }
    if (this.bulks.length < MAX_LISTED_BULKS)
      this.bulks.push({
        index: this.bulkCount,
        count: this.#count,
        firstLine: this.#firstLine,
        lastLine: this.#lastLine,
        totals,
      });
    this.bulkCount++;
    this.#current = new Map();
    this.#count = 0;
  }

  totals(): Record<string, string> {
    return Object.fromEntries(
      [...this.#file].sort(([a], [b]) => a.localeCompare(b)).map(([c, m]) => [c, formatMinor(m, minorUnits(c))]),
    );
  }
}
