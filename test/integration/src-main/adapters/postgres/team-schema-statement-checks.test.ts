// Team schema 15 on a real PostgreSQL, upgraded from the version before it with a history already
// in it: who may write the payments and "payments only with their bulk, within its count" are
// asked once per statement instead of once per payment, and refuse exactly what they refused.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { copyLocalHistoryToTeam } from '../../../../../src-main/adapters/postgres/import-history';
import { teamErrorOf } from '../../../../../src-main/adapters/postgres/team-errors';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { adminStoreKnowing } from '../../../harness/team-admin-store';
import { openStoreAs } from '../../../harness/store-login';
import { refusalCode as outcome } from '../../../harness/sql-refusal';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'statement-checks-password';
const VERSION = 15;
let cluster: PgCluster;
const stores: TeamStore[] = [];
const raw: pg.Client[] = [];
const pools: pg.Pool[] = [];
let alice: TeamStore;
let aliceBulk: string;
const desktop = openTempDatabase();
const local = new HistoryStore(desktop.db);
const localPayments = Array.from({ length: 7 }, (_, i) => payment({ payeeName: `Payee ${i}`, amount: `${i + 1}.00` }));
let localBulk: string;

async function storeWith(version: number): Promise<TeamStore> {
  const store = await adminStoreKnowing(cluster, PASSWORD, version);
  stores.push(store);
  return store;
}

async function sqlAs(user: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  raw.push(client);
  return client;
}

/** `team import-history` of this desktop's history, 3 payments per statement: what it did to payments. */
async function copy() {
  const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
  pools.push(pool);
  const counts = await copyLocalHistoryToTeam(new HistoryReader(desktop.db), pool, { desktop: 'alice@desk', batch: 3 });
  return counts.find((c) => c.table === 'payments');
}

/** `n` payments of bulk `bulkId` from position `from`, as one INSERT statement. */
const insertPayments = (client: pg.Client, bulkId: string, from: number, n: number) =>
  client.query(
    `INSERT INTO bulkpay.history_payments (bulk_id, position, amount, amount_milli, currency, payee_name,
       account_identifier, account_identifier_type, method, created_at, updated_at)
     SELECT $1, p, '5.00', 5000, 'EUR', 'Payee ' || p, 'FI2112345600000785', 'iban', 'sepa', now(), now()
     FROM generate_series($2::int, $2::int + $3::int - 1) AS p`,
    [bulkId, from, n],
  );

const newBulk = (client: pg.Client, id: string, count: number) =>
  client.query(
    `INSERT INTO bulkpay.history_bulks (id, payment_account, state, total_count, total_amount, currency_totals,
       created_by, created_at, updated_at) VALUES ($1, 'acc', 'sending', $2, '5.00', '{}', 'x', now(), now())`,
    [id, count],
  );

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'mallory', 'vera']);
  // A team database as the version before this one left it, with a history in it.
  const before = await storeWith(VERSION - 1);
  expect((await before.migrate()).ok).toBe(true);
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['mallory', 'preparer'],
    ['vera', 'viewer'],
  ] as const)
    expect((await before.setRole(user, role)).ok).toBe(true);
  alice = await openStoreAs(cluster, 'alice', PASSWORD, stores);
  aliceBulk = await alice.history().recordBulk(bulk([payment(), payment({ line: 3, amount: '2.00' })]));
  localBulk = local.recordBulk(bulk(localPayments, { idempotencyKey: 'key-local' }));
  local.markAccepted(localBulk, { bankBulkId: 'bank-local', statusUrl: 'https://bank.test/bank-local' });
  expect(await copy()).toMatchObject({ local: 7, copied: 7, inTeam: 7 });
  expect(await (await storeWith(VERSION)).migrate()).toEqual({ ok: true, value: [VERSION] });
}, 60_000);

afterAll(() => endTeamTest({ connections: [...raw, ...pools], stores, cluster }));

