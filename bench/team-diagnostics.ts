// What the team bench's server spends its time on (bench/team.bench.ts): what its busy client
// backends wait on, sampled (a lock, I/O, or on the CPU), and with BULKPAY_BENCH_TEAM_STATEMENTS=1
// the statements and PL/pgSQL functions that took its time (pg_stat_statements, track_functions).
import type pg from 'pg';

/** What the server's busy client backends wait on now (a lock, I/O, the client…), counted into `waits`. */
export async function sampleWaits(admin: pg.Client, waits: Map<string, number>): Promise<void> {
  const { rows } = await admin.query<{ what: string }>(
    `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' | ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS what
     FROM pg_stat_activity WHERE backend_type = 'client backend' AND state = 'active' AND pid <> pg_backend_pid()`,
  );
  for (const { what } of rows) waits.set(what, (waits.get(what) ?? 0) + 1);
}

/** The statements (and functions) that took the server's time since the last call, printed, then reset. */
export async function printStatements(admin: pg.Client, mode: string): Promise<void> {
  const top = await admin.query<{ calls: number; mean: number; total: number; query: string }>(
    `SELECT calls::int, round(mean_exec_time::numeric, 2)::float AS mean, round(total_exec_time::numeric)::float AS total,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
     FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 15`,
  );
  console.log(`-- statements, ${mode} (calls, mean ms, total ms):`);
  for (const r of top.rows) console.log(`${r.calls}\t${r.mean}\t${r.total}\t${r.query}`);
  const fns = await admin.query<{ name: string; calls: number; self: number }>(
    `SELECT funcname AS name, calls::int, round(self_time::numeric)::float AS self FROM pg_stat_user_functions
     ORDER BY self_time DESC LIMIT 10`,
  );
  for (const f of fns.rows) console.log(`fn ${f.name}: ${f.calls} calls, ${f.self} ms self`);
  await admin.query('SELECT pg_stat_statements_reset(), pg_stat_reset()');
}

/** The three things the server's busy backends were most often seen waiting on (samples each 250 ms). */
export function topWaits(waits: Map<string, number>): Record<string, number> {
  const all = [...waits.values()].reduce((a, b) => a + b, 0);
  const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return Object.fromEntries([['busyBackendSamples', all], ...top.map(([what, n], i) => [`wait${i + 1} ${what}`, n])]);
}
