// Review finding MEDIUM 4: a desktop holds one pooled connection to the team database, so a slow
// query of its own (an export, an import-history, a search) could hold back the heartbeat and claim
// renewals of a run it is sending until its heartbeat ran out and another desktop took the run over.
// While a run is sent, they go through a connection of the send's own, which ends with the send
// (docs/team-admin.md, "Connections": N desktops, at most N connections plus one per sending desktop).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  TeamStore,
  teamConnectionConfig,
  type RunToSubmit,
} from '../../../../../src-main/adapters/postgres/team-store';
import { keepSenderAlive } from '../../../../../src-main/features/team/sender-heartbeat';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamOfTwo, openStoreAs } from '../../../harness/store-login';
import { TPP } from '../../../harness/team-run-fixtures';

const PASSWORD = 'team-test-password';
const IBAN = 'FI2112345600000785';
/** The desktop's connections, told apart from every other in pg_stat_activity by this name. */
const APP = 'bulkpay-lane-test';
/** The sender timeout of this test: a beat every quarter of it. */
const ALIVE_MS = 8_000;
/** Any number: the admin holds this lock, and the desktop's long query waits for it. */
const LOCK = 4242;

let cluster: PgCluster;
const stores: TeamStore[] = [];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  await installTeamOfTwo(cluster, PASSWORD, stores, IBAN);
}, 60_000);

afterAll(async () => {
  for (const s of stores) await s.close();
  await cluster?.stop();
});

const run: RunToSubmit = {
  fileName: 'payroll-november.csv',
  fileSha256: 'a'.repeat(64),
  payingAccount: IBAN,
  paymentCount: 1,
  totals: { EUR: '1250.50' },
  plan: { bulks: [{ payments: [{ name: 'Jürgen Müller', amount: '1250.50' }] }] },
  planHash: 'plan-hash',
  warningsAcknowledged: [],
  bankTpp: TPP.tpp,
  bankCustomer: TPP.customer,
};

/** A released run claimed for sending by alice's desktop `desktop`, with the test's sender timeout. */
async function claimedRun(desktop: TeamStore): Promise<string> {
  const bob = await openStoreAs(cluster, 'bob', PASSWORD, stores);
  const payment = { line: 2, fingerprint: `${IBAN}|fp-1`, payee: 'Jürgen Müller', amount: '1250.50', currency: 'EUR' };
  const prepared = await desktop.submitRun(run, [{ ...payment, iban: IBAN }]);
  if (!prepared.ok) throw new Error(prepared.error.message);
  expect((await bob.release(prepared.value.id)).ok).toBe(true);
  const claim = await desktop.claimSend(prepared.value.id, 'desk-a', TPP, ALIVE_MS);
  expect(claim.ok && claim.value.claimed).toBe(true);
  return prepared.value.id;
}

/** What the admin sees: the desktop's connections by name, and those waiting on a lock. */
const connections = (name: string, waitingOnLock = false) =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE application_name = $1 AND (NOT $2 OR wait_event_type = 'Lock')`,
          [name, waitingOnLock],
        )
      ).rows[0]!.n,
  );

const heartbeat = (runId: string) =>
  cluster.admin(
    async (c) =>
      (
        await c.query<{ until: Date; gone: boolean }>(
          'SELECT alive_until AS until, alive_until <= now() AS gone FROM bulkpay.run_senders WHERE run_id = $1',
          [runId],
        )
      ).rows[0]!,
  );

it('a sending desktop beats and renews its claim while its one pooled connection is held by a long query, on a connection that ends with the send', async () => {
  const config = teamConnectionConfig(cluster.url('alice', PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const opened = await TeamStore.connect({ ...config.value, application_name: APP });
  if (!opened.ok) throw new Error(opened.error.message);
  const desktop = opened.value;
  stores.push(desktop);
  const runId = await claimedRun(desktop);

  // The desktop's one connection held by a long query: it waits for a lock the admin holds.
  const blocker = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    const pool = (desktop as unknown as { pool: pg.Pool }).pool;
    const long = desktop.guard(() => pool.query('SELECT pg_advisory_xact_lock($1)', [LOCK]));
    while ((await connections(APP, true)) === 0);

    const sender = keepSenderAlive(desktop, runId, 'desk-a', ALIVE_MS);
    try {
      const before = await heartbeat(runId);
      // Beats reach the database while the long query waits; before the fix they queued behind it
      // until the heartbeat ran out on the database's clock and the run was free to take over.
      for (;;) {
        const now = await heartbeat(runId);
        if (now.until > before.until) break;
        expect(now.gone).toBe(false);
      }
      // The claim renewal between bulks goes the same way.
      const renewed = await sender.lane.claimSend(runId, 'desk-a', TPP, ALIVE_MS);
      expect(renewed.ok && renewed.value.claimed).toBe(true);
      // All the while the long query is still waiting on the desktop's one pooled connection,
      // and the desktop holds that connection plus the send's own.
      expect(await connections(APP, true)).toBe(1);
      expect(await connections(APP)).toBe(1);
      expect(await connections(`${APP}-sender`)).toBe(1);
    } finally {
      await blocker.query('COMMIT');
      sender.stop();
    }
    expect((await long).ok).toBe(true);
    // The send's connection ends with the send; the desktop keeps its one.
    while ((await connections(`${APP}-sender`)) > 0);
    expect(await connections(APP)).toBe(1);
  } finally {
    await blocker.end();
  }
}, 60_000);
