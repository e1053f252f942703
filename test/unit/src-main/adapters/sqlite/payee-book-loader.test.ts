import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import {
  ACCOUNT_IDS_AT_IBANS_SQL,
  ACCOUNTS_OF_PAYEES_SQL,
  PAYEE_BOOK_SQL,
  readPayeeBook,
} from '../../../../../src-main/adapters/sqlite/payee-book';
import { CHANGED_MAX, loadPayeeBook } from '../../../../../src-main/adapters/sqlite/payee-book-loader';
import type { Db } from '../../../../../src-main/adapters/sqlite/db-handle';
import { PayeeBookService } from '../../../../../src-main/features/payees/payee-book-service';
import { validatePayments } from '../../../../../src-shared/payments';
import { plainAccount } from '../../../../../src-shared/payments/payee-book-memory';
import {
  ibanOnlyKey,
  payeeKey,
  type PayeeAccount,
  type PayeeBookLookup,
} from '../../../../../src-shared/payments/payee-checks';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';

/** A valid Finnish IBAN of account number `n` (check digits by ISO 13616's mod 97). */
function ibanOf(n: number): string {
  const bban = `123456${String(n).padStart(8, '0')}`;
  const check = 98 - Number(BigInt(`${bban}151800`) % 97n);
  return `FI${String(check).padStart(2, '0')}${bban}`;
}

// A pool far larger than what a few changes touch, so a stale entry the journal missed stays stale.
const NAMES = Array.from({ length: 150 }, (_, i) => `Payee ${i} Oy`);
const IBANS = Array.from({ length: 60 }, (_, i) => ibanOf(i + 1));
const PAYEE_IDS = ['K-100', 'K-200'];
const AMOUNTS = ['10.00', '11.00', '12.50', '9.00', '400.00', '1.00'];
const CURRENCIES = ['EUR', 'SEK'];

