import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connected } from '../../harness/bank-harness';
import { runBin, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';

// `bulkpay status --wait` (any bank command resumes unfinished bulks) while `bulkpay submit` of
// the same data folder is still sending a file bulk by bulk: the bulks waiting for their turn are
// journalled, so they are never settled "never reached the bank", and nobody is paid twice.
const BULK_PATH = '/api/v2/payment-initiation/bulk/';
const PAYEES = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
let bank: EnvModeBank;
let conn: Connected;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bank = await startEnvModeBank({ autoApproveMs: 150 });
  ({ conn, dir: work, env } = bank);
}, 60_000);
afterAll(() => bank?.close());

const start = (...args: string[]) => runBin(env, work, ...args).exited;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** 250 payments of 0.01, 0.02, … 2.50 EUR: each bulk's total tells which lines it holds. */
const rows = Array.from({ length: 250 }, (_, i) =>
  [`Payee ${i + 1}`, PAYEES[i % PAYEES.length], ((i + 1) / 100).toFixed(2), 'EUR', `Both ${i + 1}`].join(','),
);

describe('bulkpay submit journals every bulk before sending the first', () => {
  it('settles no waiting bulk as never sent; a later submit sends nothing; the bank has each bulk once', async () => {
    const file = join(work, 'payroll.csv');
    writeFileSync(file, ['name,iban,amount,currency,unstructured_reference', ...rows].join('\n') + '\n');

    // The bank holds the first bulk: bulks 2 and 3 are recorded and wait for their turn.
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000, times: 1 });
    const sending = start('submit', file, '--account', conn.account.code, '--yes', '--wait');
    await until(async () => (await conn.control.inProgress()).length === 1, 'the first bulk held at the bank');

    // Meanwhile another process resumes unfinished bulks of the same data folder.
    const checking = start('status', '--wait', '--json');
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await conn.control.releaseHolds()).released).toBe(1);
    const [sent, checked] = await Promise.all([sending, checking]);
    expect(sent.code, sent.stderr).toBe(0);
    expect(checked.stderr).not.toContain('stopped before this bulk reached the bank');

    const status = await start('status', '--json');
    const states = (JSON.parse(status.stdout) as { bulks: { state: string }[] }).bulks.map((b) => b.state);
    expect(states).toHaveLength(3);
    expect(states).not.toContain('not_sent');

    const again = await start('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('every payment in it reached the bank');

    // The bank's own list: the file's three chunks, each once.
    const atBank = await conn.control.listBulks();
    expect(atBank.map((b) => [b.total_count, b.total_amount]).sort()).toEqual(
      [
        [100, '50.50'],
        [100, '150.50'],
        [50, '112.75'],
      ].sort(),
    );
  });

  it('after a crash, the next command sends the journalled bulks with their own keys, each once', async () => {
    const file = join(work, 'crash.csv');
    const crashRows = rows.map((r) =>
      r.replace(',Both ', ',Crash ').replace(/,(\d+\.\d\d),EUR/, (_, a) => `,${(Number(a) + 10).toFixed(2)},EUR`),
    );
    writeFileSync(file, ['name,iban,amount,currency,unstructured_reference', ...crashRows].join('\n') + '\n');
    const before = (await conn.control.listBulks()).length;

    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000, times: 1 });
    const { child, exited: died } = runBin(env, work, 'submit', file, '--account', conn.account.code, '--yes');
    await until(async () => (await conn.control.inProgress()).length === 1, 'the first bulk held at the bank');
    child.kill('SIGKILL');
    await died;
    expect((await conn.control.releaseHolds()).released).toBe(1);

    // Bulks 2 and 3 were journalled before bulk 1 was sent: the next command resumes all three.
    const resumed = await start('status', '--wait', '--json');
    expect(resumed.code, resumed.stderr).toBe(0);
    const again = await start('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('every payment in it reached the bank');
    const atBank = (await conn.control.listBulks()).slice(before);
    expect(atBank.map((b) => b.total_count).sort()).toEqual([100, 100, 50].sort());
  });
});
