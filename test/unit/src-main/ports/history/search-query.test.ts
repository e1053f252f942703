import { describe, expect, it } from 'vitest';
import {
  paymentSearchSchema,
  type PaymentRow,
  type PaymentSearchInput,
} from '../../../../../src-shared/ipc/channels/history';
import { COUNT_LIMIT, HistoryReader, InvalidCursorError } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import { NARROW_START, SHORT_TERM_CHARS } from '../../../../../src-main/ports/history/short-terms';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { historyHandlers } from '../../../../../src-main/features/history/handlers';
import { sqliteHistoryOf } from '../../../../../src-main/adapters/sqlite/sqlite-history';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

const NAMES = ['Aino Virtanen', 'Bo Berg', 'Cecilia Öberg', 'Li', 'Daniel Laine', 'Eeva Koskinen 12'];
const IBANS = ['FI2112345600000785', 'DE89370400440532013000', 'NL91ABNA0417164300'];

/** Payment n of the test history: repeating names and amounts, so sorts have ties to page through. */
function paymentNumber(n: number): NewPayment {
  return payment({
    payeeName: NAMES[n % NAMES.length]!,
    accountIdentifier: IBANS[n % IBANS.length]!,
    amount: `${(n * 37) % 50}.${String(n % 3).padStart(2, '0')}`,
    unstructuredReference: n % 2 === 0 ? `Invoice ${n}` : null,
    structuredReference: n % 2 === 1 ? `RF18${n}` : null,
    endToEndId: n % 5 === 0 ? `E2E-${n}` : null,
  });
}

/** A real database file with `bulks` bulks of 100 payments, a day apart, every third bulk paid. */
function history(bulks: number) {
  const { db } = openTempDatabase();
  let day = 0;
  const store = new HistoryStore(db, () => new Date(Date.UTC(2026, 0, 1 + day, 10)));
  const ids: string[] = [];
  for (let b = 0; b < bulks; b++) {
    day = b;
    const id = store.recordBulk(bulk(Array.from({ length: 100 }, (_, i) => paymentNumber(b * 100 + i))));
    if (b % 3 === 0) db.prepare("UPDATE payments SET state = 'paid' WHERE bulk_id = ?").run(id);
    ids.push(id);
  }
  db.pragma('optimize');
  const reader = new HistoryReader(db);
  const search = (input: PaymentSearchInput) => reader.searchPayments(paymentSearchSchema.parse(input));
  const all = (input: PaymentSearchInput) =>
    [...reader.iteratePayments(paymentSearchSchema.parse(input), 'date', true)] as PaymentRow[];
  return { db, store, reader, search, all, bulkIds: ids };
}

/** Every search kind the History screen and `bulkpay history` offer. */
const KINDS: Record<string, PaymentSearchInput> = {
  'payee (3+ characters)': { payee: 'virtanen' },
  'payee (2 characters)': { payee: 'bo' },
  'IBAN typed with spaces': { iban: 'de89 3704' },
  'reference (3+ characters)': { reference: 'Invoice 12' },
  'reference (2 characters)': { reference: 'in' },
  // 1–2 characters: the start indexes' ranges (payments_payee, payments_account, payments_reference_start).
  'payee (1 character)': { payee: 'c' },
  'payee (2 characters no payee starts with)': { payee: 'ei' },
  'IBAN (1 character)': { iban: 'n' },
  'reference (1 character)': { reference: 'i' },
  'reference (1 character no reference starts with)': { reference: '7' },
  'any text (1 character)': { text: 'd' },
  'any text': { text: 'berg' },
  'amount range (narrow)': { amountMin: '10.00', amountMax: '10.02' },
  'date range': { from: '2026-01-05', to: '2026-01-09' },
  state: { states: ['paid'] },
  bulk: { bulkId: 'set in the test' },
  'paid in a date range': { states: ['paid'], from: '2026-01-05', to: '2026-01-20' },
};

/**
 * Matches of these are few by construction (a bulk holds at most 100; an amount range or an IBAN
 * start is read from its index only when narrow): sorting them is cheap.
 */
const SORTED_AFTER_READING = new Set([
  'amount range (narrow)',
  'bulk',
  'IBAN typed with spaces',
  // At most NARROW_START of them: more walk the date order (below).
  'payee (2 characters)',
  'reference (2 characters)',
  'payee (2 characters no payee starts with)',
  'payee (1 character)',
  'IBAN (1 character)',
  'reference (1 character)',
  'reference (1 character no reference starts with)',
  'any text (1 character)',
]);

const SORTS: Record<string, PaymentSearchInput> = {
  'sorted by amount': { sort: 'amount' },
  'sorted by payee': { sort: 'payee', descending: false },
  'sorted by state': { sort: 'state' },
};