/** A small seeded generator (mulberry32), so a failing sequence is the same on every run. */
function randomOf(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/**
 * Everything the checks can ask the book about the pool's payees, IBANs and currencies, comparable.
 * Accounts in the order the book gives them: it decides ties (the "other payee" iban_other_payee
 * names, the latest paid account of a payee, among accounts paid at the same moment).
 */
function bookView(book: PayeeBookLookup) {
  const accounts = (list: readonly PayeeAccount[]) => list.map((a) => JSON.stringify(plainAccount(a)));
  const keys = NAMES.flatMap((n) => [payeeKey(n), ...PAYEE_IDS.map((id) => payeeKey(n, id))]);
  keys.push(...IBANS.map((iban) => `iban:${iban}`));
  return {
    hasHistory: book.hasHistory,
    payees: keys.map((k) => [k, accounts(book.accountsOfPayee(k)), CURRENCIES.map((c) => book.usualAmount(k, c))]),
    ibans: IBANS.map((iban) => [iban, accounts(book.accountsWithIban(iban)), book.ibanBlocked(iban)]),
  };
}

/** The checks' findings on a file of `pairs` of the pool's payees and IBANs (both currencies, some ERP ids). */
function findings(book: PayeeBookLookup, pairs: readonly [number, number][]) {
  const rows = pairs.map(([n, i], line) => ({
    line: line + 2,
    values: {
      name: NAMES[n]!,
      iban: IBANS[i]!,
      amount: AMOUNTS[(n + i) % AMOUNTS.length]!,
      currency: CURRENCIES[i % 2]!,
      reference: `Invoice ${n}-${i}`,
      ...(n % 3 === 0 ? { payee_id: PAYEE_IDS[i % 2]! } : {}),
    },
  }));
  return validatePayments(rows, { payeeBook: book }).issues.map(
    (p) => `${p.line} ${p.code} ${JSON.stringify(p.params)}`,
  );
}

/**
 * A second connection to the same file that logs each statement it runs (whole reads of the book
 * among them), with the values bound in place: `bound(sql, from)` gives the JSON array bound to each
 * run of a statement of one `?` from the `from`th statement logged (`logged()` says how many so far).
 */
function loggedConnection(file: string) {
  const statements: string[] = [];
  const db = new Database(file, { verbose: (sql) => statements.push(String(sql)) }) as unknown as Db;
  const wholeReads = () => statements.filter((s) => s === PAYEE_BOOK_SQL).length;
  const logged = () => statements.length;
  const bound = (sql: string, from: number): string[][] => {
    const [before, after] = sql.split('?') as [string, string];
    return statements
      .slice(from)
      .filter((s) => s.startsWith(before) && s.endsWith(after))
      .map(
        (s) => JSON.parse(s.slice(before.length + 1, s.length - after.length - 1).replaceAll("''", "'")) as string[],
      );
  };
  return { db, wholeReads, logged, bound };
}

/** One random change to the book, through a connection: a paid bulk, a person's trust/block/unblock, an import, a delete, an entry on a payee as a whole. */
/** One entry of the book, picked by the seeded random (not SQLite's random()): each seed is one sequence. */
function anEntry(db: Db, random: ReturnType<typeof randomOf>): number | undefined {
  const ids = db.prepare('SELECT id FROM payee_book ORDER BY id').all() as { id: number }[];
  return ids.length ? random.pick(ids).id : undefined;
}

function randomChange(db: Db, random: ReturnType<typeof randomOf>, step: number, only?: 'bulk'): void {
  const store = new HistoryStore(db);
  const service = new PayeeBookService(store, 'controller');
  const kind =
    only ??
    random.pick(['bulk', 'bulk', 'trust', 'block', 'unblock', 'import', 'usual', 'delete', 'move', 'whole', 'whole']);
  if (kind === 'bulk') {
    const payments = Array.from({ length: 1 + Math.floor(random.next() * (only ? 20 : 3)) }, () =>
      payment({
        payeeName: random.pick(NAMES),
        accountIdentifier: random.pick(IBANS),
        amount: random.pick(AMOUNTS),
        currency: random.pick(CURRENCIES),
      }),
    );
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: `bank-${step}`, statusUrl: `https://bank.test/status/bank-${step}/` });
    const states = payments.map(() => random.pick(['paid', 'paid', 'scheduled', 'notenoughbalance']));
    store.applyStatus(id, processedStatus(`bank-${step}`, payments, states));
  } else if (kind === 'trust') service.trust(random.pick(IBANS));
  else if (kind === 'block') service.block(random.pick(IBANS), `reason ${step}`);
  else if (kind === 'unblock') service.unblock(random.pick(IBANS));
  else if (kind === 'import') {
    const line = () =>
      `${random.pick(NAMES)},${random.pick(IBANS)},${random.next() < 0.3 ? random.pick(PAYEE_IDS) : ''},${random.pick(['trusted', 'blocked', 'known', ''])}`;
    expect(service.importCsv(`name,iban,payee_id,trust\n${line()}\n${line()}\n`).ok).toBe(true);
  } else if (kind === 'usual') {
    // Another writer's usual amounts, by plain SQL (a REPLACE fires no delete trigger).
    const key = payeeKey(random.pick(NAMES));
    if (random.next() < 0.5)
      db.prepare(
        `INSERT OR REPLACE INTO payee_usual_amounts (payee_key, currency, amounts, twice_median_milli) VALUES (?, 'EUR', 6, 2000)`,
      ).run(key);
    else
      db.prepare('UPDATE payee_usual_amounts SET twice_median_milli = twice_median_milli + 2 WHERE payee_key = ?').run(
        key,
      );
  } else if (kind === 'delete') {
    const id = anEntry(db, random);
    if (id !== undefined) db.prepare('DELETE FROM payee_book WHERE id = ?').run(id);
    if (random.next() < 0.5)
      db.prepare('DELETE FROM payee_usual_amounts WHERE payee_key = ?').run(payeeKey(random.pick(NAMES)));
  } else if (kind === 'whole') {
    // An entry on a payee as a whole (IBAN ''), by plain SQL: added or its trust changed (blocked, the
    // payee's every row is an error); the journal names the payee and no IBAN.
    const name = random.pick(NAMES);
    db.prepare(
      `INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES (?, ?, '', ?, 't')
       ON CONFLICT (payee_key, iban) DO UPDATE SET trust = excluded.trust`,
    ).run(payeeKey(name), name, random.pick(['blocked', 'blocked', 'known', 'new']));
  } else {
    // An entry moved to another account or payee by plain SQL: its old payee and IBAN change too.
    const iban = random.pick(IBANS);
    const key = payeeKey(random.pick(NAMES));
    const id = anEntry(db, random);
    if (id !== undefined)
      db.prepare('UPDATE OR IGNORE payee_book SET iban = ?, payee_key = ? WHERE id = ?').run(iban, key, id);
  }
}

