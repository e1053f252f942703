// The fast path's char-code checks against the functions they stand in for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS, characterTable, charactersOutside } from '../../../../src-shared/payments/charset';
import { HASH_START, hashText } from '../../../../src-shared/payments/fingerprint';
import {
  hashAmount,
  hashMessage,
  hasOutside,
  referenceStatus,
  trimEnd,
  trimStart,
  upperAlphanumeric,
} from '../../../../src-shared/payments/range-scan';
import {
  isValidFinnishReference,
  isValidRf,
  looksLikeFinnish,
  looksLikeRf,
  makeFinnishReference,
  makeRf,
} from '../../../../src-shared/payments/references';
import { collapseSpaces, isUpperAlphanumeric } from '../../../../src-shared/payments/text-scan';

/** Text with the characters that matter here: spaces of every kind, accents, case, digits. */
const texty = fc.string({
  unit: fc.constantFrom(..."aZ09 \t\u00a0\u2009\u3000\ufeff\nÄöß€;-?:().,'+ΣİRF×÷ÿÀ¿".split(''), 'x', 'Y', '1', '7'),
  maxLength: 30,
});
/** A text with something either side, as a cell sits in the file's text. */
const inText = fc.tuple(fc.string({ maxLength: 4 }), texty, fc.string({ maxLength: 4 }));

describe('range-scan', () => {
  it('trims and scans a slice as trim(), the SEPA scan and the upper-case check do', () => {
    fc.assert(
      fc.property(inText, ([before, cell, after]) => {
        const text = before + cell + after;
        const [a, b] = [before.length, before.length + cell.length];
        const ta = trimStart(text, a, b);
        const tb = trimEnd(text, ta, b);
        expect(text.slice(ta, tb)).toBe(cell.trim());
        for (const set of CHARACTER_SETS)
          expect(hasOutside(text, ta, tb, characterTable(set))).toBe(
            charactersOutside(collapseSpaces(cell.trim()), set).length > 0,
          );
        expect(upperAlphanumeric(text, a, b)).toBe(isUpperAlphanumeric(cell));
      }),
      { numRuns: 3000 },
    );
  });

  it('hashes a message as the hash of its collapsed lower-case text', () => {
    fc.assert(
      fc.property(inText, ([before, cell, after]) => {
        const text = before + cell + after;
        const ta = trimStart(text, before.length, before.length + cell.length);
        const tb = trimEnd(text, ta, before.length + cell.length);
        expect(hashMessage(HASH_START, text, ta, tb)).toBe(
          hashText(HASH_START, collapseSpaces(cell.trim()).toLowerCase()),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('hashes an amount as the hash of its canonical text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.constantFrom(0, 1, 2, 3), (minor, digits) => {
        const scale = 10 ** digits;
        const whole = Math.floor(minor / scale);
        const text = digits ? `${whole}.${String(minor % scale).padStart(digits, '0')}` : String(whole);
        expect(hashAmount(HASH_START, minor, digits)).toBe(hashText(HASH_START, text));
      }),
    );
  });

  it('reads a reference’s check digits as isValidRf, isValidFinnishReference and their shapes do', () => {
    const references = fc.oneof(
      fc.stringMatching(/^RF\d{2}[A-Z0-9]{1,23}$/),
      fc.stringMatching(/^\d{1,22}$/),
      fc.stringMatching(/^[A-Z0-9]{0,8}$/),
      fc.stringMatching(/^[0-9A-Z]{4,10}$/).map((base) => makeRf(base)),
      fc.stringMatching(/^\d{3,19}$/).map((base) => makeFinnishReference(base)),
    );
    let valid = 0;
    fc.assert(
      fc.property(references, fc.string({ maxLength: 3 }), (compact, around) => {
        const text = around + compact + around;
        const status = referenceStatus(text, around.length, around.length + compact.length);
        const expected =
          isValidRf(compact) || isValidFinnishReference(compact)
            ? 1
            : looksLikeRf(compact) || looksLikeFinnish(compact)
              ? 2
              : 0;
        expect(status).toBe(expected);
        if (status === 1) valid++;
      }),
      { numRuns: 5000 },
    );
    expect(valid).toBeGreaterThan(500);
  });
});
