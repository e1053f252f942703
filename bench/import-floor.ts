// The floor of the import benchmark: the least work the rules require, written the fastest way we
// know, so the report shows how close the real check is to what the machine must do anyway.
// The same rules as the real check (mapping from the header, currency decimals, lengths, the IBAN
// checksum, amounts into minor units, references' check digits, the SEPA scans, duplicates) but
// fused into one pass over the decoded text: no cell strings (offsets into the text, a string
// only for a quoted cell), no row object, no wording, problems only counted per kind, totals per
// bulk of 100 in minor units. Not a product path: it reads only the plain forms of the bench file
// (no grouped or signed amounts, no method or instant columns, no decimal-mark detection) and keeps
// no first rows of each kind with their words, which the real check must also do.
import { guessMapping } from '../src-shared/import/mapping';
import { isSepaCode } from '../src-shared/payments/charset';
import { isIsoCurrency, minorUnits } from '../src-shared/payments/currency';
import type { PaymentField } from '../src-shared/payments/fields';
import { ibanValid } from '../src-shared/payments/range-scan';

const QUOTE = 34;
const LF = 10;
const CR = 13;
const POW = [1, 10, 100, 1000];
const MAX_MINOR_UNITS = 1e9;

/** Kinds of problem the floor counts. */
const enum Kind {
  NameMissing,
  NonSepaName,
  IbanInvalid,
  CurrencyInvalid,
  AmountInvalid,
  ReferenceMissing,
  ReferenceBoth,
  ReferenceCheckDigits,
  StructuredTooLong,
  MessageTooLong,
  NonSepaMessage,
  EndToEndTooLong,
  Duplicate,
  Count,
}

export interface FloorResult {
  rows: number;
  bulks: number;
  problems: number[];
}

