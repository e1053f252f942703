// Team history at size (issue 28). One throwaway PostgreSQL; a history of BULKPAY_BENCH_TEAM_ROWS
// payments (default 1,000,000; the documented full run is 10,000,000) put in by `team
// import-history`'s path (BULKPAY_BENCH_TEAM_INSERT=import, the default: a batch per statement) or
// recorded through PgHistoryRepository.recordBulk by BULKPAY_BENCH_TEAM_WRITERS desktops at once
// (=record; default 2 writers), every index and trigger in place (team-history-data.ts). First 10,000 of them, spread over the same
// three years, are recorded and every search the History screen and `bulkpay history --team` offer
// is timed (the baseline); then the rest, and the same searches again: each figure is the search
// at full size as a ratio to itself at 10,000. A search past 3× also gets its floor (its page
// statement alone, straight to PostgreSQL) at both sizes. Then the streamed CSV export of up to
// 1,000,000 matches in a child process (peak RSS against exporting the 10,000), bytes per payment
// and the indexes each search's plan uses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { friendlyFormatIBAN } from 'ibantools';
import pg from 'pg';
import type { PaymentSearch } from '../src-shared/ipc/channels/history';
import type { TeamStore } from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/harness/pg-cluster';
import { openStoreAs } from '../test/integration/harness/store-login';
import type { Figure } from './run';
import { bulkOrder, importBulks, PAYEE_COUNT, payeeIban, payeeName, recordBulks } from './team-history-data';
import { bytesPerPayment, floorMs, indexesUsed } from './team-history-plans';

const PASSWORD = 'bench-password';
const SMALL = 10_000;
const here = dirname(fileURLToPath(import.meta.url));
const page = { sort: 'date', descending: true, limit: 50 } as const;

/** The searches, by name; `bulk` is filled in with a bulk of the history being measured. */
const SEARCHES: Record<string, Omit<PaymentSearch, 'sort' | 'descending' | 'limit'>> = {
  'first page, no filter': {},
  'payee, the most paid': { payee: payeeName(0) },
  'payee, a rarely paid one': { payee: payeeName(PAYEE_COUNT - 3) },
  'payee, 2 characters "ai"': { payee: 'ai' },
  'text, 2 characters no payment has ("qx")': { text: 'qx' },
  'text "salary" (4 in 5 match)': { text: 'salary' },
  'IBAN typed with spaces': { iban: friendlyFormatIBAN(payeeIban(1))! },
  'reference "salary"': { reference: 'salary' },
  'reference, one structured reference': { reference: 'RF18000000004242' },
  'amount range 2,500.00–2,510.00': { amountMin: '2500.00', amountMax: '2510.00' },
  'date range, one month': { from: '2025-06-01', to: '2025-06-30' },
  'state rejected (rare)': { states: ['rejected'] },
  'state paid': { states: ['paid'] },
  'one bulk': { bulkId: '' },
};

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

/** Page 50 by cursor: the 49 pages before it walked as a user would, then page 50 timed. */
async function timePage50(store: TeamStore): Promise<number> {
  let after: string | undefined;
  for (let i = 0; i < 49; i++) after = (await store.history().searchPayments({ ...page, after })).next ?? undefined;
  return timeSearch(store, { ...page, after });
}

interface Measured {
  ms: Record<string, number>;
  searches: Record<string, PaymentSearch>;
}

async function measureAll(store: TeamStore, client: pg.Client): Promise<Measured> {
  await client.query('VACUUM ANALYZE bulkpay.history_payments');
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM bulkpay.history_bulks ORDER BY created_at OFFSET (SELECT count(*) / 2 FROM bulkpay.history_bulks) LIMIT 1',
  );
  const searches: Record<string, PaymentSearch> = {};
  const ms: Record<string, number> = {};
  for (const [name, filter] of Object.entries(SEARCHES)) {
    searches[name] = { ...page, ...filter, ...('bulkId' in filter ? { bulkId: rows[0]!.id } : {}) };
    ms[name] = await timeSearch(store, searches[name]);
  }
  ms['page 50 by cursor'] = await timePage50(store);
  return { ms, searches };
}

