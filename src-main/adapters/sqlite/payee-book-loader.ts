// This computer's payee book as the checks read it, kept per database connection and read again
// only where it changed (docs/payee-book.md "Read again, only what changed"): migration 017's
// triggers journal every write to the book and its usual amounts, whoever makes it.
import { emptyPartOver, indexWithReplaced, type ChangedPart } from '../../../src-shared/payments/payee-book-memory';
import { overlaidBook } from '../../../src-shared/payments/payee-book-overlay';
import type { PayeeAccount, PayeeBookLookup } from '../../../src-shared/payments/payee-checks';
import type { Db } from './db-handle';
import {
  accountIdsAtIbans,
  bookHasHistory,
  placedAccountsOfPayees,
  readIndexedPayeeBook,
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
  /**
   * The current entries of `keys` and `ibans` and the usual amounts of `keys`, indexed: what answers
   * for them; and the whole book's blocked IBANs (`emptyPartOver`).
   */
  changed: ChangedPart;
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
  const { index, book } = readIndexedPayeeBook(db);
  return { seq, base: book, keys: new Set(), ibans: new Set(), changed: emptyPartOver(index), book };
}

/**
 * `last` with the payees and IBANs the journal names since it read again, and only their slots of
 * the changed part replaced (`indexWithReplaced`); those changed before keep theirs as `last` read
 * and summarised them (the journal names the payee key and IBAN of every entry a write touches, so
 * an entry of a payee it does not name is as it was). One part over the base, however many loads
 * since the whole read, and a load reads only the accounts of the payees named since the last;
 * undefined when too many changed since the whole read.
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
  const keys = new Set(last.keys);
  for (const key of nowKeys) keys.add(key);
  const ibans = new Set(last.ibans);
  for (const iban of nowIbans) ibans.add(iban);
  if (keys.size + ibans.size > CHANGED_MAX) return undefined;
  const fresh = placedAccountsOfPayees(db, nowKeys);
  const atIbans = accountsAtIbans(last.book, nowKeys, fresh, accountIdsAtIbans(db, nowIbans));
  if (!atIbans) return undefined;
  const changed = indexWithReplaced(last.changed, byPayee(nowKeys, fresh), atIbans, usualAmountsOfPayees(db, nowKeys));
  const book = overlaidBook(last.base, changed, keys, ibans, bookHasHistory(db));
  return { seq, base: last.base, keys, ibans, changed, book };
}

/** Each payee named with every account it has now (in the book's order; none when all were removed). */
function byPayee(keys: ReadonlySet<string>, fresh: readonly PlacedAccount[]): Map<string, PayeeAccount[]> {
  const accounts = new Map<string, PayeeAccount[]>();
  for (const key of keys) accounts.set(key, []);
  for (const { account } of fresh) accounts.get(account.key)!.push(account);
  return accounts;
}

/**
 * Every account at each IBAN now, without reading again those that did not change: an account of
 * a payee the journal does not name since is as `book` holds it, in the book's order; the others are
 * in `fresh` (every account of each payee named, read again). The IBAN's places in the book's order
 * (`ids`, from its index alone) say which goes where: an IBAN shared by thousands of payees costs its
 * ids, not its accounts. Undefined when they do not add up (the book is then read whole).
 */
function accountsAtIbans(
  book: PayeeBookLookup,
  keys: ReadonlySet<string>,
  fresh: readonly PlacedAccount[],
  ids: ReadonlyMap<string, readonly number[]>,
): Map<string, PayeeAccount[]> | undefined {
  const freshById = new Map(fresh.map(({ id, account }) => [id, account]));
  const accounts = new Map<string, PayeeAccount[]>();
  for (const [iban, places] of ids) {
    const kept = book.accountsWithIban(iban).filter((a) => !keys.has(a.key));
    const atIban: PayeeAccount[] = [];
    let k = 0;
    for (const id of places) {
      const account = freshById.get(id) ?? kept[k++];
      if (!account) return undefined;
      atIban.push(account);
    }
    if (k !== kept.length) return undefined;
    accounts.set(iban, atIban);
  }
  return accounts;
}
