// Team schema 14 on a real PostgreSQL while a desktop records a paid payment: the payment's payee is
// learned under the new key, never under the old one after the upgrade has re-keyed the book. The
// order is made certain with locks: a third session holds the usual amounts (so the upgrade stops
// part-way), the desktop records the payment while the upgrade waits, then the third lets go.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, processedStatus } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { adminStoreUpTo } from '../../../harness/team-admin-store';
import { paymentTo, sqlAs } from '../../../harness/team-payee-fixtures';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'payee-key-upgrade-race';
const HU = 'HU42117730161111101800000000';
let cluster: PgCluster;
const stores: TeamStore[] = [];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, []);
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

/** How many sessions wait for a lock on a table of the team schema. */
const waitingOnTables = () =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class t ON t.oid = l.relation
           WHERE NOT l.granted AND t.relnamespace = 'bulkpay'::regnamespace`,
        )
      ).rows[0]!.n,
  );

/** Resolves once `n` sessions wait for a lock on a team table (no time limit but the test's). */
async function untilWaiting(n: number): Promise<void> {
  while ((await waitingOnTables()) < n) await new Promise((r) => setTimeout(r, 20));
}

describe('team schema 14 while a desktop records a paid payment', () => {
  it('the payment recorded during the upgrade is learned under the new key: no entry under the old one', async () => {
    const writer = await adminStoreUpTo(cluster, PASSWORD, 13);
    stores.push(writer);
    const sent = paymentTo('Ödön Kft', HU, '25.00');
    const bankId = `bank-${randomUUID()}`;
    const id = await writer.history().recordBulk(bulk([sent], { idempotencyKey: `key-${bankId}` }));
    await writer.history().markAccepted(id, { bankBulkId: bankId, statusUrl: `https://bank.test/${bankId}` });

    const holder = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE bulkpay.payee_usual_amounts IN SHARE MODE');
      const upgrader = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
      const upgraded = upgrader.migrate();
      await untilWaiting(1);
      const recorded = writer.history().applyStatus(id, processedStatus(bankId, [sent], ['paid']));
      await untilWaiting(2);
      await holder.query('COMMIT');
      expect((await upgraded).ok).toBe(true);
      await recorded;
    } finally {
      await holder.end();
    }

    const keysOf = (table: string) =>
      sqlAs<{ payee_key: string }>(cluster, 'team_admin', PASSWORD, `SELECT payee_key FROM bulkpay.${table}`);
    expect(await keysOf('payee_book')).toEqual([{ payee_key: 'name:odon kft' }]);
    expect(await keysOf('payee_usual_amounts')).toEqual([{ payee_key: 'name:odon kft' }]);
  }, 60_000);
});
