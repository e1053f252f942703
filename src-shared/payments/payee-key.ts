// How one payee is identified (docs/payee-book.md): its ERP payee id, else its name normalised.
// A review keys every row of a file (100,000 of them), and Unicode-property regexes over each
// whole name were a large part of the payee checks' cost: names of plain ASCII words are keyed by
// lower case, other names written in Latin letters (nearly all the rest) character by character from
// a table built once by the same rule. A review keys each distinct name once per book (the checks keep
// it in the book's `payeesByName`): nothing here is kept from one name to the next.

const MARKS = /\p{M}/gu;
const FORMAT = /\p{Cf}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** The rule itself, without trimming: compatibility forms folded, marks and format characters dropped, lower case, runs of non-letters as one space. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(MARKS, '').replace(FORMAT, '').toLowerCase().replace(NOT_WORD, ' ');

/** Below this code unit every character folds on its own (no context: the final-sigma rule is Greek). */
const TABLE_END = 0x250;
/**
 * Each character's part of a key, by the rule above (Latin-1 and Latin Extended-A/B: ä, ß, ø, ł, ș…),
 * as code units: a part is letters and digits, or one space (a run of non-letters), or nothing (a mark).
 */
const PART: readonly (readonly number[])[] = Array.from({ length: TABLE_END }, (_, code) =>
  Array.from(folded(String.fromCharCode(code)), (ch) => ch.charCodeAt(0)),
);

const SPACE = 32;
const NAME_PREFIX = Array.from('name:', (ch) => ch.charCodeAt(0));
/** The key's code units, reused from name to name (a name longer than it goes the rule's way). */
const units = new Uint16Array(512);

/** A name of ASCII letters and digits in words one space apart: its key is the name in lower case. */
const PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * The key of a name written below U+0250, built in one pass from the table into one flat string
 * (runs of spaces as one, none at either end: what `replace(/ +/g, ' ').trim()` leaves), or
 * undefined for a name with a character beyond the table or too long for the buffer. A key built
 * character by character with `+=` is a chain of pieces the map look-up then has to flatten.
 */
function tableKey(name: string): string | undefined {
  if (name.length * 4 + NAME_PREFIX.length > units.length) return undefined;
  let n = 0;
  for (const unit of NAME_PREFIX) units[n++] = unit;
  let space = false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= TABLE_END) return undefined;
    const part = PART[code]!;
    for (let k = 0; k < part.length; k++) {
      const unit = part[k]!;
      if (unit === SPACE) space = n > NAME_PREFIX.length;
      else {
        if (space) units[n++] = SPACE;
        space = false;
        units[n++] = unit;
      }
    }
  }
  return String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
}

/** The normalised name, prefixed `name:`: accents, case, punctuation and spacing ignored ("Müller, GmbH" is "name:muller gmbh"). */
function nameKey(name: string): string {
  if (PLAIN.test(name)) return `name:${name.toLowerCase()}`;
  return tableKey(name) ?? `name:${folded(name).trim()}`;
}

/**
 * How one payee is identified: its ERP payee id when the file has one, else its name normalised
 * (compatibility forms folded, so "Ａｃｍｅ" is Acme; accents, case, punctuation and spacing ignored).
 */
export function payeeKey(name: string, payeeId?: string | null): string {
  const id = payeeId?.trim();
  if (id) return `id:${id}`;
  return nameKey(name);
}

/** The key by the rule alone (no table): what `payeeKey` must equal, for its tests. */
export const payeeKeyByRule = (name: string) => `name:${folded(name).trim()}`;
