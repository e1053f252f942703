// The characters a bank takes in names and references: a property of the bank profile
// (docs/user-guide.md, "Characters per bank"). `epc_basic` is the SEPA basic Latin set of the
// EPC guidance, for a bank that says it takes no more; `latin_letters` adds the letters of
// Latin-1 (À–ÿ but × and ÷: ä ö ü å é ß ø æ …), which many banks take in SEPA payments.
export type CharacterSet = 'epc_basic' | 'latin_letters';
const SET_NAMES: Record<CharacterSet, true> = { epc_basic: true, latin_letters: true };
export const CHARACTER_SETS = Object.keys(SET_NAMES) as [CharacterSet, ...CharacterSet[]];
/** The set assumed when a bank says nothing: the one every SEPA bank takes. */
export const STRICTEST_SET: CharacterSet = 'epc_basic';
export const isCharacterSet = (value: unknown): value is CharacterSet =>
  typeof value === 'string' && (CHARACTER_SETS as readonly string[]).includes(value);

const EPC_BASIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-?:().,'+ ";
const ALL_SEPA = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** A set as a table over U+0000–U+00FF: one array read per character instead of a regular expression. */
function tableOf(set: CharacterSet): Uint8Array {
  const table = new Uint8Array(256);
  for (const ch of EPC_BASIC) table[ch.charCodeAt(0)] = 1;
  if (set === 'latin_letters') for (let c = 0xc0; c <= 0xff; c++) if (c !== 0xd7 && c !== 0xf7) table[c] = 1;
  return table;
}
const TABLES: Record<CharacterSet, Uint8Array> = {
  epc_basic: tableOf('epc_basic'),
  latin_letters: tableOf('latin_letters'),
};

/** The table of a set (for the fast path, which reads it per character): 1 for a character in it. */
export const characterTable = (set: CharacterSet): Uint8Array => TABLES[set];
/** True for a UTF-16 code unit in the set's table. */
export const inTable = (table: Uint8Array, c: number): boolean => c < 256 && table[c] === 1;
/** True for a UTF-16 code unit in the SEPA basic set (the benchmark's floor reads it). */
export const isSepaCode = (c: number): boolean => inTable(TABLES.epc_basic, c);

/** Index of the first character outside the set, or -1. */
function firstOutside(text: string, table: Uint8Array): number {
  for (let i = 0; i < text.length; i++) if (!inTable(table, text.charCodeAt(i))) return i;
  return -1;
}

/** The distinct characters of `text` outside the bank's set, in order of appearance. */
export function charactersOutside(text: string, set: CharacterSet = STRICTEST_SET): string[] {
  const table = TABLES[set];
  const first = firstOutside(text, table);
  if (first < 0) return []; // the common case
  const found: string[] = [];
  for (const ch of text.slice(first))
    if (!(ch.length === 1 && inTable(table, ch.charCodeAt(0))) && !found.includes(ch)) found.push(ch);
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

/**
 * How letters with marks are spelled, by language: `plain` drops the mark (ä → a, å → a, ö → o, é → e:
 * how Swedish, Finnish and most other languages write a name without them), `german` writes the
 * umlauts out (ä → ae, ö → oe, ü → ue; ß → ss in every spelling), as German payees write their names.
 */
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
 * The text as the bank's character set can carry it (the SEPA basic set unless given another):
 * what the set holds is kept; accents dropped (Jürgen → Jurgen; with the `german` spelling
 * Jürgen → Juergen), a few letters and signs spelled out (ß → ss, & → +, ; → ,, # → No.), tabs and
 * line breaks as spaces, anything else as `.` (so the reader sees something was there); shown so
 * the user sees what may arrive. The one table for Fix, Review and every report.
 */
export function transliterateToSepa(
  text: string,
  spelling: Spelling = 'plain',
  set: CharacterSet = STRICTEST_SET,
): string {
  const table = TABLES[set];
  const first = firstOutside(text, table);
  if (first < 0) return text;
  let out = text.slice(0, first);
  for (const ch of text.slice(first))
    out += ch.length === 1 && inTable(table, ch.charCodeAt(0)) ? ch : transliterateCharacter(ch, spelling);
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
export function transliterateForEditing(
  text: string,
  spelling: Spelling = 'plain',
  set: CharacterSet = STRICTEST_SET,
): string {
  return transliterateToSepa(text, spelling, set);
}
