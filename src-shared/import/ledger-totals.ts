// Money of the import screen's check in integer minor units (bigint: exact past 2^53, as
// stream-check's), added and taken away row by row, written out as exact decimal strings.
import { minorUnits } from '../payments/currency';
import type { RowResult } from '../payments/types';

/** Per currency: the sum in minor units and the rows in it. */
export type Sums = Map<string, { sum: bigint; rows: number }>;

const formatMinor = (minor: bigint, digits: number): string => {
  const negative = minor < 0n;
  const text = String(negative ? -minor : minor).padStart(digits + 1, '0');
  const body = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${body}` : body;
};

/** Exact totals per currency as decimal strings, from sums in minor units (zero sums left out, as before). */
export function totalsText(minor: Sums): Record<string, string> {
  if (minor.size === 1) {
    // One currency (most files): a removal re-totals every later bulk, so no sorting per bulk.
    const [currency, v] = minor.entries().next().value!;
    return v.rows > 0 ? { [currency]: formatMinor(v.sum, minorUnits(currency)) } : {};
  }
  return Object.fromEntries(
    [...minor]
      .filter(([, v]) => v.rows > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => [c, formatMinor(v.sum, minorUnits(c))]),
  );
}

/** A row's money in minor units (the rules give it; an amount without it is read from its text). */
export function minorOf(result: RowResult): bigint | undefined {
  if (result.amount === undefined || !result.currency) return undefined;
  if (result.minor !== undefined) return BigInt(result.minor);
  const digits = result.amount.replace('.', '');
  return /^-?[0-9]+$/.test(digits) ? BigInt(digits) : undefined;
}

/** Adds (+1) or takes away (-1) a row's money from the sums (`minor`: its minorOf, when known). */
export function addTo(sums: Sums, result: RowResult, sign: 1 | -1, minor = minorOf(result)): void {
  if (minor === undefined) return;
  const entry = sums.get(result.currency!) ?? { sum: 0n, rows: 0 };
  entry.sum += sign > 0 ? minor : -minor;
  entry.rows += sign;
  sums.set(result.currency!, entry);
}
