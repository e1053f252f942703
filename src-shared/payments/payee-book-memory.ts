// The payee book in memory, indexed for the checks: what the SQLite book (src-main/adapters/sqlite/payee-book.ts)
// and a listing of the team's book are turned into before a review. Pure: no database here, so the
// team commands that read a book load no SQLite driver.
import {
  payeeKey,
  usualAmountOf,
  type PayeeAccount,
  type PayeeBookLookup,
  type PayeeTrust,
  type UsualAmount,
} from './payee-checks';
import { namedPayees } from './payee-book-lookup';

/**
 * The payment states that teach the book: the bank paid it (`paid`) or took it to pay on its date
 * (`scheduled`). A payment refused, declined, never approved, not covered (`notenoughbalance`),
 * still waiting or of unknown outcome teaches nothing: its payee must not become "known".
 */
export const PAID_STATES = ['paid', 'scheduled'] as const;

/** The SQL condition "this state column holds a paid state", the same for SQLite and PostgreSQL. */
export function paidStatesSql(column: string): string {
  return `${column} IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')})`;
}

/** One payee of a book read for the checks: its accounts, its usual amounts (one `[currency, usual]` per currency) and, once asked, the checks' summary of its accounts. */
interface PayeeSlot {
  accounts: PayeeAccount[];
  usual: [string, UsualAmount][];
  summary: unknown;
}

/** One IBAN of a book read for the checks: its accounts and, once asked, the checks' summary of them. */
interface IbanSlot {
  accounts: PayeeAccount[];
  summary: unknown;
}

/** A usual amount as the book keeps it: `[payee key, currency, count, twiceMedianMilli]`. */
type UsualRow = readonly [string, string, number, number];

/**
 * A book's indexes for the checks: one slot by payee holding its accounts and usual amounts
 * together, one by IBAN, and the IBANs at which an account is blocked. The checks ask a payee's
 * accounts, then its usual amount: the second answer comes from the same slot.
 */
export interface BookIndex {
  readonly byKey: Map<string, PayeeSlot>;
  readonly byIban: Map<string, IbanSlot>;
  readonly blockedIbans: Set<string>;
}

/** Puts an account in its payee's slot (`toPayee`) and in its IBAN's (`toIban`, when it has one). */
function place(index: BookIndex, a: PayeeAccount, toPayee: boolean, toIban: boolean): void {
  if (toPayee) payeeSlot(index, a.key).accounts.push(a);
  if (!toIban || !a.iban) return;
  let atIban = index.byIban.get(a.iban);
  if (!atIban) index.byIban.set(a.iban, (atIban = { accounts: [], summary: undefined }));
  atIban.accounts.push(a);
  if (a.trust === 'blocked') index.blockedIbans.add(a.iban);
}

function payeeSlot(index: BookIndex, key: string): PayeeSlot {
  let slot = index.byKey.get(key);
  if (!slot) index.byKey.set(key, (slot = { accounts: [], usual: [], summary: undefined }));
  return slot;
}

const placeUsual = (index: BookIndex, [key, currency, count, twiceMedianMilli]: UsualRow) =>
  payeeSlot(index, key).usual.push([currency, { count, twiceMedianMilli }]);

/** The indexes of a book's accounts (in the book's order, which decides ties) and usual amounts. */
export function bookIndex(accounts: readonly PayeeAccount[], usual: Iterable<UsualRow>): BookIndex {
  const index: BookIndex = { byKey: new Map(), byIban: new Map(), blockedIbans: new Set() };
  for (const a of accounts) place(index, a, true, true);
  for (const u of usual) placeUsual(index, u);
  return index;
}

declare const overWhole: unique symbol;

/**
 * The changed part laid over a book read whole (`overlaidBook`): the indexes of the payees and IBANs
 * read again, and the blocked IBANs of the **whole** overlaid book, so a row asks one set, not two.
 * Only `emptyPartOver` and `indexWithReplaced` make one: an index of the changed entries alone lacks
 * the whole book's blocks and does not type-check here.
 */
export type ChangedPart = BookIndex & { readonly [overWhole]: true };

/**
 * The changed part over a book read whole, before anything changed: no payee or IBAN of its own
 * yet, and the book's blocked IBANs (`indexWithReplaced` updates them for the IBANs it replaces).
 */
