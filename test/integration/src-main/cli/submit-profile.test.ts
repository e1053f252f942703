import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `bulkpay submit` the way a user runs it: the real bin, the app's own core on a fresh data
// folder (so the demo bank starts, keys in the OS keychain), the demo customer signing in from
// the environment and the demo "phone" approving every bulk by itself.
const root = join(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-profile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const OPERATING = '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01';

function bulkpay(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      BULKPAY_DATA_DIR: dataDir,
      BULKPAY_PSU_EMAIL: 'demo.psu@bulkpay.test',
      BULKPAY_PSU_PASSWORD: 'demo-password',
      BULKPAY_NO_PROMPT: '1',
      BULKPAY_BASE_URL: '',
    },
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bulkpay submit with the app profile (demo bank)', () => {
  it('takes the 250-row fixture through three bulks to paid, headless, and status agrees', () => {
    const r = bulkpay(
      'submit',
      join(root, 'test/fixtures/import/rows-250.csv'),
      '--account',
      OPERATING,
      '--yes',
      // The demo bank's history (last month's run) knows none of these 250 payees: new payees are
      // warnings the user accepts.
      '--accept-warnings',
      '--wait',
      '--json',
    );
    if (/keychain/i.test(r.stderr) && r.code !== 0)
      throw new Error(`no keychain here (run through npm test): ${r.stderr}`);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as {
      bulks: { state: string; total_count: number; payments: { state: string }[] }[];
    };
    expect(report.bulks.map((b) => [b.state, b.total_count])).toEqual([
      ['approved', 100],
      ['approved', 100],
      ['approved', 50],
    ]);
    expect(report.bulks.flatMap((b) => b.payments).filter((p) => p.state !== 'paid')).toEqual([]);
    const status = bulkpay('status');
    expect(status.code).toBe(0);
    // The three, and the demo history's run of last month.
    expect(status.stdout.match(/: approved/g)).toHaveLength(4);
    // Each bulk records the bank profile it went through (bank_profiles, the active demo bank).
    const db = new Database(join(dataDir, 'bulkpay.sqlite'), { readonly: true });
    const linked = db.prepare('SELECT count(*) FROM bulks b JOIN bank_profiles p ON p.id = b.profile_id').pluck().get();
    db.close();
    expect(linked).toBe(3);
  });
});
