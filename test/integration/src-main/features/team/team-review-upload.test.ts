// A team run's rows cross IPC as a large file's do: in chunks (importVolume:upload), the review and
// the submit naming the upload. The window's team store, main's handlers behind the contract's
// dispatch, a real team database and the sandbox bank; every message measured as it crosses.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBankContext } from '../../../../../src-main/cli/bulk-context';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import { teamHandlers } from '../../../../../src-main/features/team/handlers';
import { reviewTeamRun } from '../../../../../src-main/features/team/team-runs';
import { TeamService } from '../../../../../src-main/app/team-service';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { UPLOAD_CHUNK_ROWS } from '../../../../../src-shared/ipc/channels/import-volume';
import { parsePaymentFile } from '../../../../../src-shared/import/parse-file';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { payroll } from './team-fault-harness';

const PASSWORD = 'team-upload-password';
const ROWS = 12_000;
let cluster: PgCluster;
let bank: EnvModeBank;

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  bank = await startEnvModeBank();
  const admin = { ...bank.env, BULKPAY_DATA_DIR: join(bank.dir, 'desktop-admin') };
  expect((await runCli(admin, bank.dir, 'team', 'connect', cluster.url('team_admin', PASSWORD), '--yes')).code).toBe(0);
  expect((await runCli(admin, bank.dir, 'team', 'role', 'alice', 'preparer')).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

it("a team run's review and submit cross IPC in bounded messages, and review the same as the whole file at once", async () => {
  const csv = payroll('large-team.csv', ROWS);
  const parsed = parsePaymentFile('large-team.csv', new TextEncoder().encode(csv), {});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rows = parsed.value.rows;
  const env = {
    ...bank.env,
    BULKPAY_DATA_DIR: join(bank.dir, 'desktop-alice'),
    BULKPAY_TEAM_URL: cluster.url('alice', PASSWORD),
  };
  const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: bank.dir, env });
  if (!ctx.ok) throw new Error(ctx.error.message);
  const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR, keychain: createKeychain(), env });
  try {
    // Main as the window reaches it: one set of uploads for both, every message through the contract.
    const uploads = new Uploads();
    const main = { ...importVolumeHandlers(ctx.value.bulks, uploads), ...teamHandlers(team, ctx.value.bulks, uploads) };
    const messages: { channel: string; bytes: number }[] = [];
    const call = (channel: string) => async (request: unknown) => {
      messages.push({ channel, bytes: JSON.stringify(request).length });
      const answer = await dispatch(main as HandlerMap, channel, request);
      messages.push({ channel: `${channel} (answer)`, bytes: JSON.stringify(answer).length });
      return answer;
    };
    Object.defineProperty(globalThis, 'bulkpay', {
      configurable: true,
      value: {
        on: () => () => {},
        importVolume: { upload: call('importVolume:upload'), discard: call('importVolume:discard') },
        team: {
          review: call('team:review'),
          submit: call('team:submit'),
          runs: async () => ({ ok: true, value: { runs: [] } }),
        },
      },
    });
    const { useTeam } = await import('../../../../../src-renderer/features/team/team-store');
    const { usePaymentImport } = await import('../../../../../src-renderer/features/payments/store');
    usePaymentImport.setState({ rows });
    const file = { name: 'large-team.csv', sha256: 'f'.repeat(64), encoding: 'utf-8' };
    const input = { file, rows, paymentAccount: bank.conn.account.iban, delimiter: ',' as const };

    await useTeam.getState().reviewForRelease(input);
    const shown = useTeam.getState().review;
    expect(useTeam.getState().error).toBeUndefined();

    // The same review as the whole file handed to the team review at once.
    const store = await team.store();
    if (!store.ok) throw new Error(store.error.message);
    const whole = await reviewTeamRun(store.value, ctx.value.bulks.submission, {
      file,
      rows,
      paymentAccount: input.paymentAccount,
    });
    if (!whole.ok) throw new Error(whole.error.message);
    expect(shown).toMatchObject({
      planHash: whole.value.planHash,
      rowCount: ROWS,
      totals: whole.value.totals,
      errorCount: whole.value.errors.length,
      warningCount: whole.value.warnings.length,
      blocked: whole.value.blocked,
    });
    expect(shown?.bulks).toEqual(whole.value.bulks);

    useTeam.getState().setWarningsChecked(true);
    await useTeam.getState().submitForRelease(whole.value.separately.map(({ code, count }) => ({ code, count })));
    expect(useTeam.getState().error).toBeUndefined();
    expect(useTeam.getState().submitted).toMatchObject({ state: 'awaiting_release', paymentCount: ROWS });

    // No message carries the file: the largest is one chunk of rows, a small part of the whole.
    const chunkBytes = JSON.stringify(rows.slice(0, UPLOAD_CHUNK_ROWS)).length;
    const wholeBytes = JSON.stringify(rows).length;
    expect(messages.filter((m) => m.channel === 'importVolume:upload')).toHaveLength(
      Math.ceil(ROWS / UPLOAD_CHUNK_ROWS),
    );
    expect(Math.max(...messages.map((m) => m.bytes))).toBeLessThanOrEqual(chunkBytes + 4096);
    expect(chunkBytes * 2).toBeLessThan(wholeBytes);
    for (const m of messages.filter((m) => m.channel.startsWith('team:'))) expect(m.bytes).toBeLessThan(64 * 1024);
  } finally {
    await team.close();
    await ctx.value.close();
  }
}, 180_000);
