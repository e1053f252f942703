// The payee book in SQLite (docs/payee-book.md): learns a payment once the bank says it is paid
// (not when it is sent), filled once from the paid history (migrations 012, 014), read by the checks.
import { electronicIban } from '../../../src-shared/payments/iban';
import {
  payeeKey,
  usualAmountOf,
  type PayeeAccount,
  type PayeeBookLookup,
  type PayeeTrust,
} from '../../../src-shared/payments/payee-checks';
import {
  accountOf,
  indexedWhole,
  paidStatesSql,
  payeeBookLookup,
  sliceKeys,
  type PayeeBookSlice,
  type PayeeSliceAsk,
} from '../../../src-shared/payments/payee-book-memory';
import type { PayeeEntry } from '../../ports/payee-book';
import type { Db } from './db-handle';

/** How many of a payee account's latest amounts are kept for `amount_unusual`. */
export const RECENT_AMOUNTS_KEPT = 20;

/** One payment as the book learns it. */
export interface PaidPayee {
  payeeName: string;
  accountIdentifier: string;
  amount: string;
  currency: string;
  payeeId?: string | null;
  bic?: string | null;
}

interface Tally {
  key: string;
  payeeId: string | null;
  name: string;
  iban: string;
  bic: string | null;
  first: string;
  last: string;
  count: number;
  amounts: [string, string][];
}

/** Adds payments (in time order) to tallies per payee account: newest amounts first, at most `RECENT_AMOUNTS_KEPT`. */
function tally(into: Map<string, Tally>, payments: Iterable<PaidPayee & { at: string }>): void {
  for (const p of payments) {
    const iban = electronicIban(p.accountIdentifier);
    const key = payeeKey(p.payeeName, p.payeeId);
    const id = `${key}\u0000${iban}`;
    let t = into.get(id);
    if (!t) {
      t = {
        key,
        payeeId: p.payeeId ?? null,
        name: p.payeeName,
        iban,
        bic: p.bic ?? null,
        first: p.at,
        last: p.at,
        count: 0,
        amounts: [],
      };
      into.set(id, t);
    }
    t.count++;
    t.last = p.at;
    t.name = p.payeeName;
    if (p.bic) t.bic = p.bic;
    t.amounts.unshift([p.amount, p.currency]);
    if (t.amounts.length > RECENT_AMOUNTS_KEPT) t.amounts.length = RECENT_AMOUNTS_KEPT;
  }
}

/** Writes tallies into the book: a new account is `known`; a known one adds its counts and amounts. */
function writeTallies(db: Db, tallies: Iterable<Tally>, at: string): void {
  const find = db.prepare(
    'SELECT id, first_paid_at, payment_count, recent_amounts, trust FROM payee_book WHERE payee_key = ? AND iban = ?',
  );
  const insert = db.prepare(`INSERT INTO payee_book (payee_key, payee_id, name, iban, bic, first_paid_at, last_paid_at,
    payment_count, recent_amounts, trust, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'known', ?)`);
  const update =
    db.prepare(`UPDATE payee_book SET name = ?, bic = coalesce(?, bic), first_paid_at = coalesce(first_paid_at, ?),
    last_paid_at = ?, payment_count = ?, recent_amounts = ?, trust = ?, updated_at = ? WHERE id = ?`);
  for (const t of tallies) {
    const row = find.get(t.key, t.iban) as
      { id: number; payment_count: number; recent_amounts: string; trust: PayeeTrust } | undefined;
    if (!row) {
      insert.run(t.key, t.payeeId, t.name, t.iban, t.bic, t.first, t.last, t.count, JSON.stringify(t.amounts), at);
      continue;
    }
    const amounts = [...t.amounts, ...(JSON.parse(row.recent_amounts) as [string, string][])].slice(
      0,
      RECENT_AMOUNTS_KEPT,
    );
    const trust = row.trust === 'new' ? 'known' : row.trust;
    update.run(t.name, t.bic, t.first, t.last, row.payment_count + t.count, JSON.stringify(amounts), trust, at, row.id);
  }
}

