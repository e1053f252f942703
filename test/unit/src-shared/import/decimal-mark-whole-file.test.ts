// The decimal mark of a file checked in one pass is decided from its first 10,000 amounts; the
// rest keep voting, and a file whose later rows use the other mark is stopped (an error for the
// whole file) instead of having those rows read as unreadable, or at 1/1000 of their value.
import { describe, expect, it } from 'vitest';
import { DECIMAL_SAMPLE_ROWS, parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';

/** A comma-separated file: `first` rows with the first amount, then `later` rows with the second. */
function file(first: number, firstAmount: string, later: number, laterAmount: string): Uint8Array {
  const lines = ['name,iban,amount,currency,message'];
  for (let i = 0; i < first; i++) lines.push(`Payee ${i},FI2112345600000785,${firstAmount},EUR,a${i}`);
  for (let i = 0; i < later; i++) lines.push(`Later ${i},FI2112345600000785,"${laterAmount}",EUR,b${i}`);
  return new TextEncoder().encode(lines.join('\n'));
}

const unclear = <T extends { code: string }>(issues: readonly T[]) =>
  issues.filter((i) => i.code === 'decimal_mark_unclear');

describe('the decimal mark over the whole file', () => {
  // 10,000 amounts like "1.250" (a thousands group or a decimal: no vote), then 20 rows "12,50".
  const ambiguousThenComma = file(DECIMAL_SAMPLE_ROWS, '1.250', 20, '12,50');

  it('stops a file whose first rows read as dot and later rows use comma (one pass)', () => {
    const checked = streamCheckPaymentFile('late-comma.csv', ambiguousThenComma);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.decimalStyle).toBe('dot');
    const [issue] = unclear(checked.value.fileIssues);
    expect(issue).toMatchObject({ row: -1, severity: 'error', line: 1, params: { first: '.', later: ',' } });
    expect(issue!.message).toMatch(/decimal mark is unclear.*first rows read with “\.”.*later rows use “,”/);
    expect(checked.value.errorCount).toBeGreaterThanOrEqual(1);
  });

  it('stops the same file when it is read whole (the CLI submit, main)', () => {
    const parsed = parsePaymentFile('late-comma.csv', ambiguousThenComma);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(unclear(parsed.value.fileIssues)).toMatchObject([{ severity: 'error', params: { first: '.', later: ',' } }]);
  });

  it('reads the file as the user chose, with no problem, once the mark is given', () => {
    const checked = streamCheckPaymentFile('late-comma.csv', ambiguousThenComma, { decimalStyle: 'comma' });
    if (!checked.ok) throw new Error(checked.error.message);
    expect(unclear(checked.value.fileIssues)).toEqual([]);
    const parsed = parsePaymentFile('late-comma.csv', ambiguousThenComma, { decimalStyle: 'comma' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(unclear(parsed.value.fileIssues)).toEqual([]);
  });

  it('says nothing when the later rows agree with the first (whole numbers, then dots)', () => {
    const agreeing = file(DECIMAL_SAMPLE_ROWS, '1250', 20, '12.50');
    const checked = streamCheckPaymentFile('agree.csv', agreeing);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(unclear(checked.value.fileIssues)).toEqual([]);
    expect(checked.value.errorCount).toBe(0);
    const parsed = parsePaymentFile('agree.csv', agreeing);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(unclear(parsed.value.fileIssues)).toEqual([]);
  });

  it('says nothing when most later rows agree with the first and a few use the other mark (counted again)', () => {
    // 10,000 "1.250" (no vote), 3,000 "12.50" (dot) and 100 "12,50" (comma): the whole file reads
    // as dot; the 100 rows are amount errors of their own, the mark is not unclear.
    const lines = ['name,iban,amount,currency,message'];
    for (let i = 0; i < DECIMAL_SAMPLE_ROWS; i++) lines.push(`P ${i},FI2112345600000785,1.250,EUR,a${i}`);
    for (let i = 0; i < 3000; i++) lines.push(`Q ${i},FI2112345600000785,12.50,EUR,b${i}`);
    for (let i = 0; i < 100; i++) lines.push(`R ${i},FI2112345600000785,"12,50",EUR,c${i}`);
    const bytes = new TextEncoder().encode(lines.join('\n'));
    const checked = streamCheckPaymentFile('mostly-dot.csv', bytes);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(unclear(checked.value.fileIssues)).toEqual([]);
    expect(checked.value.rowsWithErrors).toBe(100);
    const parsed = parsePaymentFile('mostly-dot.csv', bytes);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(unclear(parsed.value.fileIssues)).toEqual([]);
  });

  it('counts a later row as detectDecimalStyle does (thousands groups, both marks, a currency after)', () => {
    // First rows vote dot; later more rows vote comma in every spelling: "1.234,50", "1.234.567",
    // "12,50 €". The whole file votes comma.
    const lines = ['name,iban,amount,currency,message'];
    for (let i = 0; i < DECIMAL_SAMPLE_ROWS; i++)
      lines.push(`P ${i},FI2112345600000785,${i === 0 ? '2.5' : '7'},EUR,a${i}`);
    for (const amount of ['1.234,50', '1.234.567', '12,50 €']) lines.push(`Q,FI2112345600000785,"${amount}",EUR,b`);
    const checked = streamCheckPaymentFile('mixed.csv', new TextEncoder().encode(lines.join('\n')));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(unclear(checked.value.fileIssues)).toMatchObject([{ params: { first: '.', later: ',' } }]);
  });
});
