import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { HistoryTable, LocalHistoryRows, LocalHistorySource, TableCount } from '../../ports/history/history-copy';
import { copyPayments, IMPORT_BATCH } from './import-history-payments';
import { inTransaction } from './pg-transaction';

/** The history tables copied, in the order their references need. */
export const HISTORY_TABLES = [
  'files',
  'bulks',
  'payments',
  'snapshots',
  'audit',
] as const satisfies readonly HistoryTable[];
const TEAM_TABLE: Record<HistoryTable, string> = {
  files: 'bulkpay.history_files',
  bulks: 'bulkpay.history_bulks',
  payments: 'bulkpay.history_payments',
  snapshots: 'bulkpay.history_snapshots',
  audit: 'bulkpay.history_audit',
};

/**
 * A local row's key in the team history for rows whose local id is only a counter (snapshots,
 * audit entries): the row's own content with its local id, so copying the same desktop again finds
 * it and another desktop's row with the same counter is not mistaken for it.
 */
const sourceKey = (kind: string, row: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify([kind, row]))
    .digest('hex');

async function teamCounts(client: pg.PoolClient): Promise<Record<HistoryTable, number>> {
  const counts = {} as Record<HistoryTable, number>;
  for (const table of HISTORY_TABLES)
    counts[table] = (
      await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TEAM_TABLE[table]}`)
    ).rows[0]!.n;
  return counts;
}

/** What one copy added to the team history, per table, and how many of its payments the team holds. */
interface Copied {
  copied: Record<HistoryTable, number>;
  payments: Awaited<ReturnType<typeof copyPayments>>;
}

/** Copies `rows` into the team history inside the caller's transaction, in the order their references need. */
async function copyRows(
  client: pg.PoolClient,
  rows: LocalHistoryRows,
  desktop: string,
  batch: number,
): Promise<Copied> {
  const files = await copyFiles(client, rows.files, desktop);
  const bulks = await copyBulks(client, rows.bulks, desktop);
  const payments = await copyPayments(rows.paymentPages(batch), client);
  return {
    payments,
    copied: {
      files,
      bulks,
      payments: payments.copied,
      snapshots: await copyKeyedRows(client, 'snapshot', rows.snapshots),
      audit: await copyKeyedRows(client, 'audit', rows.audit),
    },
  };
}

/**
 * Copies this desktop's history (all of it, or the given bulks) into the team history, in one
 * PostgreSQL transaction: files, bulks and payments keep their ids; snapshots and audit entries
 * get a source key. Running it again adds nothing and only brings a bulk's outcome (state, bank
 * ids, per-payment results) forward where the desktop's copy has come further (never by the
 * desktops' clocks: a stale copy never moves a bulk or payment back); what was sent never
 * changes (the team schema's triggers see to that). Rows carry `imported_from` = `desktop` and,
 * like every write, the database user who copied them. Counts every team history table before
 * and after, for `bulkpay team import-history`'s report (a run being sent: recordBulksInTeam).
 */
export async function copyLocalHistoryToTeam(
  local: LocalHistorySource,
  pool: pg.Pool,
  options: { desktop: string; bulkIds?: string[]; batch?: number },
): Promise<TableCount[]> {
  const rows = local.historyRows(options.bulkIds);
  // One snapshot for the counts before, the copy and the check after, whatever others write meanwhile.
  const { before, copied, payments, after, inTeam } = await inTransaction(
    pool,
    async (c) => {
      const counted = await teamCounts(c);
      const copy = await copyRows(c, rows, options.desktop, options.batch ?? IMPORT_BATCH);
      return {
        ...copy,
        before: counted,
        after: await teamCounts(c),
        inTeam: await countInTeam(c, rows, copy.payments.inTeam),
      };
    },
    'BEGIN ISOLATION LEVEL REPEATABLE READ',
  );
  const localCounts: Record<HistoryTable, number> = {
    files: rows.files.length,
    bulks: rows.bulks.length,
    payments: payments.local,
    snapshots: rows.snapshots.length,
    audit: rows.audit.length,
  };
  return HISTORY_TABLES.map((table) => ({
    table,
    local: localCounts[table],
    teamBefore: before[table],
    teamAfter: after[table],
    copied: copied[table],
    alreadyThere: localCounts[table] - copied[table],
    inTeam: inTeam[table],
  }));
}

/**
 * Puts the given bulks of a run being sent (and their payments, file and audit entries) into the
 * team history as copyLocalHistoryToTeam does, without its report: counting every team history
 * table twice would read years of payments before and after each bulk of every send. `alsoThen`
 * runs in the same transaction (the run marked sent with its last bulk's answer), so the change
 * and its NOTIFY reach the other desktops at one commit.
 */
export async function recordBulksInTeam(
  local: LocalHistorySource,
  pool: pg.Pool,
  options: { desktop: string; bulkIds: string[] },
  alsoThen?: (client: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  const rows = local.historyRows(options.bulkIds);
  await inTransaction(pool, async (c) => {
    await copyRows(c, rows, options.desktop, IMPORT_BATCH);
    await alsoThen?.(c);
  });
}

type Row = Record<string, unknown>;

/** The files not in the team history yet; how many were added. */
async function copyFiles(client: pg.PoolClient, files: Row[], desktop: string): Promise<number> {
  let copied = 0;
  for (const f of files) {
    const r = await client.query(
      `INSERT INTO bulkpay.history_files (id, name, sha256, encoding, row_count, imported_by, imported_at, imported_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [f.id, f.name, f.sha256, f.encoding, f.row_count, f.imported_by, f.imported_at, desktop],
    );
    copied += r.rowCount ?? 0;
  }
  return copied;
}

