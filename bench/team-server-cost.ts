// What the team server spends on each operation of one preparer and one approver alone (issue 28):
// `npx tsx bench/team-server-cost.ts`. BULKPAY_COST_RUNS runs (default 150) each submitted, listed,
// released, claimed, its bulk of 100 payments recorded, marked sent, and one text search; the
// first 10 warm up. Prints each operation's p50 and p95 (client), the PL/pgSQL and SQL functions'
// time a call and the statements that took the server's time, nested ones too (track_functions,
// pg_stat_statements). BULKPAY_COST_GIN: storage parameters set on the history's four trigram
// indexes before the runs (e.g. `fastupdate=off`, `gin_pending_list_limit=4096`) to compare.
import { randomUUID } from 'node:crypto';
import type { NewBulk } from '../src-main/ports/history/records';
import { TRIGRAM_INDEXES } from '../src-main/adapters/postgres/team-schema-gin-pending';
import {
  TeamStore,
  teamConnectionConfig,
  type RunPayment,
  type RunToSubmit,
} from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/harness/pg-cluster';

const PASSWORD = 'cost-password';
const RUNS = Number(process.env.BULKPAY_COST_RUNS ?? 150);
const WARM_UP = 10;
const GIN = process.env.BULKPAY_COST_GIN;
const IBAN = 'DE89370400440532013000';

const payments = (): RunPayment[] =>
  Array.from({ length: 100 }, (_, i) => ({
    line: i + 2,
    fingerprint: `${IBAN}|123.45|EUR|${randomUUID()}`,
    payee: `Payee ${i}`,
    amount: '123.45',
    currency: 'EUR',
    iban: IBAN,
  }));

const run = (): RunToSubmit => ({
  fileName: `cost-${randomUUID()}.csv`,
  fileSha256: 'b'.repeat(64),
  payingAccount: 'FI2112345600000785',
  paymentCount: 100,
  totals: { EUR: '12345.00' },
  plan: { bulks: Array.from({ length: 100 }, (_, i) => ({ name: `Payee ${i}`, iban: IBAN, amount: '123.45' })) },
  planHash: randomUUID(),
  warningsAcknowledged: [],
  bankTpp: 'tpp',
  bankCustomer: 'customer',
});

const historyBulk = (runId: string): NewBulk => ({
  sequence: 1,
  paymentAccount: 'FI2112345600000785',
  createdBy: 'host',
  payments: Array.from({ length: 100 }, (_, i) => ({
    amount: '123.45',
    currency: 'EUR',
    payeeName: `Payee ${i}`,
    accountIdentifier: IBAN,
    accountIdentifierType: 'iban',
    unstructuredReference: `Run ${runId} payment ${i}`,
    method: 'sepa',
    instant: false,
  })),
});

async function storeAs(cluster: PgCluster, user: string): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url(user, PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(config.value);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

async function setUp(cluster: PgCluster): Promise<TeamStore[]> {
  for (const u of ['team_admin', 'prep', 'appr']) await createLogin(cluster, u, PASSWORD);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
    await c.query('CREATE EXTENSION pg_stat_statements');
  });
  const admin = await storeAs(cluster, 'team_admin');
  const migrated = await admin.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  if (GIN)
    await cluster.admin(async (c) => {
      for (const index of TRIGRAM_INDEXES) await c.query(`ALTER INDEX bulkpay.${index} SET (${GIN})`);
    });
  await admin.setRole('prep', 'preparer');
  await admin.setRole('appr', 'approver');
  return [admin, await storeAs(cluster, 'prep'), await storeAs(cluster, 'appr')];
}

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

async function printServerTime(cluster: PgCluster): Promise<void> {
  await cluster.admin(async (c) => {
    const fns = await c.query<{ name: string; calls: string; per: string }>(
      `SELECT funcname AS name, calls, round((self_time / calls)::numeric, 3) AS per FROM pg_stat_user_functions WHERE calls > 0
       ORDER BY self_time DESC LIMIT 14`,
    );
    for (const f of fns.rows) console.log(`fn ${f.name}: ${f.calls} calls, ${f.per} ms self a call`);
    const statements = await c.query<{ calls: string; mean: string; total: string; top: boolean; query: string }>(
      `SELECT calls, round(mean_exec_time::numeric, 3) AS mean, round(total_exec_time::numeric) AS total,
              toplevel AS top, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query
       FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
    );
    console.log('calls\tmean ms\ttotal ms');
    for (const s of statements.rows)
      console.log(`${s.calls}\t${s.mean}\t${s.total}\t${s.top ? '' : '(nested) '}${s.query}`);
  });
}

const cluster = await startPgCluster({
  settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'track_functions=all'],
});
try {
  const [admin, prep, appr] = (await setUp(cluster)) as [TeamStore, TeamStore, TeamStore];
  const times: Record<string, number[]> = {};
  const timed = async <T>(op: string, fn: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await fn();
    (times[op] ??= []).push(performance.now() - start);
    return result;
  };
  for (let i = 0; i < RUNS; i++) {
    if (i === WARM_UP) await cluster.admin((c) => c.query('SELECT pg_stat_reset(), pg_stat_statements_reset()'));
    const submitted = ok(await timed('submit', () => prep.submitRun(run(), payments())));
    await timed('list', () => appr.runs(20));
    ok(await timed('release', () => appr.release(submitted.id)));
    ok(await timed('claim', () => appr.claimSend(submitted.id, 'host', { tpp: 'tpp', customer: 'customer' })));
    await timed('record', () => appr.history().recordBulk(historyBulk(submitted.id)));
    await timed('sent', () => appr.markSent(submitted.id));
    await timed('search', () =>
      prep.history().searchPayments({ text: `payee ${i % 100}`, sort: 'date', descending: true, limit: 50 }),
    );
  }
  console.log(
    `trigram indexes: ${GIN ?? 'as the schema sets them'}; ${RUNS - WARM_UP} runs after ${WARM_UP} to warm up`,
  );
  for (const [op, all] of Object.entries(times)) {
    const sorted = all.slice(WARM_UP).sort((a, b) => a - b);
    console.log(`${op}: p50 ${at(sorted, 0.5).toFixed(2)} ms, p95 ${at(sorted, 0.95).toFixed(2)} ms`);
  }
  await new Promise((r) => setTimeout(r, 700)); // the statistics collector's last report
  await printServerTime(cluster);
  for (const s of [prep, appr, admin]) await s.close();
} finally {
  await cluster.stop();
}
