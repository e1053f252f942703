// What the team-history bench reports beside the times: the bytes each payment takes (table and
// each index), which indexes each search's plan uses, and the floor of a search (its page
// statement alone, straight to PostgreSQL, no count and no row mapping).
import type pg from 'pg';
import type { PaymentSearch } from '../src-shared/ipc/channels/history';
import { readSearchProbes, teamSearchSql, type TeamSql } from '../src-main/adapters/postgres/team-history-search';

/** Bytes per payment: the table (heap + TOAST), each of its indexes and the payee names, largest first. */
export async function bytesPerPayment(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ name: string; bytes: string; payments: string }>(
    `SELECT 'table (heap and TOAST)' AS name, pg_table_size('bulkpay.history_payments') AS bytes,
       (SELECT count(*) FROM bulkpay.history_payments) AS payments
     UNION ALL
     SELECT c.relname, pg_relation_size(c.oid), (SELECT count(*) FROM bulkpay.history_payments)
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'bulkpay.history_payments'::regclass
     UNION ALL
     -- Team schema 19's distinct payee names (table and its indexes), where the history has them.
     SELECT 'history_payee_names (table and indexes)', pg_total_relation_size(c.oid),
       (SELECT count(*) FROM bulkpay.history_payments)
     FROM pg_class c WHERE c.oid = to_regclass('bulkpay.history_payee_names')
     ORDER BY 2 DESC`,
  );
  const out: Record<string, number> = {};
  for (const r of rows) out[r.name] = Math.round(Number(r.bytes) / Number(r.payments));
  out.total = Object.values(out).reduce((a, b) => a + b, 0);
  return out;
}

function indexNames(plan: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) indexNames(p, into);
  else if (plan && typeof plan === 'object')
    for (const [k, v] of Object.entries(plan)) {
      if (k === 'Index Name' && typeof v === 'string') into.add(v);
      else indexNames(v, into);
    }
  return into;
}

/** The indexes the plans of a search's two statements (capped count, page) use. */
export async function indexesUsed(client: pg.Client, search: PaymentSearch): Promise<string[]> {
  const { count, page } = teamSearchSql(search, await readSearchProbes(client, search));
  const used = new Set<string>();
  for (const s of [count, page]) {
    const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${s.sql}`, s.params);
    indexNames(rows[0]!['QUERY PLAN'], used);
  }
  return [...used].sort();
}

/** The floor of a search: its page statement alone, to send straight to PostgreSQL (no count, no row mapping). */
export async function floorStatement(client: pg.Client, search: PaymentSearch): Promise<TeamSql> {
  return teamSearchSql(search, await readSearchProbes(client, search)).page;
}
