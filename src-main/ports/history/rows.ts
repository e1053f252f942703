import { z } from 'zod';
import { bankFieldErrorSchema } from '../../../src-shared/bank/field-error-schema';
import type { BankFieldError } from '../../../src-shared/bank/field-errors';
import Big from 'big.js';
import type { BulkSummary, PaymentRow } from '../../../src-shared/ipc/channels/history';

/** One hour: the bank's approval window (bank-api.md, Limits), from the bank's contract module. */
import { APPROVAL_WINDOW_MS } from '../../../src-shared/bank/limits';
import { rejectionOf } from '../../../src-shared/payments/approval-outcome';
import { sumTotals } from '../../../src-shared/payments/sum-totals';
import { exactAmountText } from '../../../src-shared/payments/currency';
import { amountUnits } from '../../../src-shared/payments/decimal-units';
import { createLogger, type Logger } from '../../platform/log';
export { APPROVAL_WINDOW_MS };

/** Thousandths as an integer: exact for every currency (at most three minor digits). */
export function amountToMilli(amount: string): number {
  // Amounts as the bank is sent them (`1234.50`): integers alone, exact below 2^53.
  const plain = amountUnits(amount, 3);
  if (plain >= 0) return plain;
  const milli = new Big(amount).times(1000);
  if (!milli.eq(milli.round(0, Big.roundDown))) {
    throw new Error(`The amount ${amount} has more than three decimals.`);
  }
  return Number(milli.toFixed(0));
}

/**
 * The time a new payment is recorded at: now, or the latest payment's time if the clock was set
 * back, so created_at never goes backwards and id order stays date order (the searches rely on it).
 * Call inside the write transaction that records the payment, so no other writer comes between.
 */
export function recordingTime(
  db: { prepare(sql: string): { pluck(): { get(): unknown } } },
  now: Date,
  log: Pick<Logger, 'warn'> = clockLog,
): string {
  // The highest id holds the latest time (this very rule), read by primary key: no created_at index.
  const latest = (db.prepare('SELECT created_at FROM payments ORDER BY id DESC LIMIT 1').pluck().get() ?? null) as
    string | null;
  const at = now.toISOString();
  if (!latest || latest <= at) return at;
  // A clock put back by minutes is ordinary; by more than an hour, every payment from now on carries
  // a time that is not when it was sent until the clock catches up: someone should look.
  if (Date.parse(latest) - now.getTime() > CLOCK_BEHIND_WARNING_MS)
    log.warn(
      "The computer's clock is more than an hour behind the newest payment in the history; new payments are recorded at that payment's time until the clock catches up. Check the computer's date and time.",
      { clock: at, recordedAt: latest },
    );
  return latest;
}

/** How far behind the newest payment the clock may be before `recordingTime` warns. */
export const CLOCK_BEHIND_WARNING_MS = 60 * 60 * 1000;
const clockLog = createLogger({}, { area: 'history' });

export interface PaymentDbRow {
  id: number;
  bulk_id: string;
  kind: 'bulk' | 'single';
  bank_bulk_id: string | null;
  file_name: string | null;
  position: number;
  line: number | null;
  row_number: number | null;
  amount: string;
  currency: string;
  payee_name: string;
  account_identifier: string;
  unstructured_reference: string | null;
  structured_reference: string | null;
  end_to_end_id: string | null;
  method: string;
  instant: number;
  state: string;
  error: string | null;
  bank_errors: string | null;
  bank_payment_uuid: string | null;
  booking_date: string | null;
  execution_at: string | null;
  created_at: string;
}

/** The select list that yields a PaymentDbRow; `p` is payments, `b` bulks, `f` imported_files. */
export const PAYMENT_COLUMNS = `p.id, p.bulk_id, b.kind, b.bank_bulk_id, f.name AS file_name, p.position, p.line, p.row_number, p.amount,
  p.currency, p.payee_name, p.account_identifier, p.unstructured_reference, p.structured_reference,
  p.end_to_end_id, p.method, p.instant, p.state, p.error, p.bank_errors, p.bank_payment_uuid, p.booking_date, p.execution_at, p.created_at`;

export const PAYMENT_JOINS = `JOIN bulks b ON b.id = p.bulk_id LEFT JOIN imported_files f ON f.id = b.file_id`;

