import type pg from 'pg';

/**
 * Payments per statement of `team import-history`: one INSERT … SELECT over a batch sent as one
 * JSON parameter fires the same triggers and checks the same constraints as a row at a time, at
 * a round trip per batch instead of per payment (a ten-year history is millions of payments).
 */
export const IMPORT_BATCH = 5_000;

/** What copying one table's rows did: local rows, added now, and found in the team history afterwards by content. */
export interface PaymentsCopied {
  local: number;
  copied: number;
  inTeam: number;
}

const COLUMNS = `bulk_id text, position integer, line integer, row_number integer, amount text, amount_milli bigint,
  currency text, payee_name text, account_identifier text, account_identifier_type text, unstructured_reference text,
  structured_reference text, end_to_end_id text, method text, instant boolean, state text, bank_payment_uuid text,
  booking_date text, execution_at text, error text, bank_errors jsonb, created_at timestamptz, updated_at timestamptz`;
const NAMES = COLUMNS.split(',').map((c) => c.trim().split(/\s+/)[0]!);

/**
 * Adds a batch of the desktop's payments; a payment already there only moves its outcome forward
 * (the same rule as `team import-history` always had: a stale copy never moves a payment back).
 */
const INSERT_BATCH = `INSERT INTO bulkpay.history_payments AS t (${NAMES.join(', ')})
  SELECT ${NAMES.map((n) => `k.${n}`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS k(${COLUMNS})
  ON CONFLICT (bulk_id, position) DO UPDATE SET state = EXCLUDED.state,
    bank_payment_uuid = coalesce(t.bank_payment_uuid, EXCLUDED.bank_payment_uuid),
    booking_date = coalesce(t.booking_date, EXCLUDED.booking_date),
    execution_at = coalesce(t.execution_at, EXCLUDED.execution_at), error = EXCLUDED.error,
    bank_errors = EXCLUDED.bank_errors, updated_at = EXCLUDED.updated_at
  WHERE (bulkpay.payment_moves_forward(t.state, EXCLUDED.state)
      OR (t.state = 'not_sent' AND EXCLUDED.state = 'pending' AND EXISTS (
        SELECT 1 FROM bulkpay.history_bulks b WHERE b.id = t.bulk_id AND NOT b.processed)))
    AND t.state IS DISTINCT FROM EXCLUDED.state
  RETURNING xmax = 0 AS inserted`;

/** Of a batch, how many the team history holds with the same amount, account and currency. */
const IN_TEAM = `SELECT count(*)::int AS n FROM bulkpay.history_payments p
  JOIN jsonb_to_recordset($1::jsonb) AS k(bulk_id text, position integer, amount_milli bigint,
    account_identifier text, currency text)
    ON p.bulk_id = k.bulk_id AND p.position = k.position AND p.amount_milli = k.amount_milli
    AND p.account_identifier = k.account_identifier AND p.currency = k.currency`;

/** A SQLite payment row as the team history's columns take it. */
function teamRow(p: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const n of NAMES) row[n] = p[n] ?? null;
  row.instant = p.instant === 1;
  row.bank_errors = typeof p.bank_errors === 'string' ? JSON.parse(p.bank_errors) : null;
  return row;
}

/**
 * Copies the desktop's payments into the team history on `client`, inside the caller's
 * transaction, a page at a time as `pages` yields them (ports/history/history-copy.ts: the local
 * history is read a page at a time by id), so memory stays bounded whatever the history's size.
 */
export async function copyPayments(
  pages: Iterable<Record<string, unknown>[]>,
  client: pg.PoolClient,
): Promise<PaymentsCopied> {
  const done: PaymentsCopied = { local: 0, copied: 0, inTeam: 0 };
  for (const rows of pages) {
    const json = JSON.stringify(rows.map(teamRow));
    const added = await client.query<{ inserted: boolean }>(INSERT_BATCH, [json]);
    done.local += rows.length;
    done.copied += added.rows.filter((r) => r.inserted).length;
    done.inTeam += (await client.query<{ n: number }>(IN_TEAM, [json])).rows[0]!.n;
  }
  return done;
}
