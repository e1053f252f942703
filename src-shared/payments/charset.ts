// The SEPA basic Latin character set (EPC guidance): banks may replace or reject anything else.
const ALL_SEPA = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

// The SEPA set as a table over ASCII: one array read per character instead of a regular expression.
const SEPA_ASCII = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-?:().,'+ ")
  SEPA_ASCII[ch.charCodeAt(0)] = 1;
/** True for a UTF-16 code unit in the SEPA set. */
export const isSepaCode = (c: number): boolean => c < 128 && SEPA_ASCII[c] === 1;

/** Index of the first character outside the SEPA set, or -1. */
function firstNonSepa(text: string): number {
  for (let i = 0; i < text.length; i++) if (!isSepaCode(text.charCodeAt(i))) return i;
  return -1;
}

/** The distinct characters of `text` outside the SEPA set, in order of appearance. */
export function nonSepaCharacters(text: string): string[] {
  const first = firstNonSepa(text);
  if (first < 0) return []; // the common case
  const found: string[] = [];
  for (const ch of text.slice(first))
    if (!(ch.length === 1 && isSepaCode(ch.charCodeAt(0))) && !found.includes(ch)) found.push(ch);
  return found;
}

// The one transliteration table for the import preview and for every report Bulkpay writes
// (decision in shared/spec-notes.md, "SEPA transliteration"): EPC217-08's conversions for the
// letters that do not decompose into a base letter and a mark, and the punctuation an ERP or a
// payroll export commonly holds.
const SPELLED: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  Ł: 'L',
  ł: 'l',
  '&': '+',
  '€': 'EUR',
  '@': '(at)',
  ';': ',',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  '"': "'",
  _: '-',
  // "Invoice #12": a number sign, not a character to lose
  '#': 'No.',
};

/** How letters with marks are spelled: `plain` drops the mark (ä → a), `german` writes it out (ä → ae). */
export type Spelling = 'plain' | 'german';
export const SPELLINGS: readonly Spelling[] = ['plain', 'german'];

// German spelling without umlauts (DIN 5007-2), as German payees write their own names.
const GERMAN: Record<string, string> = { Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ä: 'ae', ö: 'oe', ü: 'ue' };

const COMBINING_MARK = /^\p{M}$/u;
const WHITESPACE = /^\s$/u;

/** One character (code point) outside the SEPA set as the SEPA set can carry it. */
function transliterateCharacter(ch: string, spelling: Spelling): string {
  if (spelling === 'german' && GERMAN[ch] !== undefined) return GERMAN[ch];
  if (SPELLED[ch] !== undefined) return SPELLED[ch];
  if (COMBINING_MARK.test(ch)) return ''; // text already decomposed: "u" + "¨" is "u"
  if (WHITESPACE.test(ch)) return ' ';
  const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== ch && ALL_SEPA.test(base) ? base : '.';
}

/**
 * The text as the SEPA character set can carry it: accents dropped (Jürgen → Jurgen; with the
 * `german` spelling Jürgen → Juergen), a few letters and signs spelled out (ß → ss, & → +, ; → ,,
 * # → No.), tabs and line breaks as spaces, anything else as `.` (so the reader sees something was
 * there); shown so the user sees what may arrive. The one table for Fix, Review and every report.
 */
export function transliterateToSepa(text: string, spelling: Spelling = 'plain'): string {
  const first = firstNonSepa(text);
  if (first < 0) return text;
  let out = text.slice(0, first);
  for (const ch of text.slice(first))
    out += ch.length === 1 && isSepaCode(ch.charCodeAt(0)) ? ch : transliterateCharacter(ch, spelling);
  return out;
}

/**
 * Text for a SEPA field of an XML report: transliterated as above, runs of spaces made one,
 * trimmed, then cut to `max` characters (the XSD's MaxNText).
 */
export function sepaText(text: string, max: number, spelling: Spelling = 'plain'): string {
  return transliterateToSepa(text, spelling).replace(/ {2,}/g, ' ').trim().slice(0, max);
}

/**
 * What the import screen's "Transliterate" writes into a cell: the same text the bank and the
 * reports get (& → + here too: one spelling of a name at every step), in the spelling the user chose.
 */
export function transliterateForEditing(text: string, spelling: Spelling = 'plain'): string {
  return transliterateToSepa(text, spelling);
}
