// Team schema 23 on a real PostgreSQL: the history's trigram indexes keep a pending list of at
// most 1 MB (an upgrade sets it on indexes already there; on a busy server it gives up waiting for
// their locks, the versions before it kept, and is tried again), and a payment recorded before
// and after the upgrade is found through them as before. Team schema 24: the payee names' trigram
// index keeps no pending list, and the one it had is merged.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  GIN_PENDING_LIST_KB,
  PAYEE_NAMES_INDEX,
  TRIGRAM_INDEXES,
} from '../../../../../src-main/adapters/postgres/team-schema-gin-pending';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { adminStoreKnowing } from '../../../harness/team-admin-store';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'gin-pending-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

async function adminWith(version: number): Promise<TeamStore> {
  const store = await adminStoreKnowing(cluster, PASSWORD, version);
  stores.push(store);
  return store;
}

/** Each trigram index's storage parameters, by name. */
const options = () =>
  cluster.admin(async (c) => {
    const { rows } = await c.query<{ name: string; options: string[] | null }>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
       WHERE c.relnamespace = 'bulkpay'::regnamespace AND c.relname = ANY ($1) ORDER BY 1`,
      [TRIGRAM_INDEXES],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.options]));
  });

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, []);
  // pgstatginindex, to read how many names wait in the payee names index's pending list.
  await cluster.admin((c) => c.query('CREATE EXTENSION pgstattuple'));
}, 120_000);

afterAll(() => endTeamTest({ stores, cluster }));

it('an upgrade from 21 keeps 22 when 23 waits too long, sets a 1 MB pending list on the four trigram indexes later; searches find what they found', async () => {
  const at21 = await adminWith(21);
  expect((await at21.migrate()).ok).toBe(true);
  await at21.history().recordBulk(bulk([payment({ payeeName: 'Before Upgrade Oy' })], { sequence: 1 }));
  const unset = Object.fromEntries(TRIGRAM_INDEXES.map((i) => [i, null]));
  expect(await options()).toEqual(unset);

  const latest = await adminWith(23);
  // A reader's open transaction holds the indexes (ACCESS SHARE): 22 (functions only) commits; 23
  // waits for their ACCESS EXCLUSIVE lock no longer than its lock_timeout, fails, keeps nothing of
  // itself, and goes through later.
  await cluster.admin(async (reader) => {
    await reader.query('BEGIN');
    await reader.query('SELECT count(*) FROM bulkpay.history_payments');
    const blocked = await latest.migrate();
    expect(blocked.ok).toBe(false);
    // Said as what happened and what to do, not as a code (55P03) to try again at once.
    if (!blocked.ok)
      expect(blocked.error).toMatchObject({
        code: 'team_upgrade_lock_timeout',
        message: expect.stringMatching(
          /waited too long for tables .* the version it was applying was not kept \(versions applied before it stay; .*\)\. Try the upgrade again when/,
        ),
        params: { host: expect.any(String) },
      });
    await reader.query('COMMIT');
  });
  expect(await options()).toEqual(unset);
  const status = await latest.status();
  expect(status.ok && status.value.schemaVersion).toBe(22);
  expect(await latest.migrate()).toEqual({ ok: true, value: [23] });
  const limited = [`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`];
  expect(await options()).toEqual(Object.fromEntries(TRIGRAM_INDEXES.map((i) => [i, limited])));

  await latest.history().recordBulk(bulk([payment({ payeeName: 'After Upgrade Ab' })], { sequence: 2 }));
  for (const payee of ['before upgrade', 'after upgrade']) {
    const found = await latest.history().searchPayments({ payee, sort: 'date', descending: true, limit: 10 });
    expect(found.rows, payee).toHaveLength(1);
  }
}, 120_000);

/** The payee names' index: its storage parameters and the names waiting in its pending list (pgstattuple). */
const namesIndex = () =>
  cluster.admin(async (c) => {
    const { rows } = await c.query<{ options: string[] | null; pending: string }>(
      `SELECT c.reloptions AS options, (pgstatginindex(c.oid)).pending_tuples AS pending
       FROM pg_class c WHERE c.relnamespace = 'bulkpay'::regnamespace AND c.relname = $1`,
      [PAYEE_NAMES_INDEX],
    );
    return { options: rows[0]!.options, pending: Number(rows[0]!.pending) };
  });

it('an upgrade to 24 turns the payee names index’s pending list off and merges the names waiting in it; a new payee is found by name after', async () => {
  const at23 = await adminWith(23);
  expect((await at23.migrate()).ok).toBe(true);
  const first = ['Pending Name Oy', 'Waiting Ab', 'Listed Gmbh'].map((payeeName) => payment({ payeeName }));
  await at23.history().recordBulk(bulk(first, { sequence: 3 }));
  const before = await namesIndex();
  expect(before.options).toBeNull();
  expect(before.pending).toBeGreaterThan(0);

  const latest = await adminWith(24);
  expect(await latest.migrate()).toEqual({ ok: true, value: [24] });
  expect(await namesIndex()).toEqual({ options: ['fastupdate=off'], pending: 0 });

  await latest.history().recordBulk(bulk([payment({ payeeName: 'Merged At Once Oy' })], { sequence: 4 }));
  expect((await namesIndex()).pending).toBe(0);
  for (const payee of ['waiting ab', 'merged at once']) {
    const found = await latest.history().searchPayments({ payee, sort: 'date', descending: true, limit: 10 });
    expect(found.rows, payee).toHaveLength(1);
  }
}, 120_000);
