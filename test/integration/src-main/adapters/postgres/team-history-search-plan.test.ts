// Issue 28, the team history search's plans on a history filled through PgHistoryRepository
// itself: a reference or text search without a space is the trigram-indexed condition alone (not
// ANDed with a per-column OR the planner estimates at a sliver of the real matches), and a page
// after a cursor starts at an index range of (key, id) instead of filtering every row before it.
// The shared suite (test/integration/src-main/ports/history/history-repository.test.ts) holds the results to
// SQLite's; this file looks at what PostgreSQL plans for them.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSearch } from '../../../../../src-shared/ipc/channels/history';
import { COUNT_LIMIT, encodeCursor } from '../../../../../src-main/adapters/sqlite/history-reader';
import {
  readIbanAsStart,
  readSearchProbes,
  teamSearchSql,
} from '../../../../../src-main/adapters/postgres/team-history-search';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment, processedStatus } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamWithClerk, superuserOnSettledHistory } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'team-search-plan-password';
const BULKS = 60;
const PER_BULK = 100;
const RARE_IBAN = 'DE89370400440532013000';
let cluster: PgCluster;
const stores: TeamStore[] = [];
let client: pg.Client;
let clerk: TeamStore;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

async function plan(sql: string, params: unknown[], analyze = false): Promise<PlanNode> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON${analyze ? ', ANALYZE' : ''}) ${sql}`,
    params,
  );
  return rows[0]!['QUERY PLAN'][0]!.Plan;
}

const search = (filter: Partial<PaymentSearch>): PaymentSearch => ({
  sort: 'date',
  descending: true,
  limit: 50,
  ...filter,
});

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['clerk']);
  clerk = await installTeamWithClerk(cluster, PASSWORD, stores);
  // A minute apart, so date order and the cursor have distinct keys to walk.
  let t = Date.parse('2024-01-01T08:00:00Z');
  const history = clerk.history(() => new Date((t += 60_000)));
  const payees = ['Aino Virtanen', 'Jürgen Müller', 'Öberg Logistics AB', 'Marie Dubois', 'Pekka Salo'];
  // One payee paid on an IBAN of their own, three times: a whole-IBAN search is a narrow range,
  // and the bank's outcome makes two of them the only rejected payments (the oldest payments, so
  // the newest page is the others').
  const rare = Array.from({ length: 3 }, () =>
    payment({ payeeName: 'Rare Payee Oy', accountIdentifier: RARE_IBAN, unstructuredReference: null }),
  );
  const rareId = await history.recordBulk(bulk(rare, { createdBy: 'clerk', sequence: BULKS + 1 }));
  await history.markAccepted(rareId, { bankBulkId: 'bank-rare', statusUrl: '/bulks/bank-rare' });
  await history.applyStatus(rareId, processedStatus('bank-rare', rare, ['rejected', 'rejected', 'paid']));
  for (let b = 0; b < BULKS; b++) {
    const payments = Array.from({ length: PER_BULK }, (_, i) => {
      const n = b * PER_BULK + i;
      return payment({
        line: i + 2,
        amount: `${(n % 900) + 10}.${String(n % 100).padStart(2, '0')}`,
        payeeName: `${payees[n % payees.length]} ${n % 37}`,
        // Most payments are salaries (a common word), the rest invoices.
        unstructuredReference: n % 10 < 7 ? `Salary ${1 + (n % 12)}/2024 employee ${n}` : `Invoice ${n}`,
      });
    });
    await history.recordBulk(bulk(payments, { createdBy: 'clerk', sequence: b + 1 }));
  }
  // A bulk of structured references, each "RF18" and twelve digits: their trigrams ("000", "rf1")
  // are each in every one of them.
  const structured = Array.from({ length: PER_BULK }, (_, i) =>
    payment({
      line: i + 2,
      payeeName: `Structured ${i}`,
      unstructuredReference: null,
      structuredReference: `RF18${String(i).padStart(12, '0')}`,
    }),
  );
  await history.recordBulk(bulk(structured, { createdBy: 'clerk', sequence: BULKS + 2 }));
  // Settled here, not in a test, so no test depends on another having run first.
  client = await superuserOnSettledHistory(cluster);
}, 240_000);

afterAll(() => endTeamTest({ connections: [client], stores, cluster }));

describe('the team history search plan', () => {
  it.each([
    ['reference', { reference: 'salary' }],
    ['text', { text: 'salary' }],
  ])('estimates a %s search for a common word near its real matches', async (_, filter) => {
    const { count } = teamSearchSql(search(filter));
    // The WHERE alone, as the planner sees it under the count and the page.
    const where = count.sql.slice(count.sql.indexOf('WHERE'), count.sql.lastIndexOf(' ORDER BY'));
    const sql = `SELECT 1 FROM bulkpay.history_payments p ${where}`;
    const real = (await client.query(`SELECT count(*)::int AS n FROM (${sql}) m`, count.params)).rows[0].n as number;
    expect(real).toBe((BULKS * PER_BULK * 7) / 10);
    const estimated = (await plan(sql, count.params))['Plan Rows'];
    // Before: the per-column OR made it 1/20 or less of the real matches.
    expect(estimated).toBeGreaterThan(real / 3);
    expect(estimated).toBeLessThan(real * 3);
  });

  it.each([
    ['reference', { reference: 'salary' }],
    ['text', { text: 'salary' }],
  ])("counts a %s search on the first page's own index range, reading no more rows than it counts", async (_, f) => {
    const { count, page } = teamSearchSql(search(f));
    const counted = nodes(await plan(count.sql, count.params, true));
    const paged = nodes(await plan(page.sql, page.params));
    // A "contains" term. Before: the count took the reference's pattern-order index and filtered it from its start,
    // every "Invoice …" sorted before "salary" read and dropped (a million rows at size).
    const pageIndex = paged.find((n) => n['Index Name'])?.['Index Name'];
    expect(pageIndex).toBe('history_payments_created');
    expect(counted.find((n) => n['Index Name'])?.['Index Name']).toBe(pageIndex);
    const removed = counted.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0);
    expect(removed).toBeLessThan(COUNT_LIMIT);
  });

  it('reads a whole IBAN typed with spaces as a range of the account index, never the trigram index', async () => {
    const s = search({ iban: 'de89 3704 0044 0532 0130 00' });
    expect(await readIbanAsStart(client, s)).toBe(true);
    const { count, page } = teamSearchSql(s, { ibanAsStart: true });
    for (const statement of [count, page]) {
      const all = nodes(await plan(statement.sql, statement.params, true));
      expect(all.map((n) => n['Index Name'])).not.toContain('history_payments_account_text');
      const range = all.find((n) => n['Index Name'] === 'history_payments_account_prefix');
      expect(range?.['Index Cond']).toMatch(/account_identifier ~>=~ 'DE89370400440532013000'/);
      expect(all.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0)).toBe(0);
    }
    expect((await clerk.history().searchPayments(s)).rows.map((r) => r.payeeName)).toEqual(
      Array(3).fill('Rare Payee Oy'),
    );
  });

  it('reads one state in date order as a range of (state, date, id), no payment of another state', async () => {
    const s = search({ states: ['rejected'] });
    const { count, page } = teamSearchSql(s);
    for (const statement of [count, page]) {
      const all = nodes(await plan(statement.sql, statement.params, true));
      const range = all.find((n) => n['Index Name'] === 'history_payments_state_created');
      expect(range?.['Index Cond']).toMatch(/state = 'rejected'/);
      // The page's own rows are put in order once joined; nothing more is sorted.
      for (const sort of all.filter((n) => n['Node Type'] === 'Sort'))
        expect(sort.Plans![0]!['Actual Rows']).toBeLessThanOrEqual(s.limit + 1);
      expect(all.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0)).toBe(0);
    }
    expect((await clerk.history().searchPayments(s)).total).toBe(2);
  });

  it.each([
    ['rare state', { states: ['rejected'] }],
    ['rare IBAN', { iban: 'DE89370400440532013000' }],
    ['common word', { reference: 'salary' }],
  ])(
    "joins a page's rows (%s) to their bulk and file by key, row by row, never reading every bulk or file",
    async (_, f) => {
      const s = search(f);
      const { page } = teamSearchSql(s, await readSearchProbes(client, s));
      const all = nodes(await plan(page.sql, page.params, true));
      expect(all.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      expect(all.some((n) => n['Node Type'] === 'Hash Join')).toBe(false);
    },
  );

  it('starts a page after a cursor at an index range of (date, id), filtering no row before it', async () => {
    // The 4,001st newest payment, as a page's last row hands on its cursor.
    const deep = await client.query<{ id: string; created_at: Date }>(
      `SELECT id, created_at FROM bulkpay.history_payments ORDER BY created_at DESC, id DESC OFFSET 4000 LIMIT 1`,
    );
    const after = encodeCursor([deep.rows[0]!.created_at.toISOString(), Number(deep.rows[0]!.id)]);
    const { page } = teamSearchSql(search({ after }));
    const root = await plan(page.sql, page.params, true);
    const scan = nodes(root).find((n) => n['Index Name'] === 'history_payments_created');
    expect(scan?.['Index Cond']).toMatch(/ROW\(created_at, id\) </);
    expect(nodes(root).reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0)).toBe(0);
  });

  it.each([
    ['amount', 'history_payments_amount', false],
    ['payee', 'history_payments_payee', true],
    ['state', 'history_payments_state', false],
    ['date', 'history_payments_created', false],
  ] as const)('serves the cursor of a %s sort as a range of its (key, id) index', async (sort, index, descending) => {
    // The cursor a user reaches after three pages, handed on by the search itself.
    let after: string | undefined;
    for (let i = 0; i < 3; i++)
      after = (await clerk.history().searchPayments(search({ sort, descending, after }))).next ?? undefined;
    const { page } = teamSearchSql(search({ sort, descending, after }));
    const root = await plan(page.sql, page.params, true);
    const scan = nodes(root).find((n) => n['Index Name'] === index);
    expect(scan?.['Index Cond']).toMatch(/^\(ROW\(.*, id\) [<>] ROW\(/);
    expect(nodes(root).reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0)).toBe(0);
  });

  it.each([
    ['payee', { payee: 'zq' }],
    ['text', { text: 'zq' }],
    ['IBAN', { iban: 'zq' }],
    ['reference', { reference: 'zq' }],
  ])('serves a %s term of two characters from a prefix index, reading no payment it does not match', async (_, f) => {
    const { count } = teamSearchSql(search(f));
    const root = await plan(count.sql, count.params, true);
    expect(nodes(root).some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
    // A pattern-order index: schema 12's `_prefix`, or the payee's covering `_start` (schema 18).
    expect(nodes(root).some((n) => /_(prefix|start)$/.test(n['Index Name'] ?? ''))).toBe(true);
    expect(nodes(root).reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0)).toBe(0);
  });
});

describe("a creditor reference's shape", () => {
  it.each([
    ['whole', 'RF18000000000042', 1],
    ['in groups, in small letters', 'rf18 0000 0000 0042', 1],
    ['by its start', 'RF1800000000004', 10],
  ])(
    "reads a reference %s as a range of the references' start index, never a trigram index",
    async (_, term, matches) => {
      for (const f of [{ reference: term }, { text: term }]) {
        const s = search(f);
        const { count, page } = teamSearchSql(s, await readSearchProbes(client, s));
        for (const statement of [count, page]) {
          const used = nodes(await plan(statement.sql, statement.params, true)).map((n) => n['Index Name']);
          // Before: the trigram index's bitmap of "000" and "rf1", every structured reference.
          expect(used).not.toContain('history_payments_reference_text');
          expect(used).not.toContain('history_payments_text');
          expect(used).toContain('history_payments_reference_prefix');
        }
        expect((await clerk.history().searchPayments(s)).total).toBe(matches);
      }
    },
  );
});

describe('an amount range in date order', () => {
  it.each([
    ['first page', undefined],
    ['after a cursor', 2],
  ])(
    'picks its %s from (amount, date, id) alone and reads only its own rows from the table (team schema 19)',
    async (_, pages) => {
      const range = { amountMin: '100.00', amountMax: '130.00', limit: 20 };
      let after: string | undefined;
      for (let i = 0; i < (pages ?? 0); i++)
        after = (await clerk.history().searchPayments(search({ ...range, after }))).next ?? undefined;
      const s = search({ ...range, after });
      const { page } = teamSearchSql(s);
      const all = nodes(await plan(page.sql, page.params, true));
      // Before: a bitmap of (amount_milli, id) reading every match of the range from the table, then sorted.
      const picked = all.find((n) => n['Index Name'] === 'history_payments_amount_created');
      expect(picked?.['Node Type']).toBe('Index Only Scan');
      expect(all.some((n) => n['Node Type'] === 'Bitmap Heap Scan')).toBe(false);
      // The same payments as the range read in date order from the table.
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM bulkpay.history_payments WHERE amount_milli BETWEEN 100000 AND 130000
         ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 20`,
        [(pages ?? 0) * 20],
      );
      expect((await clerk.history().searchPayments(s)).rows.map((r) => String(r.id))).toEqual(rows.map((r) => r.id));
    },
  );
});

