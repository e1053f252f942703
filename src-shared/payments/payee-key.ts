// How one payee is identified (docs/payee-book.md): its ERP payee id, else its name normalised.
// A review keys every row of a file (100,000 of them), and Unicode-property regexes over each
// whole name were a large part of the payee checks' cost: names of plain ASCII words are keyed by
// lower case, other names written in Latin letters (nearly all the rest) character by character from
// a table built once by the same rule.

const MARKS = /\p{M}/gu;
const FORMAT = /\p{Cf}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const SPACES = / +/g;

/** The rule itself, without trimming: compatibility forms folded, marks and format characters dropped, lower case, runs of non-letters as one space. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(MARKS, '').replace(FORMAT, '').toLowerCase().replace(NOT_WORD, ' ');

/** Below this code unit every character folds on its own (no context: the final-sigma rule is Greek). */
const TABLE_END = 0x250;
/** Each character's part of a key, by the rule above (Latin-1 and Latin Extended-A/B: ä, ß, ø, ł, ș…). */
const PART = Array.from({ length: TABLE_END }, (_, code) => folded(String.fromCharCode(code)));

/** A name of ASCII letters and digits in words one space apart: its key is the name in lower case. */
const PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** The normalised name: accents, case, punctuation and spacing ignored ("Müller, GmbH" is "muller gmbh"). */
function nameKey(name: string): string {
  if (PLAIN.test(name)) return name.toLowerCase();
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= TABLE_END) return folded(name).trim();
    out += PART[code]!;
  }
  return out.replace(SPACES, ' ').trim();
}

/**
 * How one payee is identified: its ERP payee id when the file has one, else its name normalised
 * (compatibility forms folded, so "Ａｃｍｅ" is Acme; accents, case, punctuation and spacing ignored).
 */
export function payeeKey(name: string, payeeId?: string | null): string {
  const id = payeeId?.trim();
  if (id) return `id:${id}`;
  return `name:${nameKey(name)}`;
}

/** The key by the rule alone (no table): what `payeeKey` must equal, for its tests. */
export const payeeKeyByRule = (name: string) => `name:${folded(name).trim()}`;
