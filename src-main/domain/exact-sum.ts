import Big from 'big.js';
import { amountUnits } from '../../src-shared/payments/decimal-units';

/**
 * The exact sum of decimal amounts (the bank's amount strings). Plain amounts whose sum fits in a
 * double's integers are added as integers of their smallest unit (100,000 amounts at a review cost
 * 100,000 big.js additions otherwise); anything else is added with big.js. Same answer either way.
 */
export function exactSum(amounts: readonly string[]): Big {
  let digits = 0;
  for (const amount of amounts) {
    const dot = amount.indexOf('.');
    if (dot >= 0) digits = Math.max(digits, amount.length - dot - 1);
  }
  if (digits <= 6) {
    let total = 0;
    let plain = true;
    for (const amount of amounts) {
      const units = amountUnits(amount, digits);
      total += units;
      if (units < 0 || !Number.isSafeInteger(total)) {
        plain = false;
        break;
      }
    }
    if (plain) return new Big(total).div(10 ** digits);
  }
  return amounts.reduce((total, amount) => total.plus(amount), new Big(0));
}
