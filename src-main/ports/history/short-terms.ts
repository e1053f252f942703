// The start terms of a payment search (startTermOf): a short term (1–2 characters) matches the START
// of a payee's name, an IBAN or the first reference present, and a term shaped like a creditor
// reference the start of the first reference present; read as index ranges of those columns in
// every case form the column's collation needs (search-query.ts's buildFilter decides when a range
// drives the query).

/** The end of the account-index range of IBANs starting with a prefix (past every character). */
export const afterPrefix = (prefix: string) => `${prefix}\u{10ffff}`;

export const REFERENCE_COLUMNS = ['p.unstructured_reference', 'p.structured_reference', 'p.end_to_end_id'];

/**
 * Below this many characters a term matches the start of a payee's name, an IBAN or the references
 * (their text in the text index: the first one present), not anywhere in them. The same rule as
 * the team history (team-history-search.ts): "contains" would read most of a large history.
 */
export const SHORT_TERM_CHARS = 3;

/** Whether a term is short (SHORT_TERM_CHARS): matched as the start of every column searched. */
export const isShortTerm = (term: string) => [...term].length < SHORT_TERM_CHARS;

/**
 * A creditor reference's shape (ISO 11649: RF, two digits, 1–21 letters or digits), checked on the
 * term with its spaces out and BEFORE upper-casing: ASCII letters in any case only, so "ß", "ſ" or
 * "ı" (capitals "SS", "S", "I") never make a term one. No `u` flag: with it `/i` folds "ſ" to "s".
 */
const CREDITOR_REFERENCE_SHAPE = /^rf\d{2}[a-z0-9]{1,21}$/i;

/**
 * A term shaped like an ISO 11649 creditor reference (CREDITOR_REFERENCE_SHAPE; spaces and case
 * aside) in its electronic form, as Bulkpay records a structured one (compactReference: no spaces,
 * capitals), or undefined. The shape only, not the check digits: a clerk also looks for a
 * reference typed with a wrong check.
 */
export function creditorReferenceTerm(term: string): string | undefined {
  const compact = term.replace(/\s+/g, '');
  return CREDITOR_REFERENCE_SHAPE.test(compact) ? compact.toUpperCase() : undefined;
}

/** What a term matched as a start is looked for as: its forms, and whether in the references alone. */
export interface StartTerm {
  /** Each form the value may start with (case aside): a creditor reference's electronic form, then as typed. */
  forms: string[];
  /** Only the references' start is read (a creditor reference), not each column searched. */
  referencesOnly: boolean;
}

/**
 * Whether a term searched in `columns` is matched as the START of a value rather than anywhere in
 * it, the one rule of both histories, and as what: a short term in every column searched
 * ("contains" would read most of a large history); a creditor reference's shape
 * (creditorReferenceTerm), where the columns hold the references (REFERENCE_COLUMNS), in the first
 * reference present, in its electronic form or as typed. A payment holds at most one of a
 * structured reference and a message (row-rules.ts, "reference_both"), so its structured reference
 * is its first reference present, and Bulkpay records a structured RF compact and in capitals: a
 * structured reference is found however it is spaced or cased; a message starting with an RF is
 * found when typed as it is written (case aside). The references' start index (SQLite 016, team
 * schema 12) finds them from the first keystroke past "RFkk" to the whole reference, without
 * reading every payment holding "000" as the trigram index does.
 */
export function startTermOf(term: string, columns: readonly string[]): StartTerm | undefined {
  if (isShortTerm(term)) return { forms: [term], referencesOnly: false };
  const readsReferences = columns.some((c) => REFERENCE_COLUMNS.includes(c));
  const reference = readsReferences ? creditorReferenceTerm(term) : undefined;
  if (!reference) return undefined;
  return { forms: term.toUpperCase() === reference ? [reference] : [reference, term], referencesOnly: true };
}

/** The start of the references' text (as the text index holds it): the first reference present. */
export const FIRST_REFERENCE = `coalesce(${REFERENCE_COLUMNS.join(', ')})`;

/**
 * One index range of a start term (startTermOf): the values of `column` (an indexed expression) from
 * `low` up to, not including, `high`, compared with the column's index collation.
 */
export interface StartRange {
  column: string;
  low: string;
  high: string;
}

/**
 * The start columns a start term reads, each an indexed expression: payee names
 * (payments_payee, NOCASE), account identifiers (payments_account, in binary order: IBANs are held
 * in capitals, any other identifier as it came, so each case is asked) and the first reference
 * present (payments_reference_start, migration 016, NOCASE).
 */
const START_COLUMNS: Record<string, { indexed: string; formsOf: (term: string) => string[] }> = {
  'p.payee_name': { indexed: 'p.payee_name COLLATE NOCASE', formsOf: (t) => nocaseForms(t) },
  'p.account_identifier': { indexed: 'p.account_identifier', formsOf: (t) => everyCaseForm(t) },
  [FIRST_REFERENCE]: { indexed: `${FIRST_REFERENCE} COLLATE NOCASE`, formsOf: (t) => nocaseForms(t) },
};

