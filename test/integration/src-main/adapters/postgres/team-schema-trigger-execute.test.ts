// Team schema 21: a member cannot run a team trigger function (SECURITY DEFINER, its owner's
// rights) on rows of their own by attaching it to a temporary table, and no trigger function of
// the schema, nor one a later version adds, is executable by a member.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamWithClerk } from '../../../harness/store-login';
import { sqlAs } from '../../../harness/team-payee-fixtures';
import { refusalCode } from '../../../harness/sql-refusal';
import { endTeamTest } from '../../../harness/team-teardown';
import {
  TEAM_TRIGGER_TABLES_SQL,
  TRIGGER_OWN_TABLES,
} from '../../../../../src-main/adapters/postgres/team-schema-trigger-tables';

const PASSWORD = 'trigger-execute-password';
const MALLORY_IBAN = 'GB29NWBK60161331926819';
let cluster: PgCluster;
const stores: TeamStore[] = [];
/** A bulk the admin wrote: one the book learns from (payment_learnable). */
let adminBulk: string;

const sql = <T extends pg.QueryResultRow>(user: string, text: string, params: unknown[] = []) =>
  sqlAs<T>(cluster, user, PASSWORD, text, params);

/**
 * Statements run as `user` in one transaction on one connection: 'ok' or the refusal's SQLSTATE.
 * The server's notices meanwhile go to `notices`.
 */
async function attackAs(
  user: string,
  statements: string[],
  params: unknown[][],
  password = PASSWORD,
  notices: string[] = [],
) {
  const client = new pg.Client({ connectionString: cluster.url(user, password) });
  client.on('notice', (n) => notices.push(n.message ?? ''));
  await client.connect();
  try {
    return await refusalCode(
      (async () => {
        await client.query('BEGIN');
        for (const [i, text] of statements.entries()) await client.query(text, params[i] ?? []);
        await client.query('COMMIT');
      })(),
    );
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['clerk']);
  await installTeamWithClerk(cluster, PASSWORD, stores);
  adminBulk = await stores[0]!.history().recordBulk(bulk([payment({ payeeName: 'Alice Supplier' })]));
}, 120_000);

afterAll(() => endTeamTest({ stores, cluster }));

describe('a team trigger function attached by a member to a table of their own', () => {
  it('payee_book_learn on a temp table is refused (42501) and the book learns nothing', async () => {
    const before = await sql('team_admin', 'SELECT * FROM bulkpay.payee_book ORDER BY payee_key, iban');
    const code = await attackAs(
      'clerk',
      [
        `CREATE TEMP TABLE paid (bulk_id text, payee_name text, account_identifier text, amount numeric,
           amount_milli bigint, currency text, updated_at timestamptz, state text)`,
        `CREATE TRIGGER learn AFTER INSERT ON paid FOR EACH ROW EXECUTE FUNCTION bulkpay.payee_book_learn()`,
        `INSERT INTO paid VALUES ($1, 'Mallory', $2, 10, 10000, 'EUR', now(), 'paid')`,
      ],
      [[], [], [adminBulk, MALLORY_IBAN]],
    );
    expect(code).toBe('42501');
    expect(await sql('team_admin', 'SELECT * FROM bulkpay.payee_book ORDER BY payee_key, iban')).toEqual(before);
    expect(await sql('team_admin', 'SELECT 1 FROM bulkpay.payee_book WHERE iban = $1', [MALLORY_IBAN])).toEqual([]);
  });

  it('history_payee_names_add on a temp table is refused (42501) and no name is forged', async () => {
    const names = () => sql('team_admin', 'SELECT lower_name FROM bulkpay.history_payee_names ORDER BY 1');
    const before = await names();
    const code = await attackAs(
      'clerk',
      [
        'CREATE TEMP TABLE named (payee_name text)',
        `CREATE TRIGGER add_names AFTER INSERT ON named REFERENCING NEW TABLE AS added
           FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.history_payee_names_add()`,
        `INSERT INTO named VALUES ('Forged Payee')`,
      ],
      [],
    );
    expect(code).toBe('42501');
    expect(await names()).toEqual(before);
    expect(before).toContainEqual({ lower_name: 'alice supplier' });
  });

  it('history_payee_names_add refuses any table but the payments, even for a login allowed to execute it', async () => {
    const code = await attackAs(
      cluster.superuser.user,
      [
        'CREATE TEMP TABLE named (payee_name text)',
        `CREATE TRIGGER add_names AFTER INSERT ON named REFERENCING NEW TABLE AS added
           FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.history_payee_names_add()`,
        `INSERT INTO named VALUES ('Forged Payee')`,
      ],
      [],
      cluster.superuser.password,
    );
    expect(code).toBe('42501');
  });

  it('leaves no trigger function of the schema executable by a member or the team group', async () => {
    const executable = await sql<{ f: string }>(
      'team_admin',
      `SELECT p.oid::regprocedure::text AS f, r.rolname FROM pg_proc p, pg_roles r
       WHERE p.pronamespace = 'bulkpay'::regnamespace AND p.prorettype = 'trigger'::regtype
         AND r.rolname IN ('clerk', 'bulkpay_team') AND has_function_privilege(r.oid, p.oid, 'EXECUTE')`,
    );
    expect(executable).toEqual([]);
    // Functions members call on purpose keep their grant.
    const [claim] = await sql<{ may: boolean }>(
      'team_admin',
      `SELECT has_function_privilege('clerk', 'bulkpay.claim_send(uuid, text, text, text, integer)', 'EXECUTE') AS may`,
    );
    expect(claim!.may).toBe(true);
  });

  it('revokes a trigger function a later version adds, even one granted to the team group', async () => {
    const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    const later = {
      version: Math.max(...TEAM_MIGRATIONS.map((m) => m.version)) + 1,
      name: 'a-later-trigger-function',
      sql: `CREATE FUNCTION bulkpay.later_trigger() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
              AS $f$ BEGIN RETURN NULL; END $f$;
            GRANT EXECUTE ON FUNCTION bulkpay.later_trigger() TO bulkpay_team, clerk`,
    };
    const store = await TeamStore.connect(config.value, () => {}, [...TEAM_MIGRATIONS, later]);
    if (!store.ok) throw new Error(store.error.message);
    stores.push(store.value);
    expect(await store.value.migrate()).toEqual({ ok: true, value: [later.version] });
    const code = await attackAs(
      'clerk',
      [
        'CREATE TEMP TABLE t (x int)',
        `CREATE TRIGGER later AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION bulkpay.later_trigger()`,
      ],
      [],
    );
    expect(code).toBe('42501');
  });
});

