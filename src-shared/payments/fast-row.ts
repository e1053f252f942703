// The row rules' fast path for the common row, read straight from the file's cells by column index:
// no row object, no per-row closure, the IBAN and the amount scanned by char code, the amount in
// integer minor units and the duplicate key as a number. It answers only for a row it can prove
// has no error (warnings only counted); any other row, or a warning whose details the caller still
// keeps, goes to the reference rules (`compileRowRules`), which word it. `fast-row.test.ts` checks
// the two agree on every file it generates.
import { countrySpecs, isValidBIC } from 'ibantools';
import { bankLength, MAX_END_TO_END_ID, MAX_STRUCTURED_REFERENCE, MAX_UNSTRUCTURED_REFERENCE } from '../bank/limits';
import { MAX_AMOUNT, type DecimalStyle } from './amount';
import { isSepaCode } from './charset';
import { isIsoCurrency, minorUnits } from './currency';
import type { PaymentField } from './fields';
import { hashFinish, hashStep, hashText, HASH_START } from './fingerprint';
import { compactReference, isValidFinnishReference, isValidRf, looksLikeFinnish, looksLikeRf } from './references';
import { FALSE_WORDS, NOT_ACCEPTED, TRUE_WORDS } from './row-rules';
import { collapseSpaces, isJsSpace, isUpperAlphanumeric } from './text-scan';

/** Whether the caller still keeps the details of this kind of issue (then the reference rules word it). */
export type WantsDetails = (code: string, field: PaymentField) => boolean;

/** What the fast path found in a clean row; one object per file, overwritten row by row. */
export interface FastRowOut {
  /** The amount in the currency's minor units. */
  minor: number;
  currency: string;
  /** `fingerprintHash` of the row's `paymentFingerprint`. */
  hash: number;
  /** Warnings found (only counted by the caller): their codes and fields in the first `warnings` slots. */
  warnings: number;
  warningCodes: string[];
  warningFields: PaymentField[];
}

const MAX_AMOUNT_NUMBER = Number(MAX_AMOUNT);
const POWERS_OF_TEN = [1, 10, 100, 1000];
const MARK: Record<DecimalStyle, number> = { dot: 46, comma: 44 };
const PIPE = 124;

/** Per position of a country's BBAN: 1 digit, 2 A–Z, 4 a–z allowed (from ibantools' pattern). */
interface IbanCountry {
  chars: number;
  classes: Uint8Array | undefined;
  pattern: RegExp;
  validate: ((bban: string) => boolean) | undefined;
}

/** `^[0-9]{8}[A-Z0-9]{12}$` → a class per position; undefined for a pattern outside that grammar. */
function bbanClasses(source: string, length: number): Uint8Array | undefined {
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

// Country specs by the two letters' index (26 × 26), read from ibantools once.
let ibanCountries: (IbanCountry | null)[] | undefined;
function ibanCountryTable(): (IbanCountry | null)[] {
  if (ibanCountries) return ibanCountries;
  ibanCountries = new Array<IbanCountry | null>(676).fill(null);
  for (const [code, spec] of Object.entries(countrySpecs)) {
    if (!/^[A-Z]{2}$/.test(code) || !spec.chars || !spec.bban_regexp) continue;
    ibanCountries[(code.charCodeAt(0) - 65) * 26 + code.charCodeAt(1) - 65] = {
      chars: spec.chars,
      classes: bbanClasses(spec.bban_regexp, spec.chars - 4),
      pattern: new RegExp(spec.bban_regexp),
      validate: spec.bban_validation_func,
    };
  }
  return ibanCountries;
}

const classOf = (c: number): number => (c <= 57 ? 1 : c <= 90 ? 2 : 4);

/** The IBAN's characters in electronic form (A–Z, 0–9); what `checkIban` checks, by char code. */
function ibanValid(buf: Uint8Array, m: number): boolean {
  const c0 = buf[0]! - 65;
  const c1 = buf[1]! - 65;
  if (c0 < 0 || c0 > 25 || c1 < 0 || c1 > 25) return false;
  const country = ibanCountryTable()[c0 * 26 + c1];
  if (!country || country.chars !== m) return false;
  const d1 = buf[2]! - 48;
  const d2 = buf[3]! - 48;
  if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return false;
  let bban: string | undefined;
  if (country.classes) {
    for (let k = 4; k < m; k++) if ((classOf(buf[k]!) & country.classes[k - 4]!) === 0) return false;
  } else if (!country.pattern.test((bban = String.fromCharCode(...buf.subarray(4, m))))) return false;
  if (country.validate && !country.validate(bban ?? String.fromCharCode(...buf.subarray(4, m)))) return false;
  // (BBAN + country + "00") mod 97, letters as 10–35; reduced only past 10^9 (exact below 2^53)
  let remainder = 0;
  for (let k = 4; k < m + 2; k++) {
    const c = buf[k < m ? k : k - m]!;
    remainder = c <= 57 ? remainder * 10 + (c - 48) : remainder * 100 + (c - 55);
    if (remainder >= 1e9) remainder %= 97;
  }
  return 98 - ((remainder * 100) % 97) === d1 * 10 + d2;
}

/** First index of a non-space character of `text` (`text.length` when blank). */
function trimStart(text: string): number {
  let a = 0;
  while (a < text.length && isJsSpace(text.charCodeAt(a))) a++;
  return a;
}

/** One past the last non-space character of `text` from `a` on. */
function trimEnd(text: string, a: number): number {
  let b = text.length;
  while (b > a && isJsSpace(text.charCodeAt(b - 1))) b--;
  return b;
}

/** True when `text` has a character outside the SEPA set other than spaces (which become ' '). */
function hasNonSepa(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isSepaCode(c) && !isJsSpace(c)) return true;
  }
  return false;
}

