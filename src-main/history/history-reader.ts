import type { Statement } from 'better-sqlite3';
import type {
  AuditEntry,
  BulkSummary,
  PaymentPage,
  PaymentRow,
  PaymentSearch,
  StatusSnapshot,
} from '../../src-shared/ipc/channels/history';
import { paymentFingerprint, type BulkPaymentItem } from '../../src-shared/payments';
import type { RunSummary } from '../../src-shared/ipc/channels/reports';
import type { Db } from '../db/open-database';
import { indexPendingText } from './text-index';
import {
  afterPrefix,
  buildFilter,
  pageOrder,
  type Cursor,
  type FilterLookups,
  type PaymentFilter,
  type TextOrder,
} from './search-query';
import {
  amountToMilli,
  BULK_LIST_SELECT,
  BULK_SELECT,
  PAYMENT_COLUMNS,
  PAYMENT_JOINS,
  toBulkSummary,
  toPaymentRow,
  type BulkDbRow,
  type PaymentDbRow,
} from './rows';

/**
 * Counting every match of a broad search over a million rows costs more than it tells: a count
 * stops here and the screen says "more than 1,000".
 */
export const COUNT_LIMIT = 1_000;

/** Everything the tracker needs to follow a bulk the bank has, or may have. */
export interface OpenBulk {
  id: string;
  state: string;
  submissionId: string | null;
  idempotencyKey: string | null;
  bankBulkId: string | null;
  statusUrl: string | null;
  acceptedAt: string | null;
}

/** A page cursor as the caller sees it: opaque text, so nobody builds one by hand. */
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString());
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || typeof value[0] === 'string' || typeof value[0] === 'number') &&
      Number.isInteger(value[1])
    ) {
      return value as Cursor;
    }
  } catch {
    // not a cursor this app gave out
  }
  return undefined;
}

export const SORT_KEY_OF: Record<PaymentSearch['sort'], (row: PaymentRow) => string | number | null> = {
  date: () => null,
  amount: (row) => amountToMilli(row.amount),
  payee: (row) => row.payeeName,
  state: (row) => row.state,
};

export class InvalidCursorError extends Error {}

interface SentCandidate {
  created_at: string;
  amount: string;
  currency: string;
  structured_reference: string | null;
  unstructured_reference: string | null;
}

/** The newest sent payment with the same fingerprint as `payment` (candidates newest first). */
function firstSameAs(payment: BulkPaymentItem, candidates: readonly SentCandidate[]): { sentAt: string } | undefined {
  const wanted = paymentFingerprint(payment);
  const hit = candidates.find(
    (c) =>
      paymentFingerprint({
        ...payment,
        amount: payment.amount,
        structured_reference: c.structured_reference ?? undefined,
        unstructured_reference: c.unstructured_reference ?? undefined,
      }) === wanted,
  );
  return hit && { sentAt: hit.created_at };
}

/** 2-character prefixes whose trigram terms are kept (about a kilobyte each). */
const MAX_CACHED_PREFIXES = 256;

