// The team under faults, each against a real PostgreSQL cluster, the real sandbox bank and the real
// CLI: the database restarted or killed mid-send and mid-release, a connection cut mid-claim, a
// desktop whose clock is ten minutes off, a sender killed between bulks before the database
// restarts. Every time: each payment reaches the bank once (the bank's own record, by
// Idempotency-Key), the team history ends as the bank says, the desktop says what happened, and
// the run is finished without waiting out the ten-minute claim once its sender is gone.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPgRelay, type PgRelay } from '../../../harness/pg-relay';
import { expectBankAndTeamAgree, startFaultTeam, until, type FaultTeam } from './team-fault-harness';

let team: FaultTeam;
let relay: PgRelay;

beforeAll(async () => {
  team = await startFaultTeam();
  relay = await startPgRelay({ port: team.cluster.port });
}, 120_000);

// A test that failed part-way leaves no held or armed bank answer to the next.
afterEach(async () => {
  await team.conn.control.clearFaults();
  await team.conn.control.releaseHolds();
});

afterAll(async () => {
  await relay?.close();
  await team?.close();
});

/** A desktop's clock `minutes` off (Date, Date.now), as a preloaded module in the CLI's process. */
const skewed = (env: NodeJS.ProcessEnv, minutes: number): NodeJS.ProcessEnv => ({
  ...env,
  BULKPAY_TEST_CLOCK_OFFSET_MS: String(minutes * 60_000),
  NODE_OPTIONS: `--import ${join(import.meta.dirname, 'skewed-clock.mjs')}`,
});

/** Connections the relay has accepted: a desktop behind it trying to reach the team database. */
async function attemptsWhileDown(exited: Promise<unknown>, attempts: number) {
  let gone = false;
  void exited.then(() => (gone = true));
  const from = relay.accepted;
  await until(async () => gone || relay.accepted >= from + attempts, 'the desktop trying the stopped server');
}

describe('the team database restarts or drops while a run is sent', () => {
  it.each(['fast', 'immediate'] as const)(
    'restarted (%s) while the second of three bulks is at the bank: the desktop waits for it and finishes the run',
    async (mode) => {
      const file = `restart-${mode}.csv`;
      const { id, keys } = await team.releasedRun(file, 250);
      await team.holdBulk(2);
      const sending = team.bin(team.desktop('alice', 'alice', relay.port), 'team', 'send', id);
      await until(async () => (await team.conn.control.inProgress()).length === 1, 'the second bulk at the bank');
      await team.cluster.stopServer(mode);
      // The bank answers the second bulk while the team database is down: the desktop cannot
      // record it, and keeps trying rather than stopping the run.
      await team.conn.control.releaseHolds();
      await until(async () => (await team.bankBulks(keys)).length === 2, 'the second bulk created');
      await attemptsWhileDown(sending.exited, 3);
      await team.cluster.startServer();
      expectSentForApproval(await sending.exited, 3);
      await expectBankAndTeamAgree(team, file, keys, [100, 100, 50]);
      expect(await team.runState(id)).toEqual({ state: 'sent', claimed_by: 'alice' });
    },
    60_000,
  );

  it('killed and restarted just as an approver releases: released once, and said so', async () => {
    const file = 'release-killed.csv';
    const { id, keys } = await team.submittedRun(file, 3);
    // The release commits; its answer is lost with the connection, and the server is killed.
    const cut = relay.cutOnAnswer(`SET state = 'released'`);
    const releasing = team.cli(team.desktop('bob', 'bob', relay.port), 'team', 'release', id, '--yes');
    await cut;
    await team.cluster.stopServer('immediate');
    await team.cluster.startServer();
    const released = await releasing;
    expect(released.err).toBe('');
    expect(released.out).toContain('Released by bob; any team desktop may now send it.');
    expect(released.code).toBe(0);
    const audit = await team.cluster.admin(
      async (c) =>
        (await c.query(`SELECT db_user FROM bulkpay.audit WHERE run_id = $1 AND action = 'released'`, [id])).rows,
    );
    expect(audit).toEqual([{ db_user: 'bob' }]);
    const sent = await team.cli(team.desktop('alice'), 'team', 'send', id);
    expect(sent.err).toBe('');
    await expectBankAndTeamAgree(team, file, keys, [3]);
  }, 60_000);

  // Since team schema 17 a claim is one statement (bulkpay.claim_send, the claim and its first
  // heartbeat): there is no claim left open by a cut connection, only one the server committed
  // whose answer never arrived, or one it never received (cut on its request, before the server).
  it.each([
    ['the claim committed, its answer lost', 'cut-committed.csv', 'answer'],
    ['the claim never reached the server', 'cut-before-claim.csv', 'request'],
  ] as const)(
    'a connection cut mid-claim (%s): the desktop claims again and sends the run once',
    async (_when, file, on) => {
      const { id, keys } = await team.releasedRun(file, 3);
      const cut = on === 'answer' ? relay.cutOnAnswer('bulkpay.claim_send') : relay.cutOnRequest('bulkpay.claim_send');
      const sending = team.bin(team.desktop('alice', 'alice', relay.port), 'team', 'send', id);
      await cut;
      expectSentForApproval(await sending.exited, 1);
      await expectBankAndTeamAgree(team, file, keys, [3]);
      expect(await team.runState(id)).toEqual({ state: 'sent', claimed_by: 'alice' });
    },
    60_000,
  );
});