const PAID_SQL = paidStatesSql('state');

/** The book learns the paid payments of a bulk whose outcome has just been written (call inside that transaction). */
export function learnPaidPayeesOfBulk(db: Db, bulkId: string, at: string): void {
  const rows = db
    .prepare(
      `SELECT payee_name, account_identifier, amount, currency FROM payments WHERE bulk_id = ? AND ${PAID_SQL} ORDER BY position`,
    )
    .raw()
    .all(bulkId) as [string, string, string, string][];
  const tallies = new Map<string, Tally>();
  tally(
    tallies,
    rows.map(([payeeName, accountIdentifier, amount, currency]) => ({
      payeeName,
      accountIdentifier,
      amount,
      currency,
      at,
    })),
  );
  writeTallies(db, tallies.values(), at);
  refreshUsualAmounts(db, new Set([...tallies.values()].map((t) => t.key)));
}

/** Each payee's recent amounts per currency, over all its IBANs, newest account first. */
function amountsByCurrency(rows: Iterable<string>): Map<string, string[]> {
  const byCurrency = new Map<string, string[]>();
  for (const json of rows)
    for (const [amount, currency] of JSON.parse(json) as [string, string][])
      (byCurrency.get(currency) ?? byCurrency.set(currency, []).get(currency)!).push(amount);
  return byCurrency;
}

/** Works out again the usual amounts (`payee_usual_amounts`) of the given payees, or of every payee. */
export function refreshUsualAmounts(db: Db, keys?: ReadonlySet<string>): void {
  const insert = db.prepare(
    'INSERT INTO payee_usual_amounts (payee_key, currency, amounts, twice_median_milli) VALUES (?, ?, ?, ?)',
  );
  const write = (key: string, amounts: Iterable<string>) => {
    for (const [currency, list] of amountsByCurrency(amounts)) {
      const usual = usualAmountOf(list);
      insert.run(key, currency, usual.count, usual.twiceMedianMilli);
    }
  };
  if (keys) {
    const forget = db.prepare('DELETE FROM payee_usual_amounts WHERE payee_key = ?');
    const amountsOf = db.prepare('SELECT recent_amounts FROM payee_book WHERE payee_key = ?').pluck();
    for (const key of keys) {
      forget.run(key);
      write(key, amountsOf.all(key) as string[]);
    }
    return;
  }
  db.exec('DELETE FROM payee_usual_amounts');
  // Every payee in key order, its accounts together (the book's unique index is in that order).
  const rows = db.prepare('SELECT payee_key, recent_amounts FROM payee_book ORDER BY payee_key').raw().all() as [
    string,
    string,
  ][];
  for (let i = 0; i < rows.length;) {
    const key = rows[i]![0];
    const amounts: string[] = [];
    for (; i < rows.length && rows[i]![0] === key; i++) amounts.push(rows[i]![1]);
    write(key, amounts);
  }
}

/** Fills the book from every paid payment already in the history (migrations 012, 014), in one pass. */
export function backfillPayeeBook(db: Db): void {
  const rows = db
    .prepare(
      `SELECT payee_name, account_identifier, amount, currency, created_at FROM payments WHERE ${PAID_SQL} ORDER BY id`,
    )
    .raw()
    .iterate() as IterableIterator<[string, string, string, string, string]>;
  const tallies = new Map<string, Tally>();
  function* paid() {
    for (const [payeeName, accountIdentifier, amount, currency, at] of rows)
      yield { payeeName, accountIdentifier, amount, currency, at };
  }
  tally(tallies, paid());
  writeTallies(db, tallies.values(), new Date().toISOString());
}

const ENTRY_SQL = `SELECT payee_key, payee_id, name, iban, bic, first_paid_at, last_paid_at, payment_count,
  recent_amounts, trust, was_blocked, note FROM payee_book`;

type EntryRow = [
  string,
  string | null,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number,
  string,
  PayeeTrust,
  number,
  string | null,
];