/** The floor: checks `bytes` (a CSV payment file) with the least work the rules require. */
export function leastRuleWork(bytes: Uint8Array, delimiter = ';', defaultCurrency = 'EUR'): FloorResult {
  const text = new TextDecoder('utf-8').decode(bytes);
  const n = text.length;
  const d = delimiter.charCodeAt(0);
  const digitsOf = new Int8Array(17576).fill(-2); // currency letters → minor digits, -1 not ISO
  const currencyDigits = (code: number): number => {
    if (digitsOf[code] === -2) {
      const iso = String.fromCharCode(65 + Math.floor(code / 676), 65 + (Math.floor(code / 26) % 26), 65 + (code % 26));
      digitsOf[code] = isIsoCurrency(iso) ? minorUnits(iso) : -1;
    }
    return digitsOf[code]!;
  };
  const problems = new Array<number>(Kind.Count).fill(0);

  // The header: its cells as strings once, mapped as the real check maps them.
  let pos = 0;
  while (pos < n && text.charCodeAt(pos) !== LF) pos++;
  const headers = text
    .slice(0, pos)
    .replace(/\r$/, '')
    .split(delimiter)
    .map((h) => h.trim());
  pos++;
  const mapping = guessMapping(headers);
  const columns = headers.length;
  // A column the file lacks reads as the empty cell after the last one.
  const col = (field: PaymentField) => mapping[field] ?? columns;
  const [cName, cIban, cAmount, cCurrency, cReference, cStructured, cMessage, cEndToEnd] = (
    [
      'name',
      'iban',
      'amount',
      'currency',
      'reference',
      'structured_reference',
      'unstructured_reference',
      'end_to_end_id',
    ] as const
  ).map(col) as [number, number, number, number, number, number, number, number];
  const defaultCode =
    (defaultCurrency.charCodeAt(0) - 65) * 676 +
    (defaultCurrency.charCodeAt(1) - 65) * 26 +
    defaultCurrency.charCodeAt(2) -
    65;
  // Each cell as (source, from, to): the text itself, or the unquoted string of a quoted cell.
  const src: string[] = new Array<string>(columns + 1).fill(text);
  const from = new Int32Array(columns + 1);
  const to = new Int32Array(columns + 1);
  const iban = new Uint8Array(34);
  // Duplicates: hash → entry + 1 in an open-addressed table; an entry keeps where its key's parts
  // are (IBAN cell, amount, currency, reference cell), so equal hashes are compared exactly.
  let mask = (1 << 18) - 1;
  let hashes = new Int32Array(mask + 1);
  let slots = new Int32Array(mask + 1);
  const entries = { ibanSrc: [] as string[], ibanAt: [] as number[], minor: [] as number[], code: [] as number[] };
  const keySrc: string[] = [];
  const keyFrom: number[] = [];
  const keyTo: number[] = [];
  let rows = 0;
  let bulks = 0;
  const bulkSum = new Float64Array(17576);
  const fileSum = new Float64Array(17576);
  const bulkCurrencies: number[] = [];

  while (pos < n) {
    // Split one record into offsets.
    let c = 0;
    for (;;) {
      if (text.charCodeAt(pos) === QUOTE) {
        let value = '';
        let q = pos + 1;
        for (;;) {
          const end = text.indexOf('"', q);
          if (end < 0) {
            value += text.slice(q);
            pos = n;
            break;
          }
          value += text.slice(q, end);
          if (text.charCodeAt(end + 1) === QUOTE) {
            value += '"';
            q = end + 2;
          } else {
            pos = end + 1;
            break;
          }
        }
        if (c < columns) {
          src[c] = value;
          from[c] = 0;
          to[c] = value.length;
        }
      } else {
        const start = pos;
        let ch = text.charCodeAt(pos);
        while (pos < n && ch !== d && ch !== LF && ch !== CR) ch = text.charCodeAt(++pos);
        if (c < columns) {
          src[c] = text;
          from[c] = start;
          to[c] = pos;
        }
      }
      c++;
      const ch = text.charCodeAt(pos);
      if (ch === d) {
        pos++;
        continue;
      }
      pos += ch === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      break;
    }
    rows++;

    // Name: not blank, SEPA characters.
    let blank = true;
    let nonSepa = false;
    for (let i = from[cName]!, s = src[cName]!; i < to[cName]!; i++) {
      const ch = s.charCodeAt(i);
      if (ch !== 32) blank = false;
      if (!isSepaCode(ch)) nonSepa = true;
    }
    if (blank) problems[Kind.NameMissing]!++;
    else if (nonSepa) problems[Kind.NonSepaName]!++;

    // IBAN: spaces dropped, the rest as the real check's fast path (range-scan.ts) reads it.
    let m = 0;
    let ibanOk = true;
    for (let i = from[cIban]!, s = src[cIban]!; ibanOk && i < to[cIban]!; i++) {
      const ch = s.charCodeAt(i);
      if (ch === 32) continue;
      if (m === 34 || !((ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90))) ibanOk = false;
      else iban[m++] = ch;
    }
    // the country's length and BBAN shape, mod 97 and the national check digits, by char code
    ibanOk = ibanOk && m > 4 && ibanValid(iban, m, src[cIban]!, from[cIban]!, to[cIban]!);
    if (!ibanOk) problems[Kind.IbanInvalid]!++;

    // Currency and its decimals; the amount into minor units.
    let code = defaultCode;
    if (to[cCurrency]! > from[cCurrency]!) {
      const a = from[cCurrency]!;
      const s = src[cCurrency]!;
      code =
        to[cCurrency]! - a === 3
          ? (s.charCodeAt(a) - 65) * 676 + (s.charCodeAt(a + 1) - 65) * 26 + s.charCodeAt(a + 2) - 65
          : -1;
    }
    const digits = code >= 0 && code < 17576 ? currencyDigits(code) : -1;
    let minor = -1;
    if (digits < 0 || digits > 3) problems[Kind.CurrencyInvalid]!++;
    else {
      let whole = 0;
      let fraction = 0;
      let decimals = -1;
      let ok = to[cAmount]! > from[cAmount]!;
      for (let i = from[cAmount]!, s = src[cAmount]!; ok && i < to[cAmount]!; i++) {
        const ch = s.charCodeAt(i);
        if (ch === 44 && decimals < 0) decimals = 0;
        else if (ch >= 48 && ch <= 57) {
          if (decimals < 0) whole = whole * 10 + ch - 48;
          else if (++decimals <= 3) fraction = fraction * 10 + ch - 48;
          else ok = false;
        } else ok = false;
      }
      if (ok && decimals <= digits) minor = whole * POW[digits]! + fraction * POW[digits - Math.max(decimals, 0)]!;
      if (!(minor > 0 && minor <= MAX_MINOR_UNITS * POW[digits]!)) {
        problems[Kind.AmountInvalid]!++;
        minor = -1;
      }
    }
    // Bulks of 100 rows: a total per currency in minor units.
    if (minor > 0) {
      if (bulkSum[code] === 0) bulkCurrencies.push(code);
      bulkSum[code]! += minor;
    }
    if (rows % 100 === 0) {
      for (const c of bulkCurrencies) {
        fileSum[c]! += bulkSum[c]!;
        bulkSum[c] = 0;
      }
      bulkCurrencies.length = 0;
      bulks++;
    }

    // References: a structured column (check digits, length), a generic one (structured when its
    // check digits hold, else a message), a message (length, characters); exactly one of them.
    let kc = cStructured; // the key's cell
    let structured = to[cStructured]! > from[cStructured]!;
    if (structured) {
      if (referenceCheck(src[cStructured]!, from[cStructured]!, to[cStructured]!) === 2)
        problems[Kind.ReferenceCheckDigits]!++;
      if (to[cStructured]! - from[cStructured]! > 35) problems[Kind.StructuredTooLong]!++;
    }
    let message = to[cMessage]! > from[cMessage]! ? cMessage : -1;
    if (to[cReference]! > from[cReference]!) {
      const status = referenceCheck(src[cReference]!, from[cReference]!, to[cReference]!);
      if (status === 1) {
        if (!structured) [structured, kc] = [true, cReference];
      } else {
        if (status === 2) problems[Kind.ReferenceCheckDigits]!++;
        if (message < 0) message = cReference;
      }
    }
    if (structured && message >= 0) problems[Kind.ReferenceBoth]!++;
    if (!structured && message < 0) problems[Kind.ReferenceMissing]!++;
    if (!structured && message >= 0) {
      kc = message;
      if (to[message]! - from[message]! > 140) problems[Kind.MessageTooLong]!++;
      for (let i = from[message]!, s = src[message]!; i < to[message]!; i++)
        if (!isSepaCode(s.charCodeAt(i))) {
          problems[Kind.NonSepaMessage]!++;
          break;
        }
    }
    const ks = src[kc]!;
    const ka = from[kc]!;
    const kb = to[kc]!;
    if (to[cEndToEnd]! - from[cEndToEnd]! > 35) problems[Kind.EndToEndTooLong]!++;

    // Duplicates: IBAN, amount, currency, reference (a message in lower case).
    if (ibanOk && minor > 0) {
      let h = 0x811c9dc5 | 0;
      for (let k = 0; k < m; k++) h = Math.imul(h ^ iban[k]!, 16777619);
      h = Math.imul(h ^ minor, 16777619) ^ Math.imul(code, 0x9e3779b1);
      for (let i = ka; i < kb; i++) {
        const ch = ks.charCodeAt(i);
        h = Math.imul(h ^ (ch >= 65 && ch <= 90 ? ch + 32 : ch), 16777619);
      }
      h ^= h >>> 15;
      let slot = h & mask;
      let seen = false;
      while (slots[slot] !== 0) {
        const e = slots[slot]! - 1;
        if (
          hashes[slot] === h &&
          entries.minor[e] === minor &&
          entries.code[e] === code &&
          sameIban(entries.ibanSrc[e]!, entries.ibanAt[e]!, iban, m) &&
          sameLower(keySrc[e]!, keyFrom[e]!, keyTo[e]!, ks, ka, kb)
        ) {
          seen = true;
          break;
        }
        slot = (slot + 1) & mask;
      }
      if (seen) problems[Kind.Duplicate]!++;
      else {
        const e = entries.minor.length;
        hashes[slot] = h;
        slots[slot] = e + 1;
        entries.minor.push(minor);
        entries.code.push(code);
        entries.ibanSrc.push(src[cIban]!);
        entries.ibanAt.push(from[cIban]!);
        keySrc.push(ks);
        keyFrom.push(ka);
        keyTo.push(kb);
        if ((e + 1) * 2 > mask) [mask, hashes, slots] = grow(mask, hashes, slots);
      }
    }
  }
  if (bulkCurrencies.length) bulks++;
  return { rows, bulks, problems };
}