describe('the answer to the last record lost', () => {
  // The last bulk's outcome and the run marked sent commit together; the answer never arrives and
  // the database cannot be reached for the rest of the desktop's tries. What is known is said: the
  // bulk was sent, and the team history may or may not have it (here it does).
  it('says the team history may already have the bulk, and the run is sent once', async () => {
    const file = 'record-unanswered.csv';
    const { id, keys } = await team.releasedRun(file, 3);
    const own = await startPgRelay({ port: team.cluster.port });
    const cut = own.cutOnAnswer('COMMIT', `SET state = 'sent'`);
    const sending = team.bin(team.desktop('alice', 'alice', own.port), 'team', 'send', id);
    await cut;
    await own.close(); // every connection cut, none taken: the database unreachable from here on
    const stopped = await sending.exited;
    expect(stopped.code).not.toBe(0);
    expect(stopped.stderr).toMatch(
      /bulk 1 .*was sent; the team database stopped answering while it was being recorded, so the team history may or may not have it yet\. Nothing more was sent/,
    );
    expect(stopped.stderr).not.toMatch(/not yet in the team history|did not record/);
    expect(await team.runState(id)).toEqual({ state: 'sent', claimed_by: 'alice' });
    await expectBankAndTeamAgree(team, file, keys, [3]);
  }, 90_000);
});

describe('desktops that stop, and desktops whose clocks are off', () => {
  it('a desktop ten minutes off is told to fix its clock and claims nothing; another sends the run at once', async () => {
    const file = 'clock-ten-off.csv';
    const { id, keys } = await team.releasedRun(file, 3);
    const refused = await team.bin(skewed(team.desktop('alice'), -10), 'team', 'send', id).exited;
    expect(refused.stderr).toMatch(/behind the bank's clock.*Check the computer's clock/s);
    expect(await team.runState(id)).toEqual({ state: 'released', claimed_by: null });
    expectSentForApproval(await team.bin(team.desktop('carol'), 'team', 'send', id).exited, 1);
    await expectBankAndTeamAgree(team, file, keys, [3]);
  }, 60_000);

  it('clocks minutes apart: a live sender keeps its run; once it is killed, the other finishes it on the database clock', async () => {
    const file = 'clock-skew.csv';
    const { id, keys } = await team.releasedRun(file, 3);
    await team.holdBulk(1);
    // Four minutes behind and four ahead: both within the bank's five minutes, eight apart.
    const sending = team.bin(skewed(team.desktop('alice'), -4), 'team', 'send', id);
    await until(async () => (await team.conn.control.inProgress()).length === 1, 'the bulk at the bank');
    const early = await team.bin(skewed(team.desktop('carol'), 4), 'team', 'send', id).exited;
    expect(early.stderr).toMatch(/being sent by alice/);
    const lease = await (await team.store('carol')).claimLease(id);
    expect(lease.ok && lease.value).toMatchObject({ state: 'sending', claimedBy: 'alice', expired: false });

    sending.child.kill('SIGKILL');
    expect((await sending.exited).signal).toBe('SIGKILL');
    await team.conn.control.releaseHolds();
    expectSentForApproval(await untilSent(id, [skewed(team.desktop('carol'), 4)]), 1);
    await expectBankAndTeamAgree(team, file, keys, [3]);
    expect(await team.runState(id)).toEqual({ state: 'sent', claimed_by: 'carol' });
  }, 60_000);

  it('a sender SIGKILLed between bulks, then the database restarted: resumed once, from one of two desktops, under the same keys', async () => {
    const file = 'killed-then-restart.csv';
    const { id, keys } = await team.releasedRun(file, 250);
    await team.holdBulk(2);
    const sending = team.bin(team.desktop('alice'), 'team', 'send', id);
    await until(async () => (await team.conn.control.inProgress()).length === 1, 'the second bulk at the bank');
    sending.child.kill('SIGKILL');
    expect((await sending.exited).signal).toBe('SIGKILL');
    await team.conn.control.releaseHolds();
    await team.cluster.stopServer('immediate');
    await team.cluster.startServer();
    // Bob and Carol both try to finish it, at the same moments: one does, the other is told.
    expectSentForApproval(await untilSent(id, [team.desktop('bob'), team.desktop('carol')]), 3);
    await expectBankAndTeamAgree(team, file, keys, [100, 100, 50]);
    const { state, claimed_by } = await team.runState(id);
    expect(state).toBe('sent');
    expect(['bob', 'carol']).toContain(claimed_by);
    const takeovers = await team.cluster.admin(
      async (c) =>
        (await c.query(`SELECT db_user FROM bulkpay.audit WHERE run_id = $1 AND action = 'sending' ORDER BY id`, [id]))
          .rows,
    );
    expect(takeovers).toEqual([{ db_user: 'alice' }, { db_user: claimed_by }]);
  }, 60_000);
});

