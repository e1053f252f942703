// The payment search of the team history on PostgreSQL (PgHistoryRepository.searchPayments).
import { electronicIban } from '../../../src-shared/payments/iban';
import type pg from 'pg';
import type { PaymentPage, PaymentSearch } from '../../../src-shared/ipc/channels/history';
import { COUNT_LIMIT, decodeCursor, encodeCursor, InvalidCursorError, SORT_KEY_OF } from '../sqlite/history-reader';
import { amountToMilli, type PaymentDbRow } from '../../ports/history/rows';
import { isIbanStart, isWholeIban, mainSearchText, type PaymentFilter } from '../../ports/history/search-query';
import {
  everyCaseForm,
  FIRST_REFERENCE,
  isShortTerm,
  REFERENCE_COLUMNS,
  startTermOf,
} from '../../ports/history/short-terms';
import { paymentPageSelect, paymentRow } from './team-history-sql';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeContains = (text: string) => `%${escapeLike(text)}%`;

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

// "Date" is when the payment was recorded (kept from the desktop by import-history), not the order
// rows reached this server: a January payment copied in March still sorts in January.
//
// Payee order is SQLite's `COLLATE NOCASE`: ASCII letters folded, then code point order, whatever
// the server's collation (under "C", lower() folds ASCII only and text sorts by code point).
const SORT_SQL: Record<PaymentSearch['sort'], string> = {
  date: 'p.created_at',
  amount: 'p.amount_milli',
  payee: 'lower(p.payee_name COLLATE "C")',
  state: 'p.state',
};

// A short term, and a creditor reference's shape where references are searched (startTermOf, the
// same rule as SQLite's), match the start of a field, not anywhere in it: trigram indexes serve
// "contains" from three characters on, and a shorter term would read every payment of the
// history; a long reference's common trigrams ("000") each hold millions. "Starts with" is a
// range of a pattern-order b-tree index (team schema 12).
const likeStart = (text: string) => `${escapeLike(text)}%`;

// The fields a short term matches the start of, each with its pattern-order index; IBANs are
// stored in capitals, any other account identifier as it came (so each case is asked).
const PAYEE_START = 'lower(p.payee_name)';
const ACCOUNT_START = 'p.account_identifier';
const REFERENCE_START = 'p.reference_text';
// reference_text joins the three references with a space each, an absent one as '': the first
// reference present starts after 0, 1 or 2 spaces (as SQLite's text index skips absent ones).
const REFERENCE_LEADS = ['', ' ', '  '];
// A form with a space could run on from the first reference present into the next one in
// reference_text ('rf18 5390': structured 'RF18', then an end-to-end id '5390…'), so it is checked
// again on the first reference present itself, as SQLite reads it (the index range still serves).
const FIRST_REFERENCE_TEXT = `lower(${FIRST_REFERENCE})`;

/** A search's WHERE, and whether it holds a "contains" (trigram) condition, which no b-tree range serves. */
interface Filter {
  where: string;
  anywhere: boolean;
}

/**
 * The WHERE of a payment search on PostgreSQL: "contains" filters are LIKE on lower-cased
 * columns, which the pg_trgm GIN indexes serve from 3 characters on; a term of 1–2 characters
 * matches the start of a payee's name, an IBAN or a reference, and a creditor reference's shape
 * the start of the first reference (startTermOf); the rest use
 * b-tree indexes. Otherwise the same filters and meaning as the SQLite search (search-query.ts).
 */