const entryOf = (r: EntryRow): PayeeEntry => ({
  key: r[0],
  payeeId: r[1],
  name: r[2],
  iban: r[3],
  bic: r[4],
  firstPaidAt: r[5],
  lastPaidAt: r[6],
  paymentCount: r[7],
  recentAmounts: JSON.parse(r[8]) as [string, string][],
  trust: r[9],
  wasBlocked: r[10] === 1,
  note: r[11],
});

/** Every entry of the book, most recently paid first. */
export function payeeEntries(db: Db): PayeeEntry[] {
  return (db.prepare(`${ENTRY_SQL} ORDER BY last_paid_at DESC NULLS LAST, name`).raw().all() as EntryRow[]).map(
    entryOf,
  );
}

/** The columns of an account as the checks read it (`AccountRow`), for every query of accounts. */
const ACCOUNT_COLUMNS = 'payee_key, name, iban, trust, last_paid_at, payment_count, payee_id';
/** A row of `ACCOUNT_COLUMNS`. */
type AccountRow = [string, string, string, PayeeTrust, string | null, number, string | null];
const accountOfRow = (row: AccountRow): PayeeAccount => accountOf(...row);

/**
 * The whole book's accounts in the book's own order (`id`, the table's rowid: its scan already
 * gives that order, no sort), which decides ties among an IBAN's accounts paid at the same time.
 */
export const PAYEE_BOOK_SQL = `SELECT ${ACCOUNT_COLUMNS} FROM payee_book ORDER BY id`;

/** The book's accounts and the usual amounts kept beside them, in two queries (the whole book). */
export const readPayeeBook = (db: Db): PayeeBookLookup => readIndexedPayeeBook(db).book;

/** `readPayeeBook` with its indexes (`indexedWhole`): what the loader lays the changed part over. */
export function readIndexedPayeeBook(db: Db): ReturnType<typeof indexedWhole> {
  const rows = db.prepare(PAYEE_BOOK_SQL).raw().all() as AccountRow[];
  const usual = db
    .prepare('SELECT payee_key, currency, amounts, twice_median_milli FROM payee_usual_amounts')
    .raw()
    .all() as [string, string, number, number][];
  return indexedWhole(rows.map(accountOfRow), usual);
}

/**
 * The accounts of some payees (a JSON array of keys) and with some IBANs (another), found by the
 * book's indexes (its `(payee_key, iban)` key, `payee_book_iban`), in the book's own order, as a
 * whole read (`PAYEE_BOOK_SQL`) gives them.
 */
export const ACCOUNTS_OF_PAYEES_AND_IBANS_SQL = `SELECT ${ACCOUNT_COLUMNS} FROM payee_book
  WHERE id IN (SELECT id FROM payee_book WHERE payee_key IN (SELECT value FROM json_each(?))
  UNION SELECT id FROM payee_book WHERE iban IN (SELECT value FROM json_each(?))) ORDER BY id`;

/** Every account of these payees and every account with these IBANs, in the book's order (`ACCOUNTS_OF_PAYEES_AND_IBANS_SQL`). */
export function accountsOfPayeesAndIbans(db: Db, keys: Iterable<string>, ibans: Iterable<string>): PayeeAccount[] {
  return (
    db
      .prepare(ACCOUNTS_OF_PAYEES_AND_IBANS_SQL)
      .raw()
      .all(JSON.stringify([...keys]), JSON.stringify([...ibans])) as AccountRow[]
  ).map(accountOfRow);
}

/** An account of the book and its place in the book's order (`id`). */
export interface PlacedAccount {
  id: number;
  account: PayeeAccount;
}

/** Every account of these payees (a JSON array of keys), by the book's `(payee_key, iban)` key, in the book's order. */
export const ACCOUNTS_OF_PAYEES_SQL = `SELECT id, ${ACCOUNT_COLUMNS} FROM payee_book
  WHERE payee_key IN (SELECT value FROM json_each(?)) ORDER BY id`;