/** The stored field errors as objects; an unreadable value reads as none (the words stay in `error`). */
function bankErrorsOf(json: string | null): BankFieldError[] {
  if (!json) return [];
  try {
    const parsed = z.array(bankFieldErrorSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const toPaymentRow = (r: PaymentDbRow): PaymentRow => ({
  id: r.id,
  kind: r.kind,
  bulkId: r.bulk_id,
  bankBulkId: r.bank_bulk_id,
  fileName: r.file_name,
  position: r.position,
  line: r.line,
  rowNumber: r.row_number,
  amount: r.amount,
  currency: r.currency,
  payeeName: r.payee_name,
  accountIdentifier: r.account_identifier,
  unstructuredReference: r.unstructured_reference,
  structuredReference: r.structured_reference,
  endToEndId: r.end_to_end_id,
  method: r.method,
  instant: r.instant === 1,
  state: r.state,
  error: r.error,
  bankErrors: bankErrorsOf(r.bank_errors),
  bankPaymentUuid: r.bank_payment_uuid,
  bookingDate: r.booking_date,
  executionAt: r.execution_at,
  createdAt: r.created_at,
});

export interface BulkDbRow {
  id: string;
  file_id: string | null;
  file_name: string | null;
  sequence: number;
  resubmission_of: string | null;
  submission_id: string | null;
  idempotency_key: string | null;
  bank_bulk_id: string | null;
  status_url: string | null;
  payment_account: string;
  account_label: string | null;
  state: string;
  processed: number;
  total_count: number;
  total_amount: string;
  currency_totals: string;
  not_sent_count: number | null;
  paid_count: number;
  /** JSON `[[currency, amount], …]` of the paid payments. */
  paid_amounts: string;
  last_error: string | null;
  created_at: string;
  accepted_at: string | null;
  finished_at: string | null;
  /** When last seen pending approval (both engines; the team's from schema version 5). */
  pending_seen_at?: string | null;
}

export const BULK_SELECT = `SELECT b.*, f.name AS file_name,
  (SELECT count(*) FROM payments p WHERE p.bulk_id = b.id AND p.state = 'paid') AS paid_count,
  (SELECT json_group_array(json_array(p.currency, p.amount)) FROM payments p
    WHERE p.bulk_id = b.id AND p.state = 'paid') AS paid_amounts
  FROM bulks b LEFT JOIN imported_files f ON f.id = b.file_id`;

/** What was paid and what was not, per currency, exactly (`notPaidTotals` leaves out currencies fully paid). */
function paidAndNot(r: BulkDbRow): { paidTotals: Record<string, string>; notPaidTotals: Record<string, string> } {
  const paid = JSON.parse(r.paid_amounts ?? '[]') as [string, string][];
  const paidTotals = sumTotals(paid.map(([currency, amount]) => ({ [currency]: amount })));
  const totals = JSON.parse(r.currency_totals) as Record<string, string>;
  const notPaidTotals: Record<string, string> = {};
  for (const [currency, total] of Object.entries(totals)) {
    const left = new Big(total).minus(paidTotals[currency] ?? '0');
    if (left.gt(0)) notPaidTotals[currency] = exactAmountText(left, currency);
  }
  return { paidTotals, notPaidTotals };
}

/** BULK_SELECT with the rowid, the tie-break of the bulk list's keyset paging. */
export const BULK_LIST_SELECT = BULK_SELECT.replace('SELECT b.*', 'SELECT b.rowid AS list_key, b.*');

export const toBulkSummary = (r: BulkDbRow): BulkSummary => ({
  id: r.id,
  fileId: r.file_id,
  fileName: r.file_name,
  sequence: r.sequence,
  resubmissionOf: r.resubmission_of,
  bankBulkId: r.bank_bulk_id,
  paymentAccount: r.payment_account,
  accountLabel: r.account_label,
  state: r.state,
  processed: r.processed === 1,
  totalCount: r.total_count,
  totalAmount: r.total_amount,
  currencyTotals: JSON.parse(r.currency_totals) as Record<string, string>,
  notSentCount: r.not_sent_count,
  paidCount: r.paid_count,
  ...paidAndNot(r),
  ...(r.state === 'rejected'
    ? {
        rejection: rejectionOf({
          acceptedAt: r.accepted_at,
          pendingSeenAt: r.pending_seen_at ?? null,
          finishedAt: r.finished_at,
        }),
      }
    : {}),
  lastError: r.last_error,
  createdAt: r.created_at,
  acceptedAt: r.accepted_at,
  finishedAt: r.finished_at,
  approvalDeadline:
    r.state === 'pending_approval' && r.accepted_at
      ? new Date(Date.parse(r.accepted_at) + APPROVAL_WINDOW_MS).toISOString()
      : null,
});
