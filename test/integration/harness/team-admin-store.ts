// The team admin's store as an older Bulkpay opens it: knowing the team-schema versions up to one
// only, for the tests of an upgrade from it.
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import type { TeamLog } from '../../../src-main/adapters/postgres/team-connection-config';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import type { PgCluster } from './pg-cluster';

/**
 * The team admin's store knowing the team-schema versions up to `version` only, none applied yet;
 * `log` hears what the store logs (main's log).
 */
export async function adminStoreKnowing(
  cluster: PgCluster,
  password: string,
  version: number,
  log: TeamLog = () => {},
): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url('team_admin', password));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(
    config.value,
    log,
    TEAM_MIGRATIONS.filter((m) => m.version <= version),
  );
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/** The team admin's store knowing the team-schema versions up to `version` only, with those applied. */
export async function adminStoreUpTo(cluster: PgCluster, password: string, version: number): Promise<TeamStore> {
  const store = await adminStoreKnowing(cluster, password, version);
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  return store;
}
