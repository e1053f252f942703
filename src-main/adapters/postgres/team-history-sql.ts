// The SELECTs and row conversions the team history's files share (team-history*.ts).
import { toPaymentRow, type PaymentDbRow } from '../../ports/history/rows';

/** A timestamptz as the same ISO text the SQLite history stores (JavaScript's toISOString). */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const PAYMENT_COLUMNS = `p.id, p.bulk_id, b.kind, b.bank_bulk_id, f.name AS file_name, p.position, p.line, p.row_number,
  p.amount, p.currency, p.payee_name, p.account_identifier, p.unstructured_reference, p.structured_reference,
  p.end_to_end_id, p.method, p.instant::int AS instant, p.state, p.error, p.bank_errors::text AS bank_errors,
  p.bank_payment_uuid, p.booking_date, p.execution_at, ${iso('p.created_at')} AS created_at`;

export const PAYMENT_SELECT = `SELECT ${PAYMENT_COLUMNS}
  FROM bulkpay.history_payments p JOIN bulkpay.history_bulks b ON b.id = p.bulk_id
  LEFT JOIN bulkpay.history_files f ON f.id = b.file_id`;

/**
 * A page of payments (`page`: a SELECT of history_payments rows, in order, with its LIMIT) with
 * their bulk's and file's columns, each looked up by its key row by row: the page's size decides
 * the work, never the number of bulks (a join left to the planner hash-joined every bulk there is).
 */
export const paymentPageSelect = (page: string) => `SELECT ${PAYMENT_COLUMNS} FROM (${page}) p
  CROSS JOIN LATERAL (SELECT kind, bank_bulk_id, file_id FROM bulkpay.history_bulks WHERE id = p.bulk_id LIMIT 1) b
  LEFT JOIN LATERAL (SELECT name FROM bulkpay.history_files WHERE id = b.file_id LIMIT 1) f ON true`;

export const BULK_SELECT = `SELECT b.id, b.file_id, f.name AS file_name, b.sequence, b.resubmission_of, b.submission_id,
  b.idempotency_key, b.bank_bulk_id, b.status_url, b.payment_account, b.account_label, b.state,
  b.processed::int AS processed, b.total_count, b.total_amount, b.currency_totals::text AS currency_totals,
  b.not_sent_count, b.last_error, ${iso('b.created_at')} AS created_at, ${iso('b.accepted_at')} AS accepted_at,
  ${iso('b.finished_at')} AS finished_at, ${iso('b.pending_seen_at')} AS pending_seen_at,
  (SELECT count(*)::int FROM bulkpay.history_payments p WHERE p.bulk_id = b.id AND p.state = 'paid') AS paid_count
  FROM bulkpay.history_bulks b LEFT JOIN bulkpay.history_files f ON f.id = b.file_id`;

export const paymentRow = (r: PaymentDbRow) => toPaymentRow({ ...r, id: Number(r.id) });