/** Read side of the history: search, bulks, payments, audit. Writes only to bring the text index up to date. */
export class HistoryReader {
  readonly #lookups: FilterLookups;
  /** Trigram terms by 2-character prefix, valid while the text index stays filled through `indexedThrough`. */
  #termsOf: { indexedThrough: number | undefined; byPrefix: Map<string, string[]> } = {
    indexedThrough: undefined,
    byPrefix: new Map(),
  };
  #recentlySent: Statement<[string, number, string, string]> | undefined;

  constructor(readonly db: Db) {
    const terms = db.prepare('SELECT term FROM payments_text_terms WHERE term >= ? AND term < ?').pluck();
    const indexedThrough = db.prepare('SELECT indexed_through FROM payments_text_progress WHERE id = 1').pluck();
    const inRange = db
      .prepare(
        'SELECT count(*) FROM (SELECT 1 FROM payments INDEXED BY payments_amount WHERE amount_milli BETWEEN ? AND ? LIMIT ?)',
      )
      .pluck();
    const withPrefix = db
      .prepare(
        'SELECT count(*) FROM (SELECT 1 FROM payments INDEXED BY payments_account WHERE account_identifier >= ? AND account_identifier < ? LIMIT ?)',
      )
      .pluck();
    const trigramCount = db
      .prepare('SELECT count(*) FROM (SELECT 1 FROM payments_text WHERE payments_text MATCH ? LIMIT ?)')
      .pluck();
    // Checks a text search's whole text on the payments its rarest trigrams found (the text is
    // lower-cased by the caller; the trigram index ignores case the same way).
    db.function('history_contains', { deterministic: true }, (value: unknown, folded: unknown) =>
      typeof value === 'string' && typeof folded === 'string' && value.toLowerCase().includes(folded) ? 1 : 0,
    );
    this.#lookups = {
      trigramCount: (trigram, limit) => trigramCount.get(`"${trigram.replaceAll('"', '""')}"`, limit) as number,
      // The largest code point closes the range of terms that start with the prefix. The vocabulary
      // table counts every term's rows as it lists them (milliseconds at a million payments), so
      // the list is kept until the text index is filled further: only a newly indexed payment brings
      // a new term (a deleted one may leave a term that then matches nothing, which changes no
      // answer). The mark is how far the index is filled, read before the terms, not the latest
      // payment: one recorded by another process after the catch-up is not in the terms read now.
      termsStartingWith: (prefix) => {
        const through = indexedThrough.get() as number;
        if (through !== this.#termsOf.indexedThrough) this.#termsOf = { indexedThrough: through, byPrefix: new Map() };
        let found = this.#termsOf.byPrefix.get(prefix);
        if (!found) {
          found = terms.all(prefix, prefix + String.fromCodePoint(0x10ffff)) as string[];
          if (this.#termsOf.byPrefix.size >= MAX_CACHED_PREFIXES) this.#termsOf.byPrefix.clear();
          this.#termsOf.byPrefix.set(prefix, found);
        }
        return found;
      },
      amountRangeHasAtMost: (min, max, limit) => (inRange.get(min, max, limit + 1) as number) <= limit,
      accountPrefixHasAtMost: (prefix, limit) =>
        (withPrefix.get(prefix, afterPrefix(prefix), limit + 1) as number) <= limit,
    };
  }

  /**
   * The one write a read may do: a text search first adds the text of payments recorded since the
   * index was last filled (usually none; a bulk's worth right after recording), so it never misses one.
   */
  #textIndexUpToDate(filter: PaymentFilter): void {
    if ([filter.text, filter.payee, filter.iban, filter.reference].some((t) => t?.trim())) indexPendingText(this.db);
  }

  /**
   * The SQL of a search's page and of its capped count (separate so a test can read their query
   * plans). `textOrder` says how text matches are read; `searchPayments` picks it from the count.
   */
  searchQueries(
    search: PaymentSearch,
    textOrder: TextOrder = 'stream',
  ): Record<'page' | 'count', { sql: string; params: unknown[] }> & { textDriven: boolean } {
    const cursor = search.after === undefined ? undefined : decodeCursor(search.after);
    if (search.after !== undefined && !cursor) throw new InvalidCursorError('That page position is not valid.');
    this.#textIndexUpToDate(search);
    const filter = buildFilter(search, this.#lookups, textOrder);
    const page = pageOrder(search.sort, search.descending, filter.idColumn, cursor);
    const where = !page.after
      ? filter.where
      : filter.where
        ? `${filter.where} AND ${page.after}`
        : `WHERE ${page.after}`;
    return {
      page: {
        sql: `${filter.with} SELECT ${PAYMENT_COLUMNS} FROM ${filter.from} ${PAYMENT_JOINS} ${where} ${page.order} LIMIT ?`,
        params: [...filter.params, ...page.params, search.limit + 1],
      },
      count: {
        sql: `${filter.with} SELECT count(*) FROM (SELECT 1 FROM ${filter.from} ${filter.where} LIMIT ?)`,
        params: [...filter.params, COUNT_LIMIT + 1],
      },
      textDriven: filter.textDriven,
    };
  }

  /**
   * One page of a payment search, in the asked order, starting after `search.after` (keyset
   * paging: the next page costs the same as the first, however deep). The count stops at
   * COUNT_LIMIT; `totalIsExact` false means "more than". The count comes first: a text search
   * with at most COUNT_LIMIT matches collects them and sorts, a larger one streams its page.
   */
  searchPayments(search: PaymentSearch): PaymentPage {
    let query = this.searchQueries(search);
    const counted = this.db
      .prepare(query.count.sql)
      .pluck()
      .get(...query.count.params) as number;
    if (query.textDriven && counted <= COUNT_LIMIT) query = this.searchQueries(search, 'collect');
    const rows = (this.db.prepare(query.page.sql).all(...query.page.params) as PaymentDbRow[]).map(toPaymentRow);
    const more = rows.length > search.limit;
    if (more) rows.pop();
    const last = rows.at(-1);
    return {
      rows,
      total: Math.min(counted, COUNT_LIMIT),
      totalIsExact: counted <= COUNT_LIMIT,
      next: more && last ? encodeCursor([SORT_KEY_OF[search.sort](last), last.id]) : null,
    };
  }

  /** Every payment matching a filter, in order, one at a time (for exports of any size). */
  *iteratePayments(
    filter: PaymentFilter,
    sort: PaymentSearch['sort'] = 'date',
    descending = false,
  ): Generator<PaymentRow> {
    this.#textIndexUpToDate(filter);
    const sql = buildFilter(filter, this.#lookups);
    const statement = this.db.prepare(
      `${sql.with} SELECT ${PAYMENT_COLUMNS} FROM ${sql.from} ${PAYMENT_JOINS} ${sql.where} ${pageOrder(sort, descending, sql.idColumn).order}`,
    );
    for (const row of statement.iterate(...sql.params)) yield toPaymentRow(row as PaymentDbRow);
  }

  /**
   * Every payment matching a filter, in order, read a page at a time by keyset (each page a
   * finished query): unlike `iteratePayments` no statement stays open between rows, so a caller
   * may wait between pages (an export writing asynchronously) while the connection serves others.
   */
  *paymentsInPages(
    filter: PaymentFilter,
    sort: PaymentSearch['sort'] = 'date',
    descending = false,
    pageSize = 1000,
  ): Generator<PaymentRow> {
    this.#textIndexUpToDate(filter);
    const sql = buildFilter(filter, this.#lookups);
    let cursor: Cursor | undefined;
    for (;;) {
      const page = pageOrder(sort, descending, sql.idColumn, cursor);
      const where = !page.after ? sql.where : sql.where ? `${sql.where} AND ${page.after}` : `WHERE ${page.after}`;
      const rows = (
        this.db
          .prepare(
            `${sql.with} SELECT ${PAYMENT_COLUMNS} FROM ${sql.from} ${PAYMENT_JOINS} ${where} ${page.order} LIMIT ?`,
          )
          .all(...sql.params, ...page.params, pageSize) as PaymentDbRow[]
      ).map(toPaymentRow);
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) return;
      cursor = [SORT_KEY_OF[sort](last), last.id];
    }
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

  /** Bulks not yet in a final state: the tracker resumes each of these when the app starts. */
  openBulks(): OpenBulk[] {
    return (
      this.db
        .prepare(
          `SELECT id, state, submission_id, idempotency_key, bank_bulk_id, status_url, accepted_at FROM bulks WHERE processed = 0 ORDER BY created_at, rowid`,
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

  /**
   * When an identical payment (same account, amount, currency and reference, the shared
   * `paymentFingerprint` rule) was sent since `sinceIso` and not refused or declined: the
   * "already sent" warning. Uses the account index, so it stays fast with a large history.
   */
  recentlySent(payment: BulkPaymentItem, sinceIso: string): { sentAt: string } | undefined {
    // Prepared once: a 100,000-row review asks for every payment (preparing each time was most of its time).
    const candidates = (this.#recentlySent ??= this.db.prepare(
      `SELECT created_at, amount, currency, structured_reference, unstructured_reference FROM payments
        WHERE account_identifier = ? AND amount_milli = ? AND currency = ? AND created_at >= ?
        AND state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance') ORDER BY created_at DESC`,
    )).all(
      payment.counterparty.account_identifier,
      amountToMilli(payment.amount),
      payment.currency,
      sinceIso,
    ) as SentCandidate[];
    return firstSameAs(payment, candidates);
  }

  /**
   * `recentlySent` for a whole file: the payments sent since `sinceIso` read once (by the
   * created_at index) and then looked up in memory, instead of one query per payment.
   */
  recentlySentLookup(sinceIso: string): (payment: BulkPaymentItem) => { sentAt: string } | undefined {
    const sent = this.db
      .prepare(
        `SELECT created_at, account_identifier, amount_milli, currency, amount, structured_reference, unstructured_reference
        FROM payments WHERE created_at >= ?
        AND state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance') ORDER BY created_at DESC`,
      )
      .all(sinceIso) as (SentCandidate & { account_identifier: string; amount_milli: number })[];
    const byKey = new Map<string, SentCandidate[]>();
    for (const c of sent) {
      const key = `${c.account_identifier}|${c.amount_milli}|${c.currency}`;
      const list = byKey.get(key);
      if (list) list.push(c);
      else byKey.set(key, [c]);
    }
    return (payment) => {
      const key = `${payment.counterparty.account_identifier}|${amountToMilli(payment.amount)}|${payment.currency}`;
      const candidates = byKey.get(key);
      return candidates && firstSameAs(payment, candidates);
    };
  }

  /**
   * The end-to-end ids earlier runs of a file (its SHA-256) recorded for rows that never reached
   * the bank, by the row's place among the file's payments (the latest run's id wins): a resumed
   * run sends them under the ids the ERP was told were pending. Rows that reached the bank in any
   * run are left out.
   */
  unsentEndToEndIds(sha256: string): Map<number, string> {
    const rows = this.db
      .prepare(
        `SELECT p.row_number, p.end_to_end_id, (b.state = 'not_sent' AND b.bank_bulk_id IS NULL) AS stopped
         FROM payments p JOIN bulks b ON b.id = p.bulk_id JOIN imported_files f ON f.id = b.file_id
         WHERE f.sha256 = ? AND b.kind = 'bulk' AND p.row_number IS NOT NULL
         ORDER BY b.created_at, b.rowid, p.position`,
      )
      .all(sha256) as { row_number: number; end_to_end_id: string | null; stopped: number }[];
    const ids = new Map<number, string>();
    const reached = new Set<number>();
    for (const r of rows)
      if (!r.stopped) reached.add(r.row_number);
      else if (r.end_to_end_id) ids.set(r.row_number, r.end_to_end_id);
    for (const row of reached) ids.delete(row);
    return ids;
  }

  /**
   * The latest runs, newest first: one per file's SHA-256 that had bulks sent, named by its latest
   * import. `payments` counts each row of the file once (a stopped bulk and the run that resumed
   * it, a bulk and the one that sent its unsent payments again hold the same rows); a run is final
   * when every bulk that reached the bank is processed and every row of a bulk that never left was
   * sent by another (otherwise its pain.002 still says pending).
   */
  runSummaries(limit: number): RunSummary[] {
    const rows = this.db
      .prepare(
        `WITH places AS (
           SELECT f.sha256, b.resubmission_of IS NOT NULL AS resent,
             (b.state = 'not_sent' AND b.bank_bulk_id IS NULL) AS stopped,
             coalesce('row ' || p.row_number, 'line ' || p.line, 'payment ' || p.id) AS place
           FROM imported_files f JOIN bulks b ON b.file_id = f.id AND b.kind = 'bulk' JOIN payments p ON p.bulk_id = b.id)
         SELECT f.sha256, max(f.imported_at) AS last_imported_at, count(DISTINCT f.id) AS imports, count(b.id) AS bulks,
           (SELECT count(DISTINCT place) FROM places q WHERE q.sha256 = f.sha256 AND NOT q.resent) AS payments,
           min(b.processed OR (b.state = 'not_sent' AND b.bank_bulk_id IS NULL)) = 1 AND NOT EXISTS (
             SELECT 1 FROM places s WHERE s.sha256 = f.sha256 AND s.stopped AND NOT EXISTS (
               SELECT 1 FROM places t WHERE t.sha256 = f.sha256 AND NOT t.stopped AND t.place = s.place)) AS final,
           (SELECT g.id FROM imported_files g WHERE g.sha256 = f.sha256 ORDER BY g.imported_at DESC, g.rowid DESC LIMIT 1) AS id
         FROM imported_files f JOIN bulks b ON b.file_id = f.id AND b.kind = 'bulk'
         GROUP BY f.sha256 ORDER BY last_imported_at DESC LIMIT ?`,
      )
      .all(limit) as {
      sha256: string;
      last_imported_at: string;
      imports: number;
      bulks: number;
      payments: number;
      final: number;
      id: string;
    }[];
    const nameOf = this.db.prepare('SELECT name FROM imported_files WHERE id = ?').pluck();
    return rows.map((r) => ({
      id: r.id,
      name: nameOf.get(r.id) as string,
      sha256: r.sha256,
      lastImportedAt: r.last_imported_at,
      imports: r.imports,
      bulks: r.bulks,
      payments: r.payments,
      final: r.final === 1,
    }));
  }

  /** Payments of a finished bulk that the bank did not send, for "send the unsent payments again". */
  unsentPayments(bulkId: string): PaymentRow[] {
    return this.bulkPayments(bulkId).filter((p) => p.state === 'notenoughbalance');
  }
}
