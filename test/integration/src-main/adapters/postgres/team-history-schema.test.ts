// Team schema version 3 (the shared history): upgrades a team database at version 2 that already
// holds runs, and works where the server's admin installed pg_trgm elsewhere first.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { createLogin, startPgCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'schema-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

const storeAs = (user: string, database = 'postgres'): Promise<TeamStore> =>
  openStoreAs(cluster, user, PASSWORD, stores, database);

beforeAll(async () => {
  cluster = await startPgCluster();
  for (const user of ['team_admin', 'alice']) await createLogin(cluster, user, PASSWORD);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('CREATE DATABASE upgraded OWNER team_admin');
    await c.query('CREATE DATABASE trgm_in_public OWNER team_admin');
  });
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

/** Installs versions 1 and 2 only, as an older Bulkpay left the database. */
async function installVersion2(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD, database) });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const m of TEAM_MIGRATIONS.filter((m) => m.version <= 2)) await client.query(m.sql);
    await client.query(`CREATE TABLE bulkpay.schema_version (version integer PRIMARY KEY, name text NOT NULL,
      applied_by name NOT NULL DEFAULT session_user, applied_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(`INSERT INTO bulkpay.schema_version (version, name) VALUES (1, 'v1'), (2, 'v2')`);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

describe('team schema version 3 (history)', () => {
  it('upgrades a version-2 team database that holds runs, and the history works after it', async () => {
    await installVersion2('upgraded');
    const admin = await storeAs('team_admin', 'upgraded');
    expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
    const alice = await storeAs('alice', 'upgraded');
    // A run as a version-2 Bulkpay wrote it (plain SQL: today's store writes version-4 columns).
    const v2 = new pg.Client({ connectionString: cluster.url('alice', PASSWORD, 'upgraded') });
    await v2.connect();
    try {
      await v2.query('BEGIN');
      const { rows } = await v2.query<{ id: string }>(
        `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
           warnings_acknowledged, state, release_required, prepared_by, prepared_at)
         VALUES ('old.csv', $1, 'FI2112345600000785', 1, '{"EUR": "5.00"}', '{}', 'h', '[]', 'awaiting_release', true,
           session_user, now()) RETURNING id`,
        ['c'.repeat(64)],
      );
      await v2.query(
        `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency)
         VALUES ($1, 2, 'fp', 'Aino', 5.00, 'EUR')`,
        [rows[0]!.id],
      );
      await v2.query('COMMIT');
    } finally {
      await v2.end();
    }
    expect(await admin.migrate()).toEqual({
      ok: true,
      value: TEAM_MIGRATIONS.filter((m) => m.version > 2).map((m) => m.version),
    });
    expect(await admin.migrate()).toEqual({ ok: true, value: [] });
    expect((await alice.runs()).ok && (await alice.runs())).toMatchObject({ value: [{ fileName: 'old.csv' }] });
    const id = await alice.history().recordBulk(bulk([payment({ payeeName: 'Aino Virtanen' })]));
    const found = await alice.history().searchPayments({ payee: 'virtanen', sort: 'date', descending: true, limit: 5 });
    expect(found.rows.map((r) => r.bulkId)).toEqual([id]);
  });

  it('uses a pg_trgm the server admin installed in another schema', async () => {
    const c = new pg.Client({
      connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password, 'trgm_in_public'),
    });
    await c.connect();
    try {
      await c.query('CREATE EXTENSION pg_trgm WITH SCHEMA public');
    } finally {
      await c.end();
    }
    const admin = await storeAs('team_admin', 'trgm_in_public');
    expect(await admin.migrate()).toEqual({ ok: true, value: TEAM_MIGRATIONS.map((m) => m.version) });
    const repo = admin.history();
    await repo.recordBulk(bulk([payment({ payeeName: 'Cecilia Öberg' })]));
    expect((await repo.searchPayments({ text: 'öberg', sort: 'date', descending: true, limit: 5 })).total).toBe(1);
  });
});
