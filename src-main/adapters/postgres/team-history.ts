import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { bankFieldErrorText } from '../../../src-shared/bank/field-errors';
import { bulkTotals } from '../../domain/bulk-totals';
import type { HistoryRepository } from '../../ports/history/history-repository';
import type { BankBulkStatus } from '../../ports/history/records';
import { matchBankPayments } from '../../domain/match-payments';
import { amountToMilli } from '../../ports/history/rows';
import { PgHistoryReads } from './team-history-reads';
import { inTransaction } from './pg-transaction';

type Queryable = pg.Pool | pg.PoolClient;

/**
 * The history on the team's PostgreSQL (schema version 3, team-history-schema.ts): the writes here,
 * the reads in team-history-reads.ts, the search in team-history-search.ts, the duplicate checks
 * in team-history-duplicates.ts.
 */
export class PgHistoryRepository extends PgHistoryReads implements HistoryRepository {
  readonly engine = 'postgresql';

  private async transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, fn);
  }

  private async insertAudit(
    db: Queryable,
    actor: string,
    action: string,
    objectType: string,
    objectId: string,
    detail?: unknown,
  ): Promise<void> {
    await db.query(
      'INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id, detail) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        this.now().toISOString(),
        actor,
        action,
        objectType,
        objectId,
        detail === undefined ? null : JSON.stringify(detail),
      ],
    );
  }

  /**
   * Records an export of the team history (schema 5's bulkpay.audit_export): every member may,
   * viewers included (an auditor exports), and only that one action, under their database user
   * (the desktop's `actor` name is not what the team records).
   */
  async auditExport(_actor: string, objectType: 'bulk' | 'search', objectId: string, detail: unknown): Promise<void> {
    await this.pool.query('SELECT bulkpay.audit_export($1, $2, $3)', [objectType, objectId, JSON.stringify(detail)]);
  }

  async audit(actor: string, action: string, objectType: string, objectId: string, detail?: unknown): Promise<void> {
    await this.insertAudit(this.pool, actor, action, objectType, objectId, detail);
  }

  async recordImport(file: Parameters<HistoryRepository['recordImport']>[0]): Promise<string> {
    const id = file.id ?? randomUUID();
    await this.transaction(async (c) => {
      await c.query(
        `INSERT INTO bulkpay.history_files (id, name, sha256, encoding, row_count, imported_by, imported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, file.name, file.sha256, file.encoding, file.rowCount, file.importedBy, this.now().toISOString()],
      );
      await this.insertAudit(c, file.importedBy, 'file_imported', 'file', id, {
        name: file.name,
        sha256: file.sha256,
        rows: file.rowCount,
      });
    });
    return id;
  }

  async recordBulk(bulk: Parameters<HistoryRepository['recordBulk']>[0]): Promise<string> {
    const id = bulk.id ?? randomUUID();
    const { total, currencyTotals } = bulkTotals(bulk.payments);
    const at = this.now().toISOString();
    const ps = bulk.payments;
    await this.transaction(async (c) => {
      await c.query(
        `INSERT INTO bulkpay.history_bulks (id, file_id, submission_id, resubmission_of, profile_id, sequence,
           idempotency_key, payment_account, account_label, state, total_count, total_amount, currency_totals,
           created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sending', $10, $11, $12, $13, $14, $14)`,
        [
          id,
          bulk.fileId ?? null,
          bulk.submissionId ?? null,
          bulk.resubmissionOf ?? null,
          bulk.profileId ?? null,
          bulk.sequence,
          bulk.idempotencyKey ?? null,
          bulk.paymentAccount,
          bulk.accountLabel ?? null,
          ps.length,
          total,
          JSON.stringify(currencyTotals),
          bulk.createdBy,
          at,
        ],
      );
      // One statement for all payments (at most 100): arrays unnested in position order.
      await c.query(
        `INSERT INTO bulkpay.history_payments (bulk_id, position, line, row_number, amount, amount_milli, currency,
           payee_name, account_identifier, account_identifier_type, unstructured_reference, structured_reference,
           end_to_end_id, method, instant, state, created_at, updated_at)
         SELECT $1, t.position - 1, t.line, t.row_number, t.amount, t.milli, t.currency, t.payee, t.account,
           t.account_type, t.unstructured, t.structured, t.e2e, t.method, t.instant, 'pending', $2, $2
         FROM unnest($3::int[], $4::int[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[],
           $11::text[], $12::text[], $13::text[], $14::text[], $15::boolean[])
           WITH ORDINALITY AS t(line, row_number, amount, milli, currency, payee, account, account_type,
             unstructured, structured, e2e, method, instant, position)`,
        [
          id,
          at,
          ps.map((p) => p.line ?? null),
          ps.map((p) => p.rowNumber ?? null),
          ps.map((p) => p.amount),
          ps.map((p) => amountToMilli(p.amount)),
          ps.map((p) => p.currency),
          ps.map((p) => p.payeeName),
          ps.map((p) => p.accountIdentifier),
          ps.map((p) => p.accountIdentifierType),
          ps.map((p) => p.unstructuredReference ?? null),
          ps.map((p) => p.structuredReference ?? null),
          ps.map((p) => p.endToEndId ?? null),
          ps.map((p) => p.method),
          ps.map((p) => p.instant),
        ],
      );
      await this.insertAudit(c, bulk.createdBy, bulk.resubmissionOf ? 'bulk_resubmitted' : 'bulk_created', 'bulk', id, {
        payments: ps.length,
        total,
        account: bulk.paymentAccount,
        resubmissionOf: bulk.resubmissionOf ?? undefined,
      });
    }).catch((e: unknown) => {
      // The same words as SQLite's trigger, so the caller's "already resent" check reads both.
      if ((e as { code?: string }).code === 'BP006') throw new Error('bulk_already_resent');
      throw e;
    });
    return id;
  }

  async linkSubmission(bulkId: string, submission: { id: string; idempotencyKey: string }): Promise<void> {
    await this.pool.query(
      'UPDATE bulkpay.history_bulks SET submission_id = $1, idempotency_key = $2, updated_at = $3 WHERE id = $4',
      [submission.id, submission.idempotencyKey, this.now().toISOString(), bulkId],
    );
  }

  async markAccepted(bulkId: string, accepted: { bankBulkId: string; statusUrl: string }, actor = 'system') {
    const at = this.now().toISOString();
    await this.transaction(async (c) => {
      // As on SQLite: the bank's acceptance wins over a "never sent" another desktop settled meanwhile.
      const reopened = await c.query(
        `UPDATE bulkpay.history_bulks SET processed = false, finished_at = NULL
         WHERE id = $1 AND state = 'not_sent' AND bank_bulk_id IS NULL`,
        [bulkId],
      );
      if (reopened.rowCount)
        await c.query(
          `UPDATE bulkpay.history_payments SET state = 'pending', error = NULL, bank_errors = NULL, updated_at = $1
           WHERE bulk_id = $2`,
          [at, bulkId],
        );
      await c.query(
        `UPDATE bulkpay.history_bulks SET bank_bulk_id = $1, status_url = $2, state = 'pending_approval',
           last_error = NULL, accepted_at = coalesce(accepted_at, $3), pending_seen_at = $3, updated_at = $3
         WHERE id = $4 AND NOT processed`,
        [accepted.bankBulkId, accepted.statusUrl, at, bulkId],
      );
      await this.insertAudit(c, actor, 'bulk_accepted', 'bulk', bulkId, { bankBulkId: accepted.bankBulkId });
    });
  }

  async markUnknown(bulkId: string, message: string): Promise<void> {
    await this.pool.query(
      `UPDATE bulkpay.history_bulks SET state = 'unknown', last_error = $1, updated_at = $2
       WHERE id = $3 AND NOT processed AND state IN ('sending', 'unknown')`,
      [message, this.now().toISOString(), bulkId],
    );
  }

  async markNotAccepted(
    bulkId: string,
    message: string,
    perPayment: Parameters<HistoryRepository['markNotAccepted']>[2] = {},
    finalState: 'not_accepted' | 'not_sent' = 'not_accepted',
    actor = 'system',
  ): Promise<void> {
    const at = this.now().toISOString();
    await this.transaction(async (c) => {
      // A final outcome another desktop wrote meanwhile (e.g. approved) stays; outcomes only move forward.
      const settled = await c.query(
        `UPDATE bulkpay.history_bulks SET state = $1, processed = true, last_error = $2, finished_at = $3, updated_at = $3
         WHERE id = $4 AND (NOT processed OR state = $1)`,
        [finalState, message, at, bulkId],
      );
      if (!settled.rowCount) return;
      const positions = Object.keys(perPayment).map(Number);
      await c.query(
        `UPDATE bulkpay.history_payments SET state = $1, error = NULL, bank_errors = NULL, updated_at = $2 WHERE bulk_id = $3`,
        [finalState, at, bulkId],
      );
      for (const position of positions) {
        const errors = perPayment[position];
        if (!errors?.length) continue;
        await c.query(
          `UPDATE bulkpay.history_payments SET error = $1, bank_errors = $2 WHERE bulk_id = $3 AND position = $4`,
          [errors.map(bankFieldErrorText).join('; '), JSON.stringify(errors), bulkId, position],
        );
      }
      await this.insertAudit(c, actor, `bulk_${finalState}`, 'bulk', bulkId, { message });
    });
  }

  async applyStatus(bulkId: string, status: BankBulkStatus, lease?: { holder: string }): Promise<boolean> {
    const at = this.now().toISOString();
    return this.transaction(async (c) => {
      if (lease) {
        // The lease's row lock keeps it ours until commit; a lapsed lease writes nothing.
        const held = await c.query(
          `SELECT 1 FROM bulkpay.bulk_tracking WHERE bulk_id = $1 AND holder = $2 AND lease_until > now() FOR UPDATE`,
          [bulkId, lease.holder],
        );
        if (!held.rowCount) return false;
      }
      // The bulk's row lock orders two desktops applying statuses to one bulk.
      const current = await c.query<{ processed: boolean }>(
        'SELECT processed FROM bulkpay.history_bulks WHERE id = $1 FOR UPDATE',
        [bulkId],
      );
      // A final bulk is never moved back (a late or stale status is not applied).
      if (current.rows[0]?.processed) return false;
      // Every poll that finds it still waiting counts, as on SQLite: expired vs declined depends on the last one.
      if (status.status === 'pending_approval')
        await c.query('UPDATE bulkpay.history_bulks SET pending_seen_at = $1 WHERE id = $2', [at, bulkId]);
      const last = (
        await c.query<{ status: string; processed: boolean; not_sent_count: number | null }>(
          `SELECT status, processed, not_sent_count FROM bulkpay.history_snapshots WHERE bulk_id = $1
           ORDER BY id DESC LIMIT 1`,
          [bulkId],
        )
      ).rows[0];
      const changed =
        !last ||
        last.status !== status.status ||
        last.processed !== status.processed ||
        last.not_sent_count !== status.not_sent_count;
      if (!changed) return false;
      await c.query(
        `INSERT INTO bulkpay.history_snapshots (bulk_id, observed_at, status, processed, not_sent_count, record)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [bulkId, at, status.status, status.processed, status.not_sent_count, JSON.stringify(status)],
      );
      await c.query(
        `UPDATE bulkpay.history_bulks SET state = $1, processed = $2, not_sent_count = $3, last_error = NULL,
           updated_at = $4, finished_at = CASE WHEN $2 THEN coalesce(finished_at, $4) ELSE finished_at END WHERE id = $5`,
        [status.status, status.processed, status.not_sent_count, at, bulkId],
      );
      if (status.processed) await this.writeOutcomes(c, bulkId, status, at);
      await this.insertAudit(c, 'bank', 'bulk_status_changed', 'bulk', bulkId, {
        status: status.status,
        processed: status.processed,
        notSent: status.not_sent_count,
      });
      return true;
    });
  }

  private async writeOutcomes(c: pg.PoolClient, bulkId: string, status: BankBulkStatus, at: string): Promise<void> {
    if (status.status === 'rejected' || status.payments.length === 0) {
      await c.query('UPDATE bulkpay.history_payments SET state = $1, updated_at = $2 WHERE bulk_id = $3', [
        status.status === 'rejected' ? 'rejected' : 'unknown',
        at,
        bulkId,
      ]);
      return;
    }
    const local = (
      await c.query<Parameters<typeof matchBankPayments>[0][number]>(
        `SELECT position, amount, account_identifier, unstructured_reference, structured_reference, end_to_end_id
         FROM bulkpay.history_payments WHERE bulk_id = $1 ORDER BY position`,
        [bulkId],
      )
    ).rows;
    for (const [position, o] of matchBankPayments(local, status.payments)) {
      await c.query(
        `UPDATE bulkpay.history_payments SET state = $1, bank_payment_uuid = $2, booking_date = $3, execution_at = $4,
           updated_at = $5 WHERE bulk_id = $6 AND position = $7`,
        [o.state, o.uuid, o.booking_date, o.execution_at, at, bulkId, position],
      );
    }
  }
}
