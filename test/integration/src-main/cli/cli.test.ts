// `bulkpay login` and `bulkpay accounts` end to end: the real core on a fresh data folder, the OS
// keychain (a throwaway gnome-keyring under `npm test`), the demo bank's sandbox, whose phone
// approves by itself after a few seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../../src-main/cli/command';
import { main } from '../../../../src-main/cli/main';
import { SEEDED_PSU } from '../../../../src-sandbox/index';
import { requireKeychain } from '../../harness/keys-helpers';

describe('bulkpay login and accounts', () => {
  let dataDir: string;
  beforeEach(async () => {
    // The demo bank keeps its key in the OS keychain: fail with the reason when there is none.
    await requireKeychain();
    dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-psu-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const io = (env: Record<string, string>) => {
    const out: string[] = [];
    const err: string[] = [];
    const value: CliIo = {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd: dataDir,
      env: { ...process.env, BULKPAY_DATA_DIR: dataDir, BULKPAY_NO_PROMPT: '1', ...env },
    };
    return { value, out, err };
  };

  it('signs in with the phone approval and lists the accounts as JSON', async () => {
    const run = io({ BULKPAY_PSU_EMAIL: SEEDED_PSU.email, BULKPAY_PSU_PASSWORD: SEEDED_PSU.password });
    const code = await main(['accounts', '--json'], run.value);
    expect(run.err.join('\n')).toMatch(/Approve the sign-in on your phone\. Check that it shows the code \d{6}/);
    expect(code).toBe(0);
    const listed = JSON.parse(run.out.join('')) as {
      fetchedAt: string;
      accounts: { name: string; available: string; currency: string }[];
    };
    expect(listed.accounts.map((a) => a.name)).toEqual(['Operating account', 'UK payroll', 'Petty cash']);
    expect(listed.accounts[0]).toMatchObject({ currency: 'EUR', available: '25000.00' });
    expect(run.out.join('') + run.err.join('')).not.toContain(SEEDED_PSU.password);
  });

  it('login explains wrong credentials and exits 1; missing credentials say what to set', async () => {
    const wrong = io({ BULKPAY_PSU_EMAIL: SEEDED_PSU.email, BULKPAY_PSU_PASSWORD: 'wrong-password' });
    expect(await main(['login'], wrong.value)).toBe(1);
    expect(wrong.err.join('\n')).toMatch(/did not accept this e-mail and password/);
    expect(wrong.err.join('\n')).not.toContain('wrong-password');
    const missing = io({ BULKPAY_PSU_EMAIL: '', BULKPAY_PSU_PASSWORD: '' });
    expect(await main(['login'], missing.value)).toBe(1);
    expect(missing.err.join('\n')).toMatch(/Set BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD/);
  });
});