function exportChild(cluster: PgCluster, search: object, dir: string) {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'team-export-child.ts'),
      cluster.url('clerk', PASSWORD),
      JSON.stringify(search),
      join(dir, 'out.csv'),
    ],
    { encoding: 'utf8', cwd: join(here, '..') },
  );
  if (child.status !== 0) throw new Error(`export child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { rows: number; ms: number; peakRssMb: number };
}

/** A search matching up to 1,000,000 payments: the newest, from the day the millionth-newest was paid. */
async function millionSearch(client: pg.Client) {
  const { rows } = await client.query<{ day: string | null }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM bulkpay.history_payments
     ORDER BY created_at DESC OFFSET 999999 LIMIT 1`,
  );
  return { sort: 'date', descending: true, ...(rows[0]?.day ? { from: rows[0].day } : {}) };
}

export async function figures(): Promise<Figure[]> {
  const total = Number(process.env.BULKPAY_BENCH_TEAM_ROWS ?? process.env.BENCH_TEAM_HISTORY ?? 1_000_000);
  const writers = Number(process.env.BULKPAY_BENCH_TEAM_WRITERS ?? 2);
  const cluster = await startPgCluster();
  const stores: TeamStore[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bench-export-'));
  const client = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  try {
    for (const user of ['team_admin', 'clerk']) await createLogin(cluster, user, PASSWORD);
    await cluster.admin(async (c) => {
      await c.query('ALTER ROLE team_admin CREATEROLE');
      await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
    });
    const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
    if (!(await admin.migrate()).ok || !(await admin.setRole('clerk', 'preparer')).ok)
      throw new Error('The bench could not install the team schema');
    const clerks = await Promise.all(
      Array.from({ length: writers }, () => openStoreAs(cluster, 'clerk', PASSWORD, stores)),
    );
    await client.connect();
    const [early, rest] = bulkOrder(total / 100, SMALL / 100);
    const importing = (process.env.BULKPAY_BENCH_TEAM_INSERT ?? 'import') === 'import';
    const clerkPool = new pg.Pool({ connectionString: cluster.url('clerk', PASSWORD), max: 1 });
    const put = (slots: number[]) =>
      importing ? importBulks(clerkPool, slots, total / 100) : recordBulks(clerks, slots, total / 100);
    const smallMs = await put(early!);
    const small = await measureAll(clerks[0]!, client);
    const smallFloors: Record<string, number> = {};
    for (const [name, search] of Object.entries(small.searches)) smallFloors[name] = await floorMs(client, search);
    const smallExport = exportChild(cluster, { sort: 'date', descending: true }, dir);
    const restMs = await put(rest!);
    await clerkPool.end();
    console.log(
      `team-history: ${importing ? 'imported' : 'recorded'} ${SMALL} payments in ${Math.round(smallMs)} ms, then ${total - SMALL} in ${Math.round(restMs)} ms (${importing ? 'team import-history, one desktop' : `${writers} writers`})`,
    );
    const large = await measureAll(clerks[0]!, client);
    const bytes = await bytesPerPayment(client);
    const largeExport = exportChild(cluster, await millionSearch(client), dir);
    const out: Figure[] = [];
    for (const [name, ms] of Object.entries(large.ms)) {
      const search = large.searches[name];
      const extra: Record<string, number | string> = { payments: total };
      if (search) extra.indexes = (await indexesUsed(client, search)).join(' ') || 'none (sequential scan)';
      if (search && ms / small.ms[name]! > 3) {
        extra.floorMs = Number((await floorMs(client, search)).toFixed(2));
        extra.floorMsAt10000 = Number(smallFloors[name]!.toFixed(2));
      }
      out.push({
        name: `team history at ${total} payments: ${name}`,
        value: ms,
        unit: 'ms',
        baseline: { name: `the same at ${SMALL}`, value: small.ms[name]! },
        extra,
      });
    }
    out.push({
      name: `team history: streamed CSV export of ${largeExport.rows} matches, peak RSS`,
      value: largeExport.peakRssMb,
      unit: 'MB',
      baseline: { name: `the same export of ${smallExport.rows} matches`, value: smallExport.peakRssMb },
      extra: { ms: Math.round(largeExport.ms), msAt10000: Math.round(smallExport.ms) },
    });
    out.push({
      name: `team history: bytes per payment at ${total} payments`,
      value: bytes.total!,
      unit: 'B',
      baseline: { name: 'the table alone (heap and TOAST)', value: bytes['table (heap and TOAST)']! },
      extra: {
        ...bytes,
        [importing ? 'importMsPer1000' : 'recordMsPer1000']: Math.round((restMs / (total - SMALL)) * 1000),
        insertPath: importing ? 'team import-history' : `recordBulk, ${writers} writers`,
      },
    });
    return out;
  } finally {
    await client.end().catch(() => undefined);
    for (const s of stores) await s.close();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