describe('the capped count of a common start of a payee name', () => {
  it('reads the first 1,001 entries of the name range from the index alone, no payment from the table', async () => {
    // "Ai…" starts one payee in five here (1,200 payments), more than the count reads.
    const { count } = teamSearchSql(search({ payee: 'ai' }));
    const all = nodes(await plan(count.sql, count.params, true));
    // Before (schema 12's payee_prefix without the name): an index scan fetching each row from the
    // table, priced above a bitmap of the trigram index reading every "ai" in any name (12,000
    // rows and 527 pages at 200,000 payments, 18 ms, against 10 pages and 0.7 ms).
    const scan = all.find((n) => n['Node Type'] === 'Index Only Scan');
    expect(scan?.['Index Name']).toBe('history_payments_payee_start');
    // A few pages another transaction still saw as changing may be read; not one per payment.
    expect(scan?.['Heap Fetches']).toBeLessThan(COUNT_LIMIT / 10);
    expect(scan?.['Actual Rows']).toBe(COUNT_LIMIT + 1);
    expect(all.some((n) => /Bitmap|Seq Scan/.test(n['Node Type']))).toBe(false);
    expect(await clerk.history().searchPayments(search({ payee: 'ai' }))).toMatchObject({
      total: COUNT_LIMIT,
      totalIsExact: false,
    });
  });
});

