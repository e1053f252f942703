// A book read whole once, with the payees and IBANs changed since read again on top of it
// (docs/payee-book.md "Read again, only what changed"): what the SQLite loader answers after a
// bulk is recorded, instead of reading the whole book again. Pure: it answers each question from the
// book read whole (`base`, the loader's `indexedWhole`) or from the changed part's indexes
// (`ChangedPart`, which it looks up with `indexedBook`).
import { namedPayees, type NamedPayees, type PayeeBookLookup } from './payee-book-lookup';
import { indexedBook, type ChangedPart } from './payee-book-memory';

/**
 * `base` answering for every payee and IBAN except the changed ones, which `part` answers: it
 * must hold **every** current account of each payee in `keys` and of each IBAN in `ibans`, and the
 * usual amounts of each payee in `keys` (an account changed is in both: its payee and its IBAN).
 * Whether an IBAN is blocked `part` answers for every IBAN (a `ChangedPart` holds the whole book's
 * blocked IBANs): a row asks it on every row, so one set, not a choice of two.
 */
export function overlaidBook(
  base: PayeeBookLookup,
  part: ChangedPart,
  keys: ReadonlySet<string>,
  ibans: ReadonlySet<string>,
  hasHistory: boolean,
): PayeeBookLookup {
  const changed = indexedBook(part, false);
  return {
    hasHistory,
    ibanBlocked: changed.ibanBlocked,
    accountsOfPayee: (key) => (keys.has(key) ? changed : base).accountsOfPayee(key),
    accountsWithIban: (iban) => (ibans.has(iban) ? changed : base).accountsWithIban(iban),
    ibanSummary: (iban, summarize) => (ibans.has(iban) ? changed : base).ibanSummary(iban, summarize),
    payeeSummary: (key, summarize) => (keys.has(key) ? changed : base).payeeSummary(key, summarize),
    payeesByName: overlaidNames(base.payeesByName, keys),
    usualAmount: (key, currency) => (keys.has(key) ? changed : base).usualAmount(key, currency),
  };
}

/**
 * The overlay's payees by name: its own, and the base's for a name whose payee did not change (this
 * book answers that payee from the base, so the base's summary of it is this book's). Names the base
 * kept are keyed again only when their payee is among the changed ones (every change since the book
 * was last read whole); names first met by this overlay are its own.
 */
function overlaidNames(base: NamedPayees, keys: ReadonlySet<string>): NamedPayees {
  const own = namedPayees();
  return {
    // The base's first: most names are of payees that did not change (and such a name is never the overlay's own).
    get: (name) => {
      const kept = base.get(name);
      return kept && !keys.has(kept.key) ? kept : own.get(name);
    },
    set: (name, payee) => own.set(name, payee),
  };
}
