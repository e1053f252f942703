// Team schema 12's indexes on a real PostgreSQL: built with CREATE INDEX CONCURRENTLY after the
// version's transaction, so a desktop writing the team history is not stopped while a large
// history is indexed; an index an interrupted build left invalid is built again on the next upgrade.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { adminStoreKnowing } from '../../../harness/team-admin-store';
import { validIndexes as validIndexesOf } from '../../../harness/team-rows';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'concurrent-index-password';
const INDEXES = [
  'history_payments_payee_prefix',
  'history_payments_account_prefix',
  'history_payments_reference_prefix',
];
let cluster: PgCluster;
const stores: TeamStore[] = [];

async function storeWith(version: number): Promise<TeamStore> {
  const store = await adminStoreKnowing(cluster, PASSWORD, version);
  stores.push(store);
  return store;
}

const validIndexes = () => validIndexesOf(cluster, INDEXES);

/** Polls (no clock in the assertion) until `check` holds or `stop()` says the wait is over. */
async function until(check: () => Promise<boolean>, stop: () => boolean): Promise<boolean> {
  while (!stop()) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const waitingOnALock = (what: string) =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`,
          [what],
        )
      ).rows[0]!.n > 0,
  );

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  const before = await storeWith(11);
  expect((await before.migrate()).ok).toBe(true);
  expect((await before.setRole('alice', 'preparer')).ok).toBe(true);
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

describe('team schema 12 builds its indexes concurrently', () => {
  it('a desktop writes the history while the upgrade builds the indexes', async () => {
    const alice = await openStoreAs(cluster, 'alice', PASSWORD, stores);
    // A desktop in the middle of writing the history: its transaction holds the table's writer lock.
    const holder = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE bulkpay.history_payments IN ROW EXCLUSIVE MODE');
      const upgrade = (await storeWith(12)).migrate();
      // The index build waits for that transaction (as it must, either way)…
      expect(
        await until(
          () => waitingOnALock('%CREATE INDEX%prefix%'),
          () => false,
        ),
      ).toBe(true);
      // …and meanwhile another desktop records a bulk: written, not queued behind the build.
      let written = false;
      const write = alice
        .history()
        .recordBulk(bulk([payment({ payeeName: 'Aino Virtanen' })]))
        .then(() => (written = true));
      const blocked = await until(
        () => waitingOnALock('%INSERT INTO bulkpay.history_%'),
        () => written,
      );
      expect(blocked).toBe(false);
      await holder.query('COMMIT');
      await write;
      expect(await upgrade).toEqual({ ok: true, value: [12] });
    } finally {
      await holder.end();
    }
    expect(await validIndexes()).toEqual([...INDEXES].sort());
  });

  it('an index an interrupted build left invalid is built again by the next upgrade', async () => {
    await cluster.admin((c) =>
      c.query(
        `UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'bulkpay.history_payments_account_prefix'::regclass`,
      ),
    );
    expect(await validIndexes()).not.toContain('history_payments_account_prefix');
    expect(await (await storeWith(12)).migrate()).toEqual({ ok: true, value: [] });
    expect(await validIndexes()).toEqual([...INDEXES].sort());
  });
});
