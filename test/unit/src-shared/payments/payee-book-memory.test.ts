import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_OF_PAYEES_AND_IBANS_SQL,
  payeeBookSlice,
  refreshUsualAmounts,
} from '../../../../src-main/adapters/sqlite/payee-book';
import { loadPayeeBook } from '../../../../src-main/adapters/sqlite/payee-book-loader';
import type { PayeeEntry } from '../../../../src-main/ports/payee-book';
import {
  accountOf,
  bookOfSlices,
  bookSliceFor,
  emptyPartOver,
  indexedBook,
  indexedWhole,
  indexWithReplaced,
  PAID_STATES,
  paidStatesSql,
  payeeBookLookup,
  type BookIndex,
  type PayeeBookSlice,
  type PayeeSliceAsk,
} from '../../../../src-shared/payments/payee-book-memory';
import { ibanOnlyKey, payeeIssues, payeeKey, type PayeeTrust } from '../../../../src-shared/payments/payee-checks';
import { namedPayees, type PayeeSummary } from '../../../../src-shared/payments/payee-book-lookup';
import type { BulkPaymentItem } from '../../../../src-shared/payments';
import { openTempDatabase } from '../../harness/history-fixtures';

const entry = (name: string, iban: string, trust: PayeeTrust = 'known', amounts = ['100.00'], payeeId?: string) =>
  ({
    key: payeeKey(name, payeeId),
    payeeId: payeeId ?? null,
    name,
    iban,
    bic: null,
    firstPaidAt: '2026-01-01T00:00:00.000Z',
    lastPaidAt: '2026-02-03T00:00:00.000Z',
    paymentCount: trust === 'new' ? 0 : amounts.length,
    recentAmounts: amounts.map((a) => [a, 'EUR']),
    trust,
    wasBlocked: false,
    note: null,
  }) satisfies PayeeEntry as PayeeEntry;

const pay = (name: string, iban: string, amount = '100.00'): BulkPaymentItem => ({
  amount,
  currency: 'EUR',
  counterparty: { name, account_identifier: iban, account_identifier_type: 'iban' },
  method: 'sepa',
});

const FIVE = ['100.00', '110.00', '90.00', '100.00', '105.00'];
const ENTRIES = [
  entry('Acme Oy', 'FI2112345600000785', 'known', FIVE),
  entry('Müller GmbH', 'DE89370400440532013000'),
  entry('Boli AB', 'SE4550000000058398257466', 'blocked'),
  entry('Kreditor 7', 'NL91ABNA0417164300', 'known', ['50.00'], 'K-7'),
  { ...entry('', 'BE68539007547034', 'trusted'), key: ibanOnlyKey('BE68539007547034'), paymentCount: 0 },
  entry('Far Away Oy', 'GB29NWBK60161331926819'),
];
const book = payeeBookLookup(ENTRIES);

// Each case: the payment and, where the file has one, its ERP payee id.
const CASES: [BulkPaymentItem, string?][] = [
  [pay('Acme Oy', 'FI2112345600000785')],
  [pay('ACME, OY', 'DE89370400440532013000')], // changed bank details, and another payee's IBAN
  [pay('Acme Oy', 'FI2112345600000785', '9000.00')], // unusual amount
  [pay('Boli AB', 'SE4550000000058398257466')], // blocked
  [pay('New Payee Oy', 'BE68539007547034')], // trusted account of its own
  [pay('New Payee Oy', 'FI5542345670000081')], // never paid
  [pay('Kreditor Seven', 'NL91ABNA0417164300'), 'K-7'], // known by its ERP id
  [pay('Acme Оy', 'GB29NWBK60161331926819')], // look-alike letters, another payee's IBAN
];

describe('the book for some payees and IBANs (what the Fix step asks of the core)', () => {
  it('gives every payment the findings the whole book gives it', () => {
    const ask: PayeeSliceAsk = {
      payees: CASES.map(([p, payeeId]) => ({ name: p.counterparty.name, ...(payeeId ? { payeeId } : {}) })),
      ibans: CASES.map(([p]) => p.counterparty.account_identifier),
      currencies: ['EUR'],
    };
    // Asked in two parts, as a large file is (the window joins the answers).
    const half = Math.floor(CASES.length / 2);
    const slices = [
      bookSliceFor(book, { ...ask, payees: ask.payees.slice(0, half), ibans: ask.ibans.slice(0, half) }),
      bookSliceFor(book, { ...ask, payees: ask.payees.slice(half), ibans: ask.ibans.slice(half) }),
    ];
    const sliced = bookOfSlices(JSON.parse(JSON.stringify(slices)) as typeof slices);
    const findings = (b: typeof book) =>
      CASES.map(([p, payeeId], i) => payeeIssues(p, i + 2, i, b, 'EUR', payeeId).map((x) => [x.code, x.params]));
    expect(findings(sliced)).toEqual(findings(book));
    expect(
      findings(book)
        .flat()
        .map(([code]) => code),
    ).toEqual(
      expect.arrayContaining(['payee_bank_details_changed', 'iban_other_payee', 'amount_unusual', 'payee_blocked']),
    );
    expect(
      findings(book)
        .flat()
        .map(([code]) => code),
    ).toContain('payee_new');
  });

  it('holds only what was asked about: none of the other payees or accounts', () => {
    const slice = bookSliceFor(book, { payees: [{ name: 'Acme Oy' }], ibans: [], currencies: ['EUR'] });
    expect(slice.accounts.map((a) => a.name)).toEqual(['Acme Oy']);
    expect(slice.usual).toEqual([[payeeKey('Acme Oy'), 'EUR', 5, 200_000]]);
    expect(slice.hasHistory).toBe(true);
  });
});

