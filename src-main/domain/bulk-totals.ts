import Big from 'big.js';
import { minorUnits } from '../../src-shared/payments';

/**
 * A bulk's overall total and its total per currency, exact, each written with its currency's
 * minor digits (10 EUR → "10.00") and never fewer than the sum has. Both history engines record
 * these, so both show the same figures.
 */
export function bulkTotals(payments: { amount: string; currency: string }[]): {
  total: string;
  currencyTotals: Record<string, string>;
} {
  const perCurrency = new Map<string, Big>();
  let total = new Big(0);
  for (const p of payments) {
    total = total.plus(p.amount);
    perCurrency.set(p.currency, (perCurrency.get(p.currency) ?? new Big(0)).plus(p.amount));
  }
  const digits = (c: string, sum: Big) => Math.max(minorUnits(c), sum.c.length - sum.e - 1);
  const currencyTotals = Object.fromEntries([...perCurrency].map(([c, sum]) => [c, sum.toFixed(digits(c, sum))]));
  const totalDigits = Math.max(0, ...[...perCurrency.keys()].map((c) => digits(c, total)));
  return { total: total.toFixed(totalDigits), currencyTotals };
}
