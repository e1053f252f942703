import type {
  AuditEntry,
  BulkSummary,
  PaymentPage,
  PaymentRow,
  PaymentSearch,
  StatusSnapshot,
} from '../../../src-shared/ipc/channels/history';
import type { BulkPaymentItem } from '../../../src-shared/payments';
import { findImportedFile, importsOfFile, paymentPlacesOf, profileNameOf } from './history-files';

import type { RunSummary } from '../../../src-shared/ipc/channels/reports';
import type { Db } from './open-database';
import type { ComparedPayment, RunDifference } from '../../../src-shared/payments/run-difference';
import type { LocalHistoryRows } from '../../ports/history/history-copy';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import type { ImportedFileRecord, KeyedBulkAtBank, OpenBulk } from '../../ports/history/records';
import { historyCopyRows } from './history-copy-rows';
import { runDifferenceFor } from './previous-run';
import { SentPayments } from './already-sent';
import { runSummaries, unsentEndToEndIds } from './history-runs';
import { PaymentSearcher } from './payment-search';
import type { PaymentFilter, TextOrder } from '../../ports/history/search-query';
import {
  BULK_LIST_SELECT,
  BULK_SELECT,
  PAYMENT_COLUMNS,
  PAYMENT_JOINS,
  toBulkSummary,
  toPaymentRow,
  type BulkDbRow,
  type PaymentDbRow,
} from '../../ports/history/rows';
import { decodeCursor, encodeCursor, InvalidCursorError } from '../../ports/history/page-cursor';

export { decodeCursor, encodeCursor, InvalidCursorError, SORT_KEY_OF } from '../../ports/history/page-cursor';
export { COUNT_LIMIT } from './payment-search';

/**
 * Read side of the history: search, bulks, payments, audit. Writes only to bring the text index
 * up to date. Searches live in `PaymentSearcher`, the "already sent" check in `SentPayments`,
 * payment runs in history-runs.ts; this class is the one object the services hold.
 */
export class HistoryReader implements LocalHistoryReader {
  readonly #search: PaymentSearcher;
  readonly #sent: SentPayments;

  constructor(readonly db: Db) {
    this.#search = new PaymentSearcher(db);
    this.#sent = new SentPayments(db);
  }

  /** See `PaymentSearcher.searchQueries`. */
  searchQueries(search: PaymentSearch, textOrder?: TextOrder): ReturnType<PaymentSearcher['searchQueries']> {
    return this.#search.searchQueries(search, textOrder);
  }

  /** One page of a payment search (see `PaymentSearcher.searchPayments`). */
  searchPayments(search: PaymentSearch): PaymentPage {
    return this.#search.searchPayments(search);
  }

  /** Every payment matching a filter, in order, one at a time (for exports of any size). */
  iteratePayments(filter: PaymentFilter, sort?: PaymentSearch['sort'], descending?: boolean): Generator<PaymentRow> {
    return this.#search.iteratePayments(filter, sort, descending);
  }

  /** Every payment matching a filter, in order, a page at a time with no statement left open between pages. */
  paymentsInPages(
    filter: PaymentFilter,
    sort?: PaymentSearch['sort'],
    descending?: boolean,
    pageSize?: number,
  ): Generator<PaymentRow> {
    return this.#search.paymentsInPages(filter, sort, descending, pageSize);
  }

