import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connected } from '../../harness/bank-harness';
import { runBin, runCli, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';

// `status --wait` as a child process (the real binary) while the bank keeps failing: what it
// prints, and its exit code. Settings from BULKPAY_* variables; nobody approves on a phone here.
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bank = await startEnvModeBank();
  ({ conn, dir, env } = bank);
}, 60_000);
afterAll(() => bank?.close());

const cli = (...args: string[]) => runCli(env, dir, ...args);
const bulkpay = (...args: string[]) => runBin(env, dir, ...args).exited;

describe('status --wait while the bank fails', () => {
  let bankBulkId = '';

  it('sends a bulk that waits for approval (exit 3)', async () => {
    writeFileSync(
      join(dir, 'one.csv'),
      'name,iban,amount,currency,unstructured_reference\nWait Oy,DE89370400440532013000,3.00,EUR,Invoice 3\n',
    );
    const sent = await cli('submit', 'one.csv', '--account', conn.account.code, '--yes');
    expect(sent.code).toBe(3);
    const [bulk] = (JSON.parse((await cli('status', '--json')).out) as { bulks: { bulk_id: string }[] }).bulks;
    bankBulkId = bulk!.bulk_id;
    // The customer approves; the bank has moved on, but this computer has not heard it yet.
    await conn.control.approveBulk(bankBulkId);
  });

  it('a 401 on every check: gives up with exit 5, says what to do, and never shows the stale state as current', async () => {
    await conn.control.armFault({ path: '/api/v2/payment-initiation/bulk/*', kind: 'status', status: 401, times: 50 });
    const result = await bulkpay('status', '--wait', '--timeout', '1');
    await conn.control.clearFaults();
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(
      new RegExp(
        `stopped waiting for bulk 1 ${bankBulkId}: .*did not accept our credentials.*sign in again, then run "bulkpay status ${bankBulkId} --wait" again`,
      ),
    );
    expect(result.stdout).not.toMatch(/min left to approve/);
    expect(result.stdout).toMatch(
      /last state the bank confirmed before this run \(the bank could not be asked since\): waiting for approval/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(result.stderr.match(/did not accept our credentials/g)).toHaveLength(1);
  }, 30_000);

  it('an oversized status answer: stops reading at the cap, exit 5, and does not fetch it again', async () => {
    await conn.control.armFault({
      path: '/api/v2/payment-initiation/bulk/*',
      kind: 'oversize',
      bytes: 3 * 1024 ** 2,
      times: 5,
    });
    const result = await bulkpay('status', '--wait', '--timeout', '1');
    const left = (await conn.control.listFaults()).reduce((n, f) => n + f.times, 0);
    await conn.control.clearFaults();
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(
      /larger than 2 MiB.*stopped reading it.*This is a fault at the bank; wait a while, then run/,
    );
    expect(left).toBe(4);
  }, 30_000);

  it('a 500 storm: one line per failed check with what the bank said and the next try, then the outcome (exit 0)', async () => {
    await conn.control.armFault({ path: '/api/v2/payment-initiation/bulk/*', kind: 'status', status: 500, times: 4 });
    const result = await bulkpay('status', '--wait', '--timeout', '1');
    expect(result.stderr).toMatch(
      new RegExp(
        `bulk 1 ${bankBulkId}: Checking the bulk failed\\. The bank had a problem on its side.*Next check in \\d+ s \\(\\d\\d:\\d\\d:\\d\\d UTC\\)\\.`,
      ),
    );
    expect(result.stdout).toMatch(/approved: all 1 payments were paid/);
    expect(result.code).toBe(0);
  }, 30_000);
});

describe('submit while the bank fails to confirm', () => {
  it('says each unconfirmed try and the next one on stderr, then sends once (exit 3)', async () => {
    writeFileSync(
      join(dir, 'storm.csv'),
      'name,iban,amount,currency,unstructured_reference\nStorm Oy,DE89370400440532013000,4.00,EUR,Invoice 4\n',
    );
    await conn.control.armFault({
      path: '/api/v2/payment-initiation/bulk/',
      method: 'POST',
      kind: 'status',
      status: 500,
      times: 2,
    });
    const before = (await conn.control.listBulks()).length;
    // A payee never paid before is a warning (payee_new) once anyone has been paid.
    const result = await bulkpay('submit', 'storm.csv', '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(result.code).toBe(3);
    const lines = result.stderr.split('\n').filter((l) => l.includes('has not confirmed'));
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatch(
        /^bulk 1 .*: The bank has not confirmed bulk 1 \(lines? 2(–2)?\) yet: .*problem on its side.*Asking again with the same reference in \d+ s \(\d\d:\d\d:\d\d UTC\); it can never be paid twice\.$/,
      );
    expect((await conn.control.listBulks()).length).toBe(before + 1);
  }, 30_000);
});
