import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { openTempDatabase } from '../../../../unit/harness/history-fixtures';

const root = join(import.meta.dirname, '../../../../..');

/** Runs the writer in a child process, SIGKILLs it after `commits` commits, returns every id it reported committed. */
async function writeUntilKilled(file: string, commits: number): Promise<string[]> {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'node'),
    ['--import', 'tsx', join(import.meta.dirname, 'crash-writer.ts'), file],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const committed: string[] = [];
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  for await (const line of createInterface({ input: child.stdout })) {
    committed.push(line.replace('committed ', ''));
    if (committed.length === commits) child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
  return committed;
}

describe('history survives a killed process', () => {
  it('is intact after SIGKILL during writes and holds every committed bulk with all its payments', async () => {
    const { db, file } = openTempDatabase();
    db.close();
    for (const commits of [5, 40]) {
      const committed = await writeUntilKilled(file, commits);
      expect(committed.length).toBeGreaterThanOrEqual(commits);
      const reopened = openDatabase(file);
      if (!reopened.ok) throw new Error(reopened.error.message);
      const check = reopened.value;
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(check.pragma('foreign_key_check')).toEqual([]);
      const reader = new HistoryReader(check);
      for (const id of committed) {
        const bulk = reader.getBulk(id);
        expect(bulk?.totalCount).toBe(100);
        expect(reader.bulkPayments(id)).toHaveLength(100);
      }
      // No half-written bulk: every bulk on disk has all its payments and its audit entry.
      const partial = check
        .prepare(
          'SELECT b.id FROM bulks b WHERE (SELECT count(*) FROM payments p WHERE p.bulk_id = b.id) <> b.total_count',
        )
        .all();
      expect(partial).toEqual([]);
      expect(check.prepare("SELECT count(*) FROM audit_log WHERE action = 'bulk_created'").pluck().get()).toBe(
        check.prepare('SELECT count(*) FROM bulks').pluck().get(),
      );
      // The text index agrees with the table after recovery.
      const last = committed.at(-1)!;
      const payee = reader.bulkPayments(last)[57]!.payeeName;
      expect(
        reader.searchPayments({ payee, sort: 'date', descending: true, limit: 10 }).rows.map((r) => r.payeeName),
      ).toContain(payee);
      check.close();
    }
  });
});
