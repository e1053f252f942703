// The row rules' fast path for the common row, read straight from the file's cells by column index:
// no row object, no per-row closure, the IBAN and the amount scanned by char code, the amount in
// integer minor units and the duplicate key as a number. It answers only for a row it can prove
// has no error (warnings only counted); any other row, or a warning whose details the caller still
// keeps, goes to the reference rules (`compileRowRules`), which word it. `fast-row.test.ts` checks
// the two agree on every file it generates.
import { isValidBIC } from 'ibantools';
import { bankLength, MAX_END_TO_END_ID, MAX_STRUCTURED_REFERENCE, MAX_UNSTRUCTURED_REFERENCE } from '../bank/limits';
import { MAX_AMOUNT, type DecimalStyle } from './amount';
import { characterTable, inTable, STRICTEST_SET, type CharacterSet } from './charset';
import { isIsoCurrency, minorUnits } from './currency';
import { decimalUnits } from './decimal-units';
import { PAYMENT_FIELDS, type PaymentField } from './fields';
import { hashFinish, hashStep, hashText, HASH_START } from './fingerprint';
import {
  compacted,
  hashAmount,
  hashMessage,
  hasOutside,
  ibanValid,
  isUpperOrDigit,
  referenceStatus,
  trimEnd,
  trimStart,
  upperAlphanumeric,
} from './range-scan';
import { FALSE_WORDS, NOT_ACCEPTED, TRUE_WORDS } from './row-rules';
import { collapseSpaces, isJsSpace } from './text-scan';

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
  /** The same warnings as indices of `FAST_WARNINGS`. */
  warningKinds: number[];
}

const MAX_AMOUNT_NUMBER = Number(MAX_AMOUNT);
const POWERS_OF_TEN = [1, 10, 100, 1000];
const MARK: Record<DecimalStyle, number> = { dot: 46, comma: 44 };
const PIPE = 124;

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
  /** The characters the bank takes (default the SEPA basic set). */
  characterSet?: CharacterSet | undefined;
}

/** The warnings the fast path counts, by number. */
export const FAST_WARNINGS: readonly { issue: string; field: PaymentField }[] = [
  { issue: 'non_sepa_characters', field: 'name' },
  { issue: 'non_sepa_characters', field: 'reference' },
  { issue: 'non_sepa_characters', field: 'unstructured_reference' },
  { issue: 'sepa_not_eur', field: 'currency' },
  { issue: 'reference_check_digit', field: 'reference' },
];
const enum Warning {
  NameCharacters,
  ReferenceCharacters,
  MessageCharacters,
  SepaNotEur,
  ReferenceCheckDigits,
}

/**
 * The fast path for one file. A row is given as cells `src[i][from[i], to[i])` (offsets into the
 * file's text, so no cell string is built; a quoted cell is its own string). `check` answers true
 * with `out` filled when the row has no error and every warning of it is only counted; false sends
 * the row to the reference rules.
 */
export class FastRowCheck {
  readonly out: FastRowOut = {
    minor: 0,
    currency: '',
    hash: 0,
    warnings: 0,
    warningCodes: [],
    warningFields: [],
    warningKinds: [],
  };
  /** Per field its column, -1 when its cell is always empty. */
  readonly #col: Record<PaymentField, number>;
  readonly #notAccepted: number[] = [];
  readonly #mapped: number[] = [];
  readonly #iban = new Uint8Array(34);
  /** Per currency code index (26³): -2 unknown yet, -1 not ISO 4217, else its minor digits. */
  readonly #digits = new Int8Array(17576).fill(-2);
  readonly #currencies: string[] = [];
  readonly #defaultCode: number;
  readonly #mark: number;
  /** The bank's character set as a table (`characterTable`). */
  readonly #allowed: Uint8Array;
  /** Warnings whose details the caller no longer keeps: it never wants them again. */
  readonly #onlyCounted = [false, false, false, false, false];
  // The row being checked.
  #src: readonly string[] = [];
  #from: ArrayLike<number> = [];
  #to: ArrayLike<number> = [];
  // `checkCells`' own arrays.
  readonly #cellsFrom: number[] = [];
  readonly #cellsTo: number[] = [];
  // What `key` needs of the last clean row: the IBAN's length, the currency's digits, the reference.
  #ibanLength = 0;
  #keyDigits = 0;
  #keyStructured = false;
  #keySrc = '';
  #keyFrom = 0;
  #keyTo = 0;

