// The one reading of a plain decimal amount ("1234.50") as an integer of its smallest units: the
// bank's amount strings summed at review (exactSum), the history's thousandths (amountToMilli), and
// the import's fast path reading an amount cell in place (fast-row.ts, with the file's decimal mark).

/**
 * `text[from, to)` as a plain decimal (digits, then optionally the mark and digits; no sign, no
 * spaces) counted in 10^-scale units, read by char code; -1 when it is not plain, has a non-zero
 * digit past `scale` decimals, more than `maxWhole` digits before the mark or `maxDecimals` after
 * it, or the count is not an exact integer in a double (past 2^53).
 */
export function decimalUnits(
  text: string,
  from: number,
  to: number,
  scale: number,
  mark = 46 /* . */,
  maxWhole = Infinity,
  maxDecimals = Infinity,
): number {
  let whole = 0;
  let i = from;
  for (; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    whole = whole * 10 + c;
  }
  if (i === from || i - from > maxWhole) return -1;
  let fraction = 0;
  let decimals = 0;
  if (i < to) {
    if (text.charCodeAt(i) !== mark || i + 1 === to || to - i - 1 > maxDecimals) return -1;
    for (let k = i + 1; k < to; k++) {
      const c = text.charCodeAt(k) - 48;
      if (c < 0 || c > 9) return -1;
      if (decimals < scale) {
        fraction = fraction * 10 + c;
        decimals++;
      } else if (c !== 0) return -1;
    }
  }
  // Exact: a product or sum of integers below 2^53 is computed exactly in a double.
  const units = whole * 10 ** scale + fraction * 10 ** (scale - decimals);
  return Number.isSafeInteger(whole) && Number.isSafeInteger(units) ? units : -1;
}

/** `decimalUnits` of a whole string (a bank amount such as `1234.50`). */
export const amountUnits = (amount: string, scale: number): number => decimalUnits(amount, 0, amount.length, scale);
