// The team-history bench's cluster: two team histories in one PostgreSQL cluster, the baseline of
// 10,000 payments (database bench_10000) and the measured one (bench_<payments>), so both are
// searched alternately under the same load. With BULKPAY_BENCH_TEAM_DIR the cluster's data is kept
// in that folder and each history is filled only with the bulks it does not have yet: a 10,000,000
// fill can go on across runs (stop the bench; the next run goes on from the last copied chunk).
import pg from 'pg';
import type { TeamStore } from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/harness/pg-cluster';
import { openStoreAs } from '../test/integration/harness/store-login';
import { bulkTime, importBulks, recordBulks } from './team-history-data';

export const PASSWORD = 'bench-password';

/** One history of the bench: its database, a desktop's store on it, a superuser client for plans. */
export interface BenchHistory {
  database: string;
  payments: number;
  store: TeamStore;
  client: pg.Client;
}

export interface BenchCluster {
  cluster: PgCluster;
  stores: TeamStore[];
  open(payments: number): Promise<BenchHistory>;
  close(): Promise<void>;
}

async function ensureLogin(cluster: PgCluster, user: string): Promise<void> {
  const exists = await cluster.admin(
    async (c) => (await c.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [user])).rowCount === 1,
  );
  if (!exists) await createLogin(cluster, user, PASSWORD);
}

/** The database of a history of `payments` payments, with the team schema installed (idempotent). */
async function ensureDatabase(cluster: PgCluster, database: string, stores: TeamStore[]): Promise<void> {
  await cluster.admin(async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await c.query(`CREATE DATABASE ${database}`);
    await c.query(`GRANT CREATE ON DATABASE ${database} TO team_admin`);
  });
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores, database);
  if (!(await admin.migrate()).ok || !(await admin.setRole('clerk', 'preparer')).ok)
    throw new Error(`The bench could not install the team schema in ${database}`);
}

/** Starts the cluster (kept in `keepDir` when given) with the bench's logins. */
export async function startBenchCluster(keepDir: string | undefined): Promise<BenchCluster> {
  const cluster = await startPgCluster({ keepDir });
  const stores: TeamStore[] = [];
  const clients: pg.Client[] = [];
  for (const user of ['team_admin', 'clerk']) await ensureLogin(cluster, user);
  await cluster.admin((c) => c.query('ALTER ROLE team_admin CREATEROLE'));
  return {
    cluster,
    stores,
    async open(payments) {
      const database = `bench_${payments}`;
      await ensureDatabase(cluster, database, stores);
      const store = await openStoreAs(cluster, 'clerk', PASSWORD, stores, database);
      const client = new pg.Client({
        connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password, database),
      });
      await client.connect();
      clients.push(client);
      return { database, payments, store, client };
    },
    async close() {
      for (const c of clients) await c.end().catch(() => undefined);
      for (const s of stores) await s.close();
      await cluster.stop();
    },
  };
}

/** The bulks (numbers) of a history of `bulks` bulks it does not hold yet, known by their time. */
async function missingBulks(client: pg.Client, bulks: number): Promise<number[]> {
  const { rows } = await client.query<{ ms: string }>(
    'SELECT (extract(epoch FROM created_at) * 1000)::bigint AS ms FROM bulkpay.history_bulks',
  );
  const there = new Set(rows.map((r) => Number(r.ms)));
  return Array.from({ length: bulks }, (_, b) => b).filter((b) => !there.has(bulkTime(b, bulks)));
}

export interface Filled {
  added: number;
  ms: number;
  insertPath: string;
}

/**
 * Fills `history` up to its size with the bulks it lacks, by `team import-history`'s path
 * (BULKPAY_BENCH_TEAM_INSERT=import, the default: a chunk of bulks per transaction) or through
 * PgHistoryRepository.recordBulk by BULKPAY_BENCH_TEAM_WRITERS desktops at once (=record).
 */
export async function fillHistory(bench: BenchCluster, history: BenchHistory): Promise<Filled> {
  const bulks = history.payments / 100;
  const missing = await missingBulks(history.client, bulks);
  const importing = (process.env.BULKPAY_BENCH_TEAM_INSERT ?? 'import') === 'import';
  const writers = Number(process.env.BULKPAY_BENCH_TEAM_WRITERS ?? 2);
  const insertPath = importing ? 'team import-history, one desktop' : `recordBulk, ${writers} writers`;
  if (missing.length === 0) return { added: 0, ms: 0, insertPath };
  const url = bench.cluster.url('clerk', PASSWORD, history.database);
  let ms: number;
  if (importing) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      ms = await importBulks(pool, missing, bulks);
    } finally {
      await pool.end();
    }
  } else {
    const clerks = [];
    for (let i = 0; i < writers; i++)
      clerks.push(await openStoreAs(bench.cluster, 'clerk', PASSWORD, bench.stores, history.database));
    ms = await recordBulks(clerks, missing, bulks);
  }
  await history.client.query('VACUUM ANALYZE bulkpay.history_payments');
  await history.client.query('VACUUM ANALYZE bulkpay.history_bulks');
  return { added: missing.length * 100, ms, insertPath };
}
