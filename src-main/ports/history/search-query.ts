import type { PaymentSearch } from '../../../src-shared/ipc/channels/history';
import { electronicIban, ibanLength } from '../../../src-shared/payments/iban';
import { amountToMilli } from './rows';
import {
  afterPrefix,
  REFERENCE_COLUMNS,
  startCondition,
  startsRead,
  startTermOf,
  type StartRange,
} from './short-terms';

/** What a search filters on; paging and sort are separate so export can reuse the filter. */
export type PaymentFilter = Omit<PaymentSearch, 'after' | 'limit' | 'sort' | 'descending'>;

/** What the query builder asks the database before it writes the query. */
export interface FilterLookups {
  /** How many payments hold this trigram, counted up to `limit` (enough to pick the rarest). */
  trigramCount(trigram: string, limit: number): number;
  /** Whether at most `limit` payments have an amount in this range (read from the amount index). */
  amountRangeHasAtMost(minMilli: number, maxMilli: number, limit: number): boolean;
  /** Whether at most `limit` payments have an account starting with `prefix` (read from the account index). */
  accountPrefixHasAtMost(prefix: string, limit: number): boolean;
  /**
   * How many payments each range holds, added up and counted up to just past `limit` (each range
   * read from its own index: a term no value starts with costs a few index reads).
   */
  startRangesCount(ranges: readonly StartRange[], limit: number): number;
  /**
   * The id of the first payment recorded at or after this ISO date or time, or undefined when ids
   * do not follow recording time in this database (then created_at alone filters, by its index).
   */
  firstIdFrom(iso: string): number | undefined;
}

export interface FilterSql {
  /** A WITH clause the query starts with, or ''. */
  with: string;
  /** FROM clause naming payments as `p`; starts from the text index when one is used. */
  from: string;
  where: string;
  params: unknown[];
  /** The expression for the payment id: the text index's rowid when it drives, so it streams in order. */
  idColumn: string;
  /** Whether a text filter drives the query from the text index. */
  textDriven: boolean;
  /**
   * Whether the query starts from matches an index lists by id (text, or a short term's start
   * ranges): their ids are best read once, and the page picked from them when they are few.
   */
  idsFirst: boolean;
  /**
   * Whether a date range (from/to) is the only filter an index can serve: no text, state, bulk,
   * narrow amount range or IBAN start. On a database flagged out of order that range is read from
   * the created_at index, in its (created_at, id) order; any other search keeps its index's id order.
   */
  dateRangeDriven: boolean;
  /**
   * At least this many payments match, known from the indexes without reading them (a common
   * short term alone): a count would only walk the history to say "more than".
   */
  knownAtLeast?: number;
  /**
   * The text index query alone, when it is the whole filter (a 2- or 3-character text and nothing
   * else): its matches are the answer, so counting them needs no payment row.
   */
  textOnly?: { match: string };
}

/**
 * How text matches are read. `stream`: in id order straight from the text index, so a page of a
 * common name stops after 100 matches. `collect`: every match first, in the index's natural
 * (ascending) order, then sorted; for a search known to have few matches, because reading the
 * index backwards costs more than sorting a thousand ids.
 */
export type TextOrder = 'stream' | 'collect';

/** Below this many payments in an amount range, read the range from its index and sort it; above, walk in date order. */
export const NARROW_AMOUNT_RANGE = 2_000;

/** Below this many payments whose IBAN starts with the typed one, read them from the account index and sort them. */
export const NARROW_ACCOUNT_PREFIX = 2_000;

/**
 * An IBAN search typed as the start of an IBAN (country code and check digits, then any part):
 * it matches the IBANs that start with it, never the same characters inside another IBAN.
 */
export const IBAN_START = /^[A-Z]{2}[0-9]{2}/;

/**
 * Whether a compacted IBAN search is read as the start of an IBAN: it looks like one, its first two
 * letters are a country that has IBANs, and it is no longer than that country's IBANs. "BK60 1613"
 * (from the middle of GB29 NWBK 6016…) is not: BK is no country.
 */
export function isIbanStart(iban: string): boolean {
  if (!IBAN_START.test(iban)) return false;
  const length = ibanLength(iban.slice(0, 2));
  return length !== undefined && iban.length <= length;
}

/**
 * The main search's text, the same rule for both history engines: an IBAN typed or pasted in groups
 * ("DE42 1007 0000 6420 6423 01") is looked for as payments hold it (no spaces); any other text as typed.
 */
