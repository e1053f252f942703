import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { RUNS_LIST_SQL } from '../../../../../src-main/adapters/postgres/team-runs-list';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

// Issue 28: every desktop reads the list of runs again on each change the team makes. The read
// must not grow with the runs the team has made over the years (an index range, not a sort of
// every run), nor carry each listed run's plan (every payment of the run) that no list shows.
const PASSWORD = 'team-runs-list-password';
const RUNS = 3000;
let cluster: PgCluster;
const stores: TeamStore[] = [];
let alice: TeamStore;

/** Plan nodes of an EXPLAIN (FORMAT JSON), depth first. */
type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  alice = await openStoreAs(cluster, 'alice', PASSWORD, stores);
  // Years of runs, written straight into the table (triggers off for the fill only), each with a
  // plan of 100 payments; the newest made last.
  await cluster.admin(async (c) => {
    await c.query('SET session_replication_role = replica');
    await c.query(
      `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
         warnings_acknowledged, state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer)
       SELECT 'run-' || i || '.csv', repeat('a', 64), 'FI2112345600000785', 100, '{"EUR": "100.00"}',
         jsonb_build_object('bulks', (SELECT jsonb_agg(jsonb_build_object('name', 'Payee ' || j, 'amount', '1.00',
           'iban', 'DE89370400440532013000')) FROM generate_series(1, 100) j)),
         md5(i::text), '[]', 'sent', true, 'alice', now() - (${RUNS} - i) * interval '1 hour', 'tpp', 'customer'
       FROM generate_series(1, ${RUNS}) i`,
    );
    await c.query('ANALYZE bulkpay.runs');
  });
}, 120_000);
afterAll(() => endTeamTest({ stores, cluster }));

describe('the list of runs', () => {
  it('reads the newest runs as an index range: no sort of every run the team made', async () => {
    const plan = await cluster.admin(async (c) => {
      const { rows } = await c.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${RUNS_LIST_SQL}`,
        [50],
      );
      return rows[0]!['QUERY PLAN'][0].Plan;
    });
    const nodes = nodesOf(plan);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.find((n) => n['Index Name'])?.['Index Name']).toBe('runs_newest_first');
  });

  it('lists the newest first without their plans; one run read whole still has its plan', async () => {
    const listed = await alice.runs(3);
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.map((r) => r.fileName)).toEqual([
      `run-${RUNS}.csv`,
      `run-${RUNS - 1}.csv`,
      `run-${RUNS - 2}.csv`,
    ]);
    for (const r of listed.value) expect(r).not.toHaveProperty('plan');
    // …not read and dropped: the database never sends it.
    const columns = await cluster.admin(async (c) => (await c.query(RUNS_LIST_SQL, [3])).fields.map((f) => f.name));
    expect(columns).toContain('file_name');
    expect(columns).not.toContain('plan');
    const whole = await alice.run(listed.value[0]!.id);
    expect(whole.ok && (whole.value.plan as { bulks: unknown[] }).bulks).toHaveLength(100);
  });
});
