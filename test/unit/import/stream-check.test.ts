// Bulk and file totals of the streaming check: exact, per currency, whatever their order in the file.
import { describe, expect, it } from 'vitest';
import { streamCheckPaymentFile } from '../../../src-shared/import/stream-check';

describe('streamCheckPaymentFile totals', () => {
  it('sums each currency per bulk of 100 and for the file, currencies interleaved', () => {
    const lines = ['name;iban;amount;currency;message'];
    const currencies = ['EUR', 'SEK', 'EUR', 'EUR', 'JPY', 'SEK'];
    for (let i = 0; i < 150; i++) lines.push(`Payee ${i};FI2112345600000785;${i + 1},25;${currencies[i % 6]};x${i}`);
    const checked = streamCheckPaymentFile('mixed.csv', new TextEncoder().encode(lines.join('\n')), {
      decimalStyle: 'comma',
    });
    if (!checked.ok) throw new Error(checked.error.message);
    const expected = (from: number, to: number) => {
      const sums: Record<string, number> = {};
      // JPY has no minor unit: "1,25" has too many decimals there, so JPY rows carry no amount.
      for (let i = from; i < to; i++) {
        const currency = currencies[i % 6]!;
        if (currency !== 'JPY') sums[currency] = (sums[currency] ?? 0) + (i + 1) * 100 + 25;
      }
      return sums;
    };
    const [first, second] = checked.value.bulks;
    const asCents = (totals: Record<string, string>) =>
      Object.fromEntries(Object.entries(totals).map(([c, v]) => [c, Math.round(Number(v) * 100)]));
    expect(asCents(first!.totals)).toEqual(expected(0, 100));
    expect(asCents(second!.totals)).toEqual(expected(100, 150));
    expect(asCents(checked.value.totals)).toEqual(expected(0, 150));
  });
});
