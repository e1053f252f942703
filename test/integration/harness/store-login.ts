// A team store opened as one login of a test cluster, kept in `stores` so the test closes it.
import type pg from 'pg';
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
