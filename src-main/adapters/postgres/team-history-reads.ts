import type pg from 'pg';
import type { PaymentPage, PaymentSearch } from '../../../src-shared/ipc/channels/history';
import { InvalidCursorError } from '../../ports/history/page-cursor';
import type { OpenBulk } from '../../ports/history/records';
import type { HistoryRepository } from '../../ports/history/history-repository';
import { toBulkSummary, type BulkDbRow, type PaymentDbRow } from '../../ports/history/rows';
import { recentlySent, sentFingerprints } from './team-history-duplicates';
import { searchTeamPayments } from './team-history-search';
import { BULK_SELECT, iso, PAYMENT_SELECT, paymentRow } from './team-history-sql';

/** The bulk list's page position: the last bulk's [created_at, id], or undefined when it is not one. */
function decodeBulkCursor(text: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString());
    return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')
      ? (value as [string, string])
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the History screen, the follower and the duplicate check read from the team history. */
export class PgHistoryReads {
  constructor(
    protected readonly pool: pg.Pool,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  async getBulk(bulkId: string) {
    const { rows } = await this.pool.query<BulkDbRow>(`${BULK_SELECT} WHERE b.id = $1`, [bulkId]);
    return rows[0] && toBulkSummary(rows[0]);
  }

  async findBulk(id: string) {
    const { rows } = await this.pool.query<BulkDbRow>(
      `${BULK_SELECT} WHERE (b.id = $1 OR b.bank_bulk_id = $1) AND b.kind = 'bulk' LIMIT 1`,
      [id],
    );
    return rows[0] && toBulkSummary(rows[0]);
  }

  async listBulks({ after, limit = 100 }: { after?: string | undefined; limit?: number } = {}) {
    const cursor = after === undefined ? undefined : decodeBulkCursor(after);
    if (after !== undefined && !cursor) throw new InvalidCursorError('That page position is not valid.');
    // Keyset paging on (created_at, id), as the SQLite engine pages on (created_at, rowid).
    const { rows } = await this.pool.query<BulkDbRow>(
      `${BULK_SELECT} WHERE b.kind = 'bulk' ${cursor ? 'AND (b.created_at, b.id) < ($2, $3)' : ''}
       ORDER BY b.created_at DESC, b.id DESC LIMIT $1`,
      cursor ? [limit + 1, cursor[0], cursor[1]] : [limit + 1],
    );
    const more = rows.length > limit;
    if (more) rows.pop();
    const last = rows.at(-1);
    const total = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bulkpay.history_bulks WHERE kind = 'bulk'`,
    );
    return {
      bulks: rows.map(toBulkSummary),
      total: total.rows[0]!.n,
      next: more && last ? Buffer.from(JSON.stringify([last.created_at, last.id])).toString('base64url') : null,
    };
  }

  async bulkPayments(bulkId: string) {
    const { rows } = await this.pool.query<PaymentDbRow>(`${PAYMENT_SELECT} WHERE p.bulk_id = $1 ORDER BY p.position`, [
      bulkId,
    ]);
    return rows.map(paymentRow);
  }

  async getPayment(paymentId: number) {
    const { rows } = await this.pool.query<PaymentDbRow>(`${PAYMENT_SELECT} WHERE p.id = $1`, [paymentId]);
    return rows[0] && paymentRow(rows[0]);
  }

  async openBulks(): Promise<OpenBulk[]> {
    const { rows } = await this.pool.query<{
      id: string;
      state: string;
      submission_id: string | null;
      idempotency_key: string | null;
      bank_bulk_id: string | null;
      status_url: string | null;
      accepted_at: string | null;
    }>(
      `SELECT id, state, submission_id, idempotency_key, bank_bulk_id, status_url, ${iso('accepted_at')} AS accepted_at
       FROM bulkpay.history_bulks WHERE NOT processed ORDER BY created_at, id`,
    );
    return rows.map((r) => ({
      id: r.id,
      state: r.state,
      submissionId: r.submission_id,
      idempotencyKey: r.idempotency_key,
      bankBulkId: r.bank_bulk_id,
      statusUrl: r.status_url,
      acceptedAt: r.accepted_at,
    }));
  }

  async snapshots(bulkId: string) {
    const { rows } = await this.pool.query<{
      observed_at: string;
      status: string;
      processed: boolean;
      not_sent_count: number | null;
    }>(
      `SELECT ${iso('observed_at')} AS observed_at, status, processed, not_sent_count FROM bulkpay.history_snapshots
       WHERE bulk_id = $1 ORDER BY id`,
      [bulkId],
    );
    return rows.map((s) => ({
      observedAt: s.observed_at,
      status: s.status,
      processed: s.processed,
      notSentCount: s.not_sent_count,
    }));
  }

  async auditOf(objectType: string, objectId: string) {
    const { rows } = await this.pool.query<{
      id: string;
      at: string;
      actor: string;
      action: string;
      object_type: string;
      object_id: string;
      detail: string | null;
    }>(
      `SELECT id, ${iso('at')} AS at, actor, action, object_type, object_id, detail::text AS detail
       FROM bulkpay.history_audit WHERE object_type = $1 AND object_id = $2 ORDER BY id`,
      [objectType, objectId],
    );
    return rows.map((a) => ({
      id: Number(a.id),
      at: a.at,
      actor: a.actor,
      action: a.action,
      objectType: a.object_type,
      objectId: a.object_id,
      // jsonb re-spaces the text; hand back the compact JSON the SQLite history keeps.
      detail: a.detail === null ? null : JSON.stringify(JSON.parse(a.detail)),
    }));
  }

  /** A page of a search with keyset paging, and a count capped at COUNT_LIMIT, as on SQLite (team-history-search.ts). */
  searchPayments(search: PaymentSearch): Promise<PaymentPage> {
    return searchTeamPayments(this.pool, search);
  }

  /** The team's duplicate check for a whole file at once (team-history-duplicates.ts). */
  sentFingerprints(fingerprints: string[], sinceIso: string) {
    return sentFingerprints(this.pool, fingerprints, sinceIso);
  }

  recentlySent(payment: Parameters<HistoryRepository['recentlySent']>[0], sinceIso: string) {
    return recentlySent(this.pool, payment, sinceIso);
  }
}