function filterSql(filter: PaymentFilter, params: unknown[], found: SearchProbes): Filter {
  const where: string[] = [];
  let anywhere = false;
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // `texts`: each form of the term (lower-cased), any of which the field may start with.
  const starts = (texts: string[], columns: string[]) => {
    const patterns = new Map<string, string>();
    const pattern = (t: string) => patterns.get(t) ?? patterns.set(t, add(likeStart(t))).get(t)!;
    const referenceStarts = (text: string) => {
      const leads = REFERENCE_LEADS.map((lead) => `${REFERENCE_START} LIKE ${pattern(lead + text)}`);
      return text.includes(' ')
        ? [`((${leads.join(' OR ')}) AND ${FIRST_REFERENCE_TEXT} LIKE ${pattern(text)})`]
        : leads;
    };
    const each = texts.flatMap((text) =>
      columns.flatMap((c) =>
        c === ACCOUNT_START
          ? everyCaseForm(text).map((form) => `${c} LIKE ${pattern(form)}`)
          : c === REFERENCE_START
            ? referenceStarts(text)
            : [`${c} LIKE ${pattern(text)}`],
      ),
    );
    where.push(each.length > 1 ? `(${each.join(' OR ')})` : each[0]!);
  };
  // `index` is the columns joined by spaces (trigram-indexed). A text without a space can only
  // match inside one column, so the indexed condition alone is the whole test, and the planner
  // estimates it from the column's statistics. A text with a space could span two columns
  // ("berg de89"), so each column is then matched on its own as well, as on SQLite.
  const contains = (index: string, columns: string[], value: string | undefined, short: string[]) => {
    const text = value?.trim().toLowerCase();
    if (!text) return;
    const start = startTermOf(text, columns);
    if (start)
      return starts(
        start.forms.map((f) => f.toLowerCase()),
        start.referencesOnly ? [REFERENCE_START] : short,
      );
    const like = add(likeContains(text));
    anywhere = true;
    const each = columns.map((c) => `lower(coalesce(${c}, '')) LIKE ${like}`);
    where.push(
      columns.length > 1 && text.includes(' ')
        ? `${index} LIKE ${like} AND (${each.join(' OR ')})`
        : `${index} LIKE ${like}`,
    );
  };
  contains(
    'p.search_text',
    ['p.payee_name', 'p.account_identifier', ...REFERENCE_COLUMNS],
    filter.text && mainSearchText(filter.text),
    [PAYEE_START, ACCOUNT_START, REFERENCE_START],
  );
  // The payee's names found among the distinct names (readPayeeNames): their payments are an
  // equality of the payee's pattern-order index, the same payments as "contains" on each one.
  if (found.payeeNames) where.push(`${PAYEE_START} = ANY(${add(found.payeeNames)}::text[])`);
  else contains('lower(p.payee_name)', ['p.payee_name'], filter.payee, [PAYEE_START]);
  const iban = searchedIban(filter);
  if (iban && isShortTerm(iban)) starts([iban], [ACCOUNT_START]);
  // The start of an IBAN (readIbanAsStart): a range of the account's pattern-order index.
  else if (iban && found.ibanAsStart) where.push(`${ACCOUNT_START} LIKE ${add(likeStart(iban))}`);
  else if (iban) {
    anywhere = true;
    where.push(`p.account_identifier ILIKE ${add(likeContains(iban))}`);
  }
  contains('p.reference_text', REFERENCE_COLUMNS, filter.reference, [REFERENCE_START]);
  if (filter.amountMin !== undefined) where.push(`p.amount_milli >= ${add(amountToMilli(filter.amountMin))}`);
  if (filter.amountMax !== undefined) where.push(`p.amount_milli <= ${add(amountToMilli(filter.amountMax))}`);
  if (filter.from) where.push(`p.created_at >= ${add(`${filter.from}T00:00:00Z`)}::timestamptz`);
  if (filter.to) where.push(`p.created_at < ${add(`${nextDay(filter.to)}T00:00:00Z`)}::timestamptz`);
  // One state is an equality, so the (state, created_at, id) index serves it in date order (team
  // schema 16); an array, even of one, is not read as an ordered range.
  if (filter.states?.length === 1) where.push(`p.state = ${add(filter.states[0])}`);
  else if (filter.states?.length) where.push(`p.state = ANY(${add(filter.states)}::text[])`);
  if (filter.bulkId) where.push(`p.bulk_id = ${add(filter.bulkId)}`);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', anywhere };
}

/** The IBAN searched for, as payments hold it (spaces and dashes out, capitals). */
const searchedIban = (filter: PaymentFilter) => filter.iban?.trim() && electronicIban(filter.iban.trim());

/**
 * Whether the IBAN filter is read as the start of an IBAN, the same rule as on SQLite
 * (search-query.ts): it looks like an IBAN's start (country, check digits, no longer than that
 * country's IBANs) and is a whole IBAN or some payment's IBAN starts with it; else it was typed
 * from the middle and is found anywhere. One probe of the pattern-order index.
 */