/** Every account of these payees, with its place, in the book's order (`ACCOUNTS_OF_PAYEES_SQL`). */
export function placedAccountsOfPayees(db: Db, keys: Iterable<string>): PlacedAccount[] {
  return (
    db
      .prepare(ACCOUNTS_OF_PAYEES_SQL)
      .raw()
      .all(JSON.stringify([...keys])) as [number, ...AccountRow][]
  ).map(([id, ...row]) => ({ id, account: accountOfRow(row) }));
}

/**
 * The places (`id`) of the accounts at these IBANs (a JSON array), each IBAN's in the book's order:
 * from the IBAN's index alone, in its own order (by IBAN, then id: no sort).
 */
export const ACCOUNT_IDS_AT_IBANS_SQL =
  'SELECT iban, id FROM payee_book WHERE iban IN (SELECT value FROM json_each(?)) ORDER BY iban, id';

/** The places of the accounts at each of these IBANs, in the book's order (none for an IBAN without any). */
export function accountIdsAtIbans(db: Db, ibans: Iterable<string>): Map<string, number[]> {
  const ids = new Map<string, number[]>();
  for (const iban of ibans) ids.set(iban, []);
  for (const [iban, id] of db
    .prepare(ACCOUNT_IDS_AT_IBANS_SQL)
    .raw()
    .all(JSON.stringify([...ids.keys()])) as [string, number][])
    ids.get(iban)!.push(id);
  return ids;
}

/**
 * The usual amounts of these payees, `[payee key, currency, count, twiceMedianMilli]`: in the
 * currencies given, or in every currency when none are given.
 */
export function usualAmountsOfPayees(
  db: Db,
  keys: Iterable<string>,
  currencies?: readonly string[],
): PayeeBookSlice['usual'] {
  const inCurrencies = currencies ? ' AND currency IN (SELECT value FROM json_each(?))' : '';
  const params = [JSON.stringify([...keys]), ...(currencies ? [JSON.stringify(currencies)] : [])];
  return db
    .prepare(
      `SELECT payee_key, currency, amounts, twice_median_milli FROM payee_usual_amounts
       WHERE payee_key IN (SELECT value FROM json_each(?))${inCurrencies}`,
    )
    .raw()
    .all(...params) as PayeeBookSlice['usual'];
}

/** Whether the book holds any payment at all (`PayeeBookLookup.hasHistory`). */
export function bookHasHistory(db: Db): boolean {
  return db.prepare('SELECT EXISTS (SELECT 1 FROM payee_book WHERE payment_count > 0)').pluck().get() === 1;
}

/**
 * What the book knows of some payees and IBANs (the Fix step asks for a file's distinct ones, a few
 * thousand at a time): looked up by the book's indexes (its `(payee_key, iban)` key, `payee_book_iban`,
 * the usual amounts' primary key), never the whole book read. Equal to `bookSliceFor` over `readPayeeBook`.
 */
export function payeeBookSlice(db: Db, ask: PayeeSliceAsk): PayeeBookSlice {
  const keys = sliceKeys(ask);
  const usual = usualAmountsOfPayees(db, keys, ask.currencies);
  return { hasHistory: bookHasHistory(db), accounts: accountsOfPayeesAndIbans(db, keys, ask.ibans), usual };
}

/**
 * The book of the database file at `path`, read only and without migrating (the offline
 * `bulkpay validate`): undefined when there is no database yet or it predates the book (012).
 */
export async function readPayeeBookFile(path: string): Promise<PayeeBookLookup | undefined> {
  const { existsSync } = await import('node:fs');
  if (!existsSync(path)) return undefined;
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const has = (table: string) =>
      db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
    if (!has('payee_book')) return undefined;
    // A history not yet upgraded to the kept usual amounts (014): worked out from the entries.
    return has('payee_usual_amounts')
      ? readPayeeBook(db as unknown as Db)
      : payeeBookLookup(payeeEntries(db as unknown as Db));
  } finally {
    db.close();
  }
}