/** Every form of a term from the given forms of each of its characters, in order. */
const formsBy = (term: string, cases: (char: string) => string[]) =>
  [...term].reduce<string[]>((forms, char) => forms.flatMap((f) => cases(char).map((c) => f + c)), ['']);

/** Every form of a start term a NOCASE range must name: each character in each of its cases. */
const nocaseForms = (term: string) => formsBy(term, nocaseCases);

/**
 * Every form of a short term a binary-ordered column must be asked in to find it in any case
 * (capitals first: an IBAN's): each character as its capital and its small letter, where each is
 * one character ("ß" stays "ß"). A term of 1–2 characters has at most four forms.
 */
export const everyCaseForm = (term: string) =>
  formsBy(term, (char) =>
    [...new Set([char.toUpperCase(), char.toLowerCase(), char])].filter((c) => [...c].length === 1),
  );

/**
 * The forms of a character a NOCASE range must name to find it in any case: NOCASE folds ASCII
 * letters only, so another letter is also asked for in capitals (when its capital is one character
 * that folds back to it: "ö" and "Ö", but "ß" alone, as lower() on the team server sees it).
 */
function nocaseCases(char: string): string[] {
  const lower = char.toLowerCase();
  const upper = lower.toUpperCase();
  return /[a-z]/.test(lower) || [...upper].length !== 1 || upper.toLowerCase() !== lower || upper === lower
    ? [lower]
    : [lower, upper];
}

/** The values a start term's start is checked on: the references as one text, other columns as they are. */
export const startColumnsOf = (columns: string[]) => [
  ...columns.filter((c) => !REFERENCE_COLUMNS.includes(c)),
  ...(columns.some((c) => REFERENCE_COLUMNS.includes(c)) ? [FIRST_REFERENCE] : []),
];

/** The index ranges of the values starting with a start term, in any case, in these columns. */
export function startRanges(term: string, columns: string[]): StartRange[] {
  return startColumnsOf(columns).flatMap((c) =>
    START_COLUMNS[c]!.formsOf(term).map((low) => ({ column: START_COLUMNS[c]!.indexed, low, high: afterPrefix(low) })),
  );
}

/** A range as a condition; `walked` keeps SQLite off its index (a unary + on the column). */
export const rangeSql = (r: StartRange, walked: boolean) => {
  const column = `${walked ? '+' : ''}${r.column}`;
  return `(${column} >= ? AND ${column} < ?)`;
};

/**
 * The payments of a few start ranges, each range read from its index alone (one SELECT per range,
 * so SQLite cannot prefer walking the whole date order), then joined to their rows.
 */
export function startsRead(ranges: StartRange[]): { with: string; from: string; params: unknown[] } {
  const each = ranges.map((r) => `SELECT p.id FROM payments p WHERE ${rangeSql(r, false)}`);
  return {
    with: `WITH starts AS MATERIALIZED (${each.join(' UNION ')})`,
    from: 'starts CROSS JOIN payments p ON p.id = starts.id',
    params: ranges.flatMap((r) => [r.low, r.high]),
  };
}

/**
 * Below this many payments starting with a start term, they are read from the start indexes
 * and sorted; above, the date order is walked (a page fills within a few thousand payments).
 */
export const NARROW_START = 20_000;

/** How a term matched as a start filters: its ranges as a condition, and whether they may drive the query. */
export interface StartCondition {
  ranges: StartRange[];
  sql: string;
  params: unknown[];
  /** At most NARROW_START payments start with it (and no other start term drives): read them from the ranges. */
  narrow: boolean;
  /** At least this many payments start with it, when it is not narrow. */
  knownAtLeast?: number;
}

/**
 * A term matched as a start (startTermOf): the payments starting with it, counted from the start
 * indexes first. None or a few are read from those indexes and sorted (narrow: a term no value
 * starts with is a few empty index reads), unless another such term already drives; many fill a
 * page within a few thousand payments of the date order, each checked against the ranges (kept
 * off their indexes).
 */
export function startCondition(
  term: StartTerm,
  columns: string[],
  countRanges: (ranges: readonly StartRange[], limit: number) => number,
  anotherDrives: boolean,
): StartCondition {
  const read = term.referencesOnly ? REFERENCE_COLUMNS : columns;
  const ranges = term.forms.flatMap((form) => startRanges(form, read));
  const found = countRanges(ranges, NARROW_START);
  const narrow = found <= NARROW_START && !anotherDrives;
  return {
    ranges,
    sql: `(${ranges.map((r) => rangeSql(r, !narrow)).join(' OR ')})`,
    params: ranges.flatMap((r) => [r.low, r.high]),
    narrow,
    // A payment is in at most one range per column (a term's forms differ where one has a space):
    // the columns' count bounds the overlap.
    ...(narrow ? {} : { knownAtLeast: Math.floor(found / startColumnsOf(read).length) }),
  };
}
