// The team CLI's start (issue 28): `bulkpay team status` and `bulkpay history --team` spawned as a
// user would (the real bin/bulkpay.mjs, BULKPAY_TEAM_URL naming a throwaway PostgreSQL), each
// against its budget measured in the same run: 3 × `node -e 0` (spawned alternately) plus one
// connection to the server (connect, SCRAM login, close, in this process). Two figures per
// command: its whole time (its queries included), and its time before its first query, from the
// spawn to the moment the command sends its first team query (the process writes that wall-clock
// time when BULKPAY_BENCH_TEAM_MARKS is set; team-connection-config.ts), with when it began
// connecting in `extra`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TeamStore, teamConnectionConfig } from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster } from '../test/integration/harness/pg-cluster';
import type { Figure } from './run';
import { medianMs, pairedMedianMs } from './timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'bulkpay.mjs');
const PASSWORD = 'bench-password';

function spawnIn(home: string, env: NodeJS.ProcessEnv, args: string[]): string {
  const child = spawnSync(process.execPath, args, {
    cwd: home,
    env: {
      ...process.env,
      BULKPAY_DATA_DIR: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
      HOME: home,
      ...env,
    },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${args.join(' ')} failed (${child.status}): ${child.stderr}`);
  return child.stderr;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median ms from the spawn to each mark the command wrote (connect, connected, first-query), over `runs`. */
function marksAfterSpawn(home: string, env: NodeJS.ProcessEnv, args: string[], runs = 15): Record<string, number> {
  const seen: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    const spawned = performance.timeOrigin + performance.now();
    const stderr = spawnIn(home, { ...env, BULKPAY_BENCH_TEAM_MARKS: '1' }, args);
    for (const [, name, at] of stderr.matchAll(/^bulkpay-bench-mark (\S+) ([\d.]+)$/gm))
      (seen[name!] ??= []).push(Number(at) - spawned);
  }
  return Object.fromEntries(Object.entries(seen).map(([name, ms]) => [name, median(ms)]));
}

export async function figures(): Promise<Figure[]> {
  const cluster = await startPgCluster();
  const home = mkdtempSync(join(tmpdir(), 'bulkpay-bench-team-cli-'));
  try {
    await createLogin(cluster, 'team_admin', PASSWORD);
    await cluster.admin(async (c) => {
      await c.query('ALTER ROLE team_admin CREATEROLE');
      await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
    });
    const url = cluster.url('team_admin', PASSWORD);
    const config = teamConnectionConfig(url);
    if (!config.ok) throw new Error(config.error.message);
    const admin = await TeamStore.connect(config.value);
    if (!admin.ok || !(await admin.value.migrate()).ok) throw new Error('The bench could not install the team schema');
    await admin.value.close();
    const connectMs = await medianMs(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
    });
    const env = { BULKPAY_TEAM_URL: url };
    const node = () => spawnIn(home, {}, ['-e', '0']);
    const out: Figure[] = [];
    for (const args of [
      ['team', 'status'],
      ['history', '--team', '--limit', '10'],
    ]) {
      const timed = await pairedMedianMs(node, () => spawnIn(home, env, [bin, ...args]), 15, 2);
      out.push({
        name: `team CLI start: bulkpay ${args.join(' ')} (whole command)`,
        value: timed.subjectMs,
        unit: 'ms',
        baseline: { name: '3 × node -e 0 + one connection', value: 3 * timed.baselineMs + connectMs },
        extra: { nodeMs: Number(timed.baselineMs.toFixed(1)), connectMs: Number(connectMs.toFixed(1)) },
      });
      const marks = marksAfterSpawn(home, env, [bin, ...args]);
      if (marks['first-query'] === undefined) throw new Error(`bulkpay ${args.join(' ')} sent no team query`);
      out.push({
        name: `team CLI start: bulkpay ${args.join(' ')}, time before its first query`,
        value: marks['first-query'],
        unit: 'ms',
        baseline: { name: '3 × node -e 0 + one connection', value: 3 * timed.baselineMs + connectMs },
        extra: {
          startsConnectingAtMs: Number(marks.connect?.toFixed(1)),
          connectedAtMs: Number(marks.connected?.toFixed(1)),
        },
      });
    }
    return out;
  } finally {
    await cluster.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
