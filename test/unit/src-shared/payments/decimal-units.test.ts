// The one reading of a plain decimal amount as integer units, against big.js: every text it answers
// for is read exactly, everything else (signs, exponents, spaces, past 2^53) is left to big.js.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { amountUnits, decimalUnits } from '../../../../src-shared/payments/decimal-units';
import { amountToMilli } from '../../../../src-main/ports/history/rows';

/** big.js's count of 10^-scale units, or -1 where `decimalUnits` must not answer. */
function reference(text: string, scale: number): number {
  if (!/^\d+(\.\d+)?$/.test(text)) return -1;
  const units = new Big(text).times(new Big(10).pow(scale));
  if (!units.eq(units.round(0, Big.roundDown))) return -1;
  return units.lte(Number.MAX_SAFE_INTEGER) ? Number(units.toFixed(0)) : -1;
}

describe('decimalUnits', () => {
  it('reads plain decimals as big.js does, at any scale, and refuses the rest', () => {
    const texts = [
      '0',
      '7',
      '12.5',
      '12.50',
      '12.500',
      '12.5001',
      '0012.30',
      '1.',
      '.5',
      '',
      '1e3',
      '-1.00',
      '+1',
      ' 1.00',
      '1.00 ',
      '1,50',
      '1.2.3',
      '9007199254740991',
      '9007199254740992',
      '900719925474099.1',
      '90071992547409.91',
      '99999999999999999999.00',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let k = 0; k < 2000; k++) {
      const whole = String(next() % 10 ** (1 + (next() % 15)));
      const decimals = next() % 6;
      texts.push(decimals ? `${whole}.${String(next() % 10 ** decimals).padStart(decimals, '0')}` : whole);
    }
    for (const text of texts)
      for (const scale of [0, 2, 3, 6])
        expect([text, scale, amountUnits(text, scale)]).toEqual([text, scale, reference(text, scale)]);
  });

  it('reads a range of a longer text with another decimal mark, within digit limits (the fast path)', () => {
    expect(decimalUnits('x;1234,56;EUR', 2, 9, 2, 44)).toBe(123456);
    expect(decimalUnits('x;1234.56;EUR', 2, 9, 2, 44)).toBe(-1);
    // Ten digits before the mark and three after at most: at and one past each limit.
    expect(decimalUnits('1234567890,125', 0, 14, 3, 44, 10, 3)).toBe(1234567890125);
    expect(decimalUnits('12345678901,1', 0, 13, 3, 44, 10, 3)).toBe(-1);
    expect(decimalUnits('1,2500', 0, 6, 2, 44, 10, 3)).toBe(-1);
    expect(decimalUnits('1,2500', 0, 6, 2, 44)).toBe(125);
  });

  it("is the history's thousandths, with big.js for what is not plain", () => {
    expect(amountToMilli('1234.5')).toBe(1234500);
    expect(amountToMilli('0.125')).toBe(125);
    expect(amountToMilli('1.2500')).toBe(1250);
    expect(amountToMilli('1e3')).toBe(1_000_000);
    expect(() => amountToMilli('1.0005')).toThrow(/more than three decimals/);
  });
});
