// Issue 14/15: `bulkpay validate` gives a bounded answer whatever the file: a 2M-row file of rows
// all in error (generated here, never committed), /dev/zero, and every problem on request.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-validate-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bulkpay(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BULKPAY_DATA_DIR: dir },
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** 2,000,000 rows, about 46 MB, each with a too-short IBAN and no reference: 4,000,000 errors. */
function writeAllErrorsFile(path: string, rows: number): void {
  const fd = openSync(path, 'w');
  writeSync(fd, 'name,iban,amount\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += `P${i},FI211234,12.50\n`;
    if (chunk.length > 1 << 20) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  writeSync(fd, chunk);
  closeSync(fd);
}

describe('bulkpay validate: bounded answers', () => {
  it('a 2M-row, 46 MB file of rows all in error: exit 1, counts per kind, no stack trace', () => {
    const file = join(dir, 'all-errors.csv');
    writeAllErrorsFile(file, 2_000_000);
    expect(statSync(file).size).toBeGreaterThan(46_000_000); // 46 MB, under the 50 MiB limit
    const json = bulkpay('validate', file, '--currency', 'EUR', '--json');
    expect(json.stderr).not.toMatch(/at .*\.(ts|js|mjs):\d+|RangeError/);
    expect(json.code).toBe(1);
    expect(json.stdout.length).toBeLessThan(200_000);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ rows: 2_000_000, errorCount: 4_000_000, rowsWithErrors: 2_000_000 });
    expect(report.problems.map((g: { code: string; count: number }) => [g.code, g.count])).toEqual([
      ['iban_length', 2_000_000],
      ['reference_missing', 2_000_000],
    ]);
    expect(report.problems[0].first).toHaveLength(20);

    const text = bulkpay('validate', file, '--currency', 'EUR');
    expect(text.code).toBe(1);
    expect(text.stdout.length).toBeLessThan(20_000);
    expect(text.stdout).toContain('4,000,000 errors in 2,000,000 rows, 2 kinds:');
    expect(text.stdout).toContain('IBAN: 2000000 × iban_length');
    expect(text.stdout).toContain('… and 1,999,995 more (list them all with --all-problems FILE)');
  }, 240_000);

  it('--all-problems FILE writes every problem, one per line', () => {
    const file = join(dir, 'some-errors.csv');
    writeAllErrorsFile(file, 1000);
    const all = join(dir, 'problems.csv');
    const r = bulkpay('validate', file, '--currency', 'EUR', '--all-problems', all);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`(all in ${all})`);
    const lines = readFileSync(all, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('line,severity,field,code,message');
    expect(lines).toHaveLength(1 + 2000);
    expect(lines[1]).toMatch(/^2,error,iban,iban_length,/);
  });

  it('/dev/zero: reading stops at the size limit, with a message', () => {
    if (!existsSync('/dev/zero')) return;
    const r = bulkpay('validate', '/dev/zero');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      '/dev/zero: zero is larger than 50 MB (reading stopped there); Bulkpay reads files up to 50 MB. Split it into smaller files.\n',
    );
  });
});
