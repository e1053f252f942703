import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../../../src-main/cli/command';
import { main } from '../../../../../src-main/cli/main';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, payment } from '../../../harness/history-fixtures';

// `bulkpay history` paging over a real data folder: keyset cursors printed under each page.
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-history-cli-'));
const env = { BULKPAY_DATA_DIR: dir };

beforeAll(() => {
  const db = openDatabase(join(dir, 'bulkpay.sqlite'));
  if (!db.ok) throw new Error(db.error.message);
  const store = new HistoryStore(db.value);
  store.recordBulk(bulk(Array.from({ length: 5 }, (_, i) => payment({ payeeName: `Payee ${i}` }))));
  db.value.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: dir, env };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('bulkpay history paging', () => {
  it('prints a cursor under each page that is not the last, and --after continues from it', async () => {
    const first = await cli('history', '--limit', '2', '--sort', 'payee', '--asc');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Payee 0[\s\S]*Payee 1/);
    expect(first.out).toContain('1–2 of 5 payments');
    const cursor = /--after (\S+)/.exec(first.out)![1]!;
    const second = await cli('history', '--limit', '2', '--sort', 'payee', '--asc', '--after', cursor);
    expect(second.out).toMatch(/Payee 2[\s\S]*Payee 3/);
    expect(second.out).not.toMatch(/Payee [014]/);
    expect(second.out).toContain('2 more of 5 payments');
    const last = await cli(
      'history',
      '--limit',
      '2',
      '--sort',
      'payee',
      '--asc',
      '--after',
      /--after (\S+)/.exec(second.out)![1]!,
    );
    expect(last.out).toContain('Payee 4');
    expect(last.out).not.toContain('--after');
  });

  it('refuses a cursor it did not print, saying what to do', async () => {
    const result = await cli('history', '--after', 'not-a-cursor');
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      'bulkpay history: --after: That page position is not valid. Run the search again without --after.',
    );
  });
});