  bulkPayments(bulkId: string): PaymentRow[] {
    return (
      this.db
        .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE p.bulk_id = ? ORDER BY p.position`)
        .all(bulkId) as PaymentDbRow[]
    ).map(toPaymentRow);
  }

  getBulk(bulkId: string): BulkSummary | undefined {
    const row = this.db.prepare(`${BULK_SELECT} WHERE b.id = ?`).get(bulkId) as BulkDbRow | undefined;
    return row && toBulkSummary(row);
  }

  /** Finds a bulk by our id or the bank's bulk_id. */
  findBulk(id: string): BulkSummary | undefined {
    const row = this.db
      .prepare(`${BULK_SELECT} WHERE (b.id = ? OR b.bank_bulk_id = ?) AND b.kind = 'bulk' LIMIT 1`)
      .get(id, id) as BulkDbRow | undefined;
    return row && toBulkSummary(row);
  }

  /** Bulks sent again from this bulk's unsent payments ("send the unsent payments again"). */
  resubmissionsOf(bulkId: string): BulkSummary[] {
    return (
      this.db.prepare(`${BULK_SELECT} WHERE b.resubmission_of = ? ORDER BY b.created_at`).all(bulkId) as BulkDbRow[]
    ).map(toBulkSummary);
  }

  /**
   * Bulks, newest first, one page at a time after `after` (keyset paging on `bulks_created`,
   * whose entries hold the rowid: page 100 costs what page 1 costs, and a bulk recorded meanwhile
   * neither repeats nor hides a row). `next` is the cursor of the following page, null at the end.
   */
  listBulks({ after, limit = 100 }: { after?: string | undefined; limit?: number } = {}): {
    bulks: BulkSummary[];
    total: number;
    next: string | null;
  } {
    const cursor = after === undefined ? undefined : decodeCursor(after);
    if (after !== undefined && typeof cursor?.[0] !== 'string')
      throw new InvalidCursorError('That page position is not valid.');
    const rows = this.db
      .prepare(
        `${BULK_LIST_SELECT} WHERE b.kind = 'bulk' ${cursor ? 'AND (b.created_at, b.rowid) < (?, ?)' : ''}
        ORDER BY b.created_at DESC, b.rowid DESC LIMIT ?`,
      )
      .all(...(cursor ?? []), limit + 1) as (BulkDbRow & { list_key: number })[];
    const more = rows.length > limit;
    if (more) rows.pop();
    const last = rows.at(-1);
    const total = this.db.prepare("SELECT count(*) FROM bulks WHERE kind = 'bulk'").pluck().get() as number;
    return {
      bulks: rows.map(toBulkSummary),
      total,
      next: more && last ? encodeCursor([last.created_at, last.list_key]) : null,
    };
  }

  bulksOfFile(fileId: string): BulkSummary[] {
    return (this.db.prepare(`${BULK_SELECT} WHERE b.file_id = ? ORDER BY b.sequence`).all(fileId) as BulkDbRow[]).map(
      toBulkSummary,
    );
  }

  getPayment(paymentId: number): PaymentRow | undefined {
    const row = this.db
      .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE p.id = ?`)
      .get(paymentId) as PaymentDbRow | undefined;
    return row && toPaymentRow(row);
  }

  /**
   * Bulks not yet in a final state: the tracker resumes each of these when the app starts. Read
   * from the partial index of open bulks (a handful), not by walking every bulk in date order,
   * which SQLite prefers on its own to skip a sort of those few.
   */
  openBulks(): OpenBulk[] {
    return (
      this.db
        .prepare(
          `SELECT id, state, submission_id, idempotency_key, bank_bulk_id, status_url, accepted_at FROM bulks INDEXED BY bulks_open WHERE processed = 0 ORDER BY created_at, rowid`,
        )
        .all() as {
        id: string;
        state: string;
        submission_id: string | null;
        idempotency_key: string | null;
        bank_bulk_id: string | null;
        status_url: string | null;
        accepted_at: string | null;
      }[]
    ).map((r) => ({
      id: r.id,
      state: r.state,
      submissionId: r.submission_id,
      idempotencyKey: r.idempotency_key,
      bankBulkId: r.bank_bulk_id,
      statusUrl: r.status_url,
      acceptedAt: r.accepted_at,
    }));
  }

  snapshots(bulkId: string): StatusSnapshot[] {
    return (
      this.db
        .prepare(
          'SELECT observed_at, status, processed, not_sent_count FROM status_snapshots WHERE bulk_id = ? ORDER BY id',
        )
        .all(bulkId) as {
        observed_at: string;
        status: string;
        processed: number;
        not_sent_count: number | null;
      }[]
    ).map((s) => ({
      observedAt: s.observed_at,
      status: s.status,
      processed: s.processed === 1,
      notSentCount: s.not_sent_count,
    }));
  }