describe('schema 22: every SECURITY DEFINER trigger function runs for its own tables only', () => {
  it('each one attached to a copy of its table is refused (42501), even for a login allowed to execute it', async () => {
    const definers = await sql<{ f: string }>(
      'team_admin',
      `SELECT p.oid::regprocedure::text AS f FROM pg_proc p
       WHERE p.pronamespace = 'bulkpay'::regnamespace AND p.prorettype = 'trigger'::regtype AND p.prosecdef
         AND p.proname <> 'later_trigger' ORDER BY 1`,
    );
    // Every one the schema has is checked (a later one must be added to schema 22's list; the test
    // above adds one of its own).
    expect(definers.map((d) => d.f)).toEqual(Object.keys(TRIGGER_OWN_TABLES).sort());
    for (const [fn, tables] of Object.entries(TRIGGER_OWN_TABLES)) {
      // A table of the same columns and no constraints, one row of nulls: the function's own
      // rules never come to refuse it first.
      const row =
        fn === 'bulkpay.history_payee_names_add()'
          ? 'REFERENCING NEW TABLE AS added FOR EACH STATEMENT'
          : 'FOR EACH ROW';
      const code = await attackAs(
        cluster.superuser.user,
        [
          `CREATE TEMP TABLE copy AS SELECT * FROM ${tables[0]} WITH NO DATA`,
          `CREATE TRIGGER own AFTER INSERT ON copy ${row} EXECUTE FUNCTION ${fn}`,
          'INSERT INTO copy DEFAULT VALUES',
        ],
        [],
        cluster.superuser.password,
      );
      expect(code, fn).toBe('42501');
    }
  });
  it('refuses before the DECLARE defaults: the cast of a member type in to_jsonb(NEW) never runs as the owner', async () => {
    const fn = 'bulkpay.release_rule_audit()';
    const [owner] = await sql<{ name: string }>(
      'team_admin',
      `SELECT proowner::regrole::text AS name FROM pg_proc WHERE oid = $1::regprocedure`,
      [fn],
    );
    await sql('team_admin', `GRANT EXECUTE ON FUNCTION ${fn} TO clerk`);
    const notices: string[] = [];
    try {
      const code = await attackAs(
        'clerk',
        [
          `CREATE TYPE pg_temp.mood AS ENUM ('up')`,
          `CREATE FUNCTION pg_temp.mood_json(pg_temp.mood) RETURNS json LANGUAGE plpgsql AS $f$
           BEGIN RAISE NOTICE 'cast ran as %', current_user; RETURN to_json($1::text); END $f$`,
          'CREATE CAST (pg_temp.mood AS json) WITH FUNCTION pg_temp.mood_json(pg_temp.mood)',
          `SELECT to_jsonb('up'::pg_temp.mood)`,
          'CREATE TEMP TABLE copy (currency pg_temp.mood)',
          `CREATE TRIGGER own AFTER INSERT ON copy FOR EACH ROW EXECUTE FUNCTION ${fn}`,
          `INSERT INTO copy VALUES ('up')`,
        ],
        [],
        PASSWORD,
        notices,
      );
      expect(code).toBe('42501');
    } finally {
      await sql('team_admin', `REVOKE EXECUTE ON FUNCTION ${fn} FROM clerk`);
    }
    // The cast works (the member's own call), and ran for no one else.
    expect(owner!.name).not.toBe('clerk');
    expect(notices).toEqual(['cast ran as clerk']);
  });

  it('run again, leaves every function as it is (each checked once)', async () => {
    const bodies = () =>
      sql<{ f: string; src: string }>(
        'team_admin',
        `SELECT oid::regprocedure::text AS f, prosrc AS src FROM pg_proc
         WHERE pronamespace = 'bulkpay'::regnamespace AND prorettype = 'trigger'::regtype ORDER BY 1`,
      );
    const before = await bodies();
    await sql('team_admin', TEAM_TRIGGER_TABLES_SQL);
    expect(await bodies()).toEqual(before);
  });
});
