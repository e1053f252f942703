// Team schema 22 on a database where one of the trigger functions it checks was dropped by hand:
// the upgrade fails whole and says which function is missing (main's log), the schema stays at 21
// and no function before the missing one is left checked; put back, the upgrade goes through.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TeamLog } from '../../../../../src-main/adapters/postgres/team-connection-config';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { adminStoreKnowing } from '../../../harness/team-admin-store';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'trigger-tables-missing-password';
const MISSING = 'bulkpay.payee_book_learn()';
let cluster: PgCluster;
const stores: TeamStore[] = [];

async function adminWith(version: number, log?: TeamLog) {
  const store = await adminStoreKnowing(cluster, PASSWORD, version, log);
  stores.push(store);
  return store;
}

/** `sql` run as team_admin, the schema's owner (as an admin would by hand). */
async function asOwner(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether runs_audit (first in schema 22's list, before the missing one) has the own-table check. */
const firstChecked = () =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ checked: boolean }>(
          `SELECT prosrc LIKE '%runs_audit runs only for%' AS checked FROM pg_proc WHERE oid = 'bulkpay.runs_audit()'::regprocedure`,
        )
      ).rows[0]!.checked,
  );

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, []);
}, 120_000);

afterAll(() => endTeamTest({ stores, cluster }));

it('an upgrade to 22 with a checked trigger function missing fails whole, naming the function', async () => {
  expect((await (await adminWith(21)).migrate()).ok).toBe(true);
  // Kept aside to put back: the definition as schema 21 left it.
  const definition = await cluster.admin(
    async (c) =>
      (await c.query<{ def: string }>(`SELECT pg_get_functiondef($1::regprocedure) AS def`, [MISSING])).rows[0]!.def,
  );
  await asOwner(`DROP FUNCTION ${MISSING} CASCADE`);

  const logged: Record<string, unknown>[] = [];
  const at22 = await adminWith(22, (raw) => logged.push(raw));
  const failed = await at22.migrate();
  expect(failed.ok).toBe(false);
  if (!failed.ok) expect(failed.error).toMatchObject({ code: 'team_store_failed', params: { sqlstate: 'P0001' } });
  expect(logged).toContainEqual(
    expect.objectContaining({ sqlstate: 'P0001', error: `trigger function ${MISSING} is missing` }),
  );
  const status = await at22.status();
  expect(status.ok && status.value.schemaVersion).toBe(21);
  expect(await firstChecked()).toBe(false);

  // Put back by hand, the next upgrade goes through and checks every function.
  await asOwner(definition);
  expect(await at22.migrate()).toEqual({ ok: true, value: [22] });
  expect(await firstChecked()).toBe(true);
}, 120_000);
