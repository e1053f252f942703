// Issue 28, "changes within a second": a run being sent puts each bulk and the bank's answer in the
// team history (TeamStore.recordRunBulks). Its last bulk's answer and the run marked sent commit
// together, so every other desktop sees the run sent when the team history has the answer (one
// NOTIFY moment); and recording a bulk reads no team history table whole (import-history's counts
// of every table, before and after, read years of payments before and after each bulk of a send).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { RunToSubmit, TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, openTempDatabase, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamOfTwo, openStoreAs } from '../../../harness/store-login';
import { TPP } from '../../../harness/team-run-fixtures';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'record-run-bulks-password';
const IBAN = 'FI2112345600000785';

let cluster: PgCluster;
const stores: TeamStore[] = [];
let alice: TeamStore;
let bob: TeamStore;

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  await installTeamOfTwo(cluster, PASSWORD, stores, IBAN);
  // A record waiting on a lock gives up after 3 s on every connection of alice's pool: a failure
  // with PostgreSQL's message, not a test that hangs.
  alice = await openStoreAs(cluster, 'alice', PASSWORD, stores, undefined, { options: '-c lock_timeout=3s' });
  bob = await openStoreAs(cluster, 'bob', PASSWORD, stores);
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

/** A run of one bulk under `key`, released by bob and claimed for sending by alice. */
async function claimedRun(key: string): Promise<string> {
  const run: RunToSubmit = {
    fileName: `payroll-${key}.csv`,
    fileSha256: 'a'.repeat(64),
    payingAccount: IBAN,
    paymentCount: 1,
    totals: { EUR: '10.00' },
    plan: { idempotencyKeys: [key] },
    planHash: `plan-${key}`,
    warningsAcknowledged: [],
    bankTpp: TPP.tpp,
    bankCustomer: TPP.customer,
  };
  const line = { line: 2, fingerprint: `${IBAN}|${key}`, payee: 'Aino Virtanen', amount: '10.00', currency: 'EUR' };
  const prepared = await alice.submitRun(run, [{ ...line, iban: IBAN }]);
  if (!prepared.ok) throw new Error(prepared.error.message);
  expect((await bob.release(prepared.value.id)).ok).toBe(true);
  const claim = await alice.claimSend(prepared.value.id, 'desk-a', TPP);
  expect(claim.ok && claim.value.claimed).toBe(true);
  return prepared.value.id;
}

/** Alice's desktop history with the run's one bulk, accepted by the bank. */
function sentLocally(key: string): { reader: HistoryReader; bulkId: string } {
  const { db } = openTempDatabase();
  const local = new HistoryStore(db);
  const bulkId = local.recordBulk(bulk([payment()], { idempotencyKey: key }));
  local.markAccepted(bulkId, { bankBulkId: `bank-${key}`, statusUrl: `https://bank.test/${key}` });
  return { reader: new HistoryReader(db), bulkId };
}

it('the last bulk’s answer and the run marked sent commit together', async () => {
  const runId = await claimedRun('key-sent-together');
  const { reader, bulkId } = sentLocally('key-sent-together');
  expect(await alice.recordRunBulks(reader, 'alice@desk-a', [bulkId], { id: runId, host: 'desk-a' })).toEqual({
    ok: true,
    value: true,
  });
  const [run] = await cluster.admin(
    async (c) =>
      (
        await c.query<{ state: string; sentAt: Date; recordedAt: Date; bankBulkId: string }>(
          `SELECT r.state, r.sent_at AS "sentAt", b.bank_bulk_id AS "bankBulkId",
                  (SELECT max(a.recorded_at) FROM bulkpay.history_audit a WHERE a.object_id = b.id) AS "recordedAt"
           FROM bulkpay.runs r, bulkpay.history_bulks b WHERE r.id = $1 AND b.id = $2`,
          [runId, bulkId],
        )
      ).rows,
  );
  expect(run).toMatchObject({ state: 'sent', bankBulkId: 'bank-key-sent-together' });
  // now() is the transaction's start: the same moment only within one transaction.
  expect(run!.sentAt.getTime()).toBe(run!.recordedAt.getTime());
  // What sendTeamRun does next finds the run sent already: the answer, not an error.
  expect(await alice.markSent(runId)).toMatchObject({ ok: true, value: { state: 'sent' } });
});

it('a bulk recorded before the last answer leaves the run being sent', async () => {
  const runId = await claimedRun('key-not-last');
  const { reader, bulkId } = sentLocally('key-not-last');
  expect((await alice.recordRunBulks(reader, 'alice@desk-a', [bulkId])).ok).toBe(true);
  expect(await alice.run(runId)).toMatchObject({ ok: true, value: { state: 'sending' } });
});

it('the last answer recorded from another desktop of the same login does not mark the run sent', async () => {
  const runId = await claimedRun('key-other-host');
  const { reader, bulkId } = sentLocally('key-other-host');
  // alice claimed the run at desk-a; the same login at desk-b records the bulk but does not send the run.
  expect(await alice.recordRunBulks(reader, 'alice@desk-b', [bulkId], { id: runId, host: 'desk-b' })).toEqual({
    ok: true,
    value: false,
  });
  expect(await alice.run(runId)).toMatchObject({ ok: true, value: { state: 'sending', claimedHost: 'desk-a' } });
});

it('recording a bulk of a run being sent reads no team history table whole', async () => {
  const runId = await claimedRun('key-no-counts');
  const { reader, bulkId } = sentLocally('key-no-counts');
  // The admin holds the team's status snapshots (no row of this bulk goes there): a count of that
  // table waits for the lock and gives up after lock_timeout, so the record fails.
  const blocker = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE bulkpay.history_snapshots IN ACCESS EXCLUSIVE MODE');
    const recorded = await alice.recordRunBulks(reader, 'alice@desk-a', [bulkId], { id: runId, host: 'desk-a' });
    expect(recorded.ok ? 'recorded' : recorded.error.message).toBe('recorded');
  } finally {
    await blocker.query('COMMIT');
    await blocker.end();
  }
  expect(await alice.run(runId)).toMatchObject({ ok: true, value: { state: 'sent' } });
});
