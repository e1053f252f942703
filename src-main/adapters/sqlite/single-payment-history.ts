import type { SinglePaymentView } from '../../../src-shared/ipc/channels/single-payments';
import type { Db } from './open-database';
import { amountToMilli, recordingTime } from '../../ports/history/rows';
import type { SinglePaymentRecords } from '../../ports/history/local-history';

/** The history's id for a single payment: its bulk of one (migration 004). */
export const singlePaymentBulkId = (debtUuid: string) => `single-${debtUuid}`;

/** Until the bank's state is final the History shows `pending`, as for a payment in a bulk. */
const historyState = (view: SinglePaymentView) => (view.final ? view.status : 'pending');

/**
 * Single payments in the History screen and payment search. Each is stored as a bulk of one with
 * `kind = 'single'` and `processed = 1`, so bulk lists and the bulk tracker skip it; the
 * single-payment service follows it and reports its states here. Call inside the transaction that
 * writes the matching audit entry.
 */
export class SinglePaymentHistory implements SinglePaymentRecords {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The payment was confirmed, so the bank was asked to pay: it enters the history (once). */
  recordConfirmed(view: SinglePaymentView, actor: string): void {
    let milli: number;
    try {
      milli = amountToMilli(view.amount);
    } catch {
      return; // not an exact amount (the bank left it out): the audit entry is the only record
    }
    const id = singlePaymentBulkId(view.uuid);
    const state = historyState(view);
    // One write transaction: the time is read under the write lock (no other writer records a later
    // payment in between) and the bulk of one never stands without its payment.
    this.db
      .transaction(() => {
        const at = recordingTime(this.db, this.now());
        this.db
          .prepare(
            `INSERT OR IGNORE INTO bulks (id, kind, payment_account, state, processed, total_count, total_amount,
        currency_totals, created_by, created_at, updated_at)
        VALUES (?, 'single', ?, ?, 1, 1, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            view.accountHandle,
            state,
            view.amount,
            JSON.stringify({ [view.currency]: view.amount }),
            actor,
            at,
            at,
          );
        this.db
          .prepare(
            `INSERT OR IGNORE INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name,
        account_identifier, account_identifier_type, unstructured_reference, end_to_end_id, method, state,
        bank_payment_uuid, execution_at, created_at, updated_at)
        VALUES (?, 0, ?, ?, ?, ?, ?, 'iban', ?, ?, 'sepa', ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            view.amount,
            milli,
            view.currency,
            view.receiverName,
            view.iban,
            view.unstructuredReference || null,
            view.endToEndId || null,
            state,
            view.uuid,
            view.lastPaymentTimestamp,
            at,
            at,
          );
      })
      .immediate();
  }

  /** A new state from the bank for a payment already in the history. */
  recordState(view: SinglePaymentView): void {
    const id = singlePaymentBulkId(view.uuid);
    const at = this.now().toISOString();
    const state = historyState(view);
    this.db
      .prepare(
        'UPDATE payments SET state = ?, execution_at = coalesce(?, execution_at), updated_at = ? WHERE bulk_id = ?',
      )
      .run(state, view.lastPaymentTimestamp, at, id);
    this.db
      .prepare(
        `UPDATE bulks SET state = ?, finished_at = CASE WHEN ? THEN coalesce(finished_at, ?) END, updated_at = ?
        WHERE id = ? AND kind = 'single'`,
      )
      .run(state, view.final ? 1 : 0, at, at, id);
  }
}
