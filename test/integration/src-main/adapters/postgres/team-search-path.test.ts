// The team schema's guards against a member who puts their own operators ahead of pg_catalog:
// where anyone may CREATE in public (PostgreSQL 13/14 defaults), a viewer creates `=` operators
// that always return true and sets search_path = public, pg_catalog. The guards' comparisons must
// still resolve in pg_catalog (team schema 6 pins every function's search_path).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'search-path-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];
let vera: pg.Client;

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['vera']);
  // What PostgreSQL 13/14 grants to everyone by default.
  await cluster.admin((c) => c.query('GRANT CREATE ON SCHEMA public TO vera'));
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
  vera = new pg.Client({ connectionString: cluster.url('vera', PASSWORD) });
  await vera.connect();
  for (const type of ['text', 'name']) {
    await vera.query(
      `CREATE FUNCTION public.always_equal(${type}, ${type}) RETURNS boolean LANGUAGE sql AS 'SELECT true'`,
    );
    await vera.query(
      `CREATE OPERATOR public.= (LEFTARG = ${type}, RIGHTARG = ${type}, FUNCTION = public.always_equal)`,
    );
  }
  await vera.query('SET search_path = public, pg_catalog');
}, 60_000);

afterAll(() => endTeamTest({ connections: [vera], stores, cluster }));

/** The refusal's SQLSTATE, or 'ok' when the statement went through. */
async function outcome(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => 'ok',
    (e: unknown) => String((e as { code?: string }).code),
  );
}

it("a viewer's own = operators reach no guard: no forged audit row, no self-promotion", async () => {
  // The operators are really in force for the viewer's own statements.
  expect((await vera.query<{ eq: boolean }>(`SELECT 'a'::text = 'b'::text AS eq`)).rows[0]!.eq).toBe(true);

  await vera.query('BEGIN');
  await vera.query(`SELECT set_config('bulkpay.audit_export', 'on', true)`);
  const forged = await outcome(
    vera.query(
      `INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id)
       VALUES (now(), session_user, 'history_exported', 'bulk', 'forged')`,
    ),
  );
  await vera.query('ROLLBACK');
  expect(forged).toBe('BP002');

  const promoted = await outcome(
    vera.query(`INSERT INTO bulkpay.members (db_role, app_role) VALUES ('team_admin2', 'admin')`),
  );
  expect(promoted).toBe('BP002');
  const upgraded = await outcome(
    vera.query(`UPDATE bulkpay.members SET app_role = 'admin' WHERE db_role = session_user`),
  );
  expect(upgraded).toBe('BP002');

  await vera.query('SET search_path TO DEFAULT');
  const roles = await vera.query<{ app_role: string }>(`SELECT app_role FROM bulkpay.members WHERE db_role = 'vera'`);
  expect(roles.rows.map((r) => r.app_role)).toEqual(['viewer']);
  const audit = await vera.query(`SELECT 1 FROM bulkpay.history_audit WHERE object_id = 'forged'`);
  expect(audit.rowCount).toBe(0);
});

it('every function of the bulkpay schema but the extension’s has its search_path pinned', async () => {
  const { rows } = await vera.query<{ fn: string }>(
    `SELECT p.oid::regprocedure::text AS fn FROM pg_catalog.pg_proc p
      WHERE p.pronamespace = 'bulkpay'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.classid = 'pg_catalog.pg_proc'::regclass
                        AND d.objid = p.oid AND d.deptype = 'e')
        AND NOT (coalesce(p.proconfig, '{}') @> ARRAY['search_path=pg_catalog, bulkpay, pg_temp'])`,
  );
  expect(rows).toEqual([]);
});