/** A bulk added, or its outcome brought forward; xmax = 0 only on a row this statement inserted. */
const BULK_UPSERT = `INSERT INTO bulkpay.history_bulks AS t (id, kind, file_id, submission_id, resubmission_of, profile_id, sequence,
           idempotency_key, payment_account, account_label, bank_bulk_id, status_url, state, processed, total_count,
           total_amount, currency_totals, not_sent_count, last_error, created_by, created_at, accepted_at, finished_at,
           updated_at, imported_from, pending_seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
           $23, $24, $25, $26)
         ON CONFLICT (id) DO UPDATE SET submission_id = coalesce(t.submission_id, EXCLUDED.submission_id),
           idempotency_key = coalesce(t.idempotency_key, EXCLUDED.idempotency_key),
           bank_bulk_id = coalesce(t.bank_bulk_id, EXCLUDED.bank_bulk_id),
           status_url = coalesce(t.status_url, EXCLUDED.status_url), state = EXCLUDED.state,
           processed = EXCLUDED.processed, not_sent_count = EXCLUDED.not_sent_count, last_error = EXCLUDED.last_error,
           accepted_at = coalesce(t.accepted_at, EXCLUDED.accepted_at), finished_at = EXCLUDED.finished_at,
           updated_at = EXCLUDED.updated_at, pending_seen_at = greatest(t.pending_seen_at, EXCLUDED.pending_seen_at)
         -- Forward only, never by the desktops' clocks: a stale copy never undoes a later state.
         WHERE (bulkpay.bulk_moves_forward(t.state, t.processed, EXCLUDED.state, EXCLUDED.processed)
             OR (bulkpay.bulk_reopens(t.state, t.processed, t.bank_bulk_id, EXCLUDED.processed)
                 AND EXCLUDED.bank_bulk_id IS NOT NULL))
           AND (t.state, t.processed) IS DISTINCT FROM (EXCLUDED.state, EXCLUDED.processed)
         RETURNING xmax = 0 AS inserted`;

/** The bulks not in the team history yet, and the outcomes that came further here; how many were added. */
async function copyBulks(client: pg.PoolClient, bulks: Row[], desktop: string): Promise<number> {
  let copied = 0;
  for (const b of bulks) {
    const r = await client.query<{ inserted: boolean }>(BULK_UPSERT, bulkParams(b, desktop));
    if (r.rows[0]?.inserted) copied++;
  }
  return copied;
}

const bulkParams = (b: Row, desktop: string) => [
  b.id,
  b.kind ?? 'bulk',
  b.file_id,
  b.submission_id,
  b.resubmission_of,
  b.profile_id,
  b.sequence,
  b.idempotency_key,
  b.payment_account,
  b.account_label,
  b.bank_bulk_id,
  b.status_url,
  b.state,
  b.processed === 1,
  b.total_count,
  b.total_amount,
  b.currency_totals,
  b.not_sent_count,
  b.last_error,
  b.created_by,
  b.created_at,
  b.accepted_at,
  b.finished_at,
  b.updated_at,
  desktop,
  b.pending_seen_at ?? null,
];

/** The status snapshots or audit entries not in the team history yet (by their source key); how many were added. */
async function copyKeyedRows(client: pg.PoolClient, kind: 'snapshot' | 'audit', rows: Row[]): Promise<number> {
  let copied = 0;
  for (const row of rows) {
    const r =
      kind === 'snapshot'
        ? await client.query(
            `INSERT INTO bulkpay.history_snapshots (bulk_id, observed_at, status, processed, not_sent_count, record, source_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (source_key) DO NOTHING`,
            [
              row.bulk_id,
              row.observed_at,
              row.status,
              row.processed === 1,
              row.not_sent_count,
              row.record,
              sourceKey(kind, row),
            ],
          )
        : await client.query(
            `INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id, detail, source_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (source_key) DO NOTHING`,
            [row.at, row.actor, row.action, row.object_type, row.object_id, row.detail, sourceKey(kind, row)],
          );
    copied += r.rowCount ?? 0;
  }
  return copied;
}

/** Of the local rows, how many the team history holds now, counted by their keys. */
async function countInTeam(
  client: pg.PoolClient,
  { files, bulks, snapshots, audit }: Pick<LocalHistoryRows, 'files' | 'bulks' | 'snapshots' | 'audit'>,
  paymentsInTeam: number,
): Promise<Record<HistoryTable, number>> {
  const count = async (sql: string, keys: unknown) => (await client.query<{ n: number }>(sql, [keys])).rows[0]!.n;
  return {
    files: await count(
      'SELECT count(*)::int AS n FROM bulkpay.history_files WHERE id = ANY($1)',
      files.map((f) => f.id),
    ),
    // By content, not just the key: a team row under the same id with other payments is not "in the team".
    bulks: await count(
      `SELECT count(*)::int AS n FROM bulkpay.history_bulks b
       JOIN jsonb_to_recordset($1::jsonb) AS k(id text, n int, total text)
         ON k.id = b.id AND b.total_count = k.n AND b.total_amount = k.total
       WHERE (SELECT count(*) FROM bulkpay.history_payments p WHERE p.bulk_id = b.id) = k.n`,
      JSON.stringify(bulks.map((b) => ({ id: b.id, n: b.total_count, total: b.total_amount }))),
    ),
    payments: paymentsInTeam,
    snapshots: await count(
      'SELECT count(*)::int AS n FROM bulkpay.history_snapshots WHERE source_key = ANY($1)',
      snapshots.map((r) => sourceKey('snapshot', r)),
    ),
    audit: await count(
      'SELECT count(*)::int AS n FROM bulkpay.history_audit WHERE source_key = ANY($1)',
      audit.map((r) => sourceKey('audit', r)),
    ),
  };
}
