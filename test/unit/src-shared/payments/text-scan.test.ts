// The per-row fast paths must give exactly what the regular expressions and big.js they skip give.
import fc from 'fast-check';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseAmount, type DecimalStyle } from '../../../../src-shared/payments/amount';
import { compileRowRules } from '../../../../src-shared/payments/row-rules';
import { compactReference, isValidRf, makeRf } from '../../../../src-shared/payments/references';
import { collapseSpaces, hasNoSpace, isJsSpace } from '../../../../src-shared/payments/text-scan';

const SPACES = [' ', '  ', '\t', '\u00a0', '\u2009', '\u202f', '\u3000', '\ufeff', '\n', '\u200b'];
const textWithSpaces = fc
  .array(fc.oneof(fc.constantFrom(...SPACES), fc.string({ maxLength: 4 }), fc.constantFrom('ä', 'ß', '–')), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

/** The rule that was replaced: a plain mod-97 over the rearranged reference, letter by letter. */
function rfByString(compact: string): boolean {
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false;
  let remainder = 0;
  for (const ch of compact.slice(4) + compact.slice(0, 4)) {
    const digits = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

describe('text fast paths agree with the regular expressions', () => {
  it('isJsSpace is exactly /\\s/ for every UTF-16 unit', () => {
    for (let c = 0; c < 0x10000; c++)
      expect(isJsSpace(c), `U+${c.toString(16)}`).toBe(/\s/.test(String.fromCharCode(c)));
  });

  it('collapseSpaces, hasNoSpace and compactReference', () => {
    fc.assert(
      fc.property(textWithSpaces, (text) => {
        expect(collapseSpaces(text)).toBe(text.replace(/\s+/g, ' '));
        expect(hasNoSpace(text)).toBe(!/\s/.test(text));
        // Only the schemes that allow it (RF, Finnish) are compacted; anything else stays as written.
        const compact = text.replace(/\s+/g, '').toUpperCase();
        const known = /^RF\d{2}[A-Z0-9]{1,21}$/.test(compact) || /^\d{4,20}$/.test(compact);
        expect(compactReference(text)).toBe(known || /^[A-Z0-9]*$/.test(text) ? compact : text);
      }),
      { numRuns: 3000 },
    );
  });

  it('isValidRf agrees with the letter-by-letter check, valid and not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,21}$/), fc.integer({ min: 0, max: 99 }), (base, check) => {
        const made = makeRf(base);
        expect(isValidRf(made)).toBe(true);
        const other = `RF${String(check).padStart(2, '0')}${base}`;
        expect(isValidRf(other)).toBe(rfByString(other));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('amounts scanned into minor units agree with the exact decimal path', () => {
  const amountCell = fc
    .tuple(
      fc.stringMatching(/^[0-9]{1,12}$/),
      fc.constantFrom('.', ',', ''),
      fc.stringMatching(/^[0-9]{0,4}$/),
      fc.constantFrom('EUR', 'JPY', 'BHD'),
      fc.constantFrom<DecimalStyle>('dot', 'comma'),
    )
    .map(([whole, mark, fraction, currency, style]) => ({ text: whole + mark + fraction, currency, style }));

  it('the same amount text, minor units and issue codes as parseAmount + big.js', () => {
    fc.assert(
      fc.property(amountCell, ({ text, currency, style }) => {
        const check = compileRowRules({ decimalStyle: style });
        const row = { line: 2, values: { name: 'A', iban: 'FI2112345600000785', amount: text, currency } };
        const result = check(row, 0);
        const parsed = parseAmount(text, style);
        const digits = currency === 'JPY' ? 0 : currency === 'BHD' ? 3 : 2;
        const amountIssue = result.issues.find((i) => i.field === 'amount');
        if (!parsed.ok) {
          expect(amountIssue?.code).toBe(parsed.code);
        } else if (Math.max(0, parsed.value.c.length - parsed.value.e - 1) > digits) {
          expect(amountIssue?.code).toBe('amount_too_many_decimals');
        } else {
          expect(amountIssue).toBeUndefined();
          expect(result.amount).toBe(parsed.value.toFixed(digits));
          expect(result.minor).toBe(Number(new Big(parsed.value).times(10 ** digits).toFixed(0)));
        }
      }),
      { numRuns: 5000 },
    );
  });
});