  /** Audit entries about one object (a bulk, a file), oldest first. */
  auditOf(objectType: string, objectId: string): AuditEntry[] {
    return (
      this.db
        .prepare(
          'SELECT id, at, actor, action, object_type, object_id, detail FROM audit_log WHERE object_type = ? AND object_id = ? ORDER BY id',
        )
        .all(objectType, objectId) as {
        id: number;
        at: string;
        actor: string;
        action: string;
        object_type: string;
        object_id: string;
        detail: string | null;
      }[]
    ).map((a) => ({
      id: a.id,
      at: a.at,
      actor: a.actor,
      action: a.action,
      objectType: a.object_type,
      objectId: a.object_id,
      detail: a.detail,
    }));
  }

  /** See `SentPayments.recentlySent`: the "already sent" warning for one payment. */
  recentlySent(payment: BulkPaymentItem, sinceIso: string): { sentAt: string } | undefined {
    return this.#sent.recentlySent(payment, sinceIso);
  }

  /** See `SentPayments.recentlySentLookup`: the same for a whole file, read once. */
  recentlySentLookup(sinceIso: string): (payment: BulkPaymentItem) => { sentAt: string } | undefined {
    return this.#sent.recentlySentLookup(sinceIso);
  }

  /** End-to-end ids earlier runs of a file gave rows that never reached the bank (history-runs.ts). */
  unsentEndToEndIds(sha256: string): Map<number, string> {
    return unsentEndToEndIds(this.db, sha256);
  }

  /** The latest payment runs, newest first (history-runs.ts). */
  runSummaries(limit: number): RunSummary[] {
    return runSummaries(this.db, limit);
  }

  /** Payments of a finished bulk that the bank did not send, for "send the unsent payments again". */
  unsentPayments(bulkId: string): PaymentRow[] {
    return this.bulkPayments(bulkId).filter((p) => p.state === 'notenoughbalance');
  }

  /** The file with this id, else the latest import of the file whose SHA-256 this is (history-files.ts). */
  findImportedFile(idOrSha256: string): ImportedFileRecord | undefined {
    return findImportedFile(this.db, idOrSha256);
  }

  /** Every import of the file's bytes (the same SHA-256), oldest first. */
  importsOfFile(sha256: string): string[] {
    return importsOfFile(this.db, sha256);
  }

  /** Where each payment of a bulk sat in its file (its place among the file's payments, its line). */
  paymentPlacesOf(bulkId: string): { row_number: number | null; line: number | null }[] {
    return paymentPlacesOf(this.db, bulkId);
  }

  /** The name of the bank profile a bulk was sent with, when it still exists. */
  profileNameOf(bulkId: string): string | undefined {
    return profileNameOf(this.db, bulkId);
  }

  /** The rows of this history the team history copies (ports/history/history-copy.ts). */
  historyRows(bulkIds?: string[]): LocalHistoryRows {
    return historyCopyRows(this.db, bulkIds);
  }

  /** These payments against the previous run that paid the same payees (previous-run.ts, `runDifferenceFor`). */
  runDifference(payments: Iterable<ComparedPayment>, before?: string): RunDifference | null {
    return runDifferenceFor(this.db, payments, before);
  }

  /** The bulks sent under a known Idempotency-Key that the bank took, oldest first, with their file's name. */
  keyedBulksAtBank(): KeyedBulkAtBank[] {
    return this.db
      .prepare(
        `SELECT b.id, b.idempotency_key, b.created_at, f.name AS file FROM bulks b
         LEFT JOIN imported_files f ON f.id = b.file_id
         WHERE b.idempotency_key IS NOT NULL AND b.bank_bulk_id IS NOT NULL ORDER BY b.created_at`,
      )
      .all() as KeyedBulkAtBank[];
  }
}
