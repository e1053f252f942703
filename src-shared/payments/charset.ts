// The SEPA basic Latin character set (EPC guidance): banks may replace or reject anything else.
const SEPA_CHAR = /[A-Za-z0-9/\-?:().,'+ ]/;
const ALL_SEPA = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** The distinct characters of `text` outside the SEPA set, in order of appearance. */
export function nonSepaCharacters(text: string): string[] {
  if (ALL_SEPA.test(text)) return []; // the common case, without a per-character scan
  const found = new Set<string>();
  for (const ch of text) if (!SEPA_CHAR.test(ch)) found.add(ch);
  return [...found];
}

// Letters that do not decompose into a base letter and a mark.
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
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  '"': "'",
  _: '-',
};

/**
 * The text as the SEPA character set can carry it: accents dropped (Jürgen → Jurgen), a few
 * letters spelled out (ß → ss), anything else as `.`; shown so the user sees what may arrive.
 */
export function transliterateToSepa(text: string): string {
  let out = '';
  for (const ch of text) {
    if (SEPA_CHAR.test(ch)) out += ch;
    else if (SPELLED[ch] !== undefined) out += SPELLED[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base !== ch && ALL_SEPA.test(base) ? base : '.';
    }
  }
  return out;
}
