// Creditor reference check digits: RF (ISO 11649) and the Finnish national reference number.

const RF_SHAPE = /^RF\d{2}[A-Z0-9]{1,21}$/;
const FINNISH_SHAPE = /^\d{4,20}$/;

/** A reference in its electronic form: no spaces, upper case. */
export const compactReference = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export const looksLikeRf = (compact: string): boolean => RF_SHAPE.test(compact);
export const looksLikeFinnish = (compact: string): boolean => FINNISH_SHAPE.test(compact);

/** ISO 11649: move `RFkk` to the end, letters to numbers (A=10…Z=35), the number mod 97 must be 1. */
export function isValidRf(compact: string): boolean {
  if (!looksLikeRf(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Finnish reference: weights 7, 3, 1 from the right over the base; the last digit completes to a multiple of 10. */
export function finnishCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return (10 - (sum % 10)) % 10;
}

export function isValidFinnishReference(compact: string): boolean {
  if (!looksLikeFinnish(compact)) return false;
  return finnishCheckDigit(compact.slice(0, -1)) === Number(compact.slice(-1));
}

/** Builds an RF reference from a base (for templates, tests and fixtures). */
export function makeRf(base: string): string {
  for (let check = 2; check <= 98; check++) {
    const candidate = `RF${String(check).padStart(2, '0')}${base}`;
    if (isValidRf(candidate)) return candidate;
  }
  throw new Error(`No RF check digits for ${base}`);
}

export const makeFinnishReference = (base: string): string => base + String(finnishCheckDigit(base));
