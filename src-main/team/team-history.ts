import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { bankFieldErrorText } from '../../src-shared/bank/field-errors';
import type { PaymentPage, PaymentSearch } from '../../src-shared/ipc/channels/history';
import { paymentFingerprint } from '../../src-shared/payments';
import { bulkTotals } from '../history/bulk-totals';
import {
  COUNT_LIMIT,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  SORT_KEY_OF,
  type OpenBulk,
} from '../history/history-reader';
import type { HistoryRepository } from '../history/history-repository';
import type { BankBulkStatus } from '../history/history-store';
import { matchBankPayments } from '../history/match-payments';
import { amountToMilli, toBulkSummary, toPaymentRow, type BulkDbRow, type PaymentDbRow } from '../history/rows';
import type { PaymentFilter } from '../history/search-query';

type Queryable = pg.Pool | pg.PoolClient;

/** A timestamptz as the same ISO text the SQLite history stores (JavaScript's toISOString). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const PAYMENT_SELECT = `SELECT p.id, p.bulk_id, b.kind, b.bank_bulk_id, f.name AS file_name, p.position, p.line,
  p.amount, p.currency, p.payee_name, p.account_identifier, p.unstructured_reference, p.structured_reference,
  p.end_to_end_id, p.method, p.instant::int AS instant, p.state, p.error, p.bank_errors::text AS bank_errors,
  p.bank_payment_uuid, p.booking_date, p.execution_at, ${iso('p.created_at')} AS created_at
  FROM bulkpay.history_payments p JOIN bulkpay.history_bulks b ON b.id = p.bulk_id
  LEFT JOIN bulkpay.history_files f ON f.id = b.file_id`;

const BULK_SELECT = `SELECT b.id, b.file_id, f.name AS file_name, b.sequence, b.resubmission_of, b.submission_id,
  b.idempotency_key, b.bank_bulk_id, b.status_url, b.payment_account, b.account_label, b.state,
  b.processed::int AS processed, b.total_count, b.total_amount, b.currency_totals::text AS currency_totals,
  b.not_sent_count, b.last_error, ${iso('b.created_at')} AS created_at, ${iso('b.accepted_at')} AS accepted_at,
  ${iso('b.finished_at')} AS finished_at,
  (SELECT count(*)::int FROM bulkpay.history_payments p WHERE p.bulk_id = b.id AND p.state = 'paid') AS paid_count
  FROM bulkpay.history_bulks b LEFT JOIN bulkpay.history_files f ON f.id = b.file_id`;

const paymentRow = (r: PaymentDbRow) => toPaymentRow({ ...r, id: Number(r.id) });

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

// "Date" is when the payment was recorded (kept from the desktop by import-history), not the order
// rows reached this server: a January payment copied in March still sorts in January.
const REFERENCE_COLUMNS = ['p.unstructured_reference', 'p.structured_reference', 'p.end_to_end_id'];

// Payee order is SQLite's `COLLATE NOCASE`: ASCII letters folded, then code point order, whatever
// the server's collation (under "C", lower() folds ASCII only and text sorts by code point).
const SORT_SQL: Record<PaymentSearch['sort'], string> = {
  date: 'p.created_at',
  amount: 'p.amount_milli',
  payee: 'lower(p.payee_name COLLATE "C")',
  state: 'p.state',
};

/**
 * The WHERE of a payment search on PostgreSQL: "contains" filters are LIKE on lower-cased
 * columns, which the pg_trgm GIN indexes serve from 3 characters on; the rest use b-tree indexes.
 * Same filters and the same meaning as the SQLite search (search-query.ts).
 */
