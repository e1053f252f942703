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
