import { randomUUID } from 'node:crypto';
import { bankFieldErrorText, type BankFieldError } from '../../../src-shared/bank/field-errors';
import type { Db } from './open-database';
import { bulkTotals } from '../../domain/bulk-totals';
import { amountToMilli, recordingTime } from '../../ports/history/rows';
import { matchBankPayments } from '../../domain/match-payments';
import type { LocalHistoryWriter } from '../../ports/history/local-history';
import type { BankBulkStatus, NewBulk, NewImportedFile } from '../../ports/history/records';
import { indexPendingTextSoon } from './text-index';
import { learnPaidPayeesOfBulk } from './payee-book';
import { SqlitePayeeBookEdits } from './payee-book-edits';
import { forgetSentDraft } from './run-drafts';
import { SinglePaymentHistory } from './single-payment-history';

/**
 * Every write to the history. Each method is one transaction, and every change a person would
 * ask about later ("who sent this, when did it change") also appends to the audit log in the
 * same transaction, so the log and the data can never disagree.
 */
export class HistoryStore implements LocalHistoryWriter {
  /** A person's changes to the payee book (trust, block, unblock, import). */
  readonly payeeBook: SqlitePayeeBookEdits;
  /** Single payments, each recorded as a bulk of one. */
  readonly singlePayments: SinglePaymentHistory;

  constructor(
    readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.payeeBook = new SqlitePayeeBookEdits(db);
    this.singlePayments = new SinglePaymentHistory(db);
  }

  /** Runs `fn` (writes through this store) in one transaction: all of them or none. */
  inTransaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** Deletes a guided run as it is sent; call inside the transaction that records its bulks. */
  forgetSentDraft(draftId: string): void {
    forgetSentDraft(this.db, draftId);
  }

