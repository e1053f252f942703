/**
 * The tables the team database keys payee names by (team schema 14), derived from the app's rule in
 * src-shared/payments/payee-key.ts by this JavaScript engine's Unicode data: compatibility forms
 * folded (NFKD), marks and format characters dropped, lower case, runs of anything but letters and
 * digits as one space. PostgreSQL cannot apply that rule itself exactly: its `normalize()` and
 * `lower()` follow its own Unicode version and the database's locale, and its regular expressions
 * have no \p{M}. So the database looks each character up in a table made here, once, and committed
 * (scripts/payee-key/generate-tables.ts; test/unit/scripts/payee-key/derive-tables.test.ts fails
 * when this engine's Unicode no longer gives the committed tables).
 *
 * The rule, written per character: a name's key is each character's part (`folds`, or the
 * character itself when it has none) joined, then every Σ decided by its place (JavaScript's
 * toLowerCase writes a word-final capital sigma as ς: preceded by a cased letter and not followed
 * by one, case-ignorable characters between skipped), then runs of non-letters as one space, trimmed.
 * Whole-name NFKD equals the parts joined because it only reorders combining marks, all dropped;
 * this module checks that, and every other assumption it makes, for every code point.
 */

const MARK_OR_FORMAT = /[\p{M}\p{Cf}]/gu;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const CASED = /^\p{Cased}$/u;
const CASE_IGNORABLE = /^\p{Case_Ignorable}$/u;
const SIGMA = '\u03a3';
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

export interface PayeeKeyTables {
  /** The Unicode version the tables come from (Node's `process.versions.unicode`). */
  unicode: string;
  /** Code point → its part of a key, where that is not the character itself (Hangul syllables aside). */
  folds: [number, string][];
  /** Ranges of letters and digits: everything else is a separator. */
  lettersAndDigits: [number, number][];
  /** Ranges of cased characters that are not case-ignorable (what ends the look for a letter before or after Σ). */
  cased: [number, number][];
  /** Ranges of case-ignorable characters (skipped when looking for that letter). */
  caseIgnorable: [number, number][];
}

const isScalar = (cp: number) => cp < 0xd800 || cp > 0xdfff;

function* codePoints(): Generator<[number, string]> {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (isScalar(cp)) yield [cp, String.fromCodePoint(cp)];
}

/** Ranges of the code points `test` holds for. */
function rangesOf(test: (ch: string) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (const [cp, ch] of codePoints()) {
    if (!test(ch)) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/** One character lowercased as toLowerCase does inside a name, Σ left for its place to decide. */
function lowered(ch: string): string {
  if (ch === SIGMA) return ch;
  const lower = ch.toLowerCase();
  if ([...lower].length !== 1) throw new Error(`U+${ch.codePointAt(0)!.toString(16)} lowercases to several characters`);
  const same = (re: RegExp) => re.test(ch) === re.test(lower);
  if (!same(LETTER_OR_DIGIT) || !same(CASED) || !same(CASE_IGNORABLE))
    throw new Error(`U+${ch.codePointAt(0)!.toString(16)} changes kind when lowercased`);
  return lower;
}

/** A character's part: its compatibility decomposition without marks and format characters, lowercased. */
function partOf(ch: string): string {
  const bare = ch.normalize('NFKD').replace(MARK_OR_FORMAT, '');
  return [...bare].map(lowered).join('');
}

/** The Hangul syllable's decomposition by the Unicode standard's arithmetic (what the database computes). */
function hangulParts(cp: number): string {
  const s = cp - HANGUL_FIRST;
  const trailing = s % 28;
  return (
    String.fromCodePoint(0x1100 + Math.floor(s / 588), 0x1161 + Math.floor((s % 588) / 28)) +
    (trailing ? String.fromCodePoint(0x11a7 + trailing) : '')
  );
}

/** Canonical reordering moves only characters of a combining class above 0: each must be a mark (dropped). */
function assertOnlyMarksReorder(ch: string): void {
  if (/\p{M}/u.test(ch) || ch.normalize('NFD') !== ch) return;
  // U+0345 has class 240, U+0334 class 1: a non-mark of a class above 0 moves past one of them.
  if (('\u0345' + ch).normalize('NFD') !== '\u0345' + ch || (ch + '\u0334').normalize('NFD') !== ch + '\u0334')
    throw new Error(`U+${ch.codePointAt(0)!.toString(16)} is reordered by normalisation but is not a mark`);
}

/**
 * What the database's function relies on: in ASCII only the capitals fold (to their small letters)
 * and the letters and digits are [0-9A-Za-z],
 * and every part is final, each of its characters its own part, so replacing characters one after
 * another in any order gives the same key.
 */
function assertFoldsAsTheDatabaseUsesThem(folds: readonly [number, string][]): void {
  const byCode = new Map(folds);
  for (let cp = 1; cp < 0x80; cp++)
    if (LETTER_OR_DIGIT.test(String.fromCharCode(cp)) !== /[0-9A-Za-z]/.test(String.fromCharCode(cp)))
      throw new Error(`ASCII U+${cp.toString(16)}: letters and digits in ASCII are not [0-9A-Za-z]`);
  for (const [cp, part] of folds) {
    if (cp < 0x80 && !(cp >= 0x41 && cp <= 0x5a && part === String.fromCharCode(cp + 32)))
      throw new Error(`ASCII U+${cp.toString(16)} folds to something else than its small letter`);
    for (const ch of part)
      if (byCode.has(ch.codePointAt(0)!) || (ch >= '\uac00' && ch <= '\ud7a3'))
        throw new Error(`U+${cp.toString(16)}'s part holds a character that folds again`);
  }
}

/** The tables, checking on the way that the per-character rule is the app's rule. */
export function derivePayeeKeyTables(): PayeeKeyTables {
  const folds: [number, string][] = [];
  for (const [cp, ch] of codePoints()) {
    assertOnlyMarksReorder(ch);
    const part = partOf(ch);
    if (cp >= HANGUL_FIRST && cp <= HANGUL_LAST) {
      if (part !== hangulParts(cp)) throw new Error(`Hangul U+${cp.toString(16)} does not decompose arithmetically`);
      continue;
    }
    if (part !== ch) folds.push([cp, part]);
  }
  assertFoldsAsTheDatabaseUsesThem(folds);
  return {
    unicode: process.versions.unicode ?? 'unknown',
    folds,
    lettersAndDigits: rangesOf((ch) => LETTER_OR_DIGIT.test(ch)),
    cased: rangesOf((ch) => CASED.test(ch) && !CASE_IGNORABLE.test(ch)),
    caseIgnorable: rangesOf((ch) => CASE_IGNORABLE.test(ch)),
  };
}

const hex = (cp: number) => cp.toString(16);

/** Ranges written as `lo-hi` or `cp` in hex, separated by spaces (the committed form). */
export const rangesText = (ranges: readonly [number, number][]) =>
  ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join(' ');

/** Folds written as `cp=part` with the part's code points in hex joined by '.', separated by spaces. */
export const foldsText = (folds: readonly [number, string][]) =>
  folds.map(([cp, part]) => `${hex(cp)}=${[...part].map((c) => hex(c.codePointAt(0)!)).join('.')}`).join(' ');
