import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalsUsed,
  detectDecimalStyle,
  MAX_AMOUNT,
  parseAmount,
  type DecimalStyle,
} from '../../../../src-shared/payments/amount';

/** Writes an amount in cents the way a spreadsheet might, in either style, with or without grouping. */
function format(cents: bigint, style: DecimalStyle, group: '' | 'mark' | ' ' | '\u00a0', decimals: number): string {
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0').slice(0, decimals);
  const groupChar = group === 'mark' ? (style === 'dot' ? ',' : '.') : group;
  const grouped = groupChar ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupChar) : whole;
  return decimals ? `${grouped}${style === 'dot' ? '.' : ','}${fraction}` : grouped;
}

describe('parseAmount', () => {
  it.each([
    ['1.234,56', 'comma', '1234.56'],
    ['1 234,56', 'comma', '1234.56'],
    ['1\u00a0234,56', 'comma', '1234.56'],
    ['1,234.56', 'dot', '1234.56'],
    ['1234.5', 'dot', '1234.5'],
    ['€ 12,50', 'comma', '12.5'],
    ['12.50 EUR', 'dot', '12.5'],
    ["1'000.00", 'dot', '1000'],
  ] as const)('reads %s (%s)', (raw, style, value) => {
    const r = parseAmount(raw, style);
    expect(r.ok && r.value.toFixed()).toBe(value);
  });

  it('reports the currency written in the cell', () => {
    expect(parseAmount('€ 12,50', 'comma')).toMatchObject({ ok: true, currency: 'EUR' });
    expect(parseAmount('12.50 sek', 'dot')).toMatchObject({ ok: true, currency: 'SEK' });
  });

  it.each([
    ['', 'amount_missing'],
    ['0', 'amount_not_positive'],
    ['-5', 'amount_not_positive'],
    ['(5.00)', 'amount_not_positive'],
    ['5-', 'amount_not_positive'],
    ['12.345,6', 'amount_unreadable'], // comma-style in a dot file
    ['1,23.45', 'amount_unreadable'], // groups must be of three
    ['abc', 'amount_unreadable'],
    ['1e5', 'amount_unreadable'],
  ])('rejects “%s” as %s', (raw, code) => {
    expect(parseAmount(raw, 'dot')).toMatchObject({ ok: false, code });
  });

  it('round-trips any amount written in either style, grouped or not, never through a float', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.constantFrom<DecimalStyle>('dot', 'comma'),
        fc.constantFrom('' as const, 'mark' as const, ' ' as const, '\u00a0' as const),
        fc.constantFrom(0, 1, 2),
        (cents, style, group, decimals) => {
          const text = format(cents, style, group, decimals);
          const r = parseAmount(text, style);
          const expected = new Big(format(cents, 'dot', '', decimals));
          if (expected.eq(0)) expect(r).toMatchObject({ ok: false, code: 'amount_not_positive' });
          else if (expected.gt(MAX_AMOUNT)) expect(r).toMatchObject({ ok: false, code: 'amount_too_large' });
          else expect(r.ok && r.value.eq(expected)).toBe(true);
        },
      ),
    );
  });

  it('accepts exactly the documented maximum amount and refuses one cent more (10^20 used to pass)', () => {
    expect(MAX_AMOUNT).toBe('1000000000');
    expect(parseAmount('1000000000', 'dot')).toMatchObject({ ok: true });
    expect(parseAmount('1,000,000,000.00', 'dot')).toMatchObject({ ok: true });
    expect(parseAmount('1000000000.01', 'dot')).toMatchObject({
      ok: false,
      code: 'amount_too_large',
      params: { value: '1000000000.01', max: '1000000000' },
    });
    expect(parseAmount('100000000000000000000', 'dot')).toMatchObject({ ok: false, code: 'amount_too_large' });
  });

  it('counts the decimals a value really uses', () => {
    expect(decimalsUsed(new Big('12.50'))).toBe(1);
    expect(decimalsUsed(new Big('12.505'))).toBe(3);
    expect(decimalsUsed(new Big('1200'))).toBe(0);
  });
});

describe('detectDecimalStyle', () => {
  it('votes from unambiguous cells and ignores 1,234-style ones', () => {
    expect(detectDecimalStyle(['1.234,56', '12,5', '1,000']).style).toBe('comma');
    expect(detectDecimalStyle(['1,234.56', '3.5']).style).toBe('dot');
    expect(detectDecimalStyle(['1 234,56']).style).toBe('comma');
    expect(detectDecimalStyle(['1,000', '2,000'], 'comma').style).toBe('comma');
    expect(detectDecimalStyle(['1,000,000']).style).toBe('dot');
  });

  it('detects the style any grouped amount was written in', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom<DecimalStyle>('dot', 'comma'),
        (cents, style) => {
          expect(detectDecimalStyle([format(cents, style, 'mark', 2)]).style).toBe(style);
        },
      ),
    );
  });
});