describe('the book for some payees and IBANs, looked up in SQLite (payees:bookFor on this computer)', () => {
  /** This computer's book holding the entries above, with their usual amounts kept beside them. */
  function sqliteBook() {
    const { db } = openTempDatabase();
    const insert = db.prepare(`INSERT INTO payee_book (payee_key, payee_id, name, iban, last_paid_at, payment_count,
      recent_amounts, trust, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 't')`);
    for (const e of ENTRIES)
      insert.run(
        e.key,
        e.payeeId,
        e.name,
        e.iban,
        e.lastPaidAt,
        e.paymentCount,
        JSON.stringify(e.recentAmounts),
        e.trust,
      );
    refreshUsualAmounts(db);
    return db;
  }
  const sorted = (slice: PayeeBookSlice) => ({
    ...slice,
    accounts: [...slice.accounts].sort((a, b) => `${a.key} ${a.iban}`.localeCompare(`${b.key} ${b.iban}`)),
    usual: [...slice.usual].sort((a, b) => a[0].localeCompare(b[0])),
  });

  it('answers what the whole book answers, by its indexes', () => {
    const db = sqliteBook();
    const ask: PayeeSliceAsk = {
      payees: CASES.map(([p, payeeId]) => ({ name: p.counterparty.name, ...(payeeId ? { payeeId } : {}) })),
      ibans: CASES.map(([p]) => p.counterparty.account_identifier),
      currencies: ['EUR', 'SEK'],
    };
    const slice = payeeBookSlice(db, ask);
    expect(sorted(slice)).toEqual(sorted(bookSliceFor(loadPayeeBook(db), ask)));
    expect(slice.accounts.length).toBeGreaterThan(3);
    expect(slice.usual).toContainEqual([payeeKey('Acme Oy'), 'EUR', 5, 200_000]);
    // Only what was asked about.
    const one = payeeBookSlice(db, { payees: [{ name: 'ACME oy' }], ibans: [], currencies: ['EUR'] });
    expect(one.accounts.map((a) => a.name)).toEqual(['Acme Oy']);
    expect(payeeBookSlice(db, { payees: [], ibans: [], currencies: [] }).hasHistory).toBe(true);
    // The searches use the book's indexes, never a scan of it.
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${ACCOUNTS_OF_PAYEES_AND_IBANS_SQL}`).all('[]', '[]') as {
      detail: string;
    }[];
    expect(plan.map((p) => p.detail).filter((d) => /^SCAN payee_book/.test(d))).toEqual([]);
    db.close();
  });
});

describe('paidStatesSql', () => {
  it('names every paid state, quoted, on the column given', () => {
    expect(paidStatesSql('p.state')).toBe("p.state IN ('paid', 'scheduled')");
    expect(paidStatesSql('state')).toBe(`state IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')})`);
  });
});

describe("a book's summary of an IBAN (what the checks work out of its accounts)", () => {
  it('is worked out once per IBAN while the book lives, from that IBAN’s accounts', () => {
    const asked: string[][] = [];
    const summarize = (accounts: readonly { name: string }[]) => {
      asked.push(accounts.map((a) => a.name));
      return { names: accounts.length };
    };
    const fresh = payeeBookLookup(ENTRIES);
    const first = fresh.ibanSummary('FI2112345600000785', summarize);
    expect(fresh.ibanSummary('FI2112345600000785', summarize)).toBe(first);
    expect(fresh.ibanSummary('DE89370400440532013000', summarize)).toEqual({ names: 1 });
    expect(asked).toEqual([['Acme Oy'], ['Müller GmbH']]);
  });
});

describe("a book's payees by name (what the checks keep of a row's name)", () => {
  it('keys a name once while the book lives, by the text the row writes; a book read again starts with none', () => {
    const fresh = payeeBookLookup(ENTRIES);
    const first = payeeIssues(pay('ACME, OY', 'FI2112345600000785', '9000.00'), 2, 0, fresh);
    const kept = fresh.payeesByName.get('ACME, OY');
    expect(kept?.key).toBe(payeeKey('Acme Oy'));
    // Asked again (a review after an edit): the same kept payee, the same findings.
    expect(payeeIssues(pay('ACME, OY', 'FI2112345600000785', '9000.00'), 2, 0, fresh)).toEqual(first);
    expect(fresh.payeesByName.get('ACME, OY')).toBe(kept);
    // A row with an ERP id is keyed by it, not kept by name.
    payeeIssues(pay('Kreditor Seven', 'NL91ABNA0417164300'), 3, 1, fresh, undefined, 'K-7');
    expect(fresh.payeesByName.get('Kreditor Seven')).toBeUndefined();
  });

  it('keeps at most its limit of names: when full, it starts again', () => {
    const names = namedPayees(2);
    const summary: PayeeSummary = {
      blockedWhole: undefined,
      latestPaid: undefined,
      paidIbans: [],
      usualCurrency: undefined,
      usual: undefined,
    };
    names.set('A', { key: 'a', summary });
    names.set('B', { key: 'b', summary });
    expect(names.get('A')?.key).toBe('a');
    names.set('C', { key: 'c', summary });
    expect([names.get('A'), names.get('B'), names.get('C')?.key]).toEqual([undefined, undefined, 'c']);
  });
});