export const emptyPartOver = (whole: BookIndex): ChangedPart =>
  ({ byKey: new Map(), byIban: new Map(), blockedIbans: new Set(whole.blockedIbans) }) as ChangedPart;

/**
 * `index` with some payees and IBANs read again: `payees` holds every current account of each payee
 * named (none when it has none left) and `ibans` every current account at each IBAN named, each in
 * the book's order; `usual` the usual amounts of the payees named. Each gets a new slot built from
 * these alone; every other slot is `index`'s own, with the summary the checks kept in it, so what
 * did not change is not summarised again. `index` is left as it was (a book built on it answers as
 * before): only its maps are copied, not their slots.
 */
export function indexWithReplaced(
  index: ChangedPart,
  payees: ReadonlyMap<string, readonly PayeeAccount[]>,
  ibans: ReadonlyMap<string, readonly PayeeAccount[]>,
  usual: Iterable<UsualRow>,
): ChangedPart {
  const next = {
    byKey: new Map(index.byKey),
    byIban: new Map(index.byIban),
    blockedIbans: new Set(index.blockedIbans),
  } as ChangedPart;
  for (const [key, accounts] of payees) {
    next.byKey.delete(key);
    for (const a of accounts) place(next, a, true, false);
  }
  for (const [iban, accounts] of ibans) {
    next.byIban.delete(iban);
    next.blockedIbans.delete(iban);
    for (const a of accounts) place(next, a, false, true);
  }
  for (const u of usual) if (payees.has(u[0])) placeUsual(next, u);
  return next;
}

/**
 * A book read for the checks (`[payee key, currency, count, twiceMedianMilli]` usual amounts beside
 * the accounts), indexed by `bookIndex`. The one indexer of a book: this computer's (SQLite), a
 * listing's (`payeeBookLookup`) and the Fix step's slices (`bookOfSlices`).
 */
export const checkedBook = (accounts: readonly PayeeAccount[], usual: Iterable<UsualRow>): PayeeBookLookup =>
  indexedWhole(accounts, usual).book;

/** `checkedBook` with its indexes, for a book that a changed part is laid over (`emptyPartOver`). */
export function indexedWhole(
  accounts: readonly PayeeAccount[],
  usual: Iterable<UsualRow>,
): { index: BookIndex; book: PayeeBookLookup } {
  const index = bookIndex(accounts, usual);
  return {
    index,
    book: indexedBook(
      index,
      accounts.some((a) => a.paymentCount > 0),
    ),
  };
}

/** The checks' look-ups over a book's indexes. */
export function indexedBook({ byKey, byIban, blockedIbans }: BookIndex, hasHistory: boolean): PayeeBookLookup {
  const none: PayeeAccount[] = [];
  let lastKey: string | undefined;
  let lastSlot: PayeeSlot | undefined;
  const slot = (key: string) => {
    if (key !== lastKey) {
      lastKey = key;
      lastSlot = byKey.get(key);
    }
    return lastSlot;
  };
  return {
    hasHistory,
    ibanBlocked: (iban) => blockedIbans.has(iban),
    accountsOfPayee: (key) => slot(key)?.accounts ?? none,
    accountsWithIban: (iban) => byIban.get(iban)?.accounts ?? none,
    ibanSummary: <T>(iban: string, summarize: (accounts: readonly PayeeAccount[]) => T): T => {
      const atIban = byIban.get(iban);
      if (!atIban) return summarize(none);
      if (atIban.summary === undefined) atIban.summary = summarize(atIban.accounts);
      return atIban.summary as T;
    },
    payeeSummary: <T>(key: string, summarize: (accounts: readonly PayeeAccount[]) => T): T => {
      const payee = slot(key);
      if (!payee) return summarize(none);
      if (payee.summary === undefined) payee.summary = summarize(payee.accounts);
      return payee.summary as T;
    },
    payeesByName: namedPayees(),
    usualAmount: (key, currency) => {
      const usual = slot(key)?.usual;
      if (usual) for (let i = 0; i < usual.length; i++) if (usual[i]![0] === currency) return usual[i]![1];
      return undefined;
    },
  };
}

