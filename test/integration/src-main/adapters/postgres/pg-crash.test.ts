// The team history's crash safety: a desktop killed while recording bulks leaves every committed
// bulk whole and no half-written one (each bulk is one PostgreSQL transaction).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

const PASSWORD = 'crash-test-password';
const root = join(import.meta.dirname, '../../../../..');
let cluster: PgCluster;
let admin: TeamStore;

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['clerk']);
  const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const opened = await TeamStore.connect(config.value);
  if (!opened.ok) throw new Error(opened.error.message);
  admin = opened.value;
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  await admin?.close();
  await cluster?.stop();
});

async function writeUntilKilled(commits: number): Promise<string[]> {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'node'),
    ['--import', 'tsx', join(import.meta.dirname, 'pg-crash-writer.ts'), cluster.url('clerk', PASSWORD)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
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

describe('team history survives a killed desktop', () => {
  it('holds every committed bulk with all its payments and no half-written bulk', async () => {
    const history = admin.history();
    for (const commits of [5, 40]) {
      const committed = await writeUntilKilled(commits);
      for (const id of committed) {
        expect((await history.getBulk(id))?.totalCount).toBe(100);
        expect(await history.bulkPayments(id)).toHaveLength(100);
      }
      const partial = await cluster.admin(
        async (c) =>
          (
            await c.query(
              `SELECT b.id FROM bulkpay.history_bulks b
               WHERE (SELECT count(*) FROM bulkpay.history_payments p WHERE p.bulk_id = b.id) <> b.total_count`,
            )
          ).rows,
      );
      expect(partial).toEqual([]);
      const counts = await cluster.admin(
        async (c) =>
          (
            await c.query(
              `SELECT (SELECT count(*)::int FROM bulkpay.history_audit WHERE action = 'bulk_created') AS audit,
                      (SELECT count(*)::int FROM bulkpay.history_bulks) AS bulks`,
            )
          ).rows[0] as { audit: number; bulks: number },
      );
      expect(counts.audit).toBe(counts.bulks);
      const last = committed.at(-1)!;
      const payee = (await history.bulkPayments(last))[57]!.payeeName;
      const found = await history.searchPayments({ payee, sort: 'date', descending: true, limit: 10 });
      expect(found.rows.map((r) => r.payeeName)).toContain(payee);
    }
  }, 60_000);
});