describe('the changed part laid over a book read whole (emptyPartOver, indexWithReplaced)', () => {
  const X = 'FI2112345600000785';
  const Y = 'DE89370400440532013000';
  const account = (name: string, iban: string, trust: PayeeTrust) =>
    accountOf(payeeKey(name), name, iban, trust, '2026-02-03T00:00:00.000Z', 1);
  /** What an index holds, comparable: its maps' entries as slot objects, and its blocked IBANs. */
  const contents = (index: BookIndex) => ({
    byKey: [...index.byKey],
    byIban: [...index.byIban],
    blockedIbans: [...index.blockedIbans],
  });

  it('leaves the index it is given as it was: its maps, its slots and its blocked IBANs', () => {
    const whole = indexedWhole([account('A', X, 'blocked'), account('B', Y, 'known')], []).index;
    const wholeBefore = contents(whole);
    const part = emptyPartOver(whole);
    expect(part.blockedIbans).not.toBe(whole.blockedIbans);
    const first = indexWithReplaced(
      part,
      new Map([[payeeKey('B'), [account('B', Y, 'blocked')]]]),
      new Map([[Y, [account('B', Y, 'blocked')]]]),
      [],
    );
    const before = {
      ...contents(first),
      slots: [...first.byKey.values(), ...first.byIban.values()].map((s) => [s, structuredClone(s)]),
    };
    const unblocked = account('B', Y, 'known');
    indexWithReplaced(
      first,
      new Map([[payeeKey('B'), [unblocked]]]),
      new Map([
        [Y, [unblocked]],
        [X, []],
      ]),
      [[payeeKey('B'), 'EUR', 3, 200_000]],
    );
    expect(contents(whole)).toEqual(wholeBefore);
    expect(contents(first)).toEqual({ byKey: before.byKey, byIban: before.byIban, blockedIbans: before.blockedIbans });
    for (const [slot, copy] of before.slots) expect(slot).toEqual(copy);
    expect(first.blockedIbans).toEqual(new Set([X, Y]));
  });

  it('keeps an untouched slot as the same object, with the summary the checks kept in it', () => {
    const part = indexWithReplaced(
      emptyPartOver(indexedWhole([], []).index),
      new Map([
        [payeeKey('A'), [account('A', X, 'known')]],
        [payeeKey('B'), [account('B', Y, 'known')]],
      ]),
      new Map([
        [X, [account('A', X, 'known')]],
        [Y, [account('B', Y, 'known')]],
      ]),
      [],
    );
    const book = indexedBook(part, false);
    book.payeeSummary(payeeKey('A'), (accounts) => accounts.length);
    book.ibanSummary(X, (accounts) => accounts.length);
    const b = account('B', Y, 'trusted');
    const next = indexWithReplaced(part, new Map([[payeeKey('B'), [b]]]), new Map([[Y, [b]]]), []);
    expect(next.byKey.get(payeeKey('A'))).toBe(part.byKey.get(payeeKey('A')));
    expect(next.byIban.get(X)).toBe(part.byIban.get(X));
    expect(next.byKey.get(payeeKey('A'))?.summary).toBe(1);
    expect(next.byIban.get(X)?.summary).toBe(1);
    expect(next.byKey.get(payeeKey('B'))).not.toBe(part.byKey.get(payeeKey('B')));
    expect(next.byIban.get(Y)?.summary).toBeUndefined();
  });

  it('has a replaced IBAN blocked as its new accounts say, whatever it was before', () => {
    const part = emptyPartOver(indexedWhole([account('A', X, 'blocked'), account('B', Y, 'known')], []).index);
    const a = account('A', X, 'known');
    const b = account('B', Y, 'blocked');
    const next = indexWithReplaced(
      part,
      new Map([
        [payeeKey('A'), [a]],
        [payeeKey('B'), [b]],
      ]),
      new Map([
        [X, [a]],
        [Y, [b]],
      ]),
      [],
    );
    expect([next.blockedIbans.has(X), next.blockedIbans.has(Y)]).toEqual([false, true]);
    const emptied = indexWithReplaced(next, new Map([[payeeKey('B'), []]]), new Map([[Y, []]]), []);
    expect(emptied.blockedIbans.has(Y)).toBe(false);
  });
});
