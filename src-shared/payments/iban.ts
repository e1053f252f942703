// A fast yes for valid IBANs: most rows of a file are valid, and ibantools builds several strings
// and regular expressions per call. Anything not plainly valid goes to ibantools for its exact cause.
import { countrySpecs, electronicFormatIBAN, validateIBAN, type ValidateIBANResult } from 'ibantools';
import { isUpperAlphanumeric } from './text-scan';

/** Spaces, including the invisible and non-breaking ones spreadsheets and PDFs put inside an IBAN. */
export const INVISIBLE_SPACES = /[\s\u00a0\u2007\u202f\u2009\u200b-\u200d\u2060\ufeff]/g;

/**
 * An IBAN as typed or printed ("fi21 1234-5600 0007 85") in electronic format ("FI2112345600000785"):
 * the one normalisation for every comparison of IBANs, so a check cannot be bypassed by formatting.
 */
export function electronicIban(text: string): string {
  if (isUpperAlphanumeric(text)) return text; // most cells; `FI21 1234…` takes the next line
  const spaced = text.replaceAll(' ', '');
  if (isUpperAlphanumeric(spaced)) return spaced;
  return electronicFormatIBAN(text.replace(INVISIBLE_SPACES, '')) ?? '';
}

/** How long an IBAN of this country is, or undefined when the two letters are no IBAN country. */
export function ibanLength(country: string): number | undefined {
  return countrySpecs[country]?.chars ?? undefined;
}

const compiled = new Map<string, RegExp | null>();

function bbanPattern(country: string, source: string | undefined): RegExp | null {
  let pattern = compiled.get(country);
  if (pattern === undefined) {
    pattern = source ? new RegExp(source) : null;
    compiled.set(country, pattern);
  }
  return pattern;
}

/** (BBAN + country + "00") mod 97, digit by digit with letters as 10–35: no big strings or numbers. */
function checkRemainder(iban: string): number {
  let remainder = 0;
  const n = iban.length;
  for (let k = 4; k < n + 2; k++) {
    const c = iban.charCodeAt(k < n ? k : k - n); // the BBAN, then the country code
    if (c >= 48 && c <= 57) remainder = (remainder * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) remainder = (remainder * 100 + (c - 55)) % 97;
    else return -1;
  }
  return (remainder * 100) % 97;
}

const VALID: ValidateIBANResult = Object.freeze({ valid: true, errorCodes: [] }) as ValidateIBANResult;

/** The same answer as ibantools' `validateIBAN` for an IBAN in electronic format, faster when valid. */
export function checkIban(iban: string): ValidateIBANResult {
  const country = iban.slice(0, 2);
  const spec = countrySpecs[country];
  if (spec && spec.chars === iban.length) {
    const pattern = bbanPattern(country, spec.bban_regexp);
    const bban = iban.slice(4);
    const d1 = iban.charCodeAt(2) - 48;
    const d2 = iban.charCodeAt(3) - 48;
    if (
      pattern?.test(bban) &&
      (!spec.bban_validation_func || spec.bban_validation_func(bban)) &&
      d1 >= 0 &&
      d1 <= 9 &&
      d2 >= 0 &&
      d2 <= 9 &&
      98 - checkRemainder(iban) === d1 * 10 + d2
    )
      return VALID;
  }
  return validateIBAN(iban);
}
