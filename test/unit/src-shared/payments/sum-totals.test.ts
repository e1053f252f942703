import { describe, expect, it } from 'vitest';
import { sumTotals } from '../../../../src-shared/payments/sum-totals';

describe('sumTotals', () => {
  it('adds per currency exactly, keeping each currency’s minor digits', () => {
    expect(sumTotals([{ EUR: '0.10' }, { EUR: '0.20', SEK: '5' }, {}])).toEqual({ EUR: '0.30', SEK: '5.00' });
    expect(sumTotals([{ JPY: '100' }, { JPY: '1' }])).toEqual({ JPY: '101' });
    expect(sumTotals([])).toEqual({});
  });
});