export async function readIbanAsStart(pool: pg.Pool | pg.Client, filter: PaymentFilter): Promise<boolean> {
  const iban = searchedIban(filter);
  if (!iban || isShortTerm(iban) || !isIbanStart(iban)) return false;
  if (isWholeIban(iban)) return true;
  const { rowCount } = await pool.query(
    `SELECT 1 FROM bulkpay.history_payments p WHERE ${ACCOUNT_START} LIKE $1 LIMIT 1`,
    [likeStart(iban)],
  );
  return rowCount === 1;
}

/** At most this many names a payee term is looked up in; a term in more is searched as "contains". */
const PAYEE_NAMES_LIMIT = 100;

/**
 * The payee names (lower-cased, as stored in history_payee_names, team schema 19) that contain the
 * payee term, when there are at most PAYEE_NAMES_LIMIT of them: one probe of the names' trigram
 * index, a table that grows with the payees, not the payments. Undefined (search the payments'
 * own trigram index, as before) for a short term, a term in more names, a database before
 * schema 19 or one whose earlier names are still being added.
 */
export async function readPayeeNames(pool: pg.Pool | pg.Client, filter: PaymentFilter): Promise<string[] | undefined> {
  const text = filter.payee?.trim().toLowerCase();
  if (!text || isShortTerm(text) || !(await namesTableThere(pool))) return undefined;
  try {
    const { rows } = await pool.query<{ done: boolean | null; names: string[] }>(
      `SELECT (SELECT done FROM bulkpay.history_payee_names_fill) AS done,
         ARRAY(SELECT lower_name FROM bulkpay.history_payee_names WHERE lower_name LIKE $1 LIMIT $2) AS names`,
      [likeContains(text), PAYEE_NAMES_LIMIT + 1],
    );
    const { done, names } = rows[0]!;
    return done && names.length <= PAYEE_NAMES_LIMIT ? names : undefined;
  } catch (e) {
    // Gone since it was seen (a schema put back by hand): asked again next time.
    if ((e as { code?: string }).code !== UNDEFINED_TABLE) throw e;
    namesSeen.delete(pool);
    return undefined;
  }
}

const UNDEFINED_TABLE = '42P01';

/** The connections (pools) where schema 19's names table was seen: it is never dropped after. */
const namesSeen = new WeakSet<pg.Pool | pg.Client>();

/**
 * Whether the database has schema 19's names table: learnt once per pool where it is; where it is
 * not (a database at 17 or 18), asked by name each time, a catalog lookup that fails no statement
 * (a query of the missing table wrote an ERROR line to the server's log per search), so a database
 * upgraded while this desktop is connected is read through its names from the next search on.
 */
async function namesTableThere(pool: pg.Pool | pg.Client): Promise<boolean> {
  if (namesSeen.has(pool)) return true;
  const { rows } = await pool.query<{ there: boolean }>(
    `SELECT to_regclass('bulkpay.history_payee_names_fill') IS NOT NULL AS there`,
  );
  if (rows[0]!.there) namesSeen.add(pool);
  return rows[0]!.there;
}

/** What a search looks up before its statements: readIbanAsStart's and readPayeeNames's answers. */
export interface SearchProbes {
  ibanAsStart?: boolean;
  payeeNames?: string[];
}

/** Both probes of a search. */
export async function readSearchProbes(pool: pg.Pool | pg.Client, search: PaymentFilter): Promise<SearchProbes> {
  return { ibanAsStart: await readIbanAsStart(pool, search), payeeNames: await readPayeeNames(pool, search) };
}

/** A statement and its parameters. */
export interface TeamSql {
  sql: string;
  params: unknown[];
}

/**
 * The two statements of a search: the capped count and the page. The page's cursor condition is a
 * row comparison, `(key, id) < ($k, $id)`, which PostgreSQL serves as a range of the (key, id)
 * index every sort has, so page 10,000 starts where page 9,999 ended instead of filtering every
 * row before it. The count stops at COUNT_LIMIT + 1 matches. Where a "contains" term is among the
 * filters it takes them in the page's own order, the same index range as the first page, so it
 * reads about as many rows whatever the history's size: without the order PostgreSQL took any
 * index holding the column and filtered it from its start ("salary" in a reference walked every
 * structured reference sorted before it, a million rows). Filters that are b-tree ranges (a short
 * term's start, an IBAN's start, a payee's names found by readPayeeNames, a state, a bulk, dates,
 * amounts) are counted in any order, so the count reads the first 1,001 entries of their range
 * from the index alone.
 * `found`: the search's probes (readSearchProbes).
 */
