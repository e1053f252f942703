// The app follows the bulks of a team run it sends, not only `bulkpay team follow`: a run released on
// the command line and sent through the app's own handler (`team:send`, over the bulk services the
// composition root builds) ends approved in the team history that every member reads, written by
// the sending desktop's database user under its tracking lease. Real PostgreSQL and the sandbox bank.
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBankContext } from '../../../../../src-main/cli/bulk-context';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { teamHandlers } from '../../../../../src-main/features/team/handlers';
import { desktopName } from '../../../../../src-main/platform/os-user';
import { connectTeamStore } from '../../../../../src-main/adapters/postgres/team-connection';
import { TeamService } from '../../../../../src-main/app/team-service';
import { EventBus } from '../../../../../src-main/platform/events';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

const PASSWORD = 'team-follow-app-password';
let cluster: PgCluster;
let bank: EnvModeBank;

const desktop = (user: string): NodeJS.ProcessEnv => ({
  ...bank.env,
  BULKPAY_DATA_DIR: join(bank.dir, `desktop-${user}`),
  BULKPAY_TEAM_URL: cluster.url(user, PASSWORD),
});

const cli = async (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const ran = await runCli(env, bank.dir, ...args);
  expect(ran.err).toBe('');
  expect(ran.code).toBe(0);
  return ran.out;
};

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  bank = await startEnvModeBank();
  const adminEnv = { ...bank.env, BULKPAY_DATA_DIR: join(bank.dir, 'desktop-admin') };
  await cli(adminEnv, 'team', 'connect', cluster.url('team_admin', PASSWORD), '--yes');
  await cli(adminEnv, 'team', 'role', 'alice', 'preparer');
  await cli(adminEnv, 'team', 'role', 'bob', 'approver');
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

/** Sets whether a run's sender still beats (its heartbeat an hour ahead or an hour ago). */
const senderAlive = (runId: string, alive: boolean) =>
  cluster.admin((c) =>
    c.query(`UPDATE bulkpay.run_senders SET alive_until = now() + ($2 || ' hours')::interval WHERE run_id = $1`, [
      runId,
      alive ? '1' : '-1',
    ]),
  );

/** A run of `rows` (CSV lines under the header) submitted by alice and released by bob; its id. */
async function releasedRun(name: string, rows: string): Promise<string> {
  writeFileSync(join(bank.dir, name), `name,iban,amount,currency,unstructured_reference\n${rows}`);
  const submitted = await cli(desktop('alice'), 'team', 'submit', name, '--account', bank.conn.account.iban, '--json');
  const runId = (JSON.parse(submitted) as { id: string }).id;
  await cli(desktop('bob'), 'team', 'release', runId, '--yes');
  return runId;
}

/** A run released and sent by bob on the command line (which does not follow it), and `user`'s bank context. */
async function sentOnTheCommandLine(name: string, rows: string, user: string) {
  const runId = await releasedRun(name, rows);
  const sending = await runCli(desktop('bob'), bank.dir, 'team', 'send', runId, '--json');
  expect(sending.code, sending.err).toBe(3);
  const [bulk] = (JSON.parse(sending.out) as { bulks: { id: string; bulk_id: string }[] }).bulks;
  const env = desktop(user);
  const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: bank.dir, env });
  if (!ctx.ok) throw new Error(ctx.error.message);
  return { runId, bulk: bulk!, env, ctx };
}