  constructor(readonly settings: FastRowSettings) {
    this.#col = Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, -1])) as Record<PaymentField, number>;
    for (const [field, column] of settings.entries) {
      const usable = Number.isInteger(column) && column >= 0 && column < settings.headerCount;
      this.#col[field] = usable ? column : -1;
      if (usable) this.#mapped.push(column);
    }
    for (const field of NOT_ACCEPTED) if (this.#col[field] >= 0) this.#notAccepted.push(this.#col[field]);
    this.#mark = MARK[settings.decimalStyle];
    this.#allowed = characterTable(settings.characterSet ?? STRICTEST_SET);
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

  // A column's cell: its source string and range ('' for -1).
  #s(column: number): string {
    return column < 0 ? '' : this.#src[column]!;
  }
  #a(column: number): number {
    return column < 0 ? 0 : this.#from[column]!;
  }
  #b(column: number): number {
    return column < 0 ? 0 : this.#to[column]!;
  }
  #text(column: number): string {
    return column < 0 ? '' : this.#src[column]!.slice(this.#from[column], this.#to[column]);
  }

  #warn(warning: Warning): boolean {
    if (!this.#onlyCounted[warning]) {
      const { issue, field } = FAST_WARNINGS[warning]!;
      if (this.settings.wantsDetails(issue, field)) return false;
      this.#onlyCounted[warning] = true;
    }
    const out = this.out;
    out.warningCodes[out.warnings] = FAST_WARNINGS[warning]!.issue;
    out.warningFields[out.warnings] = FAST_WARNINGS[warning]!.field;
    out.warningKinds[out.warnings++] = warning;
    return true;
  }

  /**
   * The last clean row's `paymentFingerprint` (after `check` answered true), built from what the
   * check read: the exact comparison behind equal hashes.
   */
  key(): string {
    // the cell less its spaces is what `#account` read (any other character failed the row)
    const column = this.#col.iban;
    const cell = this.#s(column).slice(this.#a(column), this.#b(column));
    const iban = cell.length === this.#ibanLength ? cell : cell.replaceAll(' ', '');
    const amount = this.amount();
    const text = this.#keySrc.slice(this.#keyFrom, this.#keyTo);
    const reference = this.#keyStructured ? text : collapseSpaces(text).toLowerCase();
    return `${iban}|${amount}|${this.out.currency}|${reference}`;
  }

  /** The last clean row's amount as the reference rules' canonical text (`RowResult.amount`: all the currency's decimals). */
  amount(): string {
    const digits = this.#keyDigits;
    const scale = POWERS_OF_TEN[digits]!;
    const whole = Math.floor(this.out.minor / scale);
    return digits === 0 ? String(whole) : `${whole}.${String(this.out.minor - whole * scale).padStart(digits, '0')}`;
  }

  /** `check` for a row given as strings. */
  checkCells(cells: readonly string[]): boolean {
    for (let i = 0; i < cells.length; i++) {
      this.#cellsFrom[i] = 0;
      this.#cellsTo[i] = cells[i]!.length;
    }
    return this.check(cells, this.#cellsFrom, this.#cellsTo, cells.length);
  }

  /** True when the row is clean but for counted warnings (`out` holds its money and key). */
  check(src: readonly string[], from: ArrayLike<number>, to: ArrayLike<number>, count: number): boolean {
    this.out.warnings = 0;
    if (count !== this.settings.headerCount) return false;
    this.#src = src;
    this.#from = from;
    this.#to = to;
    for (const column of this.#notAccepted)
      if (trimStart(src[column]!, from[column]!, to[column]!) < to[column]!) return false;
    if (this.settings.replacementCharacters)
      for (const column of this.#mapped) if (this.#text(column).includes('\ufffd')) return false;
    if (!this.#payee()) return false;
    const ibanLength = this.#account();
    if (ibanLength === 0) return false;
    const bic = this.#col.bic;
    if (trimStart(this.#s(bic), this.#a(bic), this.#b(bic)) < this.#b(bic)) {
      if (!isValidBIC(this.#text(bic).replace(/\s+/g, '').toUpperCase())) return false;
    }
    const currency = this.#money();
    if (currency < 0) return false;
    if (!this.#methodAndInstant(currency)) return false;
    this.#ibanLength = ibanLength;
    this.#keyDigits = this.#digits[currency]!;
    return this.#references(this.#ibanHash(ibanLength, currency));
  }

  #payee(): boolean {
    const column = this.#col.name;
    const name = this.#s(column);
    const allowed = this.#allowed;
    let blank = true;
    let nonSepa = false;
    for (let i = this.#a(column), b = this.#b(column); i < b; i++) {
      const c = name.charCodeAt(i);
      if (c > 32 && c < 127) {
        blank = false;
        if (!nonSepa && allowed[c] !== 1) nonSepa = true;
      } else if (!isJsSpace(c)) {
        blank = false;
        if (!inTable(allowed, c)) nonSepa = true;
      }
    }
    return !blank && (!nonSepa || this.#warn(Warning.NameCharacters));
  }

  /** The IBAN's length in electronic form when it is valid, else 0. */
  #account(): number {
    const type = this.#col.account_identifier_type;
    if (trimStart(this.#s(type), this.#a(type), this.#b(type)) < this.#b(type)) {
      if (this.#text(type).trim().toLowerCase() !== 'iban') return 0;
    }
    const column = this.#col.iban;
    const text = this.#s(column);
    const buf = this.#iban;
    let m = 0;
    for (let i = this.#a(column), b = this.#b(column); i < b; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) continue;
      if (m === 34 || !isUpperOrDigit(c)) return 0;
      buf[m++] = c;
    }
    return m > 4 && ibanValid(buf, m, text, this.#a(column), this.#b(column)) ? m : 0;
  }

  /** The currency's code index with `out.minor` and `out.currency` set, or -1. */
  #money(): number {
    const cc = this.#col.currency;
    const cs = this.#s(cc);
    const ca = trimStart(cs, this.#a(cc), this.#b(cc));
    const code = ca < this.#b(cc) ? this.#currencyCode(cs, ca, trimEnd(cs, ca, this.#b(cc))) : this.#defaultCode;
    if (code < 0) return -1;
    const digits = this.#digits[code]!;
    const column = this.#col.amount;
    const text = this.#s(column);
    const a = trimStart(text, this.#a(column), this.#b(column));
    const n = trimEnd(text, a, this.#b(column));
    // At most 10 digits before the mark and 3 after it: anything longer goes to the reference rules.
    const minor = decimalUnits(text, a, n, digits, this.#mark, 10, 3);
    if (minor <= 0 || minor > MAX_AMOUNT_NUMBER * POWERS_OF_TEN[digits]!) return -1;
    this.out.minor = minor;
    this.out.currency = this.#currencies[code]!;
    return code;
  }

  #methodAndInstant(currency: number): boolean {
    const mc = this.#col.method;
    let international = false;
    if (trimStart(this.#s(mc), this.#a(mc), this.#b(mc)) < this.#b(mc)) {
      const lower = this.#text(mc).trim().toLowerCase();
      international = lower === 'international' || lower === 'swift';
      if (!international && lower !== 'sepa') return false;
    }
    const ic = this.#col.instant;
    if (this.#b(ic) > this.#a(ic)) {
      const lower = this.#text(ic).trim().toLowerCase();
      const instant = TRUE_WORDS.has(lower);
      if (!instant && !FALSE_WORDS.has(lower)) return false;
      if (instant && international) return false;
    }
    return international || this.out.currency === 'EUR' || currency < 0 || this.#warn(Warning.SepaNotEur);
  }

  /** The hash of the fingerprint up to and including the `|` after the currency. */
  #ibanHash(m: number, currency: number): number {
    let hash = HASH_START;
    for (let k = 0; k < m; k++) hash = hashStep(hash, this.#iban[k]!);
    hash = hashAmount(hashStep(hash, PIPE), this.out.minor, this.#digits[currency]!);
    return hashStep(hashText(hashStep(hash, PIPE), this.out.currency), PIPE);
  }

  /** Exactly one of structured and unstructured, their lengths and characters; the key finished. */
  #references(hash: number): boolean {
    // Each reference as a range of a string: most rows build no string for any of them.
    const sc = this.#col.structured_reference;
    let ss = this.#s(sc);
    let sa = trimStart(ss, this.#a(sc), this.#b(sc));
    let sb = trimEnd(ss, sa, this.#b(sc));
    if (sa < sb && !upperAlphanumeric(ss, sa, sb)) [ss, sa, sb] = compacted(ss, sa, sb);
    const uc = this.#col.unstructured_reference;
    let ms = this.#s(uc);
    let ma = trimStart(ms, this.#a(uc), this.#b(uc));
    let mb = trimEnd(ms, ma, this.#b(uc));
    const gc = this.#col.reference;
    const gs = this.#s(gc);
    const ga = trimStart(gs, this.#a(gc), this.#b(gc));
    if (ga < this.#b(gc)) {
      const gb = trimEnd(gs, ga, this.#b(gc));
      const [cs, ca, cb] = upperAlphanumeric(gs, ga, gb) ? [gs, ga, gb] : compacted(gs, ga, gb);
      const status = referenceStatus(cs, ca, cb);
      if (status === 1) {
        if (sa === sb) [ss, sa, sb] = [cs, ca, cb];
      } else {
        if (status === 2 && !this.#warn(Warning.ReferenceCheckDigits)) return false;
        if (ma === mb) [ms, ma, mb] = [gs, ga, gb];
      }
    }
    if (sa < sb === ma < mb) return false; // both, or neither: errors
    if (sa < sb) {
      if (!upperAlphanumeric(ss, sa, sb) || sb - sa > MAX_STRUCTURED_REFERENCE) return false;
      // A structured reference column's check digits are warned about with the value: worded there.
      if (this.#b(sc) > this.#a(sc) && referenceStatus(ss, sa, sb) === 2) return false;
      for (let i = sa; i < sb; i++) hash = hashStep(hash, ss.charCodeAt(i));
      [this.#keyStructured, this.#keySrc, this.#keyFrom, this.#keyTo] = [true, ss, sa, sb];
    } else {
      if (
        mb - ma > MAX_UNSTRUCTURED_REFERENCE &&
        bankLength(collapseSpaces(ms.slice(ma, mb))) > MAX_UNSTRUCTURED_REFERENCE
      )
        return false;
      const fromColumn = this.#b(uc) > this.#a(uc);
      if (
        hasOutside(ms, ma, mb, this.#allowed) &&
        !this.#warn(fromColumn ? Warning.MessageCharacters : Warning.ReferenceCharacters)
      )
        return false;
      hash = hashMessage(hash, ms, ma, mb);
      [this.#keyStructured, this.#keySrc, this.#keyFrom, this.#keyTo] = [false, ms, ma, mb];
    }
    const ec = this.#col.end_to_end_id;
    if (this.#b(ec) - this.#a(ec) > MAX_END_TO_END_ID && bankLength(this.#text(ec).trim()) > MAX_END_TO_END_ID)
      return false;
    this.out.hash = hashFinish(hash);
    return true;
  }
}