const badCheckDigits = (compact: string) =>
  (looksLikeRf(compact) && !isValidRf(compact)) || (looksLikeFinnish(compact) && !isValidFinnishReference(compact));

/** The canonical amount text (`1234.50`) of `minor` fed to the hash without building it. */
function hashAmount(hash: number, minor: number, digits: number): number {
  const scale = POWERS_OF_TEN[digits]!;
  const whole = Math.floor(minor / scale);
  let fraction = minor - whole * scale;
  hash = hashText(hash, String(whole)); // V8 caches small numbers' strings
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
function hashMessage(hash: number, text: string, a: number, b: number): number {
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

/** The file's settings the fast path reads once. */
export interface FastRowSettings {
  /** The file's columns: the same entries the reference rules' row object is filled from. */
  entries: readonly (readonly [PaymentField, number])[];
  headerCount: number;
  decimalStyle: DecimalStyle;
  defaultCurrency: string;
  /** The text holds U+FFFD somewhere: look for it cell by cell. */
  replacementCharacters: boolean;
  wantsDetails: WantsDetails;
}

/**
 * The fast path for one file: `check(cells)` answers true with `out` filled when the row has no
 * error and every warning of it is only counted; false sends the row to the reference rules.
 */
export class FastRowCheck {
  readonly out: FastRowOut = { minor: 0, currency: '', hash: 0, warnings: 0, warningCodes: [], warningFields: [] };
  readonly #col: Partial<Record<PaymentField, number>> = {};
  readonly #notAccepted: number[] = [];
  readonly #mapped: number[] = [];
  readonly #iban = new Uint8Array(34);
  /** Per currency code index (26³): -2 unknown yet, -1 not ISO 4217, else its minor digits. */
  readonly #digits = new Int8Array(17576).fill(-2);
  readonly #currencies: string[] = [];
  readonly #defaultCode: number;
  readonly #mark: number;

  constructor(readonly settings: FastRowSettings) {
    for (const [field, column] of settings.entries) {
      this.#col[field] = Number.isInteger(column) && column >= 0 ? column : -1;
      this.#mapped.push(this.#col[field]);
    }
    for (const field of NOT_ACCEPTED) if (this.#col[field] !== undefined) this.#notAccepted.push(this.#col[field]);
    this.#mark = MARK[settings.decimalStyle];
    const d = settings.defaultCurrency;
    this.#defaultCode = /^[A-Z]{3}$/.test(d) ? this.#currencyCode(d, 0, 3) : -1;
  }

  #currencyCode(text: string, a: number, b: number): number {
    if (b - a !== 3) return -1;
    let code = 0;
    for (let i = a; i < b; i++) {
      let c = text.charCodeAt(i);
      if (c >= 97 && c <= 122) c -= 32;
      if (c < 65 || c > 90) return -1;
      code = code * 26 + c - 65;
    }
    if (this.#digits[code] === -2) {
      const iso = String.fromCharCode(65 + Math.floor(code / 676), 65 + (Math.floor(code / 26) % 26), 65 + (code % 26));
      this.#digits[code] = isIsoCurrency(iso) ? minorUnits(iso) : -1;
      this.#currencies[code] = iso;
    }
    return this.#digits[code]! < 0 || this.#digits[code]! > 3 ? -1 : code;
  }

  #cell(cells: string[], field: PaymentField): string {
    const column = this.#col[field];
    return column === undefined || column < 0 ? '' : (cells[column] ?? '');
  }

  #warn(code: string, field: PaymentField): boolean {
    if (this.settings.wantsDetails(code, field)) return false;
    const out = this.out;
    out.warningCodes[out.warnings] = code;
    out.warningFields[out.warnings++] = field;
    return true;
  }

  /** True when the row is clean but for counted warnings (`out` holds its money and key). */
  check(cells: string[]): boolean {
    this.out.warnings = 0;
    if (cells.length !== this.settings.headerCount) return false;
    for (const column of this.#notAccepted)
      if (column >= 0 && trimStart(cells[column] ?? '') < (cells[column] ?? '').length) return false;
    if (this.settings.replacementCharacters)
      for (const column of this.#mapped) if (column >= 0 && cells[column]?.includes('\ufffd')) return false;
    if (!this.#payee(cells)) return false;
    const ibanLength = this.#account(cells);
    if (ibanLength === 0) return false;
    const bic = this.#cell(cells, 'bic');
    if (trimStart(bic) < bic.length && !isValidBIC(bic.replace(/\s+/g, '').toUpperCase())) return false;
    const currency = this.#money(cells);
    if (currency < 0) return false;
    if (!this.#methodAndInstant(cells, currency)) return false;
    return this.#references(cells, this.#ibanHash(ibanLength, currency));
  }

  #payee(cells: string[]): boolean {
    const name = this.#cell(cells, 'name');
    let blank = true;
    let nonSepa = false;
    for (let i = 0; i < name.length; i++) {
      const c = name.charCodeAt(i);
      if (c > 32 && c < 127) {
        blank = false;
        if (!nonSepa && !isSepaCode(c)) nonSepa = true;
      } else if (!isJsSpace(c)) {
        blank = false;
        if (!isSepaCode(c)) nonSepa = true;
      }
    }
    return !blank && (!nonSepa || this.#warn('non_sepa_characters', 'name'));
  }

  /** The IBAN's length in electronic form when it is valid, else 0. */
  #account(cells: string[]): number {
    const type = this.#cell(cells, 'account_identifier_type');
    if (trimStart(type) < type.length && type.trim().toLowerCase() !== 'iban') return 0;
    const text = this.#cell(cells, 'iban');
    const buf = this.#iban;
    let m = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) continue;
      if (m === 34 || !((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return 0;
      buf[m++] = c;
    }
    return m > 4 && ibanValid(buf, m) ? m : 0;
  }

  /** The currency's code index with `out.minor` and `out.currency` set, or -1. */
  #money(cells: string[]): number {
    const currencyCell = this.#cell(cells, 'currency');
    const ca = trimStart(currencyCell);
    const code =
      ca < currencyCell.length ? this.#currencyCode(currencyCell, ca, trimEnd(currencyCell, ca)) : this.#defaultCode;
    if (code < 0) return -1;
    const digits = this.#digits[code]!;
    const text = this.#cell(cells, 'amount');
    const a = trimStart(text);
    const n = trimEnd(text, a);
    let whole = 0;
    let i = a;
    for (; i < n; i++) {
      const c = text.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      whole = whole * 10 + c;
    }
    if (i === a || i - a > 10) return -1;
    let fraction = 0;
    let used = 0; // decimals up to the last non-zero one
    if (i < n) {
      if (text.charCodeAt(i) !== this.#mark || n - i - 1 < 1 || n - i - 1 > 3) return -1;
      for (let k = i + 1; k < n; k++) {
        const c = text.charCodeAt(k) - 48;
        if (c < 0 || c > 9) return -1;
        fraction = fraction * 10 + c;
        if (c !== 0) used = k - i;
      }
      fraction = fraction / POWERS_OF_TEN[n - i - 1 - used]!;
    }
    if (used > digits) return -1;
    const minor = whole * POWERS_OF_TEN[digits]! + fraction * POWERS_OF_TEN[digits - used]!;
    if (minor <= 0 || minor > MAX_AMOUNT_NUMBER * POWERS_OF_TEN[digits]!) return -1;
    this.out.minor = minor;
    this.out.currency = this.#currencies[code]!;
    return code;
  }

  #methodAndInstant(cells: string[], currency: number): boolean {
    const method = this.#cell(cells, 'method');
    let international = false;
    if (trimStart(method) < method.length) {
      const lower = method.trim().toLowerCase();
      international = lower === 'international' || lower === 'swift';
      if (!international && lower !== 'sepa') return false;
    }
    const instantCell = this.#cell(cells, 'instant');
    if (instantCell !== '') {
      const lower = instantCell.trim().toLowerCase();
      const instant = TRUE_WORDS.has(lower);
      if (!instant && !FALSE_WORDS.has(lower)) return false;
      if (instant && international) return false;
    }
    return international || this.out.currency === 'EUR' || currency < 0 || this.#warn('sepa_not_eur', 'currency');
  }

  /** The hash of the fingerprint up to and including the `|` after the currency. */
  #ibanHash(m: number, currency: number): number {
    let hash = HASH_START;
    for (let k = 0; k < m; k++) hash = hashStep(hash, this.#iban[k]!);
    hash = hashAmount(hashStep(hash, PIPE), this.out.minor, this.#digits[currency]!);
    return hashStep(hashText(hashStep(hash, PIPE), this.out.currency), PIPE);
  }

  /** Exactly one of structured and unstructured, their lengths and characters; the key finished. */
  #references(cells: string[], hash: number): boolean {
    const structuredCell = this.#cell(cells, 'structured_reference');
    let structured = trimStart(structuredCell) < structuredCell.length ? compactReference(structuredCell.trim()) : '';
    // The message as a trimmed range of one cell, so most rows build no string for it.
    let message = this.#cell(cells, 'unstructured_reference');
    let ma = trimStart(message);
    let mb = trimEnd(message, ma);
    const generic = this.#cell(cells, 'reference');
    const ga = trimStart(generic);
    if (ga < generic.length) {
      const gb = trimEnd(generic, ga);
      const trimmed = ga === 0 && gb === generic.length ? generic : generic.slice(ga, gb);
      const compact = isUpperAlphanumeric(trimmed) ? trimmed : compactReference(trimmed);
      if (isValidRf(compact) || isValidFinnishReference(compact)) structured ||= compact;
      else {
        if (badCheckDigits(compact) && !this.#warn('reference_check_digit', 'reference')) return false;
        if (ma === mb) [message, ma, mb] = [generic, ga, gb];
      }
    }
    if ((structured !== '') === ma < mb) return false; // both, or neither: errors
    if (structured) {
      if (!isUpperAlphanumeric(structured) || bankLength(structured) > MAX_STRUCTURED_REFERENCE) return false;
      // A structured reference column's check digits are warned about with the value: worded there.
      if (structuredCell !== '' && badCheckDigits(structured)) return false;
      hash = hashText(hash, structured);
    } else {
      if (
        mb - ma > MAX_UNSTRUCTURED_REFERENCE &&
        bankLength(collapseSpaces(message.slice(ma, mb))) > MAX_UNSTRUCTURED_REFERENCE
      )
        return false;
      const field: PaymentField =
        this.#col.unstructured_reference !== undefined && this.#cell(cells, 'unstructured_reference') !== ''
          ? 'unstructured_reference'
          : 'reference';
      if (
        hasNonSepa(ma === 0 && mb === message.length ? message : message.slice(ma, mb)) &&
        !this.#warn('non_sepa_characters', field)
      )
        return false;
      hash = hashMessage(hash, message, ma, mb);
    }
    const endToEnd = this.#cell(cells, 'end_to_end_id');
    if (endToEnd.length > MAX_END_TO_END_ID && bankLength(endToEnd.trim()) > MAX_END_TO_END_ID) return false;
    this.out.hash = hashFinish(hash);
    return true;
  }
}
