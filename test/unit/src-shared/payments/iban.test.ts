import fc from 'fast-check';
import { composeIBAN, getCountrySpecifications, validateIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkIban } from '../../../../src-shared/payments/iban';

describe('checkIban: the same answer as ibantools, faster for valid IBANs', () => {
  const countries = Object.entries(getCountrySpecifications()).filter(([, s]) => s.chars && s.bban_regexp);

  it('agrees on valid IBANs of every country and on each one with a digit changed', () => {
    const samples = ['FI2112345600000785', 'DE89370400440532013000', 'NL91ABNA0417164300', 'GB29NWBK60161331926819'];
    for (const iban of samples) {
      expect(checkIban(iban)).toEqual({ valid: true, errorCodes: [] });
      for (let i = 2; i < iban.length; i++) {
        const c = iban[i]!;
        const changed =
          iban.slice(0, i) + (c === '9' ? '0' : /\d/.test(c) ? String(Number(c) + 1) : 'Z') + iban.slice(i + 1);
        expect(checkIban(changed)).toEqual(validateIBAN(changed));
      }
    }
  });

  it('agrees with ibantools on arbitrary strings shaped like IBANs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...countries.map(([c]) => c), 'XX'),
        fc.stringMatching(/^[0-9]{2}[0-9A-Z]{8,30}$/),
        (country, rest) => {
          const iban = country + rest;
          expect(checkIban(iban)).toEqual(validateIBAN(iban));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts what composeIBAN builds, for many countries', () => {
    for (const [countryCode, bban] of [
      ['FI', '12345600000785'],
      ['SE', '50000000058398257466'],
      ['FR', '20041010050500013M02606'],
      ['BE', '539007547034'],
      ['ES', '21000418450200051332'],
    ] as const) {
      const iban = composeIBAN({ countryCode, bban })!;
      expect(checkIban(iban)).toEqual(validateIBAN(iban));
      expect(checkIban(iban).valid).toBe(validateIBAN(iban).valid);
    }
  });
});
