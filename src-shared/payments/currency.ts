import Big from 'big.js';

// Currency facts come from Intl (ICU's ISO 4217 data), never from a hand-written table.
let supported: Set<string> | undefined;
const minorUnitsCache = new Map<string, number>();

/** True for an active ISO 4217 code such as `EUR` (uppercase, as the bank expects). */
export function isIsoCurrency(code: string): boolean {
  supported ??= new Set(Intl.supportedValuesOf('currency'));
  return supported.has(code);
}

/** How many decimals the currency allows: EUR 2, JPY 0, BHD 3. Call only with an ISO code. */
export function minorUnits(currency: string): number {
  let digits = minorUnitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnitsCache.set(currency, digits);
  }
  return digits;
}

/** An exact amount with at least the currency's minor digits (70 EUR → "70.00"), never rounded. */
export function exactAmountText(value: Big | string, currency: string): string {
  const v = new Big(value);
  return v.toFixed(Math.max(minorUnits(currency), v.c.length - v.e - 1, 0));
}

/** Exact totals per currency as plain text (the CLI's words): `EUR 446.50, SEK 10.00`. */
export const totalsText = (totals: Record<string, string>): string =>
  Object.entries(totals)
    .map(([currency, amount]) => `${currency} ${amount}`)
    .join(', ');