// The book a review reads is read whole once per connection, then only the payees and IBANs the
// journal (migration 017) says changed: it must always equal a whole read of the book as it is.
describe('payee book loader: reads again only what changed', () => {
  it('equals a whole read after any sequence of changes, by this connection or another, reading the whole book once', () => {
    for (const seed of [1, 2, 3]) {
      const { db: app, file } = openTempDatabase();
      const loader = loggedConnection(file);
      const fresh = new Database(file, { readonly: true }) as unknown as Db;
      const random = randomOf(seed);
      // Paid bulks, and a few of any kind, before the whole read: what it read blocked, trusted or
      // moved must stay so in the books laid over it until changed.
      for (let step = 0; step < 12; step++) randomChange(app, random, step, step % 3 === 2 ? undefined : 'bulk');
      // Every payee of the pool at least once (a payee blocked as a whole is on some row), then at random.
      const anyIban = () => Math.floor(random.next() * IBANS.length);
      const pairs: [number, number][] = [
        ...NAMES.map((_, n): [number, number] => [n, anyIban()]),
        ...Array.from({ length: 50 }, (): [number, number] => [Math.floor(random.next() * NAMES.length), anyIban()]),
      ];
      // The whole read reviewed once: it keeps its payees by name, and the books after it take those
      // whose payee did not change.
      findings(loadPayeeBook(loader.db), pairs);
      let blockedWhole = false;
      for (let step = 12; step < 50; step++) {
        randomChange(random.next() < 0.7 ? app : loader.db, random, step);
        if (random.next() < 0.3) continue; // several changes between two reviews
        const book = loadPayeeBook(loader.db);
        const whole = readPayeeBook(fresh);
        expect(bookView(book), `seed ${seed}, step ${step}`).toEqual(bookView(whole));
        const found = findings(whole, pairs);
        expect(findings(book, pairs), `seed ${seed}, step ${step}`).toEqual(found);
        // The finding of a payee blocked as a whole names no IBAN of the block.
        blockedWhole ||= found.some((f) => f.includes('"blockedIban":""'));
      }
      expect(findings(readPayeeBook(fresh), pairs).length).toBeGreaterThan(50);
      expect(blockedWhole, `seed ${seed}: a payee blocked as a whole was compared`).toBe(true);
      expect(loader.wholeReads()).toBe(1);
      for (const db of [app, loader.db, fresh]) db.close();
    }
  }, 60_000);

  it('reads again only what the journal names since the last load, not what loads before it read', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const service = new PayeeBookService(new HistoryStore(app), 'controller');
    /** What a load reads: the payees whose accounts, and the IBANs whose accounts' places. */
    const readByLoad = () => {
      const from = loader.logged();
      const book = loadPayeeBook(loader.db);
      const read = {
        payees: loader.bound(ACCOUNTS_OF_PAYEES_SQL, from),
        ibans: loader.bound(ACCOUNT_IDS_AT_IBANS_SQL, from),
      };
      return { book, read };
    };
    service.trust(IBANS[0]!);
    readByLoad();
    service.block(IBANS[1]!, 'fraud');
    expect(readByLoad().read).toEqual({ payees: [[ibanOnlyKey(IBANS[1]!)]], ibans: [[IBANS[1]!]] });
    service.trust(IBANS[2]!);
    const { book, read } = readByLoad();
    // Not IBANS[1]'s again: what the load before read is kept as it read it.
    expect(read).toEqual({ payees: [[ibanOnlyKey(IBANS[2]!)]], ibans: [[IBANS[2]!]] });
    expect(bookView(book)).toEqual(bookView(readPayeeBook(app)));
    expect(book.ibanBlocked(IBANS[1]!)).toBe(true);
    expect(loader.wholeReads()).toBe(1);
    for (const db of [app, loader.db]) db.close();
  });

  it('keeps an IBAN blocked before the whole read blocked over a load that did not touch it, and unblocks it when one does', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const store = new HistoryStore(app);
    const service = new PayeeBookService(store, 'controller');
    // NAMES[0] paid at IBANS[3] before: its row there asks whether the IBAN is blocked.
    const paid = [payment({ payeeName: NAMES[0]!, accountIdentifier: IBANS[3]!, amount: '10.00', currency: 'SEK' })];
    const id = store.recordBulk(bulk(paid));
    store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1/' });
    store.applyStatus(id, processedStatus('bank-1', paid, ['paid']));
    const pairs: [number, number][] = [
      [0, 3],
      [1, 4],
    ];
    service.block(IBANS[3]!, 'fraud');
    loadPayeeBook(loader.db);
    service.trust(IBANS[4]!);
    const trusted = loadPayeeBook(loader.db);
    expect(trusted.ibanBlocked(IBANS[3]!)).toBe(true);
    expect(findings(trusted, pairs).some((f) => f.startsWith('2 payee_blocked'))).toBe(true);
    expect(findings(trusted, pairs)).toEqual(findings(readPayeeBook(app), pairs));
    service.unblock(IBANS[3]!);
    const unblocked = loadPayeeBook(loader.db);
    expect(unblocked.ibanBlocked(IBANS[3]!)).toBe(false);
    expect(findings(unblocked, pairs)).toEqual(findings(readPayeeBook(app), pairs));
    expect(findings(unblocked, pairs).some((f) => f.includes('payee_blocked'))).toBe(false);
    expect(loader.wholeReads()).toBe(1);
    for (const db of [app, loader.db]) db.close();
  });

  it('reads the whole book again when the journal was pruned past what it saw', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const service = new PayeeBookService(new HistoryStore(app), 'controller');
    service.trust(IBANS[0]!);
    loadPayeeBook(loader.db);
    service.block(IBANS[1]!, 'fraud');
    app.exec(
      `DELETE FROM payee_book_changes;
       UPDATE payee_book_journal SET pruned_through = (SELECT seq FROM sqlite_sequence WHERE name = 'payee_book_changes')`,
    );
    expect(loadPayeeBook(loader.db).accountsWithIban(IBANS[1]!)).toMatchObject([{ trust: 'blocked' }]);
    expect(loader.wholeReads()).toBe(2);
    for (const db of [app, loader.db]) db.close();
  });

  it("reads the whole book again when an IBAN's places and the accounts it kept do not add up", () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const entry = (key: string) =>
      app
        .prepare(`INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES (?, ?, ?, 'new', 't')`)
        .run(key, key, IBANS[5]!);
    entry('name:k0');
    loadPayeeBook(loader.db);
    // An entry the journal missed (its trigger away meanwhile), at the IBAN another payee's change names next.
    const added = app.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'payee_book_added'`);
    const trigger = added.pluck().get() as string;
    app.exec('DROP TRIGGER payee_book_added');
    entry('name:k1');
    app.exec(trigger);
    entry('name:k2');
    const book = loadPayeeBook(loader.db);
    expect(loader.wholeReads()).toBe(2);
    expect(book.accountsWithIban(IBANS[5]!).map((a) => a.key)).toEqual(['name:k0', 'name:k1', 'name:k2']);
    expect(bookView(book)).toEqual(bookView(readPayeeBook(app)));
    for (const db of [app, loader.db]) db.close();
  });

  it('reads the whole book again when more payees changed than reading them alone is worth', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    loadPayeeBook(loader.db);
    app.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ${CHANGED_MAX})
      INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) SELECT 'name:payee ' || i, 'Payee ' || i, '', 'new', 't' FROM n`);
    expect(loadPayeeBook(loader.db).accountsOfPayee(`name:payee ${CHANGED_MAX}`)).toHaveLength(1);
    expect(loader.wholeReads()).toBe(2);
    for (const db of [app, loader.db]) db.close();
  });

  // AUTOINCREMENT's sqlite_sequence rolls back with the transaction: a book read inside one that
  // rolls back saw sequence numbers the next writes take again.
  it('keeps nothing read inside a transaction that rolls back, and still sees the writes after it', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const entry = (key: string) =>
      loader.db
        .prepare(`INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES (?, ?, ?, 'new', 't')`)
        .run(key, key, IBANS[0]!);
    entry('name:k0');
    loadPayeeBook(loader.db);
    const rolledBack = loader.db.transaction(() => {
      entry('name:k1');
      expect(loadPayeeBook(loader.db).accountsOfPayee('name:k1')).toHaveLength(1);
      throw new Error('roll back');
    });
    expect(() => rolledBack()).toThrow('roll back');
    entry('name:k2');
    const book = loadPayeeBook(loader.db);
    expect(book.accountsOfPayee('name:k1')).toHaveLength(0);
    expect(book.accountsOfPayee('name:k2')).toHaveLength(1);
    expect(bookView(book)).toEqual(bookView(readPayeeBook(loader.db)));
    for (const db of [app, loader.db]) db.close();
  });

  it('reads the whole book again when the journal is behind what it saw', () => {
    const { db: app, file } = openTempDatabase();
    const loader = loggedConnection(file);
    const service = new PayeeBookService(new HistoryStore(app), 'controller');
    service.trust(IBANS[0]!);
    service.trust(IBANS[1]!);
    loadPayeeBook(loader.db);
    // The journal set back (as a rolled-back transaction would), then a block takes a number seen.
    app.exec(`DELETE FROM payee_book_changes; UPDATE sqlite_sequence SET seq = 0 WHERE name = 'payee_book_changes'`);
    service.block(IBANS[1]!, 'fraud');
    expect(loadPayeeBook(loader.db).accountsWithIban(IBANS[1]!)).toMatchObject([{ trust: 'blocked' }]);
    expect(loader.wholeReads()).toBe(2);
    for (const db of [app, loader.db]) db.close();
  });

  it('reads the whole book in its own order without sorting it', () => {
    const { db } = openTempDatabase();
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${PAYEE_BOOK_SQL}`).all() as { detail: string }[]).map(
      (p) => p.detail,
    );
    expect(plan).toEqual(['SCAN payee_book']);
    db.close();
  });

  it("reads an IBAN's places from its index alone, in the index's order without sorting them", () => {
    const { db } = openTempDatabase();
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${ACCOUNT_IDS_AT_IBANS_SQL}`).all('[]') as { detail: string }[]).map(
      (p) => p.detail,
    );
    expect(plan.filter((d) => d.includes('payee_book'))).toEqual([
      'SEARCH payee_book USING COVERING INDEX payee_book_iban (iban=?)',
    ]);
    expect(plan.filter((d) => d.includes('TEMP B-TREE'))).toEqual([]);
    db.close();
  });
});
