// Text searches read their matches' ids once (payment-search.ts): with at most COUNT_LIMIT of them
// the page is picked from those ids in every order; with more it streams. Both must page exactly
// like a plain sort of every match.
import { describe, expect, it } from 'vitest';
import {
  paymentSearchSchema,
  type PaymentRow,
  type PaymentSearchInput,
} from '../../../../../src-shared/ipc/channels/history';
import { COUNT_LIMIT, HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

const PAYEES = ['Aino Lindqvist', 'bo lindqvist', 'Åsa Lindqvist', 'Bo Berg'];

function seeded(payments: number) {
  const { db } = openTempDatabase();
  let minute = 0;
  const store = new HistoryStore(db, () => new Date(Date.UTC(2026, 2, 1, 8, minute++)));
  for (let start = 0; start < payments; start += 100) {
    store.recordBulk(
      bulk(
        Array.from({ length: Math.min(100, payments - start) }, (_, i) => {
          const n = start + i;
          return payment({
            payeeName: `${PAYEES[n % PAYEES.length]} ${n % 7}`,
            // Repeated amounts and states, so ties are broken by id as the cursor expects.
            amount: `${(n * 37) % 11}.${String(n % 3).padStart(2, '0')}`,
            unstructuredReference: `Invoice ${n}`,
          });
        }),
      ),
    );
  }
  const reader = new HistoryReader(db);
  return { db, reader, search: (input: PaymentSearchInput) => reader.searchPayments(paymentSearchSchema.parse(input)) };
}

/** Every page of a search, following `next`. */
function allPages(
  search: (input: PaymentSearchInput) => ReturnType<HistoryReader['searchPayments']>,
  input: PaymentSearchInput,
) {
  const rows: PaymentRow[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = search({ ...input, after });
    rows.push(...page.rows);
    if (!page.next) return { rows, first: search(input) };
    after = page.next;
  }
  throw new Error('paging never ends');
}

const milli = (amount: string) => Math.round(Number(amount) * 1000);
const KEYS = {
  date: () => 0,
  amount: (r: PaymentRow) => milli(r.amount),
  state: (r: PaymentRow) => r.state,
  payee: (r: PaymentRow) => r.payeeName.toLowerCase(),
} as const;

function sortedLikeSqlite(rows: PaymentRow[], sort: keyof typeof KEYS, descending: boolean) {
  const key = KEYS[sort];
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * direction;
  });
}

describe('text search paging', () => {
  it('a search with few matches pages like a sort of every match, in every order', () => {
    const { reader, search } = seeded(300);
    // Everything, read by export: the truth the pages are checked against.
    const every = [...reader.iteratePayments({})];
    const matches = every.filter((r) => r.payeeName.toLowerCase().includes('lindqvist 3'));
    expect(matches.length).toBeGreaterThan(20);
    for (const sort of ['date', 'amount', 'state', 'payee'] as const) {
      for (const descending of [true, false]) {
        const { rows, first } = allPages(search, { payee: 'lindqvist 3', sort, descending, limit: 7 });
        expect(first).toMatchObject({ total: matches.length, totalIsExact: true });
        expect(rows.map((r) => r.id)).toEqual(sortedLikeSqlite(matches, sort, descending).map((r) => r.id));
      }
    }
  });

  it('a search with more matches than the count limit says "more than" and streams its pages in date order', () => {
    const { search } = seeded(COUNT_LIMIT + 150);
    const first = search({ reference: 'invoice', limit: 100 });
    expect(first).toMatchObject({ total: COUNT_LIMIT, totalIsExact: false });
    const { rows } = allPages(search, { reference: 'invoice', limit: 500, descending: false });
    expect(rows).toHaveLength(COUNT_LIMIT + 150);
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });
});
