import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src-sandbox/index';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import {
  fileRows,
  input,
  reviewAndSubmit,
  services,
  customer,
  restartWithBalance,
  type Services,
} from '../../../harness/submission-harness';
import { startSandboxOnFreePorts } from '../../../harness/sandbox-ports';

// "Send the unsent payments again" pressed twice at once (two clicks, or the app and the CLI):
// exactly one new bulk reaches the bank. Two bulks end with unsent payments, then the test
// deposits into the account the way resend.test.ts does (saved sandbox state, same ports).
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-resend-once-'));
const stateFile = join(dir, 'sandbox.json');
let port: number;
let sandbox: Sandbox;
let conn: Connected;
let s: Services;
const running: Services[] = [];
let accountUuid: string;
let partials: BulkSummary[];

beforeAll(async () => {
  ({ sandbox, port } = await startSandboxOnFreePorts({ stateFile, processingDelayMs: 50 }));
  conn = await connect({ sandbox });
  accountUuid = (await customer(conn, '100.00')).uuid;
  s = services(conn);
  running.push(s);

  // 70 drains the account to 30; then 20 is paid and 40 not, and 5 is paid and 50 not.
  const send = async (amounts: string[], tag: string) =>
    unwrap(await reviewAndSubmit(s, input(fileRows(amounts, tag), accountUuid), true)).bulks[0]!;
  const drain = await send(['70.00'], 'drain');
  partials = [await send(['20.00', '40.00'], 'first'), await send(['5.00', '50.00'], 'second')];
  for (const bulk of [drain, ...partials]) {
    await conn.control.approveBulk(bulk.bankBulkId!);
    await s.tracker.waitUntilFinal(bulk.id);
  }
  for (const p of partials) expect(s.reader.getBulk(p.id)).toMatchObject({ state: 'approved', notSentCount: 1 });

  sandbox = await restartWithBalance(sandbox, { port, stateFile, accountUuid, balance: '1000.00' });
  // The control client's kept-alive socket went down with the old sandbox: let it reconnect.
  await conn.control.clock().catch(() => conn.control.clock());
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((r) => r.tracker.stop()));
  await conn?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Resends `source` twice at once and returns both answers and the bulks that reached the bank. */
async function resendTwice(source: BulkSummary, a: Services, b: Services) {
  const before = new Set((await conn.control.listBulks()).map((x) => x.bulk_id));
  const answers = await Promise.all([a.submission.resend(source.id), b.submission.resend(source.id)]);
  const atBank = (await conn.control.listBulks()).filter((x) => !before.has(x.bulk_id));
  return { answers, atBank };
}

describe('send the unsent payments again, twice at once', () => {
  it('in one app (double click): one new bulk; the second press is told the first is under way', async () => {
    const { answers, atBank } = await resendTwice(partials[0]!, s, s);
    expect(atBank).toHaveLength(1);
    expect(atBank[0]).toMatchObject({ total_count: 1, total_amount: '40.00' });
    const [first, second] = answers;
    expect(unwrap(first!).bulk).toMatchObject({ resubmissionOf: partials[0]!.id, bankBulkId: atBank[0]!.bulk_id });
    expect(second).toMatchObject({ ok: false, error: { code: 'resend_blocked' } });
    if (!second!.ok) expect(second!.error.message).toMatch(/already being sent again/);
    expect(s.reader.resubmissionsOf(partials[0]!.id)).toHaveLength(1);
  });

  it('from two processes on one database (app and CLI): one new bulk; the other names it', async () => {
    const other = services(conn, { reopen: true });
    running.push(other);
    const { answers, atBank } = await resendTwice(partials[1]!, s, other);
    expect(atBank).toHaveLength(1);
    expect(atBank[0]).toMatchObject({ total_count: 1, total_amount: '50.00' });
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const refused = answers.find((a) => !a.ok);
    expect(refused).toMatchObject({ ok: false, error: { code: 'resend_blocked' } });
    if (refused && !refused.ok) expect(refused.error.message).toMatch(/already sent again as bulk/);
    expect(s.reader.resubmissionsOf(partials[1]!.id)).toHaveLength(1);
  });
});
