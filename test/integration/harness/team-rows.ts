// Rows written straight into a test team database, for tests that need one in a given state.
import type { PgCluster } from './pg-cluster';

/** A released run, written straight into the table (triggers off for the fill only): its id. */
export async function insertReleasedRun(cluster: PgCluster): Promise<string> {
  return cluster.admin(async (c) => {
    await c.query('SET session_replication_role = replica');
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
         warnings_acknowledged, state, release_required, prepared_by, prepared_at, released_by, released_at,
         bank_tpp, bank_customer)
       VALUES ('run.csv', repeat('a', 64), 'FI2112345600000785', 1, '{"EUR": "1.00"}', '{}', 'h', '[]', 'released',
         true, 'alice', now(), 'team_admin', now(), 'tpp', 'customer') RETURNING id`,
    );
    return rows[0]!.id;
  });
}

/** Which of the indexes `names` in the team schema are there and valid, sorted. */
export function validIndexes(cluster: PgCluster, names: readonly string[]): Promise<string[]> {
  return cluster.admin(async (c) =>
    (
      await c.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE c.relname = ANY($1) AND i.indisvalid ORDER BY 1`,
        [names],
      )
    ).rows.map((r) => r.name),
  );
}