describe('team schema 15: the payments’ checks once per statement', () => {
  it('adding a bulk of 100 payments asks who may write twice and no per-payment guard', async () => {
    const calls = await cluster.admin(async (c) => {
      await c.query(`SET track_functions = 'pl'`);
      await c.query('SET SESSION AUTHORIZATION alice');
      await c.query('BEGIN');
      try {
        await newBulk(c, 'counted', 100);
        await insertPayments(c, 'counted', 0, 100);
        const { rows } = await c.query<{ writer: string | null; guard: string | null; added: string | null }>(
          `SELECT pg_stat_get_xact_function_calls('bulkpay.history_writer'::regproc) AS writer,
             pg_stat_get_xact_function_calls('bulkpay.history_payments_guard'::regproc) AS guard,
             pg_stat_get_xact_function_calls('bulkpay.history_payments_added_guard'::regproc) AS added`,
        );
        return rows[0]!;
      } finally {
        await c.query('ROLLBACK');
      }
    });
    // Once for the bulk's row, once for the payments' statement (was 1 + 100, and 100 guards).
    expect({ writer: Number(calls.writer), guard: Number(calls.guard ?? 0), added: Number(calls.added) }).toEqual({
      writer: 2,
      guard: 0,
      added: 1,
    });
  });

  it('keeps one copy of the rule "payments only with their bulk": the row guard now checks updates only', async () => {
    const copies = await cluster.admin((c) =>
      c.query<{ name: string }>(
        `SELECT proname AS name FROM pg_proc WHERE pronamespace = 'bulkpay'::regnamespace
           AND prosrc LIKE '%payments are added only with their bulk%'`,
      ),
    );
    expect(copies.rows).toEqual([{ name: 'history_payments_added_guard' }]);
  });

  it('still adds payments only with their bulk, within its count, all or none of a statement', async () => {
    const mallory = await sqlAs('mallory');
    expect(await outcome(insertPayments(mallory, aliceBulk, 2, 1))).toBe('BP003');
    await mallory.query('BEGIN');
    await newBulk(mallory, 'mallory-1', 2);
    expect(await outcome(insertPayments(mallory, 'mallory-1', 1, 2))).toBe('BP003');
    await mallory.query('ROLLBACK');
    await mallory.query('BEGIN');
    await newBulk(mallory, 'mallory-2', 2);
    expect(await outcome(insertPayments(mallory, 'mallory-2', -1, 1))).toBe('BP003');
    await mallory.query('ROLLBACK');
    await mallory.query('BEGIN');
    await newBulk(mallory, 'mallory-3', 2);
    expect(await outcome(insertPayments(mallory, 'mallory-3', 0, 2))).toBe('ok');
    await mallory.query('COMMIT');
    const { rows } = await mallory.query<{ bulk_id: string; n: number }>(
      `SELECT bulk_id, count(*)::int AS n FROM bulkpay.history_payments WHERE bulk_id LIKE 'mallory-%' GROUP BY 1`,
    );
    expect(rows).toEqual([{ bulk_id: 'mallory-3', n: 2 }]);
    expect((await alice.history().getBulk(aliceBulk))?.totalCount).toBe(2);
  });

  it('still refuses a viewer’s writes as before 15, and a statement that changes no payment as before', async () => {
    const vera = await sqlAs('vera');
    await vera.query('BEGIN');
    expect(await outcome(insertPayments(vera, aliceBulk, 0, 1))).toBe('BP002');
    await vera.query('ROLLBACK');
    // A viewer's update meets the outcome writer's rule first (BP007), as before 15.
    const paid = `UPDATE bulkpay.history_payments SET state = 'paid' WHERE bulk_id = $1`;
    expect(await outcome(vera.query(paid, [aliceBulk]))).toBe('BP007');
    // A statement that changes no payment is not refused: a viewer's update, a writer's insert.
    expect(await outcome(vera.query(paid, ['none']))).toBe('ok');
    const mallory = await sqlAs('mallory');
    expect(await outcome(insertPayments(mallory, aliceBulk, 0, 0))).toBe('ok');
    expect(await alice.history().bulkPayments(aliceBulk)).toHaveLength(2);
  });

  it('never deletes a payment, even for a member granted DELETE; deleting none is not refused', async () => {
    await cluster.admin((c) => c.query('GRANT DELETE ON bulkpay.history_payments TO alice'));
    const aliceSql = await sqlAs('alice');
    const remove = 'DELETE FROM bulkpay.history_payments WHERE bulk_id = $1';
    expect(await outcome(aliceSql.query(remove, [aliceBulk]))).toBe('BP003');
    expect(await outcome(aliceSql.query(remove, ['none']))).toBe('ok');
    expect(await alice.history().bulkPayments(aliceBulk)).toHaveLength(2);
  });

  it('payments of a bulk that does not exist: refused, and told to the user as before 15 (invalid_move)', async () => {
    const mallory = await sqlAs('mallory');
    const refused: unknown = await insertPayments(mallory, 'no-such-bulk', 0, 1).then(
      () => 'added',
      (e: unknown) => e,
    );
    expect(refused).not.toBe('added');
    const told = teamErrorOf(refused, { host: 'h', user: 'mallory', database: 'd' }, () => {});
    expect(told.ok ? 'ok' : told.error.code).toBe('invalid_move');
  });

  it('a history copied before the upgrade is copied again as before: nothing added, outcomes forward', async () => {
    local.applyStatus(
      localBulk,
      processedStatus(
        'bank-local',
        localPayments,
        localPayments.map(() => 'paid'),
      ),
    );
    expect(await copy()).toMatchObject({ local: 7, copied: 0, inTeam: 7 });
    expect(new Set((await alice.history().bulkPayments(localBulk)).map((p) => p.state))).toEqual(new Set(['paid']));
    local.recordBulk(bulk([payment({ payeeName: 'After Upgrade Oy' })], { idempotencyKey: 'key-after' }));
    expect(await copy()).toMatchObject({ local: 8, copied: 1, inTeam: 8 });
  });
});
