// Main's own decimal-mark vote over uploaded rows (DecimalTally) finds `decimal_mark_unclear` exactly
// where the window's one-pass check and the CLI's read find it, given the delimiter the window read with.
import { describe, expect, it } from 'vitest';
import { DecimalTally } from '../../../../src-shared/import/decimal-vote';
import { decimalTieBreak } from '../../../../src-shared/import/delimiter';
import { DECIMAL_SAMPLE_ROWS, parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';

/** A file of `delimiter`-separated rows, one per amount (quoted, since an amount may hold the delimiter). */
function file(amounts: readonly string[], delimiter: ',' | ';'): Uint8Array {
  const lines = [['name', 'iban', 'amount', 'currency', 'message'].join(delimiter)];
  amounts.forEach((amount, i) =>
    lines.push([`Payee ${i}`, 'FI2112345600000785', `"${amount}"`, 'EUR', `m${i}`].join(delimiter)),
  );
  return new TextEncoder().encode(lines.join('\n'));
}

const repeat = (n: number, amount: string) => Array.from({ length: n }, () => amount);
const cases: [string, string[], ',' | ';', boolean][] = [
  [
    '10,000 ambiguous, then commas (comma-separated)',
    [...repeat(DECIMAL_SAMPLE_ROWS, '1.250'), ...repeat(20, '12,50')],
    ',',
    true,
  ],
  [
    '10,000 ambiguous, then commas (semicolons)',
    [...repeat(DECIMAL_SAMPLE_ROWS, '1.250'), ...repeat(20, '12,50')],
    ';',
    false,
  ],
  ['10,000 dots, then a few commas', [...repeat(DECIMAL_SAMPLE_ROWS, '12.50'), ...repeat(20, '12,50')], ',', false],
  [
    '100 dots and whole amounts, then more commas',
    [...repeat(100, '1.50'), ...repeat(DECIMAL_SAMPLE_ROWS - 100, '7'), ...repeat(200, '2,50')],
    ';',
    true,
  ],
  ['commas throughout', repeat(DECIMAL_SAMPLE_ROWS + 50, '3,75'), ';', false],
  ['a small file of both', [...repeat(50, '1.50'), ...repeat(60, '2,50')], ',', false],
  // The whole file ties (6,000 each): the delimiter breaks it, a dot here against the first rows' comma.
  [
    'a whole-file tie, comma-separated',
    [...repeat(6000, '12,50'), ...repeat(4000, '1250'), ...repeat(6000, '12.50')],
    ',',
    true,
  ],
  [
    'a whole-file tie, semicolons',
    [...repeat(6000, '12,50'), ...repeat(4000, '1250'), ...repeat(6000, '12.50')],
    ';',
    false,
  ],
];

describe("main's decimal-mark vote", () => {
  it.each(cases)('agrees with the window and the CLI: %s', (_name, amounts, delimiter, unclear) => {
    const bytes = file(amounts, delimiter);
    const checked = streamCheckPaymentFile('f.csv', bytes);
    const parsed = parsePaymentFile('f.csv', bytes);
    if (!checked.ok || !parsed.ok) throw new Error('not read');
    const windowSays = checked.value.fileIssues.find((i) => i.code === 'decimal_mark_unclear');
    const cliSays = parsed.value.fileIssues.find((i) => i.code === 'decimal_mark_unclear');
    expect([Boolean(windowSays), Boolean(cliSays)]).toEqual([unclear, unclear]);

    const tally = new DecimalTally();
    amounts.forEach((amount, i) => tally.add(amount, i + 2));
    // Main is told the delimiter the window read the file with, and breaks a tie by the same rule.
    const mainSays = tally.disagreement(decimalTieBreak(checked.value.delimiter));
    expect(Boolean(mainSays)).toBe(unclear);
    if (mainSays) {
      expect(windowSays!.params).toMatchObject({ first: mainSays.first === 'dot' ? '.' : ',' });
      // The line of the first later row using the other mark: where the clerk looks.
      const firstOther = amounts.findIndex(
        (a, i) => i >= DECIMAL_SAMPLE_ROWS && a.includes(mainSays.later === 'comma' ? ',' : '.'),
      );
      expect(mainSays.line).toBe(firstOther + 2);
    }
  });
});
