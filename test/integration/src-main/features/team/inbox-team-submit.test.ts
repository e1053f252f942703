import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankContext } from '../../../../../src-main/cli/bulk-context';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { EventBus } from '../../../../../src-main/platform/events';
import { ErpInbox } from '../../../../../src-main/features/inbox/erp-inbox';
import { teamSubmitter } from '../../../../../src-main/features/inbox/team-submit';
import { ok } from '../../../../../src-shared/result';
import { SqliteInboxStore } from '../../../../../src-main/adapters/sqlite/inbox-store';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { connectTeamStore } from '../../../../../src-main/adapters/postgres/team-connection';
import { TeamService } from '../../../../../src-main/app/team-service';
import type { Connected } from '../../../harness/bank-harness';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { paymentsCsv } from '../../../../unit/harness/inbox-files';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

// `bulkpay inbox --team-submit` on a server: each good file the ERP drops goes up for release in
// the team store (a real PostgreSQL), through the sandbox bank's review, as `team submit` does.
const PASSWORD = 'inbox-team-password';
let cluster: PgCluster;
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let preparer: NodeJS.ProcessEnv;

const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli(env, dir, ...args);

async function teamRuns() {
  const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
  if (!admin.ok) throw new Error(admin.error.message);
  try {
    const runs = await admin.value.runs();
    if (!runs.ok) throw new Error(runs.error.message);
    return runs.value;
  } finally {
    await admin.value.close();
  }
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  bank = await startEnvModeBank();
  ({ conn, dir } = bank);
  const adminEnv = { ...bank.env, BULKPAY_DATA_DIR: join(dir, 'desktop-admin') };
  expect((await cli(adminEnv, 'team', 'connect', cluster.url('team_admin', PASSWORD), '--yes')).code).toBe(0);
  expect((await cli(adminEnv, 'team', 'role', 'alice', 'preparer')).code).toBe(0);
  preparer = {
    ...bank.env,
    BULKPAY_DATA_DIR: join(dir, 'desktop-server'),
    BULKPAY_TEAM_URL: cluster.url('alice', PASSWORD),
    BULKPAY_INBOX_SETTLE_MS: '200',
  };
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

describe('bulkpay inbox --team-submit', () => {
  it('puts each good file up for release, rejects one the review refuses, and never submits a file twice', async () => {
    const inbox = join(dir, 'erp-inbox');
    mkdirSync(inbox);
    writeFileSync(join(inbox, 'suppliers.csv'), paymentsCsv(4, 'T'));
    writeFileSync(join(inbox, 'broken.csv'), 'name,iban,amount,currency\r\nNo Bank,XX00 1234,12.00,EUR\r\n');
    const args = ['inbox', inbox, '--once', '--team-submit', '--account', conn.account.iban, '--json'];
    const first = await cli(preparer, ...args);
    const lines = first.out
      .split('\n')
      .map((l) => JSON.parse(l) as { file: string; outcome: string; teamRunId: string | null; reason: unknown })
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(lines.map((l) => [l.file, l.outcome])).toEqual([
      ['broken.csv', 'rejected'],
      ['suppliers.csv', 'read'],
    ]);
    // The review's refusal, as `team submit` would say it: the row's IBAN is not one.
    expect(lines[0]!.reason).toMatchObject({ code: 'validation', message: expect.stringMatching(/error/i) });
    expect(first.code).toBe(1);
    const runs = await teamRuns();
    expect(runs.map((r) => [r.id, r.fileName, r.state, r.paymentCount, r.preparedBy])).toEqual([
      [lines[1]!.teamRunId, 'suppliers.csv', 'awaiting_release', 4, 'alice'],
    ]);
    expect(readdirSync(join(inbox, 'rejected')).sort()).toEqual(['broken.csv', 'broken.csv.why.txt']);

    // Bulkpay stopped after submitting a file and before recording it: the run the team holds for
    // this file is taken as it is on the next pick-up, not made a second time.
    writeFileSync(join(dir, 'payroll.csv'), paymentsCsv(2, 'R'));
    const submitted = await cli(preparer, 'team', 'submit', 'payroll.csv', '--account', conn.account.iban, '--json');
    expect(submitted.code).toBe(0);
    const earlierRun = (JSON.parse(submitted.out) as { id: string }).id;
    writeFileSync(join(inbox, 'payroll.csv'), paymentsCsv(2, 'R'));
    const again = await cli(preparer, ...args);
    expect(JSON.parse(again.out)).toMatchObject({ file: 'payroll.csv', outcome: 'read', teamRunId: earlierRun });
    expect((await teamRuns()).map((r) => r.fileName).sort()).toEqual(['payroll.csv', 'suppliers.csv']);
  });

  it('in the app, when the user asked for it in team mode: each good file goes up for release, not onto Home', async () => {
    const env = { ...preparer, BULKPAY_DATA_DIR: join(dir, 'desktop-window') };
    const dataDir = env.BULKPAY_DATA_DIR;
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const db = openDatabase(join(dataDir, 'bulkpay.sqlite'));
    if (!db.ok) throw new Error(db.error.message);
    const team = new TeamService({ dataDir, keychain: createKeychain(), env });
    const store = new SqliteInboxStore(db.value);
    const inbox = new ErpInbox({
      dataDir,
      store,
      events: new EventBus(),
      settleMs: 200,
      team: {
        inTeam: () => team.configuredUrl() !== null,
        storeOf: () => team.store(),
        submission: ctx.value.bulks.submission,
      },
    });
    try {
      const folder = join(dir, 'window-inbox');
      mkdirSync(folder);
      expect((await inbox.setFolder(folder)).ok).toBe(true);
      expect(await inbox.setTeamAccount(conn.account.iban)).toEqual({
        ok: true,
        value: { account: conn.account.iban },
      });
      writeFileSync(join(folder, 'window.csv'), paymentsCsv(3, 'X'));
      for (let i = 0; i < 300 && !existsSync(join(folder, 'read', 'window.csv')); i++) await sleep(100);
      const run = (await teamRuns()).find((r) => r.fileName === 'window.csv');
      expect(run).toMatchObject({ state: 'awaiting_release', paymentCount: 3, preparedBy: 'alice' });
      expect(store.find(run!.fileSha256)).toMatchObject({ outcome: 'read', teamRunId: run!.id });
      // Waiting for release in the team, not offered on Home as a run of this desktop's.
      expect(inbox.newFiles()).toEqual([]);
    } finally {
      await inbox.stop();
      await team.close();
      await ctx.value.close();
      db.value.close();
    }
  });

  it('two watchers picking up one file (a lock taken over mid pick-up) make one team run: decided in the database', async () => {
    const env = { ...preparer, BULKPAY_DATA_DIR: join(dir, 'desktop-second-watcher') };
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR, keychain: createKeychain(), env });
    try {
      const bytes = new TextEncoder().encode(paymentsCsv(3, 'W'));
      writeFileSync(join(dir, 'twice-picked.csv'), bytes);
      const first = await cli(preparer, 'team', 'submit', 'twice-picked.csv', '--account', conn.account.iban, '--json');
      expect(first.code).toBe(0);
      const made = (JSON.parse(first.out) as { id: string }).id;
      // The second watcher looked for a run of this file before the first one's run was stored.
      const store = await team.store();
      if (!store.ok) throw new Error(store.error.message);
      const lookedEarly = new Proxy(store.value, {
        get(target, key) {
          if (key === 'runs') return async () => ok([]);
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
      const submit = teamSubmitter(async () => ok(lookedEarly), ctx.value.bulks.submission, conn.account.iban);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const outcome = await submit({ name: 'twice-picked.csv', sha256, bytes, check: undefined as never });
      expect(outcome).toEqual({ teamRunId: made });
      expect((await teamRuns()).filter((r) => r.fileName === 'twice-picked.csv')).toHaveLength(1);
    } finally {
      await team.close();
      await ctx.value.close();
    }
  });
});
