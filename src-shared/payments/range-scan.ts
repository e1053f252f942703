// Checks over a range of a string (`text[a, b)`) by char code, for the import's fast path: the
// IBAN (country, length, BBAN shape, mod 97, national check digits), reference check digits, the
// trim and SEPA scans, and the duplicate key's amount and message fed to its hash. Each answers as
// its reference counterpart (ibantools, `references.ts`, `charset.ts`) does for that slice.
import { countrySpecs } from 'ibantools';
import { inTable } from './charset';
import { hashStep, hashText } from './fingerprint';
import { compactReference } from './references';
import { collapseSpaces, isJsSpace } from './text-scan';

const POWERS_OF_TEN = [1, 10, 100, 1000];

/** Per position of a country's BBAN: 1 digit, 2 A–Z, 4 a–z allowed (from ibantools' pattern). */
interface IbanCountry {
  chars: number;
  classes: Uint8Array | undefined;
  pattern: RegExp;
  validate: ((bban: string) => boolean) | undefined;
}

/** `^[0-9]{8}[A-Z0-9]{12}$` → a class per position; undefined for a pattern outside that grammar. */
export function bbanClasses(source: string, length: number): Uint8Array | undefined {
  if (!source.startsWith('^') || !source.endsWith('$')) return undefined;
  const classes: number[] = [];
  const token = /\[([^\]]+)\]\{(\d+)\}/y;
  token.lastIndex = 1;
  while (token.lastIndex < source.length - 1) {
    const m = token.exec(source);
    if (!m) return undefined;
    let mask = 0;
    for (const range of m[1]!.match(/.-./g) ?? []) mask |= { '0-9': 1, 'A-Z': 2, 'a-z': 4 }[range] ?? 8;
    if (mask & 8 || m[1]!.replace(/.-./g, '') !== '') return undefined;
    for (let k = 0; k < Number(m[2]); k++) classes.push(mask);
  }
  return classes.length === length ? Uint8Array.from(classes) : undefined;
}

// Country specs by the two letters' index (26 × 26), from ibantools.
// Undefined: not read yet; null: no IBAN country. Each read on its first IBAN (a file has few countries).
const ibanCountries: (IbanCountry | null | undefined)[] = new Array<undefined>(676);
function ibanCountry(at: number): IbanCountry | null {
  let country = ibanCountries[at];
  if (country === undefined) {
    const code = String.fromCharCode(65 + Math.floor(at / 26), 65 + (at % 26));
    const spec = Object.hasOwn(countrySpecs, code) ? countrySpecs[code] : undefined;
    country =
      spec?.chars && spec.bban_regexp
        ? {
            chars: spec.chars,
            classes: bbanClasses(spec.bban_regexp, spec.chars - 4),
            pattern: new RegExp(spec.bban_regexp),
            validate: spec.bban_validation_func,
          }
        : null;
    ibanCountries[at] = country;
  }
  return country;
}

const classOf = (c: number): number => (c <= 57 ? 1 : c <= 90 ? 2 : 4);

/**
 * The IBAN's characters in electronic form (A–Z, 0–9) in `buf[0, m)`; what `checkIban` checks, by
 * char code. `text[a, b)` is the cell they came from (the BBAN is sliced from it when it had no spaces).
 */
export function ibanValid(buf: Uint8Array, m: number, text: string, a: number, b: number): boolean {
  const c0 = buf[0]! - 65;
  const c1 = buf[1]! - 65;
  if (c0 < 0 || c0 > 25 || c1 < 0 || c1 > 25) return false;
  const country = ibanCountry(c0 * 26 + c1);
  if (!country || country.chars !== m) return false;
  const d1 = buf[2]! - 48;
  const d2 = buf[3]! - 48;
  if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return false;
  if (country.classes) {
    for (let k = 4; k < m; k++) if ((classOf(buf[k]!) & country.classes[k - 4]!) === 0) return false;
  }
  // (BBAN + country + "00") mod 97, letters as 10–35; reduced only past 10^9 (exact below 2^53)
  let remainder = 0;
  for (let k = 4; k < m + 2; k++) {
    const c = buf[k < m ? k : k - m]!;
    remainder = c <= 57 ? remainder * 10 + (c - 48) : remainder * 100 + (c - 55);
    if (remainder >= 1e9) remainder %= 97;
  }
  if (98 - ((remainder * 100) % 97) !== d1 * 10 + d2) return false;
  if (country.classes && !country.validate) return true;
  const national = NATIONAL_CHECKS[c0 * 26 + c1];
  if (country.classes && national) return national(buf, m);
  const bban = b - a === m ? text.slice(a + 4, b) : String.fromCharCode(...buf.subarray(4, m));
  return (country.classes !== undefined || country.pattern.test(bban)) && (!country.validate || country.validate(bban));
}

