// This computer's payee book as the checks read it, kept per database connection and read again
// only where it changed (docs/payee-book.md "Read again, only what changed"): migration 017's
// triggers journal every write to the book and its usual amounts, whoever makes it.
import { checkedBook } from '../../../src-shared/payments/payee-book-memory';
import { overlaidBook } from '../../../src-shared/payments/payee-book-overlay';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-checks';
import type { Db } from './db-handle';
import { accountsOfPayeesAndIbans, bookHasHistory, readPayeeBook, usualAmountsOfPayees } from './payee-book';

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
  /** What answers for `keys` and `ibans`: the entries of each change since the whole read, the latest on top. */
  changed: PayeeBookLookup | undefined;
  book: PayeeBookLookup;
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
  return { seq, base, keys: new Set(), ibans: new Set(), changed: undefined, book: base };
}

/**
 * `last` with the payees and IBANs changed after it read again: only those the journal names since
 * `last` (a bulk's), laid over what `last` read of the ones changed before (a row of a payee
 * changed earlier goes one book deeper per change, the other rows straight to the base); undefined
 * when too many changed since the whole read.
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
  const hasHistory = bookHasHistory(db);
  const now = checkedBook(accountsOfPayeesAndIbans(db, nowKeys, nowIbans), usualAmountsOfPayees(db, nowKeys));
  const changed = last.changed ? overlaidBook(last.changed, now, nowKeys, nowIbans, hasHistory) : now;
  const book = overlaidBook(last.base, changed, keys, ibans, hasHistory);
  return { seq, base: last.base, keys, ibans, changed, book };
}