describe("a team database restored from last night's backup", () => {
  it('notices the bulk the bank has and it does not, says so rather than sending it again, and finishes once it is back', async () => {
    const file = 'restored.csv';
    const { id, keys } = await team.releasedRun(file, 3);
    const lastNight = await team.cluster.backup();
    expectSentForApproval(await team.bin(team.desktop('alice'), 'team', 'send', id).exited, 1);
    await team.cluster.restore(lastNight);
    // The restored database holds the run as released, and none of its bulks.
    expect(await team.runState(id)).toEqual({ state: 'released', claimed_by: null });
    expect(await team.teamBulks(file)).toEqual([]);

    const again = await team.bin(team.desktop('alice'), 'team', 'send', id).exited;
    expect(again.stderr).toMatch(/does not know 1 bulk this computer sent.*older backup.*team import-history/s);
    expect(await team.runState(id)).toEqual({ state: 'released', claimed_by: null });
    expect(await team.bankBulks(keys)).toHaveLength(1);
    // Put back from the sender's own history, the team knows the bulk; the run then ends once.
    expect((await team.cli(team.desktop('alice'), 'team', 'import-history')).code).toBe(0);
    expectSentForApproval(await team.bin(team.desktop('alice'), 'team', 'send', id).exited, 1);
    await expectBankAndTeamAgree(team, file, keys, [3]);
  }, 60_000);
});

/** `team send` finished: every bulk of the run at the bank, said so, waiting for approval (exit 3). */
function expectSentForApproval(done: { code: number | null; stdout: string; stderr: string }, bulks: number) {
  expect(done.stderr).toBe('');
  expect(done.stdout.match(/waiting for approval on the phone/g)).toHaveLength(bulks);
  expect(done.code).toBe(3);
}

/**
 * `team send` from each desktop at once, round after round, until one finishes the run; every
 * other answer on the way must say who is sending it (or that it was sent), never fail otherwise.
 */
async function untilSent(id: string, desktops: NodeJS.ProcessEnv[]) {
  for (const giveUp = Date.now() + 40_000; ;) {
    const round = await Promise.all(desktops.map((env) => team.bin(env, 'team', 'send', id).exited));
    const winners = round.filter((r) => r.stderr === '');
    for (const r of round.filter((x) => x.stderr !== ''))
      expect(r.stderr).toMatch(/is being sent by \w+ on .*|has been sent already/);
    if (winners.length) {
      expect(winners).toHaveLength(1);
      return winners[0]!;
    }
    if (Date.now() > giveUp) throw new Error(`nobody finished the run: ${round.map((r) => r.stderr).join(' | ')}`);
  }
}