const WEIGHTS = [7, 3, 1];

/** A reference in `s[a, b)`: 0 shaped like no reference, 1 its RF or Finnish check digits hold, 2 they do not. */
function referenceCheck(s: string, a: number, b: number): number {
  const n = b - a;
  if (n > 4 && s.charCodeAt(a) === 82 && s.charCodeAt(a + 1) === 70) {
    let r = 0;
    for (let k = 4; k < n + 4; k++) {
      const ch = s.charCodeAt(a + (k < n ? k : k - n));
      if (!((ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90))) return 0;
      r = ch >= 65 ? (r * 100 + ch - 55) % 97 : (r * 10 + ch - 48) % 97;
    }
    return r === 1 ? 1 : 2;
  }
  if (n < 4 || n > 20) return 0;
  let sum = 0;
  for (let k = b - 2, i = 0; k >= a; k--, i++) {
    const digit = s.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) return 0;
    sum += digit * WEIGHTS[i % 3]!;
  }
  const last = s.charCodeAt(b - 1) - 48;
  if (last < 0 || last > 9) return 0;
  return (10 - (sum % 10)) % 10 === last ? 1 : 2;
}

/** The IBAN starting at `at` in `s` (spaces skipped) has the characters `iban[0, m)`. */
function sameIban(s: string, at: number, iban: Uint8Array, m: number): boolean {
  let k = 0;
  for (let i = at; k < m; i++) {
    const ch = s.charCodeAt(i);
    if (ch === 32) continue;
    if (ch !== iban[k++]) return false;
  }
  return true;
}

/** Two ranges equal in lower case (ASCII; anything else exactly). */
function sameLower(a: string, af: number, at: number, b: string, bf: number, bt: number): boolean {
  if (at - af !== bt - bf) return false;
  for (let i = 0; i < at - af; i++) {
    let x = a.charCodeAt(af + i);
    let y = b.charCodeAt(bf + i);
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

function grow(
  mask: number,
  hashes: Int32Array<ArrayBuffer>,
  slots: Int32Array<ArrayBuffer>,
): [number, Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const bigger = mask * 2 + 1;
  const h2 = new Int32Array(bigger + 1);
  const s2 = new Int32Array(bigger + 1);
  for (let i = 0; i <= mask; i++) {
    if (slots[i] === 0) continue;
    let slot = hashes[i]! & bigger;
    while (s2[slot] !== 0) slot = (slot + 1) & bigger;
    h2[slot] = hashes[i]!;
    s2[slot] = slots[i]!;
  }
  return [bigger, h2, s2];
}