  #audit(actor: string, action: string, objectType: string, objectId: string, detail?: unknown): void {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, object_type, object_id, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        this.now().toISOString(),
        actor,
        action,
        objectType,
        objectId,
        detail === undefined ? null : JSON.stringify(detail),
      );
  }

  /** Appends one audit entry on its own (e.g. an export, a confirmation). */
  audit(actor: string, action: string, objectType: string, objectId: string, detail?: unknown): void {
    this.#audit(actor, action, objectType, objectId, detail);
  }

  recordImport(file: NewImportedFile): string {
    const id = file.id ?? randomUUID();
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO imported_files (id, name, sha256, encoding, row_count, imported_by, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(id, file.name, file.sha256, file.encoding, file.rowCount, file.importedBy, this.now().toISOString());
      this.#audit(file.importedBy, 'file_imported', 'file', id, {
        name: file.name,
        sha256: file.sha256,
        rows: file.rowCount,
      });
    })();
    return id;
  }

  #statements: ReturnType<HistoryStore['prepareRecordBulk']> | undefined;

  private prepareRecordBulk() {
    return {
      bulk: this.db.prepare(
        `INSERT INTO bulks (id, file_id, submission_id, resubmission_of, profile_id, sequence, idempotency_key,
        payment_account, account_label, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'sending', ?, ?, ?, ?, ?, ?)`,
      ),
      payment: this.db.prepare(`INSERT INTO payments (bulk_id, position, line, row_number, amount, amount_milli,
      currency, payee_name, account_identifier, account_identifier_type, unstructured_reference, structured_reference,
      end_to_end_id, method, instant, state, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`),
    };
  }

  /**
   * Records a bulk and all its payments in state `sending`, before anything reaches the bank: one
   * transaction, statements prepared once per store, no per-row look-up.
   */
  recordBulk(bulk: NewBulk): string {
    const id = bulk.id ?? randomUUID();
    const { total, currencyTotals } = bulkTotals(bulk.payments);
    const milli = bulk.payments.map((p) => amountToMilli(p.amount));
    const statements = (this.#statements ??= this.prepareRecordBulk());
    const record = this.db.transaction(() => {
      const at = recordingTime(this.db, this.now());
      statements.bulk.run(
        id,
        bulk.fileId ?? null,
        bulk.submissionId ?? null,
        bulk.resubmissionOf ?? null,
        bulk.profileId ?? null,
        bulk.sequence,
        bulk.idempotencyKey ?? null,
        bulk.paymentAccount,
        bulk.accountLabel ?? null,
        bulk.payments.length,
        total,
        JSON.stringify(currencyTotals),
        bulk.createdBy,
        at,
        at,
      );
      bulk.payments.forEach((p, position) => {
        statements.payment.run(
          id,
          position,
          p.line ?? null,
          p.rowNumber ?? null,
          p.amount,
          milli[position],
          p.currency,
          p.payeeName,
          p.accountIdentifier,
          p.accountIdentifierType,
          p.unstructuredReference ?? null,
          p.structuredReference ?? null,
          p.endToEndId ?? null,
          p.method,
          p.instant ? 1 : 0,
          at,
          at,
        );
      });
      this.#audit(bulk.createdBy, bulk.resubmissionOf ? 'bulk_resubmitted' : 'bulk_created', 'bulk', id, {
        payments: bulk.payments.length,
        total,
        account: bulk.paymentAccount,
        resubmissionOf: bulk.resubmissionOf ?? undefined,
      });
    });
    // Immediate: it reads the latest time before writing; deferred, another writer (the CLI) between
    // the two would fail it at once with SQLITE_BUSY_SNAPSHOT instead of making it wait.
    record.immediate();
    // The payments' text goes into the search index a moment later, outside this transaction.
    indexPendingTextSoon(this.db);
    return id;
  }

  /** Links the bulk to its journal row once the client has written it. */
  linkSubmission(bulkId: string, submission: { id: string; idempotencyKey: string }): void {
    this.db
      .prepare('UPDATE bulks SET submission_id = ?, idempotency_key = ?, updated_at = ? WHERE id = ?')
      .run(submission.id, submission.idempotencyKey, this.now().toISOString(), bulkId);
  }

  /** The bank answered 202: the customer is now asked to approve on their phone. */
  markAccepted(bulkId: string, accepted: { bankBulkId: string; statusUrl: string }, actor = 'system'): void {
    const at = this.now().toISOString();
    this.db.transaction(() => {
      // The bank's acceptance wins over "never sent": another process may have settled this bulk
      // not_sent while this one was still sending it; leaving it so would offer its payments again.
      const reopened = this.db
        .prepare(
          `UPDATE bulks SET processed = 0, finished_at = NULL WHERE id = ? AND state = 'not_sent' AND bank_bulk_id IS NULL`,
        )
        .run(bulkId).changes;
      if (reopened)
        this.db
          .prepare(
            `UPDATE payments SET state = 'pending', error = NULL, bank_errors = NULL, updated_at = ? WHERE bulk_id = ?`,
          )
          .run(at, bulkId);
      this.db
        .prepare(
          `UPDATE bulks SET bank_bulk_id = ?, status_url = ?, state = 'pending_approval', last_error = NULL,
          accepted_at = coalesce(accepted_at, ?), pending_seen_at = ?, updated_at = ? WHERE id = ? AND processed = 0`,
        )
        .run(accepted.bankBulkId, accepted.statusUrl, at, at, at, bulkId);
      this.#audit(actor, 'bulk_accepted', 'bulk', bulkId, { bankBulkId: accepted.bankBulkId });
    })();
  }

  /** The client cannot tell yet whether the bank has the bulk; it keeps retrying with the same key. */
  markUnknown(bulkId: string, message: string): void {
    this.db
      .prepare(
        `UPDATE bulks SET state = 'unknown', last_error = ?, updated_at = ? WHERE id = ? AND processed = 0 AND state IN ('sending', 'unknown')`,
      )
      .run(message, this.now().toISOString(), bulkId);
  }

  /**
   * Ends a bulk the bank never created: `not_accepted` when the bank refused it at acceptance
   * (per-payment messages land on their rows), `not_sent` when Bulkpay stopped before it left.
   */
  markNotAccepted(
    bulkId: string,
    message: string,
    perPayment: Record<number, BankFieldError[]> = {},
    finalState: 'not_accepted' | 'not_sent' = 'not_accepted',
    actor = 'system',
  ): void {
    const at = this.now().toISOString();
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE bulks SET state = ?, processed = 1, last_error = ?, finished_at = ?, updated_at = ? WHERE id = ?`,
        )
        .run(finalState, message, at, at, bulkId);
      const update = this.db.prepare(
        `UPDATE payments SET state = ?, error = ?, bank_errors = ?, updated_at = ? WHERE bulk_id = ? AND position = ?`,
      );
      const positions = this.db
        .prepare('SELECT position FROM payments WHERE bulk_id = ?')
        .pluck()
        .all(bulkId) as number[];
      for (const position of positions) {
        const errors = perPayment[position];
        const words = errors?.length ? errors.map(bankFieldErrorText).join('; ') : null;
        update.run(finalState, words, errors?.length ? JSON.stringify(errors) : null, at, bulkId, position);
      }
      this.#audit(actor, `bulk_${finalState}`, 'bulk', bulkId, { message });
    })();
  }

  /**
   * Applies one status record from the bank. Keeps a snapshot when anything changed since the
   * last one (not on every poll), and on the final state writes every payment's outcome.
   * Returns whether the bulk changed, so the tracker only pushes real changes.
   */
  applyStatus(bulkId: string, status: BankBulkStatus): boolean {
    const at = this.now().toISOString();
    return this.db.transaction(() => {
      const last = this.db
        .prepare(
          'SELECT status, processed, not_sent_count FROM status_snapshots WHERE bulk_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(bulkId) as { status: string; processed: number; not_sent_count: number | null } | undefined;
      const changed =
        !last ||
        last.status !== status.status ||
        last.processed !== (status.processed ? 1 : 0) ||
        last.not_sent_count !== status.not_sent_count;
      // Every poll that finds it still waiting counts: expired vs declined depends on the last one.
      if (status.status === 'pending_approval')
        this.db.prepare('UPDATE bulks SET pending_seen_at = ? WHERE id = ?').run(at, bulkId);
      if (!changed) return false;
      this.db
        .prepare(
          'INSERT INTO status_snapshots (bulk_id, observed_at, status, processed, not_sent_count, record) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(bulkId, at, status.status, status.processed ? 1 : 0, status.not_sent_count, JSON.stringify(status));
      this.db
        .prepare(
          `UPDATE bulks SET state = ?, processed = ?, not_sent_count = ?, last_error = NULL, updated_at = ?,
          finished_at = CASE WHEN ? = 1 THEN coalesce(finished_at, ?) ELSE finished_at END WHERE id = ?`,
        )
        .run(status.status, status.processed ? 1 : 0, status.not_sent_count, at, status.processed ? 1 : 0, at, bulkId);
      if (status.processed) this.#writeOutcomes(bulkId, status, at);
      // The payee book learns once, when the bank first says what was paid (docs/payee-book.md).
      if (status.processed && last?.processed !== 1) learnPaidPayeesOfBulk(this.db, bulkId, at);
      this.#audit('bank', 'bulk_status_changed', 'bulk', bulkId, {
        status: status.status,
        processed: status.processed,
        notSent: status.not_sent_count,
      });
      return true;
    })();
  }

  #writeOutcomes(bulkId: string, status: BankBulkStatus, at: string): void {
    const local = this.db
      .prepare(
        'SELECT position, amount, account_identifier, unstructured_reference, structured_reference, end_to_end_id FROM payments WHERE bulk_id = ? ORDER BY position',
      )
      .all(bulkId) as Parameters<typeof matchBankPayments>[0];
    if (status.status === 'rejected' || status.payments.length === 0) {
      this.db
        .prepare(`UPDATE payments SET state = ?, updated_at = ? WHERE bulk_id = ?`)
        .run(status.status === 'rejected' ? 'rejected' : 'unknown', at, bulkId);
      return;
    }
    const update = this.db
      .prepare(`UPDATE payments SET state = ?, bank_payment_uuid = ?, booking_date = ?, execution_at = ?, updated_at = ?
      WHERE bulk_id = ? AND position = ?`);
    for (const [position, outcome] of matchBankPayments(local, status.payments)) {
      update.run(outcome.state, outcome.uuid, outcome.booking_date, outcome.execution_at, at, bulkId, position);
    }
  }
}
