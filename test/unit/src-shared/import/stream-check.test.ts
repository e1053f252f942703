// Bulk and file totals of the streaming check: exact, per currency, whatever their order in the file.
import { describe, expect, it } from 'vitest';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';

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

describe('streamCheckPaymentFile for the window (one pass)', () => {
  it('tells the shape once before the first row, hands each record and row, and lists the file problems', () => {
    const lines = ['name,iban,amount', 'A,FI2112345600000785,1.50', 'B,FI2112345600000785,2.50', 'C,FI21,"3.50'];
    const events: string[] = [];
    const checked = streamCheckPaymentFile(
      'shape.csv',
      new TextEncoder().encode(lines.join('\n')),
      {},
      {
        defaultCurrency: 'EUR',
        onCsvShape: (shape) =>
          events.push(`shape ${shape.headers.join('|')} ${JSON.stringify(shape.mapping)} ${shape.decimalStyle}`),
        onRecord: (cells, line) => void events.push(`record ${line} ${cells[0]}`),
        onRow: (row, result) => events.push(`row ${row.line} ${result.amount ?? '-'}`),
      },
    );
    if (!checked.ok) throw new Error(checked.error.message);
    // The decimal mark is decided from the rows read first, so the records come before the shape.
    expect(events).toEqual([
      'record 2 A',
      'record 3 B',
      'record 4 C',
      'shape name|iban|amount {"name":0,"iban":1,"amount":2} dot',
      'row 2 1.50',
      'row 3 2.50',
      'row 4 3.50', // the amount reads; its IBAN is the error
    ]);
    expect(checked.value.fileIssues.map((i) => [i.code, i.line])).toEqual([['unclosed_quote', 4]]);
  });
});