describe('a search term of one or two characters', () => {
  it('matches the start of a payee name, IBAN or reference (any case), not the middle', async () => {
    const history = clerk.history();
    const payees = async (f: Partial<PaymentSearch>) =>
      new Set((await history.searchPayments(search({ ...f, limit: 1000 }))).rows.map((r) => r.payeeName.split(' ')[0]));
    expect(await payees({ payee: 'JÜ' })).toEqual(new Set(['Jürgen']));
    expect(await payees({ payee: 'ö' })).toEqual(new Set(['Öberg']));
    // "er" is inside "Jürgen Müller" and "Öberg", "la" inside "Salary", but they start nothing.
    expect((await history.searchPayments(search({ payee: 'er' }))).rows).toEqual([]);
    expect((await history.searchPayments(search({ reference: 'la' }))).rows).toEqual([]);
    const invoices = await history.searchPayments(search({ reference: 'in' }));
    expect(invoices.rows.every((r) => r.unstructuredReference?.startsWith('Invoice'))).toBe(true);
    expect(invoices).toMatchObject({ total: 1000, totalIsExact: false });
    const iban = (await history.searchPayments(search({ limit: 1 }))).rows[0]!.accountIdentifier;
    const byCountry = await history.searchPayments(search({ text: iban.slice(0, 2).toLowerCase(), limit: 5 }));
    expect(byCountry.rows.length).toBe(5);
  });
});
