// Payment search over the local history: the History screen's pages, `bulkpay history`, exports.
import type { PaymentPage, PaymentRow, PaymentSearch } from '../../../src-shared/ipc/channels/history';
import type { Db } from './open-database';
import { decodeCursor, encodeCursor, InvalidCursorError, SORT_KEY_OF } from '../../ports/history/page-cursor';
import { firstPaymentIdFrom, paymentIdsFollowTime } from './payment-dates';
import { PAYMENT_COLUMNS, PAYMENT_JOINS, toPaymentRow, type PaymentDbRow } from '../../ports/history/rows';
import {
  buildFilter,
  DATE_KEY_OUT_OF_ORDER,
  pageOrder,
  type Cursor,
  type FilterLookups,
  type PaymentFilter,
  type TextOrder,
} from '../../ports/history/search-query';
import { afterPrefix, type StartRange } from '../../ports/history/short-terms';
import { indexPendingText } from './text-index';

/**
 * Counting every match of a broad search over a million rows costs more than it tells: a count
 * stops here and the screen says "more than 1,000".
 */
export const COUNT_LIMIT = 1_000;

type Sql = { sql: string; params: unknown[] };

/** Reads pages of payments matching a search, each kind of filter served by an index. */
export class PaymentSearcher {
  readonly #lookups: FilterLookups;

  constructor(readonly db: Db) {
    const trigramCount = db
      .prepare('SELECT count(*) FROM (SELECT 1 FROM payments_text WHERE payments_text MATCH ? LIMIT ?)')
      .pluck();
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
    const rangeCounts = new Map<string, { get(...params: unknown[]): unknown }>();
    const rangeCount = (range: StartRange) => {
      const sql = `SELECT count(*) FROM (SELECT 1 FROM payments p WHERE ${range.column} >= ? AND ${range.column} < ? LIMIT ?)`;
      return rangeCounts.get(sql) ?? rangeCounts.set(sql, db.prepare(sql).pluck()).get(sql)!;
    };
    // Checks a text search's whole text on the payments its rarest trigrams found (the text is
    // lower-cased by the caller; the trigram index ignores case the same way).
    db.function('history_contains', { deterministic: true }, (value: unknown, folded: unknown) =>
      typeof value === 'string' && typeof folded === 'string' && value.toLowerCase().includes(folded) ? 1 : 0,
    );
    this.#lookups = {
      trigramCount: (trigram, limit) => trigramCount.get(`"${trigram.replaceAll('"', '""')}"`, limit) as number,
      amountRangeHasAtMost: (min, max, limit) => (inRange.get(min, max, limit + 1) as number) <= limit,
      accountPrefixHasAtMost: (prefix, limit) =>
        (withPrefix.get(prefix, afterPrefix(prefix), limit + 1) as number) <= limit,
      startRangesCount: (ranges, limit) => {
        let found = 0;
        for (const r of ranges) {
          if (found > limit) break;
          found += rangeCount(r).get(r.low, r.high, limit + 1 - found) as number;
        }
        return found;
      },
      firstIdFrom: (iso) => (paymentIdsFollowTime(db) ? firstPaymentIdFrom(db, iso) : undefined),
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
   * The date order's key for a filter: none (id order) where ids follow recording time. On a
   * database flagged out of order, created_at only for a search a date range alone drives, so
   * the created_at index migration 010 kept serves the range and its order together (id order
   * would walk every payment testing its time); every other search (text, state, bulk, amount,
   * IBAN, none) keeps id order, the order its own index gives, rather than sorting every match.
   */
  #dateKey(filter: { dateRangeDriven: boolean }): string | null {
    return filter.dateRangeDriven && !paymentIdsFollowTime(this.db) ? DATE_KEY_OUT_OF_ORDER : null;
  }

