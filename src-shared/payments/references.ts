// Creditor reference check digits: RF (ISO 11649) and the Finnish national reference number.
import { isUpperAlphanumeric } from './text-scan';

const RF_SHAPE = /^RF\d{2}[A-Z0-9]{1,21}$/;
const FINNISH_SHAPE = /^\d{4,20}$/;

export const looksLikeRf = (compact: string): boolean => RF_SHAPE.test(compact);
export const looksLikeFinnish = (compact: string): boolean => FINNISH_SHAPE.test(compact);

/**
 * A reference in its electronic form. Only the schemes that allow it are normalised: an RF or a
 * Finnish reference is printed in groups and in any case, so its spaces go and its letters are
 * upper-cased. Any other reference (another creditor's scheme) is sent exactly as written.
 */
export function compactReference(raw: string): string {
  if (isUpperAlphanumeric(raw)) return raw;
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  return looksLikeRf(compact) || looksLikeFinnish(compact) ? compact : raw;
}

/**
 * The references in one structured reference cell that holds several (`RF18… RF71…`, `1232, 1245`),
 * or undefined: each part a valid RF or Finnish reference while the whole is not one. The bank takes
 * one structured reference per payment, and gluing them would pay against a reference that does not exist.
 */
export function severalReferences(raw: string): string[] | undefined {
  if (!/[\s,;]/.test(raw)) return undefined; // most cells: one word, no split
  const parts = raw.split(/[\s,;]+/).filter(Boolean);
  if (parts.length < 2) return undefined;
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (isValidRf(compact) || isValidFinnishReference(compact)) return undefined;
  const valid = (part: string) => isValidRf(part.toUpperCase()) || isValidFinnishReference(part);
  return parts.every(valid) ? parts : undefined;
}

/** ISO 11649: move `RFkk` to the end, letters to numbers (A=10…Z=35), the number mod 97 must be 1. */
export function isValidRf(compact: string): boolean {
  if (!looksLikeRf(compact)) return false;
  // Digit by digit, letters as two digits (A=10…Z=35), from the 5th character round to the 4th.
  let remainder = 0;
  const n = compact.length;
  for (let k = 4; k < n + 4; k++) {
    const c = compact.charCodeAt(k < n ? k : k - n);
    remainder = c >= 65 ? (remainder * 100 + (c - 55)) % 97 : (remainder * 10 + (c - 48)) % 97;
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