/** Searches answered by walking the date order until the page is full: dense by nature, never sorted whole. */
const WALKED: Record<string, PaymentSearchInput> = {
  'amount range (wide)': { amountMin: '1.00', amountMax: '45.00' },
  'no filter': {},
};

function plan(reader: HistoryReader, sql: string, params: unknown[]): string[] {
  return (reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
}

describe('search query plans', () => {
  const h = history(30);
  const withBulk = (input: PaymentSearchInput) => (input.bulkId ? { ...input, bulkId: h.bulkIds[4] } : input);

  it.each(Object.entries(KINDS))('%s: page and count read an index, never every payment', (name, input) => {
    const queries = h.reader.searchQueries(paymentSearchSchema.parse(withBulk(input)));
    for (const query of [queries.page, queries.count, queries.ids]) {
      const details = plan(h.reader, query.sql, query.params);
      expect(
        details.filter((d) => /^SCAN (p|payments)\b/.test(d)),
        details.join('\n'),
      ).toEqual([]);
      if (!SORTED_AFTER_READING.has(name)) expect(details.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it.each(['RF1813', 'rf18 1313'])(
    "reads a creditor reference %j from the references' start index, never the text index",
    (term) => {
      for (const input of [{ reference: term }, { text: term }]) {
        const queries = h.reader.searchQueries(paymentSearchSchema.parse(input));
        for (const query of [queries.page, queries.count, queries.ids]) {
          const details = plan(h.reader, query.sql, query.params).join('\n');
          expect(details).toMatch(/INDEX payments_reference_start/);
          expect(details).not.toMatch(/payments_text/);
        }
      }
    },
  );

  it.each(Object.entries(SORTS))('%s: the page walks the index of that order, no sort', (_, input) => {
    const queries = h.reader.searchQueries(paymentSearchSchema.parse(input));
    const details = plan(h.reader, queries.page.sql, queries.page.params).join('\n');
    expect(details).toMatch(/SCAN p USING INDEX/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it.each(Object.entries(WALKED))(
    '%s: walks the date order and stops at the page, no sort of every match',
    (_, input) => {
      const queries = h.reader.searchQueries(paymentSearchSchema.parse(input));
      const details = plan(h.reader, queries.page.sql, queries.page.params).join('\n');
      expect(details).not.toMatch(/TEMP B-TREE/);
      expect(details).not.toMatch(/USING INDEX payments_amount/);
    },
  );

  it('reads a narrow amount range from its index', () => {
    const queries = h.reader.searchQueries(paymentSearchSchema.parse(KINDS['amount range (narrow)']));
    expect(plan(h.reader, queries.page.sql, queries.page.params).join('\n')).toMatch(/INDEX payments_amount/);
  });
});

describe(`a 1-character term more than ${NARROW_START} payments start with`, () => {
  // 420 bulks: "RF18…" starts the references of every other payment (21,000), "Invoice …" the rest.
  const h = history(420);
  const input = { reference: 'r' };

  it('walks the date order to its page (no sort) and knows the count is past the cap without counting', () => {
    const queries = h.reader.searchQueries(paymentSearchSchema.parse(input));
    expect(queries.knownAtLeast).toBeGreaterThan(COUNT_LIMIT);
    const details = plan(h.reader, queries.page.sql, queries.page.params).join('\n');
    expect(details).not.toMatch(/TEMP B-TREE/);
    expect(details).not.toMatch(/payments_reference_start/);
  });

  it('the page is the newest matches and the total "more than"; with another filter the count is counted', () => {
    const first = h.search({ ...input, limit: 50 });
    const newest = h.all(input).slice(0, 50);
    expect(newest.every((p) => p.structuredReference?.startsWith('RF18'))).toBe(true);
    expect(first.rows.map((p) => p.id)).toEqual(newest.map((p) => p.id));
    expect(first).toMatchObject({ total: COUNT_LIMIT, totalIsExact: false });
    const paid = { ...input, bulkId: h.bulkIds[3] };
    expect(h.reader.searchQueries(paymentSearchSchema.parse(paid)).knownAtLeast).toBeUndefined();
    expect(h.search(paid)).toMatchObject({ total: 50, totalIsExact: true });
  });
});

describe(`a creditor reference more than ${NARROW_START} payments start with`, () => {
  // 230 bulks of 100, a day apart: nine in ten carry a structured reference "RF181" and five digits,
  // the tenth (the newest of each bulk) a message, so the newest matches are not the newest payments.
  const { db } = openTempDatabase();
  let day = 0;
  const store = new HistoryStore(db, () => new Date(Date.UTC(2026, 0, 1 + day, 10)));
  for (let b = 0; b < 230; b++) {
    day = b;
    const payments = Array.from({ length: 100 }, (_, i) =>
      i % 10 === 9
        ? payment({ unstructuredReference: `Invoice ${b * 100 + i}` })
        : payment({ unstructuredReference: null, structuredReference: `RF181${String(b * 100 + i).padStart(5, '0')}` }),
    );
    store.recordBulk(bulk(payments));
  }
  db.pragma('optimize');
  const reader = new HistoryReader(db);
  const newestFirst = [...reader.iteratePayments(paymentSearchSchema.parse({}), 'date', true)] as PaymentRow[];
  const matches = newestFirst.filter((p) => p.structuredReference?.startsWith('RF181'));

  it.each([{ reference: 'rf18 1' }, { text: 'RF181' }])(
    '%j walks the date order to its page (no sort) and knows the count is past the cap without counting',
    (input) => {
      expect(matches.length).toBeGreaterThan(NARROW_START);
      const queries = reader.searchQueries(paymentSearchSchema.parse(input));
      expect(queries.knownAtLeast).toBeGreaterThan(COUNT_LIMIT);
      const details = plan(reader, queries.page.sql, queries.page.params).join('\n');
      expect(details).not.toMatch(/TEMP B-TREE/);
      expect(details).not.toMatch(/payments_reference_start|payments_text/);
    },
  );

  it.each([{ reference: 'rf18 1' }, { text: 'RF181' }])(
    '%j: the pages are the newest matches and the total "more than"',
    (input) => {
      const first = reader.searchPayments(paymentSearchSchema.parse({ ...input, limit: 50 }));
      expect(first.rows.map((p) => p.id)).toEqual(matches.slice(0, 50).map((p) => p.id));
      expect(first).toMatchObject({ total: COUNT_LIMIT, totalIsExact: false });
      const second = reader.searchPayments(paymentSearchSchema.parse({ ...input, limit: 50, after: first.next }));
      expect(second.rows.map((p) => p.id)).toEqual(matches.slice(50, 100).map((p) => p.id));
    },
  );
});

describe('text filters of every length', () => {
  const h = history(6);
  const everything = h.all({});
  // The rule both engines share: 3+ characters anywhere in a field; fewer at the start of a
  // payee's name, an IBAN or the references (joined, so the first one present).
  const short = (text: string) => [...text].length < SHORT_TERM_CHARS;
  const containing = (text: string, fields: (p: PaymentRow) => (string | null)[]) =>
    everything
      .filter((p) =>
        fields(p).some((f) =>
          short(text) ? f?.toLowerCase().startsWith(text.toLowerCase()) : f?.toLowerCase().includes(text.toLowerCase()),
        ),
      )
      .map((p) => p.id)
      .sort((a, b) => a - b);
  const found = (input: PaymentSearchInput) =>
    h
      .all(input)
      .map((p) => p.id)
      .sort((a, b) => a - b);
  const references = (p: PaymentRow) => [p.unstructuredReference, p.structuredReference, p.endToEndId];
  const referencesText = (p: PaymentRow) => [references(p).filter(Boolean).join(' ')];
  const firstReference = (p: PaymentRow) => references(p).find(Boolean) ?? '';

  it.each(['12', '7', 'E2', '99', 'x', 'in', 'I', 'Rf', 'r', 'Invoice 1', '00', 'Invoice 10', 'voice 2', 'RF18'])(
    'reference %j finds exactly the payments containing it (1–2 characters: starting with it)',
    (text) => {
      const expected = containing(text, short(text) ? referencesText : references);
      expect(found({ reference: text })).toEqual(expected);
    },
  );

  // A creditor reference's shape (RF, 2 digits, 1–21 letters or digits; spaces and case aside, the
  // check digits not checked) in the references or the main search: the first reference present
  // starts with it, in its electronic form or as typed. "RF18" is "contains": no shape yet.
  it.each(['RF181', 'rf18 1', 'RF1813', 'RF18 13', 'RF19 1', 'RF18131', 'rf18 5 ', 'Rf1859'])(
    "reference and text %j, a creditor reference's shape, find the payments whose first reference starts with it",
    (text) => {
      const typed = text.trim().toLowerCase();
      const forms = [typed.replace(/\s/g, ''), typed];
      const expected = everything
        .filter((p) => forms.some((f) => firstReference(p).toLowerCase().startsWith(f)))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      expect(found({ reference: text })).toEqual(expected);
      expect(found({ text })).toEqual(expected);
    },
  );

  it.each(['Li', 'li', 'en', 'n', 'e', 'EE', 'ce', 'c', '12', 'Öb', 'öb', 'rg', 'nen 12', 'BERG', 'ino vir'])(
    'payee %j finds exactly the payees containing it, also at the end of the name (1–2 characters: at the start)',
    (text) => {
      expect(found({ payee: text })).toEqual(containing(text, (p) => [p.payeeName]));
    },
  );

  it('finds a 2-character IBAN part and text across every column', () => {
    expect(found({ iban: '85' })).toEqual([]);
    expect(found({ iban: 'nl' })).toEqual(containing('nl', (p) => [p.accountIdentifier]));
    expect(found({ iban: 'nl' }).length).toBeGreaterThan(0);
    for (const text of ['rg', 'D', 'in', 'e', 'Rf'])
      expect(found({ text })).toEqual(
        containing(text, (p) => [p.payeeName, p.accountIdentifier, ...referencesText(p)]),
      );
    expect(found({ payee: 'qz' })).toEqual([]);
  });
});

describe('keyset paging', () => {
  const h = history(3);

  it.each([
    ['date', true],
    ['date', false],
    ['amount', true],
    ['amount', false],
    ['payee', false],
    ['payee', true],
    ['state', true],
  ] as const)('pages by %s (descending %s) through every match once, in order', (sort, descending) => {
    const filters: PaymentSearchInput[] = [{}, { reference: 'Invoice' }, { payee: 'bo' }, { text: 'e' }];
    for (const filter of filters) {
      const expected = [...h.reader.iteratePayments(paymentSearchSchema.parse(filter), sort, descending)].map(
        (p) => p.id,
      );
      const seen: number[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const page = h.search({ ...filter, sort, descending, limit: 7, after });
        seen.push(...page.rows.map((p) => p.id));
        after = page.next ?? undefined;
        pages++;
      } while (after && pages < 100);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('reads text matches streamed or collected alike: same rows, same order, on every page', () => {
    const pageIds = (input: PaymentSearchInput, order: 'stream' | 'collect') => {
      const query = h.reader.searchQueries(paymentSearchSchema.parse(input), order).page;
      return (h.db.prepare(query.sql).all(...query.params) as { id: number }[]).map((r) => r.id);
    };
    for (const sort of ['date', 'amount', 'payee'] as const) {
      for (const descending of [true, false]) {
        for (const text of [{ reference: 'Invoice' }, { payee: 'bo' }, { text: 'berg', states: ['paid'] }]) {
          const first = h.search({ ...text, sort, descending, limit: 5 });
          for (const after of [undefined, first.next!]) {
            const input = { ...text, sort, descending, limit: 5, after };
            const streamed = pageIds(input, 'stream');
            expect(streamed.length).toBeGreaterThan(0);
            expect(pageIds(input, 'collect')).toEqual(streamed);
          }
        }
      }
    }
  });

  it('refuses a cursor it did not give out, over IPC as a request problem', async () => {
    expect(() => h.search({ after: 'bm90IGEgY3Vyc29y' })).toThrow(InvalidCursorError);
    // Only the channel under test is needed: the rest of the map is never looked up.
    const handlers = historyHandlers({ ...h, history: sqliteHistoryOf(h.store, h.reader) }, 'tester') as HandlerMap;
    expect(await dispatch(handlers, 'history:searchPayments', { after: 'garbage' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });
});

describe('counts', () => {
  it(`stops counting at ${COUNT_LIMIT} and says the total is not exact`, () => {
    const h = history(11);
    expect(h.search({})).toMatchObject({ total: COUNT_LIMIT, totalIsExact: false });
    expect(h.search({ bulkId: h.bulkIds[0] })).toMatchObject({ total: 100, totalIsExact: true });
  });
});

describe('recording time', () => {
  it('never goes backwards when the clock is set back, so id order stays date order', () => {
    const { db } = openTempDatabase();
    let now = new Date('2026-05-02T10:00:00Z');
    const store = new HistoryStore(db, () => now);
    store.recordBulk(bulk([payment()]));
    now = new Date('2026-05-01T09:00:00Z');
    store.recordBulk(bulk([payment({ payeeName: 'Later' })]));
    const reader = new HistoryReader(db);
    const rows = reader.searchPayments(paymentSearchSchema.parse({ to: '2026-05-01' })).rows;
    expect(rows).toEqual([]);
    expect(
      reader.searchPayments(paymentSearchSchema.parse({ from: '2026-05-02' })).rows.map((r) => r.createdAt),
    ).toEqual(['2026-05-02T10:00:00.000Z', '2026-05-02T10:00:00.000Z']);
  });
});
