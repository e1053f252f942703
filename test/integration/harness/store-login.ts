// A team store opened as one login of a test cluster, kept in `stores` so the test closes it.
import pg from 'pg';
import { expect } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import type { PgCluster } from './pg-cluster';

export async function openStoreAs(
  cluster: PgCluster,
  user: string,
  password: string,
  stores: TeamStore[],
  database?: string,
  /** Pool settings over the app's (a test's `options: '-c lock_timeout=3s'` on every connection). */
  pool: pg.PoolConfig = {},
): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url(user, password, database));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect({ ...config.value, ...pool });
  if (!store.ok) throw new Error(store.error.message);
  stores.push(store.value);
  return store.value;
}

/**
 * The team schema installed by `team_admin` with alice a preparer and bob an approver, and `iban`
 * trusted as an account of its own (so runs paying it need no separate confirmation).
 */
export async function installTeamOfTwo(
  cluster: PgCluster,
  password: string,
  stores: TeamStore[],
  iban: string,
): Promise<TeamStore> {
  const admin = await openStoreAs(cluster, 'team_admin', password, stores);
  expect(await admin.migrate()).toEqual({ ok: true, value: TEAM_MIGRATIONS.map((m) => m.version) });
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('bob', 'approver')).ok).toBe(true);
  const trusted = await admin.guard(() =>
    (admin as unknown as { pool: pg.Pool }).pool.query(
      `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust) VALUES ($1, '', $2, 'trusted')`,
      [`iban:${iban}`, iban],
    ),
  );
  expect(trusted.ok).toBe(true);
  return admin;
}

/**
 * The team schema installed by `team_admin` on a cluster of `startTeamCluster(password, ['alice',
 * 'bob', 'erin'])`, alice a preparer, bob and erin approvers: the admin's store.
 */
export async function installTeamOfThree(
  cluster: PgCluster,
  password: string,
  stores: TeamStore[],
): Promise<TeamStore> {
  const admin = await openStoreAs(cluster, 'team_admin', password, stores);
  expect(await admin.migrate()).toEqual({ ok: true, value: TEAM_MIGRATIONS.map((m) => m.version) });
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('bob', 'approver')).ok).toBe(true);
  expect((await admin.setRole('erin', 'approver')).ok).toBe(true);
  return admin;
}

/**
 * The team schema installed by `team_admin` on a cluster of `startTeamCluster(password, ['clerk'])`,
 * with `clerk` a preparer: the clerk's store, to record a history through (the search tests).
 */
export async function installTeamWithClerk(
  cluster: PgCluster,
  password: string,
  stores: TeamStore[],
): Promise<TeamStore> {
  const admin = await openStoreAs(cluster, 'team_admin', password, stores);
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
  return openStoreAs(cluster, 'clerk', password, stores);
}

/**
 * The cluster's superuser on a history as autovacuum leaves it settled: statistics read, the
 * pages all-visible (an index-only scan reads no row), for tests that look at plans.
 */
export async function superuserOnSettledHistory(cluster: PgCluster): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  await client.connect();
  await client.query('VACUUM ANALYZE bulkpay.history_payments');
  return client;
}