function filterSql(filter: PaymentFilter, params: unknown[]): string {
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // `index` (the concatenated columns, trigram-indexed) narrows; each column is then matched on its
  // own, as on SQLite, so a text never matches across two fields ("berg de89").
  const contains = (index: string, columns: string[], value: string | undefined) => {
    const text = value?.trim();
    if (!text) return;
    const like = add(likeContains(text.toLowerCase()));
    const each = columns.map((c) => `lower(coalesce(${c}, '')) LIKE ${like}`);
    where.push(columns.length > 1 ? `${index} LIKE ${like} AND (${each.join(' OR ')})` : `${index} LIKE ${like}`);
  };
  contains('p.search_text', ['p.payee_name', 'p.account_identifier', ...REFERENCE_COLUMNS], filter.text);
  contains('lower(p.payee_name)', ['p.payee_name'], filter.payee);
  if (filter.iban?.trim())
    where.push(`p.account_identifier ILIKE ${add(likeContains(filter.iban.replace(/\s+/g, '').toUpperCase()))}`);
  contains('p.reference_text', REFERENCE_COLUMNS, filter.reference);
  if (filter.amountMin !== undefined) where.push(`p.amount_milli >= ${add(amountToMilli(filter.amountMin))}`);
  if (filter.amountMax !== undefined) where.push(`p.amount_milli <= ${add(amountToMilli(filter.amountMax))}`);
  if (filter.from) where.push(`p.created_at >= ${add(`${filter.from}T00:00:00Z`)}::timestamptz`);
  if (filter.to) where.push(`p.created_at < ${add(`${nextDay(filter.to)}T00:00:00Z`)}::timestamptz`);
  if (filter.states?.length) where.push(`p.state = ANY(${add(filter.states)}::text[])`);
  if (filter.bulkId) where.push(`p.bulk_id = ${add(filter.bulkId)}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** The history on the team's PostgreSQL (schema version 3, team-history-schema.ts). */
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

export class PgHistoryRepository implements HistoryRepository {
  readonly engine = 'postgresql';

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
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
      if ((e as { code?: string }).code === 'BP005') throw new Error('bulk_already_resent');
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
           last_error = NULL, accepted_at = coalesce(accepted_at, $3), updated_at = $3 WHERE id = $4 AND NOT processed`,
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
      await c.query(
        `UPDATE bulkpay.history_bulks SET state = $1, processed = true, last_error = $2, finished_at = $3, updated_at = $3
         WHERE id = $4`,
        [finalState, message, at, bulkId],
      );
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

  /** A page of a search with keyset paging, and a count capped at COUNT_LIMIT, as on SQLite. */
  async searchPayments(search: PaymentSearch): Promise<PaymentPage> {
    const cursor = search.after === undefined ? undefined : decodeCursor(search.after);
    if (search.after !== undefined && !cursor) throw new InvalidCursorError('That page position is not valid.');
    const params: unknown[] = [];
    const where = filterSql(search, params);
    const counted = (
      await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM bulkpay.history_payments p ${where} LIMIT ${COUNT_LIMIT + 1}) m`,
        params,
      )
    ).rows[0]!.n;
    const key = SORT_SQL[search.sort];
    const direction = search.descending ? 'DESC' : 'ASC';
    const comparison = search.descending ? '<' : '>';
    const conditions = where ? [where.slice('WHERE '.length)] : [];
    if (cursor) {
      if (search.sort === 'date' && typeof cursor[0] !== 'string')
        throw new InvalidCursorError('That page position is not valid.');
      params.push(cursor[1]);
      const id = `$${params.length}`;
      params.push(
        search.sort === 'payee' && typeof cursor[0] === 'string'
          ? cursor[0].replace(/[A-Z]+/g, (c) => c.toLowerCase())
          : cursor[0],
      );
      const k = search.sort === 'date' ? `$${params.length}::timestamptz` : `$${params.length}`;
      conditions.push(`(${key} ${comparison} ${k} OR (${key} = ${k} AND p.id ${comparison} ${id}))`);
    }
    params.push(search.limit + 1);
    const { rows } = await this.pool.query<PaymentDbRow>(
      `${PAYMENT_SELECT} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${key} ${direction}, p.id ${direction} LIMIT $${params.length}`,
      params,
    );
    const page = rows.map(paymentRow);
    const more = page.length > search.limit;
    if (more) page.pop();
    const last = page.at(-1);
    return {
      rows: page,
      total: Math.min(counted, COUNT_LIMIT),
      totalIsExact: counted <= COUNT_LIMIT,
      next:
        more && last
          ? encodeCursor([search.sort === 'date' ? last.createdAt : SORT_KEY_OF[search.sort](last), last.id])
          : null,
    };
  }

  /**
   * The team's duplicate check for a whole file at once: which of these payment fingerprints
   * (`paymentFingerprint`) anyone in the team sent since `sinceIso` and the bank did not refuse,
   * with the newest such payment's file, sender and time.
   */
  async sentFingerprints(
    fingerprints: string[],
    sinceIso: string,
  ): Promise<Map<string, { bulkId: string; fileName: string; sentBy: string; sentAt: string }>> {
    const accounts = [...new Set(fingerprints.map((f) => f.split('|', 1)[0]!))];
    const { rows } = await this.pool.query<{
      bulk_id: string;
      amount_milli: string;
      currency: string;
      account_identifier: string;
      structured_reference: string | null;
      unstructured_reference: string | null;
      file_name: string | null;
      db_user: string;
      created_at: string;
    }>(
      `SELECT p.bulk_id, p.amount_milli::text AS amount_milli, p.currency, p.account_identifier,
         p.structured_reference, p.unstructured_reference,
         f.name AS file_name, b.db_user, ${iso('p.created_at')} AS created_at
       FROM bulkpay.history_payments p JOIN bulkpay.history_bulks b ON b.id = p.bulk_id
       LEFT JOIN bulkpay.history_files f ON f.id = b.file_id
       WHERE p.account_identifier = ANY($1::text[]) AND p.created_at >= $2
         AND p.state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance')
       ORDER BY p.created_at DESC, p.id DESC`,
      [accounts, sinceIso],
    );
    // Compared on the amount's value, as SQLite does ('10' and '10.00' are one amount): each
    // fingerprint's amount part is put in thousandths, and so is each stored payment's.
    const byValue = (fingerprint: string, milli: string) => {
      const [account, , currency, ...reference] = fingerprint.split('|');
      return [account, milli, currency, reference.join('|')].join('|');
    };
    const wanted = new Map<string, string>();
    for (const f of fingerprints) {
      let milli: string;
      try {
        milli = String(amountToMilli(f.split('|')[1] ?? ''));
      } catch {
        continue;
      }
      wanted.set(byValue(f, milli), f);
    }
    const found = new Map<string, { bulkId: string; fileName: string; sentBy: string; sentAt: string }>();
    for (const r of rows) {
      const stored = paymentFingerprint({
        amount: '0',
        currency: r.currency,
        counterparty: { name: '', account_identifier: r.account_identifier, account_identifier_type: 'iban' },
        structured_reference: r.structured_reference ?? undefined,
        unstructured_reference: r.unstructured_reference ?? undefined,
        method: 'sepa',
      });
      const fingerprint = wanted.get(byValue(stored, r.amount_milli));
      if (fingerprint && !found.has(fingerprint))
        found.set(fingerprint, {
          bulkId: r.bulk_id,
          fileName: r.file_name ?? '',
          sentBy: r.db_user,
          sentAt: r.created_at,
        });
    }
    return found;
  }

  async recentlySent(payment: Parameters<HistoryRepository['recentlySent']>[0], sinceIso: string) {
    const { rows } = await this.pool.query<{
      created_at: string;
      structured_reference: string | null;
      unstructured_reference: string | null;
    }>(
      `SELECT ${iso('created_at')} AS created_at, structured_reference, unstructured_reference
       FROM bulkpay.history_payments
       WHERE account_identifier = $1 AND amount_milli = $2 AND currency = $3 AND created_at >= $4
         AND state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance') ORDER BY created_at DESC`,
      [payment.counterparty.account_identifier, amountToMilli(payment.amount), payment.currency, sinceIso],
    );
    const wanted = paymentFingerprint(payment);
    const hit = rows.find(
      (c) =>
        paymentFingerprint({
          ...payment,
          structured_reference: c.structured_reference ?? undefined,
          unstructured_reference: c.unstructured_reference ?? undefined,
        }) === wanted,
    );
    return hit && { sentAt: hit.created_at };
  }
}