  /**
   * A cursor this search's order gave out: a date order by time carries created_at, by id none,
   * the other sorts their own key. Any other shape (a page of another search, an older version's
   * cursor) would start the page in the wrong place or nowhere, so it is refused.
   */
  #checkCursor(sort: PaymentSearch['sort'], dateKey: string | null, cursor: Cursor | undefined): void {
    if (!cursor) return;
    const key = cursor[0];
    const fits =
      sort === 'date'
        ? dateKey
          ? typeof key === 'string'
          : key === null
        : sort === 'amount'
          ? typeof key === 'number'
          : typeof key === 'string';
    if (!fits) throw new InvalidCursorError('That page position belongs to another search.');
  }

  /** A page's cursor: the last row's sort key (its created_at for a date order by time) and id. */
  #cursorOf(sort: PaymentSearch['sort'], dateKey: string | null, last: PaymentRow): Cursor {
    return [sort === 'date' && dateKey ? last.createdAt : SORT_KEY_OF[sort](last), last.id];
  }

  /**
   * The SQL of a search's page, of its capped count, and of the ids of its first matches up to
   * the cap (separate so a test can read their query plans). `textOrder` says how text matches
   * are read.
   */
  searchQueries(
    search: PaymentSearch,
    textOrder: TextOrder = 'stream',
  ): Record<'page' | 'count' | 'ids', Sql> & {
    textDriven: boolean;
    idsFirst: boolean;
    dateKey: string | null;
    knownAtLeast?: number;
  } {
    const cursor = search.after === undefined ? undefined : decodeCursor(search.after);
    if (search.after !== undefined && !cursor) throw new InvalidCursorError('That page position is not valid.');
    this.#textIndexUpToDate(search);
    const filter = buildFilter(search, this.#lookups, textOrder);
    const dateKey = this.#dateKey(filter);
    this.#checkCursor(search.sort, dateKey, cursor);
    const page = pageOrder(search.sort, search.descending, filter.idColumn, cursor, dateKey);
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
      ids: filter.textOnly
        ? {
            sql: 'SELECT rowid FROM payments_text WHERE payments_text MATCH ? LIMIT ?',
            params: [filter.textOnly.match, COUNT_LIMIT + 1],
          }
        : {
            sql: `${filter.with} SELECT p.id FROM ${filter.from} ${filter.where} LIMIT ?`,
            params: [...filter.params, COUNT_LIMIT + 1],
          },
      textDriven: filter.textDriven,
      idsFirst: filter.idsFirst,
      dateKey,
      ...(filter.knownAtLeast !== undefined ? { knownAtLeast: filter.knownAtLeast } : {}),
    };
  }

  /**
   * One page of a payment search, in the asked order, starting after `search.after` (keyset
   * paging: the next page costs the same as the first, however deep). The count stops at
   * COUNT_LIMIT; `totalIsExact` false means "more than". A text search reads the ids of its
   * matches once, up to the cap: with at most COUNT_LIMIT of them those ids are the count, and
   * the page is sorted from them alone (a rare name at a million payments reads the text index
   * once, not twice); with more it streams its page from the text index in date order.
   */
  searchPayments(search: PaymentSearch): PaymentPage {
    const query = this.searchQueries(search);
    let counted: number;
    let page: Sql = query.page;
    if (query.idsFirst) {
      const ids = this.db
        .prepare(query.ids.sql)
        .pluck()
        .all(...query.ids.params) as number[];
      counted = ids.length;
      if (counted <= COUNT_LIMIT) page = this.#pageOfIds(ids, search);
    } else if ((query.knownAtLeast ?? 0) > COUNT_LIMIT) {
      counted = COUNT_LIMIT + 1;
    } else {
      counted = this.db
        .prepare(query.count.sql)
        .pluck()
        .get(...query.count.params) as number;
    }
    const rows = (this.db.prepare(page.sql).all(...page.params) as PaymentDbRow[]).map(toPaymentRow);
    const more = rows.length > search.limit;
    if (more) rows.pop();
    const last = rows.at(-1);
    return {
      rows,
      total: Math.min(counted, COUNT_LIMIT),
      totalIsExact: counted <= COUNT_LIMIT,
      next: more && last ? encodeCursor(this.#cursorOf(search.sort, query.dateKey, last)) : null,
    };
  }

  /**
   * The page of a search whose every match is known by id: the page's ids picked from them (in
   * memory for date order, since ids follow recording time; else sorted by SQLite reading only the
   * payments table), then only those rows read whole, in that order.
   */
  #pageOfIds(ids: number[], search: PaymentSearch): Sql {
    const cursor = search.after === undefined ? undefined : decodeCursor(search.after);
    let pageIds: number[];
    if (search.sort === 'date') {
      const direction = search.descending ? -1 : 1;
      pageIds = ids
        .filter((id) => !cursor || (id - cursor[1]) * direction > 0)
        .sort((a, b) => (a - b) * direction)
        .slice(0, search.limit + 1);
    } else {
      const page = pageOrder(search.sort, search.descending, 'p.id', cursor);
      // Few enough to be the page: one query reads and sorts them whole.
      if (ids.length <= search.limit + 1) {
        return {
          sql: `SELECT ${PAYMENT_COLUMNS} FROM json_each(?) j CROSS JOIN payments p ON p.id = j.value ${PAYMENT_JOINS}
            ${page.after ? `WHERE ${page.after}` : ''} ${page.order} LIMIT ?`,
          params: [JSON.stringify(ids), ...page.params, search.limit + 1],
        };
      }
      pageIds = this.db
        .prepare(
          `SELECT p.id FROM json_each(?) j CROSS JOIN payments p ON p.id = j.value
          ${page.after ? `WHERE ${page.after}` : ''} ${page.order} LIMIT ?`,
        )
        .pluck()
        .all(JSON.stringify(ids), ...page.params, search.limit + 1) as number[];
    }
    return {
      sql: `SELECT ${PAYMENT_COLUMNS} FROM json_each(?) j CROSS JOIN payments p ON p.id = j.value ${PAYMENT_JOINS} ORDER BY j.key`,
      params: [JSON.stringify(pageIds)],
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
    const order = pageOrder(sort, descending, sql.idColumn, undefined, this.#dateKey(sql)).order;
    const statement = this.db.prepare(
      `${sql.with} SELECT ${PAYMENT_COLUMNS} FROM ${sql.from} ${PAYMENT_JOINS} ${sql.where} ${order}`,
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
    const dateKey = this.#dateKey(sql);
    let cursor: Cursor | undefined;
    for (;;) {
      const page = pageOrder(sort, descending, sql.idColumn, cursor, dateKey);
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
      cursor = this.#cursorOf(sort, dateKey, last);
    }
  }
}
