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

/** The minor units Intl gave in this process so far (currency → digits), for a cache kept between runs. */
export const minorUnitsAnswered = (): Record<string, number> => Object.fromEntries(minorUnitsCache);

/**
 * Minor units Intl gave an earlier run on the same ICU data (the caller keys its cache by ICU's
 * and CLDR's versions): each one known saves building ICU's number formatter, about 9 ms once per
 * process, which is a fifth of the CLI's whole start. Values that are not digit counts are ignored.
 */
export function rememberMinorUnits(answers: Record<string, unknown>): void {
  for (const [currency, digits] of Object.entries(answers))
    if (/^[A-Z]{3}$/.test(currency) && Number.isInteger(digits) && (digits as number) >= 0 && (digits as number) <= 4)
      minorUnitsCache.set(currency, digits as number);
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