/** A book in memory (a listing, e.g. the team's), indexed for the checks; usual amounts worked out as asked. */
export function payeeBookLookup(
  entries: readonly (PayeeAccount & { recentAmounts: [string, string][] })[],
): PayeeBookLookup {
  const lookup = checkedBook(entries, []);
  const usual = new Map<string, UsualAmount>();
  return {
    ...lookup,
    usualAmount: (key, currency) => {
      const id = `${key}\u0000${currency}`;
      let found = usual.get(id);
      if (!found) {
        const amounts = (lookup.accountsOfPayee(key) as typeof entries)
          .flatMap((e) => e.recentAmounts)
          .filter(([, c]) => c === currency)
          .map(([a]) => a);
        usual.set(id, (found = usualAmountOf(amounts)));
      }
      return found;
    },
  };
}

/** What the checks need of the book for some payees and IBANs: their accounts and usual amounts (`bookSliceFor`). */
export interface PayeeBookSlice {
  hasHistory: boolean;
  accounts: PayeeAccount[];
  /** `[payee key, currency, count, twiceMedianMilli]`. */
  usual: [string, string, number, number][];
}

/** The payees (name and ERP id) and IBANs asked about, with the currencies they are paid in. */
export interface PayeeSliceAsk {
  payees: readonly { name: string; payeeId?: string | undefined }[];
  ibans: readonly string[];
  currencies: readonly string[];
}

/**
 * An account as the checks read it and as `payees:bookFor` carries it: only its own fields, the ERP
 * id when it has one. The one builder of accounts: field by field, so an SQLite row (a review's first
 * read builds one per entry of the book) makes its account without an object in between.
 */
export const accountOf = (
  key: string,
  name: string,
  iban: string,
  trust: PayeeTrust,
  lastPaidAt: string | null,
  paymentCount: number,
  payeeId?: string | null,
): PayeeAccount =>
  payeeId
    ? { key, name, iban, trust, lastPaidAt, paymentCount, payeeId }
    : { key, name, iban, trust, lastPaidAt, paymentCount };

/** `accountOf` an account's own fields (a listing's entry carries more). */
export const plainAccount = (a: PayeeAccount): PayeeAccount =>
  accountOf(a.key, a.name, a.iban, a.trust, a.lastPaidAt, a.paymentCount, a.payeeId);

/** The payee keys the checks may ask the book about for these payees: by the name, and by the ERP id when there is one. */
export function sliceKeys(ask: PayeeSliceAsk): Set<string> {
  const keys = new Set<string>();
  for (const { name, payeeId } of ask.payees) {
    keys.add(payeeKey(name));
    if (payeeId?.trim()) keys.add(payeeKey(name, payeeId));
  }
  return keys;
}

/**
 * The part of a book the checks read for these payees and IBANs (`payeeIssues` asks the book only
 * by their keys, by an ERP id or the name, and by the IBAN): the window checks a file's rows
 * against it without the whole book.
 */
export function bookSliceFor(book: PayeeBookLookup, ask: PayeeSliceAsk): PayeeBookSlice {
  const keys = sliceKeys(ask);
  const accounts = new Set<PayeeAccount>();
  for (const key of keys) for (const a of book.accountsOfPayee(key)) accounts.add(a);
  for (const iban of ask.ibans) for (const a of book.accountsWithIban(iban)) accounts.add(a);
  const usual: PayeeBookSlice['usual'] = [];
  for (const key of keys)
    for (const currency of ask.currencies) {
      const found = book.usualAmount(key, currency);
      if (found) usual.push([key, currency, found.count, found.twiceMedianMilli]);
    }
  return { hasHistory: book.hasHistory, accounts: [...accounts].map(plainAccount), usual };
}

/** A book made of slices (`bookSliceFor`), for the checks of the rows they were asked for. */
export function bookOfSlices(slices: readonly PayeeBookSlice[]): PayeeBookLookup {
  const accounts = new Map<string, PayeeAccount>();
  const usual = new Map<string, PayeeBookSlice['usual'][number]>();
  for (const slice of slices) {
    for (const a of slice.accounts) {
      const id = `${a.key}\u0000${a.iban}`;
      if (!accounts.has(id)) accounts.set(id, a);
    }
    // A later answer for the same payee and currency is the newer one.
    for (const u of slice.usual) usual.set(`${u[0]}\u0000${u[1]}`, u);
  }
  return { ...checkedBook([...accounts.values()], usual.values()), hasHistory: slices.some((s) => s.hasHistory) };
}
