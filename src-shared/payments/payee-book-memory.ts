// The payee book in memory, indexed for the checks: what the SQLite book (src-main/adapters/sqlite/payee-book.ts)
// and a listing of the team's book are turned into before a review. Pure: no database here, so the
// team commands that read a book load no SQLite driver.
import { payeeKey, usualAmountOf, type PayeeAccount, type PayeeBookLookup, type UsualAmount } from './payee-checks';

/** The book as the checks read it: its accounts, with their recent amounts (a listing) or none (read for the checks). */
type CheckedAccount = PayeeAccount & { recentAmounts?: [string, string][] };

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

/** The accounts indexed by payee and by IBAN. */
export function indexed(entries: readonly CheckedAccount[]): Omit<PayeeBookLookup, 'usualAmount'> {
  const byKey = new Map<string, CheckedAccount[]>();
  const byIban = new Map<string, CheckedAccount[]>();
  for (const e of entries) {
    (byKey.get(e.key) ?? byKey.set(e.key, []).get(e.key)!).push(e);
    if (e.iban) (byIban.get(e.iban) ?? byIban.set(e.iban, []).get(e.iban)!).push(e);
  }
  const none: CheckedAccount[] = [];
  return {
    hasHistory: entries.some((e) => e.paymentCount > 0),
    accountsOfPayee: (key) => byKey.get(key) ?? none,
    accountsWithIban: (iban) => byIban.get(iban) ?? none,
  };
}

/** One payee of a book read for the checks: its accounts and its usual amounts, one `[currency, usual]` per currency. */
interface PayeeSlot {
  accounts: PayeeAccount[];
  usual: [string, UsualAmount][];
}

/**
 * A book read for the checks (`[payee key, currency, count, twiceMedianMilli]` usual amounts beside
 * the accounts): one map by payee holding its accounts and usual amounts together, one by IBAN. The
 * checks ask a payee's accounts, then its usual amount: the second answer comes from the same slot.
 */
export function checkedBook(
  accounts: readonly PayeeAccount[],
  usual: Iterable<readonly [string, string, number, number]>,
): PayeeBookLookup {
  const byKey = new Map<string, PayeeSlot>();
  const byIban = new Map<string, PayeeAccount[]>();
  const slotOf = (key: string) => {
    let slot = byKey.get(key);
    if (!slot) byKey.set(key, (slot = { accounts: [], usual: [] }));
    return slot;
  };
  let hasHistory = false;
  for (const a of accounts) {
    slotOf(a.key).accounts.push(a);
    if (a.iban) (byIban.get(a.iban) ?? byIban.set(a.iban, []).get(a.iban)!).push(a);
    if (a.paymentCount > 0) hasHistory = true;
  }
  for (const [key, currency, count, twiceMedianMilli] of usual)
    slotOf(key).usual.push([currency, { count, twiceMedianMilli }]);
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
    accountsOfPayee: (key) => slot(key)?.accounts ?? none,
    accountsWithIban: (iban) => byIban.get(iban) ?? none,
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
  const lookup = indexed(entries);
  const usual = new Map<string, UsualAmount>();
  return {
    ...lookup,
    usualAmount: (key, currency) => {
      const id = `${key}\u0000${currency}`;
      let found = usual.get(id);
      if (!found) {
        const amounts = lookup
          .accountsOfPayee(key)
          .flatMap((e) => (e as CheckedAccount).recentAmounts ?? [])
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

/** An account as the checks read it and as `payees:bookFor` carries it: only its own fields, the ERP id when it has one. */
export const plainAccount = ({
  key,
  name,
  iban,
  trust,
  lastPaidAt,
  paymentCount,
  payeeId,
}: PayeeAccount): PayeeAccount => ({
  key,
  name,
  iban,
  trust,
  lastPaidAt,
  paymentCount,
  ...(payeeId ? { payeeId } : {}),
});

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
  const seen = new Set<string>();
  const accounts = slices
    .flatMap((s) => s.accounts)
    .filter((a) => {
      const id = `${a.key}\u0000${a.iban}`;
      return !seen.has(id) && seen.add(id);
    });
  const usual = new Map<string, UsualAmount>();
  for (const [key, currency, count, twiceMedianMilli] of slices.flatMap((s) => s.usual))
    usual.set(`${key}\u0000${currency}`, { count, twiceMedianMilli });
  return {
    ...indexed(accounts),
    hasHistory: slices.some((s) => s.hasHistory),
    usualAmount: (key, currency) => usual.get(`${key}\u0000${currency}`),
  };
}