// ibantools' national check digits of the commonest SEPA countries with one, by char code over
// the BBAN in `buf[4, m)` (its shape already checked); the others call ibantools' own function.
// A-J=1, B-K-S=2, … I-R-Z=9: the French RIB's letters as digits.
const RIB_LETTER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];
/** France (and Monaco): the RIB with its letters as digits is a multiple of 97. */
function ribCheck(buf: Uint8Array, m: number): boolean {
  let remainder = 0;
  for (let k = 4; k < m; k++) {
    const c = buf[k]!;
    remainder = (remainder * 10 + (c <= 57 ? c - 48 : RIB_LETTER[c - 65]!)) % 97;
  }
  return remainder === 0;
}
/** Belgium: the first ten digits mod 97 (97 for 0) are the last two. */
function belgianCheck(buf: Uint8Array, m: number): boolean {
  let number = 0;
  for (let k = 4; k < m - 2; k++) number = number * 10 + (buf[k]! - 48);
  const remainder = number % 97 === 0 ? 97 : number % 97;
  return remainder === (buf[m - 2]! - 48) * 10 + (buf[m - 1]! - 48);
}
const countryAt = (code: string) => (code.charCodeAt(0) - 65) * 26 + code.charCodeAt(1) - 65;
const NATIONAL_CHECKS: ((buf: Uint8Array, m: number) => boolean)[] = [];
NATIONAL_CHECKS[countryAt('FR')] = ribCheck;
NATIONAL_CHECKS[countryAt('MC')] = ribCheck;
NATIONAL_CHECKS[countryAt('BE')] = belgianCheck;

/** First index in `text[a, b)` of a character `trim()` keeps (`b` when blank). */
export function trimStart(text: string, a: number, b: number): number {
  while (a < b && isJsSpace(text.charCodeAt(a))) a++;
  return a;
}

/** One past the last character of `text[a, b)` that `trim()` keeps. */
export function trimEnd(text: string, a: number, b: number): number {
  while (b > a && isJsSpace(text.charCodeAt(b - 1))) b--;
  return b;
}

/** True when `text[a, b)` has a character outside the set's table other than spaces (which become ' '). */
export function hasOutside(text: string, a: number, b: number, table: Uint8Array): boolean {
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (!inTable(table, c) && !isJsSpace(c)) return true;
  }
  return false;
}

const WEIGHTS = [7, 3, 1];
const isDigit = (c: number) => c >= 48 && c <= 57;
export const isUpperOrDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** `text[a, b)` is only A–Z and 0–9 (what `isUpperAlphanumeric` says of the slice). */
export function upperAlphanumeric(text: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (!isUpperOrDigit(text.charCodeAt(i))) return false;
  return true;
}

/**
 * A compact reference `text[a, b)` by char code: 0 shaped like neither an RF nor a Finnish
 * reference, 1 its check digits hold (`isValidRf` or `isValidFinnishReference`), 2 they do not.
 */
export function referenceStatus(text: string, a: number, b: number): 0 | 1 | 2 {
  const n = b - a;
  if (text.charCodeAt(a) === 82 && text.charCodeAt(a + 1) === 70) {
    // ^RF\d{2}[A-Z0-9]{1,21}$, then mod 97 from the 5th character round to the 4th
    if (n < 5 || n > 25 || !isDigit(text.charCodeAt(a + 2)) || !isDigit(text.charCodeAt(a + 3))) return 0;
    let remainder = 0;
    for (let k = 4; k < n + 4; k++) {
      const c = text.charCodeAt(a + (k < n ? k : k - n));
      if (!isUpperOrDigit(c)) return 0;
      remainder = c >= 65 ? (remainder * 100 + (c - 55)) % 97 : (remainder * 10 + (c - 48)) % 97;
    }
    return remainder === 1 ? 1 : 2;
  }
  // ^\d{4,20}$, the last digit completing 7-3-1 weights from the right
  if (n < 4 || n > 20) return 0;
  let sum = 0;
  for (let k = b - 2, i = 0; k >= a; k--, i++) {
    const c = text.charCodeAt(k);
    if (!isDigit(c)) return 0;
    sum += (c - 48) * WEIGHTS[i % 3]!;
  }
  const last = text.charCodeAt(b - 1);
  if (!isDigit(last)) return 0;
  return (10 - (sum % 10)) % 10 === last - 48 ? 1 : 2;
}

/** The canonical amount text (`1234.50`) of `minor` fed to the hash without building it. */
export function hashAmount(hash: number, minor: number, digits: number): number {
  const scale = POWERS_OF_TEN[digits]!;
  const whole = Math.floor(minor / scale);
  let fraction = minor - whole * scale;
  let p = 1;
  while (p * 10 <= whole) p *= 10;
  for (; p >= 1; p /= 10) hash = hashStep(hash, 48 + (Math.floor(whole / p) % 10));
  if (digits === 0) return hash;
  hash = hashStep(hash, 46);
  for (let p = scale / 10; p >= 1; p /= 10) {
    const digit = Math.floor(fraction / p);
    hash = hashStep(hash, 48 + digit);
    fraction -= digit * p;
  }
  return hash;
}

/** A message's fingerprint text (spaces collapsed, lower case) fed to the hash. */
export function hashMessage(hash: number, text: string, a: number, b: number): number {
  const start = hash;
  let space = false;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) return hashText(start, collapseSpaces(text.slice(a, b)).toLowerCase()); // Unicode's lower case
    if (c === 32 || (c >= 9 && c <= 13)) space = true;
    else {
      if (space) hash = hashStep(hash, 32);
      space = false;
      hash = hashStep(hash, c >= 65 && c <= 90 ? c + 32 : c);
    }
  }
  return hash;
}

/** `compactReference` of `text[a, b)`, as a range of its own string. */
export function compacted(text: string, a: number, b: number): [string, number, number] {
  const compact = compactReference(text.slice(a, b));
  return [compact, 0, compact.length];
}
