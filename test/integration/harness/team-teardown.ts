// The end of a team adapter test: what it opened ended in the order it depends on, each
// connection before the stores (their pools) and the stores before their cluster.
import type { TeamStore } from '../../../src-main/adapters/postgres/team-store';
import type { PgCluster } from './pg-cluster';

/** Anything the test opened that ends with `end()`: a pg.Client or pg.Pool of its own. */
interface Ends {
  end(): Promise<void>;
}

/**
 * Ends `connections` (undefined ones skipped: a beforeAll that failed before opening them), then
 * `stores`, then stops `cluster` (when it started). For `afterAll(() => endTeamTest({ ... }))`.
 */
export async function endTeamTest(parts: {
  connections?: readonly (Ends | undefined)[];
  stores: readonly TeamStore[];
  cluster: PgCluster | undefined;
}): Promise<void> {
  for (const c of parts.connections ?? []) await c?.end();
  for (const s of parts.stores) await s.close();
  await parts.cluster?.stop();
}
