// The payee book in memory, indexed for the checks: what the SQLite book (src-main/adapters/sqlite/payee-book.ts)
// and a listing of the team's book are turned into before a review. Pure: no database here, so the
// team commands that read a book load no SQLite driver.
import { usualAmountOf, type PayeeAccount, type PayeeBookLookup, type UsualAmount } from './payee-checks';

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
