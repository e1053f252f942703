// A build of the team's concurrent indexes in progress (CREATE INDEX CONCURRENTLY waiting for a
// desktop's open transaction, the index there but not valid yet) is said as being built, not as
// left by an interrupted build, and a second build (another admin's `team connect --yes`) neither
// drops the index being built nor builds it twice: the build's session lock (pg_try_advisory_lock).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';
import { TEAM_PAYEE_START_INDEXES } from '../../../../../src-main/adapters/postgres/team-schema-search-ranges';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'index-build-lock-password';
const INDEX = TEAM_PAYEE_START_INDEXES[0]!.name;
let cluster: PgCluster;
const stores: TeamStore[] = [];

async function adminStore(): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(config.value);
  if (!store.ok) throw new Error(store.error.message);
  stores.push(store.value);
  return store.value;
}

/** The index's state: 'missing', 'invalid' (being built or left) or 'valid'. */
const indexState = () =>
  cluster.admin(async (c) => {
    const { rows } = await c.query<{ valid: boolean | null }>(
      `SELECT (SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass('bulkpay.' || $1)) AS valid`,
      [INDEX],
    );
    const valid = rows[0]!.valid;
    return valid === null ? 'missing' : valid ? 'valid' : 'invalid';
  });

/** How many sessions run a statement like `pattern` now. */
const running = (pattern: string) =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query ILIKE $1`,
          [pattern],
        )
      ).rows[0]!.n,
  );

/** Polls (no clock in the assertion) until `check` holds; false when `stop()` ends the wait first. */
async function until(check: () => Promise<boolean>, stop: () => boolean = () => false): Promise<boolean> {
  while (!stop()) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  const admin = await adminStore();
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  await cluster.admin((c) => c.query(`DROP INDEX bulkpay.${INDEX}`));
}, 120_000);
afterAll(() => endTeamTest({ stores, cluster }));

it('a build in progress is said as being built, and a second build leaves it alone', async () => {
  const alice = await openStoreAs(cluster, 'alice', PASSWORD, stores);
  const missing = await alice.status();
  expect(missing.ok && missing.value).toMatchObject({ indexesToRebuild: [INDEX], indexesBuilding: false });

  // A desktop in the middle of writing the history: the concurrent build waits for its transaction.
  const holder = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE bulkpay.history_payments IN ROW EXCLUSIVE MODE');
    const first = (await adminStore()).migrate();
    await until(async () => (await indexState()) === 'invalid');

    const building = await alice.status();
    expect(building.ok && building.value).toMatchObject({ indexesToRebuild: [INDEX], indexesBuilding: true });

    // A second build meanwhile: done at once, nothing dropped (a DROP INDEX would wait here too).
    let settled = false;
    const second = (await adminStore()).migrate().finally(() => (settled = true));
    const dropped = await until(
      async () => (await running('DROP INDEX CONCURRENTLY%')) > 0,
      () => settled,
    );
    expect(dropped).toBe(false);
    expect(await second).toEqual({ ok: true, value: [] });
    expect(await indexState()).toBe('invalid');
    expect(await running('CREATE INDEX CONCURRENTLY%')).toBe(1);

    await holder.query('COMMIT');
    expect(await first).toEqual({ ok: true, value: [] });
  } finally {
    await holder.end();
  }
  expect(await indexState()).toBe('valid');
  const done = await alice.status();
  expect(done.ok && done.value).toMatchObject({ indexesToRebuild: [], indexesBuilding: false });
}, 120_000);
