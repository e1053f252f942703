// One desktop at a time follows a team bulk: two trackers on one PostgreSQL and the real sandbox;
// the first (a separate process) is SIGKILLed, the second takes over once the lease has run out
// and writes the final state into the team history, which every member reads.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followTeamBulk, type LeaseTrackerBank } from '../../../../../src-main/features/tracking/team-lease';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { sampleBulk, unwrap } from '../../../harness/bank-harness';
import { startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';

const PASSWORD = 'lease-test-password';
const LEASE_MS = 1_500;
const INTERVAL_MS = 100;
const root = join(import.meta.dirname, '../../../../..');
let cluster: PgCluster;
let bank: EnvModeBank;
const stores: TeamStore[] = [];

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  const admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('bob', 'approver')).ok).toBe(true);
  bank = await startEnvModeBank();
}, 120_000);

afterAll(async () => {
  for (const s of stores) await s.close();
  await bank?.close();
  await cluster?.stop();
});

/** Starts the child tracker as `alice`; resolves with it once it has applied its first status. */
async function startChildTracker(bulkId: string) {
  const { conn } = bank;
  const child = spawn(
    join(root, 'node_modules', '.bin', 'node'),
    ['--import', 'tsx', join(import.meta.dirname, 'lease-tracker-child.ts')],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdin.end(
    JSON.stringify({
      teamUrl: cluster.url('alice', PASSWORD),
      bulkId,
      holder: 'alice@desktop-a',
      leaseMs: LEASE_MS,
      intervalMs: INTERVAL_MS,
      dbFile: join(bank.dir, 'child.sqlite'),
      baseUrl: conn.sandbox.base_url,
      bulkBaseUrl: conn.sandbox.bulk_base_url,
      clientId: conn.clientId,
      clientSecret: conn.clientSecret,
      keyPem: conn.keyPem,
      psuToken: conn.psuToken,
    }),
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_c, signal) => resolve(signal)));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  return { child, exited, first: String(first.value) };
}

describe('following a team bulk under a lease', () => {
  it('two trackers: only the holder asks the bank; when it is killed the other takes over after the lease', async () => {
    const { conn } = bank;
    // A bulk at the bank, recorded and accepted in the team history as a team send leaves it.
    const created = unwrap(await conn.client.createBulk(sampleBulk(conn.account.code, 2)));
    const alice = await storeAs('alice');
    const history = alice.history();
    const bulkId = await history.recordBulk(bulk([payment(), payment({ amount: '2.25' })], { createdBy: 'alice' }));
    await history.markAccepted(bulkId, { bankBulkId: created.bulkId, statusUrl: created.statusUrl });

    const a = await startChildTracker(bulkId);
    expect(a.first).toBe('polled pending_approval');

    // Desktop B (bob) follows the same bulk; while A holds the lease B never asks the bank.
    const bob = await storeAs('bob');
    const leases = bob.trackingLeases();
    const bankCalls: number[] = [];
    const countingBank: LeaseTrackerBank = {
      getBulkStatus: (id, url) => {
        bankCalls.push(Date.now());
        return conn.client.getBulkStatus(id, url);
      },
    };
    const stop = new AbortController();
    const following = followTeamBulk(bulkId, {
      leases,
      history: bob.history(),
      holder: 'bob@desktop-b',
      bank: countingBank,
      leaseMs: LEASE_MS,
      intervalMs: INTERVAL_MS,
      signal: stop.signal,
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(bankCalls).toEqual([]);
    expect(await leases.holder(bulkId)).toMatchObject({ holder: 'alice@desktop-a', dbUser: 'alice' });

    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    const killedAt = Date.now();
    // The customer approves on the phone after A died: only B can bring that into the team history.
    await conn.control.approveBulk(created.bulkId);
    const outcome = await Promise.race([
      following,
      new Promise((_, reject) => setTimeout(() => reject(new Error('B never took over')), 20_000)),
    ]);
    expect(outcome).toBe('final');
    // B asked the bank only once A's lease (renewed at most one interval before the kill) had run out.
    expect(bankCalls.length).toBeGreaterThan(0);
    expect(bankCalls[0]! - killedAt).toBeGreaterThanOrEqual(LEASE_MS - 2 * INTERVAL_MS - 300);

    // Every member reads the same live state from the team history: final, written by bob.
    for (const reader of [history, bob.history()]) {
      const summary = (await reader.getBulk(bulkId))!;
      expect(summary).toMatchObject({ state: 'approved', processed: true });
    }
    const changes = await history.auditOf('bulk', bulkId);
    expect(changes.filter((c) => c.action === 'bulk_status_changed').length).toBeGreaterThanOrEqual(2);
    const writers = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT db_user, detail->>'status' AS status FROM bulkpay.history_audit
             WHERE object_id = $1 AND action = 'bulk_status_changed' ORDER BY id`,
            [bulkId],
          )
        ).rows,
    );
    expect(writers[0]).toEqual({ db_user: 'alice', status: 'pending_approval' });
    expect(writers.at(-1)).toEqual({ db_user: 'bob', status: 'approved' });
    expect(await leases.holder(bulkId)).toBeUndefined();
    stop.abort();
  }, 60_000);
});
