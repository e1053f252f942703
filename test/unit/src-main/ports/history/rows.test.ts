// Amount thousandths read by integers for the common form must equal the exact decimal answer.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToMilli } from '../../../../../src-main/ports/history/rows';

describe('amountToMilli', () => {
  it('agrees with big.js on every amount of up to 12 digits and 3 decimals, and on other forms', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}(\.[0-9]{1,3})?$/), (amount) => {
        expect(amountToMilli(amount)).toBe(Number(new Big(amount).times(1000).toFixed(0)));
      }),
      { numRuns: 5000 },
    );
    expect(amountToMilli('1e3')).toBe(1_000_000);
    expect(amountToMilli('0012.5')).toBe(12_500);
    expect(() => amountToMilli('1.0001')).toThrow(/more than three decimals/);
  });
});
