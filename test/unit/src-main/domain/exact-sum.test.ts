import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { exactSum } from '../../../../src-main/domain/exact-sum';

const bigSum = (amounts: string[]) => amounts.reduce((t, a) => t.plus(a), new Big(0));

describe('exactSum', () => {
  it('equals big.js for plain amounts of any scale, and past the doubles that hold integers', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let run = 0; run < 200; run++) {
      const digits = next() % 4;
      const amounts = Array.from({ length: 1 + (next() % 120) }, () => {
        const whole = String(next() % 10 ** (1 + (next() % 12)));
        return digits ? `${whole}.${String(next() % 10 ** digits).padStart(digits, '0')}` : whole;
      });
      expect(exactSum(amounts).eq(bigSum(amounts))).toBe(true);
    }
    const huge = ['9007199254740993.01', '1.99', '0.001'];
    expect(exactSum(huge).toFixed(3)).toBe(bigSum(huge).toFixed(3));
    expect(exactSum([]).toFixed(2)).toBe('0.00');
    expect(exactSum(['1e3', '2']).toFixed(0)).toBe('1002');
  });
});