describe('the app follows the team bulks it sends', () => {
  it('a run sent through team:send is followed by the app to approved in the team history', async () => {
    const runId = await releasedRun(
      'followed.csv',
      'Employee 1,GB29NWBK60161331926819,12.50,EUR,followed salary 1\nEmployee 2,DE89370400440532013000,7.25,EUR,followed salary 2\n',
    );

    const env = desktop('bob');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: bank.dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({
      dataDir: env.BULKPAY_DATA_DIR!,
      keychain: createKeychain(),
      env,
      followTimes: { leaseMs: 5_000, intervalMs: 200 },
    });
    const reader = await connectTeamStore(cluster.url('alice', PASSWORD), null);
    if (!reader.ok) throw new Error(reader.error.message);
    try {
      const sent = await teamHandlers(team, ctx.value.bulks)['team:send']({ runId });
      if (!sent.ok) throw new Error(sent.error.message);
      if (!sent.value.claimed) throw new Error('the run was not claimed');
      const [bulk] = sent.value.bulks;
      expect(sent.value.bulks).toHaveLength(1);
      // Sent and accepted: the team history has it waiting for the customer's approval.
      expect(await reader.value.history().getBulk(bulk!.id)).toMatchObject({ processed: false });
      const following = team.follower.settled(bulk!.id);
      expect(following).toBeDefined();
      await bank.conn.control.approveBulk(bulk!.bankBulkId!);
      expect(await following).toBe('final');
      // Every member reads the final state from the team history, written by bob's desktop under its lease.
      expect(await reader.value.history().getBulk(bulk!.id)).toMatchObject({ state: 'approved', processed: true });
      const writers = await cluster.admin(
        async (c) =>
          (
            await c.query<{ db_user: string }>(
              `SELECT DISTINCT db_user FROM bulkpay.history_audit WHERE object_id = $1 AND action = 'bulk_status_changed'`,
              [bulk!.id],
            )
          ).rows,
      );
      expect(writers).toEqual([{ db_user: 'bob' }]);
    } finally {
      await reader.value.close();
      await team.close();
      await ctx.value.close();
    }
  }, 90_000);

  it('at start, follows the open team bulks it sent, and those whose sender is gone, not those of a living sender', async () => {
    const runId = await releasedRun('left-open.csv', 'Contractor A,NL91ABNA0417164300,31.00,EUR,left open invoice 1\n');
    // Sent on the command line, which does not follow it: the bulk stays open in the team history.
    const sending = await runCli(desktop('bob'), bank.dir, 'team', 'send', runId, '--json');
    expect(sending.code, sending.err).toBe(3); // sent, waiting for the customer's approval
    const sent = JSON.parse(sending.out) as { bulks: { id: string; bulk_id: string }[] };
    const [bulk] = sent.bulks;
    const app = (user: string) => {
      const env = desktop(user);
      return new TeamService({
        dataDir: env.BULKPAY_DATA_DIR!,
        keychain: createKeychain(),
        env,
        followTimes: { leaseMs: 2_000, intervalMs: 200 },
      });
    };
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: bank.dir, env: desktop('alice') });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const bobsApp = app('bob');
    const alicesApp = app('alice');
    try {
      // The sender still beats: another member's app leaves the bulk to it; the sender's own app follows it.
      await senderAlive(runId, true);
      expect(await alicesApp.resumeFollowing(ctx.value.bulks.bank)).toEqual({ ok: true, value: 0 });
      expect(alicesApp.follower.settled(bulk!.id)).toBeUndefined();
      expect(await bobsApp.resumeFollowing(ctx.value.bulks.bank)).toEqual({ ok: true, value: 1 });
      expect(bobsApp.follower.settled(bulk!.id)).toBeDefined();
      await bobsApp.close();

      // The sender is gone (closed, killed; its heartbeat and its tracking lease ran out): another
      // member's app picks the bulk up at its start.
      await senderAlive(runId, false);
      const bobs = await connectTeamStore(cluster.url('bob', PASSWORD), null);
      if (!bobs.ok) throw new Error(bobs.error.message);
      await bobs.value.trackingLeases().release(bulk!.id, `${desktopName(hostname())} (pid ${process.pid})`);
      await bobs.value.close();
      expect(await alicesApp.resumeFollowing(ctx.value.bulks.bank)).toEqual({ ok: true, value: 1 });
      const following = alicesApp.follower.settled(bulk!.id);
      expect(following).toBeDefined();
      await bank.conn.control.approveBulk(bulk!.bulk_id);
      expect(await following).toBe('final');
      const store = await alicesApp.store();
      if (!store.ok) throw new Error(store.error.message);
      expect(await store.value.history().getBulk(bulk!.id)).toMatchObject({ state: 'approved', processed: true });
    } finally {
      await bobsApp.close();
      await alicesApp.close();
      await ctx.value.close();
    }
  }, 90_000);

  it('goes on following after a thrown database error (a blip), instead of stopping until the next start', async () => {
    const { bulk, env, ctx } = await sentOnTheCommandLine(
      'blip.csv',
      'Contractor B,FR1420041010050500013M02606,19.00,EUR,blip invoice 1\n',
      'bob',
    );
    let failed: () => void = () => {};
    const aFailure = new Promise<void>((resolve) => (failed = resolve));
    const warn = (_message: string, fields?: Record<string, unknown>) => {
      if (fields?.bulkId === bulk!.id) failed();
    };
    const logger = { debug() {}, info() {}, error() {}, warn, child: () => logger };
    const team = new TeamService({
      dataDir: env.BULKPAY_DATA_DIR!,
      keychain: createKeychain(),
      env,
      logger,
      followTimes: { leaseMs: 5_000, intervalMs: 100, errorBackoff: { firstMs: 50, maxMs: 200 } },
    });
    const rename = (from: string, to: string) =>
      cluster.admin((c) => c.query(`ALTER TABLE bulkpay.${from} RENAME TO ${to}`));
    try {
      expect(await team.resumeFollowing(ctx.value.bulks.bank)).toEqual({ ok: true, value: 1 });
      const following = team.follower.settled(bulk!.id);
      // The tracking lease's table is away for a moment: every look throws until it is back.
      await rename('bulk_tracking', 'bulk_tracking_away');
      try {
        await aFailure;
      } finally {
        await rename('bulk_tracking_away', 'bulk_tracking');
      }
      await bank.conn.control.approveBulk(bulk!.bulk_id);
      expect(await following).toBe('final');
    } finally {
      await team.close();
      await ctx.value.close();
    }
  }, 90_000);

  it('follows the open bulks again when the live updates come back (the sender went away meanwhile)', async () => {
    const { runId, bulk, env, ctx } = await sentOnTheCommandLine(
      'relive.csv',
      'Contractor C,BE68539007547034,23.00,EUR,relive invoice 1\n',
      'alice',
    );
    const events = new EventBus();
    const live: boolean[] = [];
    events.addSink((name, payload) => {
      if (name === 'team:liveChanged') live.push((payload as { live: boolean }).live);
    });
    const alicesApp = new TeamService({
      dataDir: env.BULKPAY_DATA_DIR!,
      keychain: createKeychain(),
      env,
      events,
      followTimes: { leaseMs: 2_000, intervalMs: 200 },
    });
    try {
      // At start the sender still beats: alice's app leaves the bulk to it.
      await senderAlive(runId, true);
      expect(await alicesApp.resumeFollowing(ctx.value.bulks.bank)).toEqual({ ok: true, value: 0 });
      await vi.waitFor(() => expect(live).toEqual([true]), { timeout: 10_000 });
      // The sender goes away while alice's connection is lost; once it is live again, her app follows the bulk.
      await senderAlive(runId, false);
      await cluster.admin((c) =>
        c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'alice'`),
      );
      await vi.waitFor(() => expect(live).toEqual([true, false, true]), { timeout: 30_000 });
      await vi.waitFor(() => expect(alicesApp.follower.settled(bulk!.id)).toBeDefined(), { timeout: 10_000 });
      await bank.conn.control.approveBulk(bulk!.bulk_id);
      expect(await alicesApp.follower.settled(bulk!.id)).toBe('final');
    } finally {
      await alicesApp.close();
      await ctx.value.close();
    }
  }, 90_000);
});