export function teamSearchSql(search: PaymentSearch, found: SearchProbes = {}): { count: TeamSql; page: TeamSql } {
  const cursor = search.after === undefined ? undefined : decodeCursor(search.after);
  if (search.after !== undefined && !cursor) throw new InvalidCursorError('That page position is not valid.');
  const params: unknown[] = [];
  const { where, anywhere } = filterSql(search, params, found);
  const key = SORT_SQL[search.sort];
  const direction = search.descending ? 'DESC' : 'ASC';
  const order = `ORDER BY ${key} ${direction}, p.id ${direction}`;
  const count = {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM bulkpay.history_payments p ${where} ${anywhere ? order : ''} LIMIT ${COUNT_LIMIT + 1}) m`,
    params: [...params],
  };
  const comparison = search.descending ? '<' : '>';
  const conditions = where ? [where.slice('WHERE '.length)] : [];
  if (cursor) {
    if (search.sort === 'date' && typeof cursor[0] !== 'string')
      throw new InvalidCursorError('That page position is not valid.');
    params.push(cursor[1]);
    const id = `$${params.length}`;
    params.push(
      search.sort === 'payee' && typeof cursor[0] === 'string'
        ? cursor[0].replace(/[A-Z]+/g, (c) => c.toLowerCase())
        : cursor[0],
    );
    const k = search.sort === 'date' ? `$${params.length}::timestamptz` : `$${params.length}`;
    conditions.push(`(${key}, p.id) ${comparison} (${k}, ${id}::bigint)`);
  }
  params.push(search.limit + 1);
  const picked = `${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ${order} LIMIT $${params.length}`;
  // The page's payments are picked first, then joined to their bulk and file (paymentPageSelect);
  // an amount range in date order picks its page's ids from the index alone first (idsFromIndex).
  const rows = idsFromIndex(search)
    ? `SELECT p.* FROM bulkpay.history_payments p WHERE p.id IN (SELECT p.id FROM bulkpay.history_payments p ${picked})`
    : `SELECT p.* FROM bulkpay.history_payments p ${picked}`;
  const page = { sql: `${paymentPageSelect(rows)} ${order}`, params };
  return { count, page };
}

/**
 * Whether the page's ids are picked from `(amount_milli, created_at, id)` alone (team schema 19):
 * an amount range in date order (dates too, nothing else). "Newest first within an amount range"
 * is no index range: PostgreSQL reads every match of the range and keeps the newest, and the
 * matches of a range grow with the history. Picked from the index alone, they are index entries
 * (537 at 200,000 payments: 9 pages) where the table held them on as many pages as matches (513),
 * and only the page's 51 rows are read from the table.
 */
const idsFromIndex = (s: PaymentSearch) =>
  s.sort === 'date' &&
  (s.amountMin !== undefined || s.amountMax !== undefined) &&
  !(s.text || s.payee || s.iban || s.reference || s.states?.length || s.bulkId);

/** A page of a search with keyset paging, and a count capped at COUNT_LIMIT, as on SQLite. */
export async function searchTeamPayments(pool: pg.Pool, search: PaymentSearch): Promise<PaymentPage> {
  const { count, page: pageSql } = teamSearchSql(search, await readSearchProbes(pool, search));
  const counted = (await pool.query<{ n: number }>(count.sql, count.params)).rows[0]!.n;
  const { rows } = await pool.query<PaymentDbRow>(pageSql.sql, pageSql.params);
  const page = rows.map(paymentRow);
  const more = page.length > search.limit;
  if (more) page.pop();
  const last = page.at(-1);
  return {
    rows: page,
    total: Math.min(counted, COUNT_LIMIT),
    totalIsExact: counted <= COUNT_LIMIT,
    next:
      more && last
        ? encodeCursor([search.sort === 'date' ? last.createdAt : SORT_KEY_OF[search.sort](last), last.id])
        : null,
  };
}
