// This computer's payee book as the checks read it, kept per database connection and read again
// only where it changed (docs/payee-book.md "Read again, only what changed"): migration 017's
// triggers journal every write to the book and its usual amounts, whoever makes it.
import { checkedBook, type PayeeBookSlice } from '../../../src-shared/payments/payee-book-memory';
import { overlaidBook } from '../../../src-shared/payments/payee-book-overlay';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-checks';
import type { Db } from './db-handle';
import {
  bookHasHistory,
  placedAccountsOf,
  readPayeeBook,
  usualAmountsOfPayees,
  type PlacedAccount,
} from './payee-book';

/** Journal rows past which the changed payees are not read on their own: the whole book is. */
export const JOURNAL_READ_MAX = 20_000;
/** Payees and IBANs changed since the whole read past which the book is read whole again. */
export const CHANGED_MAX = 5_000;

interface Loaded {
  /** `data_version:total_changes()` when loaded: unchanged, nothing was written since. */
  version: string;
  /** The journal's sequence number this book has seen. */
  seq: number;
  /** The whole book as read, and the payees and IBANs changed since, read again on top of it. */
  base: PayeeBookLookup;
  keys: ReadonlySet<string>;
  ibans: ReadonlySet<string>;
  /** The current entries of `keys` and `ibans` and the usual amounts of `keys`: what answers for them. */
  changed: ChangedRows;
  book: PayeeBookLookup;
}

interface ChangedRows {
  /** In the book's order, which decides ties among an IBAN's accounts (as the whole read's). */
  accounts: readonly PlacedAccount[];
  usual: PayeeBookSlice['usual'];
}

const loaded = new WeakMap<Db, Loaded>();

/**
 * This computer's book, indexed for the checks. Nothing written since the last load (`data_version`
 * moves on another connection's commit, `total_changes()` on this one's): the same book. Else the
 * journal says which payees and IBANs changed since, and only their entries are read again; the
 * whole book is read when never loaded on this connection, when the journal was pruned past what
 * it saw or is behind it, or when so much changed that reading it all is no dearer. One read
 * transaction, so the entries and the sequence number they were read at agree.
 *
 * What is read inside a transaction the caller has open is not kept: it may roll back, and with it
 * the journal's sequence (sqlite_sequence), whose numbers the next writes then take again.
 */
export function loadPayeeBook(db: Db): PayeeBookLookup {
  const keep = !db.inTransaction;
  return db.transaction(() => {
    const version = (
      db.prepare('SELECT (SELECT data_version FROM pragma_data_version), total_changes()').raw().get() as number[]
    ).join(':');
    const last = loaded.get(db);
    if (last?.version === version) return last.book;
    const [seq, prunedThrough] = db
      .prepare(
        `SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'payee_book_changes'), 0),
         (SELECT pruned_through FROM payee_book_journal)`,
      )
      .raw()
      .get() as [number, number];
    const usable = last && last.seq >= prunedThrough && seq >= last.seq && seq - last.seq <= JOURNAL_READ_MAX;
    const next = (usable && changedSince(db, last, seq)) || wholeBook(db, seq);
    if (keep) loaded.set(db, { ...next, version });
    return next.book;
  })();
}

function wholeBook(db: Db, seq: number): Omit<Loaded, 'version'> {
  const base = readPayeeBook(db);
  return { seq, base, keys: new Set(), ibans: new Set(), changed: { accounts: [], usual: [] }, book: base };
}

/**
 * `last` with the payees and IBANs the journal names since it read again, and their entries put in
 * place of what `last` held of them; the entries of those changed before are kept as `last` read
 * them (the journal names every key and IBAN a write touches, so an entry it does not name is as
 * it was). One book over the base, however many loads since the whole read; undefined when too
 * many changed since the whole read.
 */
function changedSince(db: Db, last: Loaded, seq: number): Omit<Loaded, 'version'> | undefined {
  if (seq === last.seq) return last;
  const changes = db
    .prepare('SELECT DISTINCT payee_key, iban FROM payee_book_changes WHERE seq > ?')
    .raw()
    .all(last.seq) as [string, string | null][];
  const nowKeys = new Set<string>();
  const nowIbans = new Set<string>();
  for (const [key, iban] of changes) {
    nowKeys.add(key);
    // '' is an entry on the payee as a whole: no IBAN's accounts hold it.
    if (iban) nowIbans.add(iban);
  }
  const keys = new Set([...last.keys, ...nowKeys]);
  const ibans = new Set([...last.ibans, ...nowIbans]);
  if (keys.size + ibans.size > CHANGED_MAX) return undefined;
  const changed: ChangedRows = {
    accounts: [
      ...last.changed.accounts.filter(({ account }) => !nowKeys.has(account.key) && !nowIbans.has(account.iban)),
      ...placedAccountsOf(db, nowKeys, nowIbans),
    ].sort((a, b) => a.id - b.id),
    usual: [...last.changed.usual.filter(([key]) => !nowKeys.has(key)), ...usualAmountsOfPayees(db, nowKeys)],
  };
  const book = overlaidBook(
    last.base,
    checkedBook(
      changed.accounts.map((placed) => placed.account),
      changed.usual,
    ),
    keys,
    ibans,
    bookHasHistory(db),
  );
  return { seq, base: last.base, keys, ibans, changed, book };
}
