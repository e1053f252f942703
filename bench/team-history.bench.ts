// Team history search at size (issue 28): BENCH_TEAM_HISTORY payments (default 200,000) recorded
// through PgHistoryRepository itself (every index and trigger in place) in a throwaway PostgreSQL,
// then the searches whose plans docs/history-search.md shows: a reference and a text search for a
// word most payments carry, and a page deep in the history by cursor. Each is a ratio to the first
// page of the unfiltered history in the same run (the least a search does).
import pg from 'pg';
import type { PaymentSearch } from '../src-shared/ipc/channels/history';
import { encodeCursor } from '../src-main/history/history-reader';
import type { TeamStore } from '../src-main/team/team-store';
import { bulk, payment } from '../test/unit/history/history-fixtures';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/team/pg-cluster';
import { openStoreAs } from '../test/integration/team/store-login';
import type { Figure } from './run';

const PASSWORD = 'bench-password';
const PER_BULK = 100;
const PAYEES = ['Aino Virtanen', 'Jürgen Müller', 'Öberg Logistics AB', 'Marie Dubois', 'Pekka Salo', 'Jan de Vries'];

export interface TeamHistoryFixture {
  cluster: PgCluster;
  store: TeamStore;
  /** A superuser connection for EXPLAIN and the cursor lookup. */
  client: pg.Client;
  close(): Promise<void>;
}

/** A team history of `count` payments, a minute apart, 7 in 10 of them salaries, recorded by a clerk. */
export async function teamHistoryFixture(count: number): Promise<TeamHistoryFixture> {
  const cluster = await startPgCluster();
  const stores: TeamStore[] = [];
  for (const user of ['team_admin', 'clerk']) await createLogin(cluster, user, PASSWORD);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
  });
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  if (!(await admin.migrate()).ok || !(await admin.setRole('clerk', 'preparer')).ok)
    throw new Error('The bench could not install the team schema');
  const store = await openStoreAs(cluster, 'clerk', PASSWORD, stores);
  let t = Date.parse('2023-01-01T08:00:00Z');
  const history = store.history(() => new Date((t += 60_000)));
  for (let b = 0; b * PER_BULK < count; b++) {
    const payments = Array.from({ length: Math.min(PER_BULK, count - b * PER_BULK) }, (_, i) => {
      const n = b * PER_BULK + i;
      return payment({
        line: i + 2,
        amount: `${(n % 900) + 10}.${String(n % 100).padStart(2, '0')}`,
        payeeName: `${PAYEES[n % PAYEES.length]} ${n % 397}`,
        unstructuredReference: n % 10 < 7 ? `Salary ${1 + (n % 12)}/2024 employee ${n % 5000}` : `Invoice ${n}`,
      });
    });
    await history.recordBulk(bulk(payments, { createdBy: 'clerk', sequence: b + 1 }));
  }
  const client = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  await client.connect();
  await client.query('VACUUM ANALYZE bulkpay.history_payments');
  return {
    cluster,
    store,
    client,
    async close() {
      await client.end();
      for (const s of stores) await s.close();
      await cluster.stop();
    },
  };
}

/** The cursor a page hands on after `offset` rows of the newest-first history. */
export async function cursorAfter(client: pg.Client, offset: number): Promise<string> {
  const { rows } = await client.query<{ id: string; created_at: Date }>(
    'SELECT id, created_at FROM bulkpay.history_payments ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1',
    [offset],
  );
  return encodeCursor([rows[0]!.created_at.toISOString(), Number(rows[0]!.id)]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeSearch(store: TeamStore, search: PaymentSearch, runs = 7): Promise<number> {
  const history = store.history();
  await history.searchPayments(search);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await history.searchPayments(search);
    ms.push(performance.now() - started);
  }
  return median(ms);
}

export async function figures(): Promise<Figure[]> {
  const count = Number(process.env.BENCH_TEAM_HISTORY ?? 200_000);
  const fixture = await teamHistoryFixture(count);
  try {
    const page = { sort: 'date', descending: true, limit: 50 } as const;
    const baseline = { name: 'first page, no filter', value: await timeSearch(fixture.store, page) };
    const deep = await cursorAfter(fixture.client, Math.floor(count * 0.9));
    const cases: [string, PaymentSearch][] = [
      ['reference "salary" (7 in 10 match)', { ...page, reference: 'salary' }],
      ['text "salary" (7 in 10 match)', { ...page, text: 'salary' }],
      [`page by cursor after ${Math.floor(count * 0.9)} rows`, { ...page, after: deep }],
    ];
    const out: Figure[] = [];
    for (const [name, search] of cases)
      out.push({
        name: `team history search at ${count} payments: ${name}`,
        value: await timeSearch(fixture.store, search),
        unit: 'ms',
        baseline,
        extra: { payments: count },
      });
    return out;
  } finally {
    await fixture.close();
  }
}
