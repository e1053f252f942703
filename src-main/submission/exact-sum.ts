import Big from 'big.js';

const PLAIN_AMOUNT = /^\d+(\.\d+)?$/;

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
    const scale = 10 ** digits;
    let total = 0;
    let plain = true;
    for (const amount of amounts) {
      const dot = amount.indexOf('.');
      const units =
        dot < 0
          ? Number(amount) * scale
          : Number(amount.slice(0, dot)) * scale + Number(amount.slice(dot + 1).padEnd(digits, '0'));
      total += units;
      if (!PLAIN_AMOUNT.test(amount) || !Number.isSafeInteger(units) || !Number.isSafeInteger(total)) {
        plain = false;
        break;
      }
    }
    if (plain) return new Big(total).div(scale);
  }
  return amounts.reduce((total, amount) => total.plus(amount), new Big(0));
}
