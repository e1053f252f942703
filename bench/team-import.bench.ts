// The team history's insert path (issue 28): `team import-history` copying the same desktop
// history into two team databases of one throwaway PostgreSQL, one at the team schema before
// version 15 (who may write and "only with their bulk" asked for every payment) and one at the
// current schema (asked once per statement), a round of BULKPAY_BENCH_IMPORT_ROUND payments into
// each in turn so the machine's load falls on both alike. Every index and trigger in place in both.
// Reports the copy's ms per 1,000 payments now as a ratio to before (the desktop's own recording,
// done first for each round, is not counted).
import pg from 'pg';
import { TEAM_MIGRATIONS } from '../src-main/adapters/postgres/team-schema';
import { TeamStore, teamConnectionConfig } from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/harness/pg-cluster';
import type { Figure } from './run';
import { importBulks } from './team-history-data';

const PASSWORD = 'bench-password';
const STATEMENT_CHECKS = 15;

async function teamDatabase(cluster: PgCluster, database: string, migrations: typeof TEAM_MIGRATIONS) {
  await cluster.admin((c) => c.query(`CREATE DATABASE ${database} OWNER team_admin`));
  const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD, database));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(config.value, () => {}, migrations);
  if (!store.ok) throw new Error(store.error.message);
  try {
    if (!(await store.value.migrate()).ok || !(await store.value.setRole('clerk', 'preparer')).ok)
      throw new Error(`The bench could not install the team schema in ${database}`);
  } finally {
    await store.value.close();
  }
  return new pg.Pool({ connectionString: cluster.url('clerk', PASSWORD, database), max: 1 });
}

export async function figures(): Promise<Figure[]> {
  const round = Number(process.env.BULKPAY_BENCH_IMPORT_ROUND ?? 5_000);
  const rounds = Number(process.env.BULKPAY_BENCH_IMPORT_ROUNDS ?? 4);
  const cluster = await startPgCluster();
  const pools: pg.Pool[] = [];
  try {
    for (const user of ['team_admin', 'clerk']) await createLogin(cluster, user, PASSWORD);
    await cluster.admin((c) => c.query('ALTER ROLE team_admin CREATEROLE'));
    const before = await teamDatabase(
      cluster,
      'before15',
      TEAM_MIGRATIONS.filter((m) => m.version < STATEMENT_CHECKS),
    );
    const now = await teamDatabase(cluster, 'current', TEAM_MIGRATIONS);
    pools.push(before, now);
    const bulks = (round / 100) * rounds;
    const ms = { before: 0, now: 0 };
    for (let r = 0; r < rounds; r++) {
      const slots = Array.from({ length: round / 100 }, (_, i) => r * (round / 100) + i);
      // Alternate which goes first, so neither always meets a warmer or a busier machine.
      const order = r % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
      for (const which of order) ms[which] += await importBulks(which === 'before' ? before : now, slots, bulks);
    }
    const payments = round * rounds;
    return [
      {
        name: `team import-history: ms per 1,000 payments (${payments} copied, ${round} per round)`,
        value: (ms.now / payments) * 1000,
        unit: 'ms',
        baseline: {
          name: `the same before team schema ${STATEMENT_CHECKS} (checks per payment)`,
          value: (ms.before / payments) * 1000,
        },
        extra: {
          paymentsPerSecond: Math.round((payments / ms.now) * 1000),
          paymentsPerSecondBefore: Math.round((payments / ms.before) * 1000),
        },
      },
    ];
  } finally {
    for (const p of pools) await p.end();
    await cluster.stop();
  }
}