export function mainSearchText(text: string): string {
  const typed = text.trim();
  if (!/[\s-]/u.test(typed)) return typed;
  const compact = electronicIban(typed);
  return compact.length >= 8 && isIbanStart(compact) ? compact : typed;
}

/** A whole IBAN (its country's full length): found only as itself, so "contains" would add nothing. */
export const isWholeIban = (iban: string) => iban.length === ibanLength(iban.slice(0, 2));

/** A text search reads the payments holding its rarest trigrams, at most this many of them. */
const TRIGRAMS_READ = 3;
/** Trigram counts stop here: past it a trigram is common, and which common one is read matters little. */
const TRIGRAM_COUNT_LIMIT = 100;

/** The distinct 3-character pieces of a (lower-cased) text, by code point as the trigram tokenizer cuts them. */
function trigramsOf(text: string): string[] {
  const chars = [...text];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  return [...trigrams];
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Builds the FROM and WHERE of a payment search so each kind of filter is served by an index:
 * - "contains" text (payee, IBAN, reference, any): 3+ characters read the payments holding the
 *   text's rarest trigrams from the text index, then check the whole text on those.
 * - a short term (SHORT_TERM_CHARS) matches the START of a payee's name, an IBAN or the first
 *   reference, and a creditor reference's shape (RF18 5390…) the start of the first reference,
 *   as on the team server (startTermOf): index ranges of those columns (startRanges), read and sorted
 *   when they hold at most NARROW_START payments, else checked while walking the date order.
 *   With text, the query starts from the index's matches, which come in id (= date) order.
 * - date range: the id range it covers, found by a binary search over ids (ids follow created_at);
 * - state: the state index, in id order within a state;
 * - amount range: its index when the range is narrow, else walked in date order;
 * - bulk: the (bulk_id, position) index.
 */
export function buildFilter(filter: PaymentFilter, lookups: FilterLookups, textOrder: TextOrder = 'stream'): FilterSql {
  const sql: Conditions = { where: [], params: [] };
  const text = textConditions(filter, lookups, sql);
  const textDriven = text.match.length > 0;
  const accountIndex = text.accountIndex && !textDriven;
  const startDriven = textDriven || accountIndex ? undefined : text.startDriven;
  const id = textDriven && textOrder === 'stream' ? 'payments_text.rowid' : 'p.id';
  const amountIndex = amountCondition(filter, lookups, sql, !textDriven && !startDriven);
  dateConditions(filter, lookups, sql, id);
  if (filter.states?.length) {
    sql.where.push(`p.state IN (${filter.states.map(() => '?').join(', ')})`);
    sql.params.push(...filter.states);
  }
  if (filter.bulkId) {
    sql.where.push('p.bulk_id = ?');
    sql.params.push(filter.bulkId);
  }
  const match = text.match.join(' AND ');
  const textOnly = textDriven && sql.where.length === 0 ? { match } : undefined;
  const start = startOf(sql, textDriven ? { match, textOrder } : undefined, accountIndex, startDriven);
  // Alone, a common term's count is known from the indexes (past the cap, no walk needed).
  const alone = sql.where.length === 1 && !textDriven;
  return {
    ...start,
    where: sql.where.length ? `WHERE ${sql.where.join(' AND ')}` : '',
    params: sql.params,
    idColumn: id,
    textDriven,
    idsFirst: textDriven || startDriven !== undefined,
    dateRangeDriven:
      Boolean(filter.from || filter.to) &&
      !textDriven &&
      !accountIndex &&
      !amountIndex &&
      !startDriven &&
      !filter.states?.length &&
      !filter.bulkId,
    ...(textOnly ? { textOnly } : {}),
    ...(alone && text.knownAtLeast !== undefined ? { knownAtLeast: text.knownAtLeast } : {}),
  };
}

/** The conditions of a search as they are built: WHERE terms and their parameters, in order. */
interface Conditions {
  where: string[];
  params: unknown[];
}

/** What the text filters found: the text index query's parts, and what else may drive the query. */
interface TextFilter {
  match: string[];
  /** A narrow short term's ranges, read from their indexes when nothing else drives. */
  startDriven?: { ranges: StartRange[] };
  knownAtLeast?: number;
  /** The IBAN's start is read from the account index (narrow). */
  accountIndex: boolean;
}

/** The text filters (main search, payee, IBAN, reference) as text-index matches and conditions. */
function textConditions(filter: PaymentFilter, lookups: FilterLookups, sql: Conditions): TextFilter {
  const text: TextFilter = { match: [], accountIndex: false };
  const contains = (ftsColumn: string | null, value: string | undefined, sqlColumns: string[]) =>
    containsCondition({ ftsColumn, value, sqlColumns }, lookups, sql, text);
  contains(null, filter.text && mainSearchText(filter.text), [
    'p.payee_name',
    'p.account_identifier',
    ...REFERENCE_COLUMNS,
  ]);
  contains('payee_name', filter.payee, ['p.payee_name']);
  // Normalised as a file's IBAN cell is (spaces of any kind, dashes, case), so a pasted one matches.
  const iban = filter.iban && electronicIban(filter.iban.trim());
  // The start of an IBAN: the account index holds the IBANs in order, so a full IBAN or its first
  // groups are a range of it (a few reads); a prefix held by thousands (a country) streams from
  // the trigram index in date order instead, each candidate checked against the prefix. When no
  // IBAN starts with it, the text was typed from the middle after all and is found anywhere (a
  // whole IBAN excepted: it could only be inside a longer one, and the account index answers at once).
  if (iban && isIbanStart(iban) && (isWholeIban(iban) || !lookups.accountPrefixHasAtMost(iban, 0))) {
    text.accountIndex = lookups.accountPrefixHasAtMost(iban, NARROW_ACCOUNT_PREFIX);
    if (!text.accountIndex) contains('account_identifier', iban, []);
    sql.where.push(`${text.accountIndex ? '' : '+'}p.account_identifier >= ? AND p.account_identifier < ?`);
    sql.params.push(iban, afterPrefix(iban));
  } else contains('account_identifier', iban, ['p.account_identifier']);
  contains('reference', filter.reference, REFERENCE_COLUMNS);
  return text;
}

/**
 * "Contains" text: 3+ characters read the payments holding the text's rarest trigrams from the
 * text index, then check the whole text on those; a shorter term or a creditor reference's shape
 * matches the start (startTermOf, short-terms.ts).
 */
function containsCondition(
  term: { ftsColumn: string | null; value: string | undefined; sqlColumns: string[] },
  lookups: FilterLookups,
  sql: Conditions,
  text: TextFilter,
): void {
  const value = term.value?.trim();
  if (!value) return;
  const startTerm = startTermOf(value, term.sqlColumns);
  if (startTerm) {
    const start = startCondition(
      startTerm,
      term.sqlColumns,
      lookups.startRangesCount.bind(lookups),
      !!text.startDriven,
    );
    if (start.narrow) text.startDriven = { ranges: start.ranges };
    else text.knownAtLeast = start.knownAtLeast;
    sql.where.push(start.sql);
    sql.params.push(...start.params);
    return;
  }
  const folded = value.toLowerCase();
  const scope = term.ftsColumn ? `{${term.ftsColumn}} : ` : '';
  text.match.push(`${scope}(${rarestTrigrams(folded, lookups).map(quoted).join(' AND ')})`);
  if ([...value].length > 3 && term.sqlColumns.length) {
    sql.where.push(`(${term.sqlColumns.map((c) => `history_contains(${c}, ?)`).join(' OR ')})`);
    for (let i = 0; i < term.sqlColumns.length; i++) sql.params.push(folded);
  }
}

/**
 * The rarest trigrams of a (lower-cased) text. A trigram phrase makes SQLite decode the positions
 * of every trigram, common ones included ("Invoice", "000" in IBANs): 100 ms at a million rows.
 * Reading only the payments that hold the rarest trigrams, then checking the whole text on them,
 * costs under a millisecond. Among trigrams equally common (past the count limit), the last ones:
 * the part typed last usually tells payments apart (the invoice number, an IBAN's account digits).
 */
function rarestTrigrams(folded: string, lookups: FilterLookups): string[] {
  return trigramsOf(folded)
    .map((trigram, at) => ({ trigram, at, count: lookups.trigramCount(trigram, TRIGRAM_COUNT_LIMIT) }))
    .sort((a, b) => a.count - b.count || b.at - a.at)
    .slice(0, TRIGRAMS_READ)
    .map((t) => t.trigram);
}

/**
 * An amount range; a unary + keeps SQLite off the amount index when the range is wide: walking the
 * date order then fills a page after a few rows, where reading and sorting the range would touch
 * most rows. Whether the amount index drives.
 */
function amountCondition(filter: PaymentFilter, lookups: FilterLookups, sql: Conditions, mayDrive: boolean): boolean {
  if (filter.amountMin === undefined && filter.amountMax === undefined) return false;
  const min = filter.amountMin === undefined ? Number.MIN_SAFE_INTEGER : amountToMilli(filter.amountMin);
  const max = filter.amountMax === undefined ? Number.MAX_SAFE_INTEGER : amountToMilli(filter.amountMax);
  const amountIndex = mayDrive && lookups.amountRangeHasAtMost(min, max, NARROW_AMOUNT_RANGE);
  sql.where.push(`${amountIndex ? '' : '+'}p.amount_milli BETWEEN ? AND ?`);
  sql.params.push(min, max);
  return amountIndex;
}

/** A date range: the id range it covers (ids follow created_at), and created_at itself. */
function dateConditions(filter: PaymentFilter, lookups: FilterLookups, sql: Conditions, id: string): void {
  if (filter.from) {
    const firstId = lookups.firstIdFrom(filter.from);
    if (firstId !== undefined) {
      sql.where.push(`${id} >= ?`);
      sql.params.push(firstId);
    }
    sql.where.push('p.created_at >= ?');
    sql.params.push(filter.from);
  }
  if (filter.to) {
    const end = nextDay(filter.to);
    const endId = lookups.firstIdFrom(end);
    if (endId !== undefined) {
      sql.where.push(`${id} < ?`);
      sql.params.push(endId);
    }
    sql.where.push('p.created_at < ?');
    sql.params.push(end);
  }
}

/** Where the query starts (WITH and FROM): the text index, the account index, a short term's ranges or the payments. */
function startOf(
  sql: Conditions,
  text: { match: string; textOrder: TextOrder } | undefined,
  accountIndex: boolean,
  startDriven: { ranges: StartRange[] } | undefined,
): { with: string; from: string } {
  if (text?.textOrder === 'stream') {
    sql.where.unshift('payments_text MATCH ?');
    sql.params.unshift(text.match);
    return { with: '', from: 'payments_text CROSS JOIN payments p ON p.id = payments_text.rowid' };
  }
  if (text) {
    sql.params.unshift(text.match);
    return {
      with: 'WITH matches AS MATERIALIZED (SELECT rowid AS id FROM payments_text WHERE payments_text MATCH ?)',
      from: 'matches CROSS JOIN payments p ON p.id = matches.id',
    };
  }
  if (startDriven) {
    const read = startsRead(startDriven.ranges);
    sql.params.unshift(...read.params);
    return { with: read.with, from: read.from };
  }
  return { with: '', from: accountIndex ? 'payments p INDEXED BY payments_account' : 'payments p' };
}

/** Where a page ends: the last row's sort key and id, passed back to get the next page. */
export type Cursor = [key: string | number | null, id: number];

const SORT_KEYS: Record<PaymentSearch['sort'], string | null> = {
  // Ids are given in recording order and created_at never goes backwards: id order is date order.
  date: null,
  amount: 'p.amount_milli',
  payee: 'p.payee_name COLLATE NOCASE',
  state: 'p.state',
};

/**
 * The date order's key where ids do not follow created_at (a database flagged by migration 010):
 * `(created_at, id)`, the order of the created_at index that migration kept, so a date range is
 * read from that index a page at a time instead of walking every id and testing its time.
 */
export const DATE_KEY_OUT_OF_ORDER = 'p.created_at';

/**
 * The ORDER BY of a sort, and the condition that starts a page after `cursor` (keyset paging).
 * `dateKey` is the date order's key: none (id order) where ids follow time, else `DATE_KEY_OUT_OF_ORDER`.
 */
export function pageOrder(
  sort: PaymentSearch['sort'],
  descending: boolean,
  idColumn: string,
  cursor?: Cursor,
  dateKey: string | null = null,
): { order: string; after: string; params: unknown[] } {
  const key = sort === 'date' ? dateKey : SORT_KEYS[sort];
  const direction = descending ? 'DESC' : 'ASC';
  const comparison = descending ? '<' : '>';
  const order = `ORDER BY ${key ? `${key} ${direction}, ` : ''}${idColumn} ${direction}`;
  if (!cursor) return { order, after: '', params: [] };
  if (!key) return { order, after: `${idColumn} ${comparison} ?`, params: [cursor[1]] };
  return {
    order,
    after: `(${key} ${comparison} ? OR (${key} = ? AND ${idColumn} ${comparison} ?))`,
    params: [cursor[0], cursor[0], cursor[1]],
  };
}
