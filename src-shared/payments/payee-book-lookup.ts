// What the payee checks (payee-checks.ts) ask of the payee book, apart from the checks so the
// validation options (types.ts) can name it.

export type PayeeTrust = 'new' | 'known' | 'trusted' | 'blocked';
export const PAYEE_TRUST_STATES: readonly PayeeTrust[] = ['new', 'known', 'trusted', 'blocked'];

/** One payee's account in the book: a payee (by key) paid to one IBAN. */
export interface PayeeAccount {
  /** `payeeKey` of the payee. */
  key: string;
  name: string;
  /** Electronic form (no spaces, upper case); '' for an entry on the payee as a whole. */
  iban: string;
  trust: PayeeTrust;
  lastPaidAt: string | null;
  paymentCount: number;
  /** The ERP payee id the entry carries (from a payee file), when it has one: a row with that id is this entry's payee. */
  payeeId?: string | null;
}

/** What the checks ask of the payee book. Synchronous, like the "already sent" look-up. */
export interface PayeeBookLookup {
  /**
   * True once anyone has been paid: on a first run every payee would be "new", which says nothing,
   * so `payee_new` waits for a history to compare with.
   */
  readonly hasHistory: boolean;
  /**
   * True when an account at this IBAN is blocked (one look-up in the IBANs blocked, gathered when the
   * book is indexed): a payee paid to an IBAN nobody blocked needs no summary of that IBAN, so the
   * checks skip asking, however many other IBANs the book blocks.
   */
  ibanBlocked(iban: string): boolean;
  accountsOfPayee(key: string): readonly PayeeAccount[];
  /** The same array, never changed, for the same IBAN while the book lives. */
  accountsWithIban(iban: string): readonly PayeeAccount[];
  /**
   * What `summarize` answers for the IBAN's accounts, worked out once per IBAN while the book lives
   * (a file pays one IBAN on many rows): the checks' summary of an IBAN, the only one it keeps.
   */
  ibanSummary<T>(iban: string, summarize: (accounts: readonly PayeeAccount[]) => T): T;
  /**
   * What `summarize` answers for the payee's accounts, worked out once per payee while the book lives
   * (a review asks it on every row, and again after each edit): the checks' summary of a payee.
   */
  payeeSummary<T>(key: string, summarize: (accounts: readonly PayeeAccount[]) => T): T;
  /**
   * The payees of names without an ERP id, by the name as the rows write it, kept by the checks while
   * the book lives (a review asks on every row, and again after each edit, until the book changes):
   * the name's key and the checks' summary of its payee (`payeeSummary`), so a row costs one look-up
   * by its own text, and no name's key outlives the book.
   */
  readonly payeesByName: NamedPayees;
  /** The payee's usual amount in this currency (`usualAmountOf` its recent amounts), worked out before the review. */
  usualAmount(key: string, currency: string): UsualAmount | undefined;
}

/**
 * A payee's recent amounts in one currency, boiled down once (the book keeps it, so a review of
 * 100,000 rows never sorts amounts): how many there are, and twice their median in thousandths
 * (an exact integer even when the median falls between two amounts).
 */
export interface UsualAmount {
  count: number;
  twiceMedianMilli: number;
}

/** What the checks work out of one payee whatever the IBAN, once per payee (`payeeSummary`, payee-checks.ts). */
export interface PayeeSummary {
  /** The first entry blocking the payee as a whole (no IBAN). */
  blockedWhole: PayeeAccount | undefined;
  /** The latest paid account (the first of equals). */
  latestPaid: PayeeAccount | undefined;
  /** The IBANs it was paid to, in the book's order. */
  paidIbans: string[];
  /** The currency last asked of `usualAmount` and its answer: a file pays a payee in one currency. */
  usualCurrency: string | undefined;
  usual: UsualAmount | undefined;
}

/** A payee as the checks keep it by name (`payeesByName`): its key and their summary of it. */
export interface NamedPayee {
  key: string;
  summary: PayeeSummary;
}

/** Where a book keeps its payees by name: a `Map`, or what answers like one to these two. */
export interface NamedPayees {
  get(name: string): NamedPayee | undefined;
  set(name: string, payee: NamedPayee): unknown;
}

/**
 * Names a book keeps at most: a book kept for a long time (the SQLite book lives until the payee
 * book is written) meets every file reviewed meanwhile; past this the names start again (each is
 * only keyed anew).
 */
export const NAMES_KEPT = 250_000;

/** A book's own payees by name, at most `limit` of them (all forgotten when full). */
export function namedPayees(limit = NAMES_KEPT): NamedPayees {
  const byName = new Map<string, NamedPayee>();
  return {
    get: (name) => byName.get(name),
    set: (name, payee) => {
      if (byName.size >= limit) byName.clear();
      byName.set(name, payee);
    },
  };
}
