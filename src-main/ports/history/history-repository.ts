import type {
  AuditEntry,
  BulkSummary,
  PaymentPage,
  PaymentRow,
  PaymentSearch,
  StatusSnapshot,
} from '../../../src-shared/ipc/channels/history';
import type { BankFieldError } from '../../../src-shared/bank/field-errors';
import type { BulkPaymentItem } from '../../../src-shared/payments';
import type { Result } from '../../../src-shared/result';
import type { Db } from '../../adapters/sqlite/open-database';
import { HistoryReader, type OpenBulk } from '../../adapters/sqlite/history-reader';
import {
  HistoryStore,
  type BankBulkStatus,
  type NewBulk,
  type NewImportedFile,
} from '../../adapters/sqlite/history-store';

/**
 * Where the History screen reads: `null` outside team mode (this computer's SQLite), the team's
 * repository in team mode, or `'unreachable'` when team mode is set up but its database cannot
 * be opened now.
 */
export type TeamHistorySource = () => Promise<
  { repo: HistoryRepository; errorOf: (e: unknown) => Result<never> } | null | 'unreachable' | Result<never>
>;

/**
 * The history behind one async interface, with two engines: the desktop's SQLite file (the
 * default; HistoryStore and HistoryReader keep their tuned SQL, this only wraps them) and the
 * team's PostgreSQL (team/team-history.ts). One repository per store rather than a query builder:
 * the SQLite search relies on FTS5 trigram tables and planner hints that no builder expresses,
 * and PostgreSQL's answer (pg_trgm) is different SQL, so each engine keeps its own SQL and the
 * same test suite (test/integration/history/history-repository.test.ts) holds both to one
 * behaviour.
 */
export interface HistoryRepository {
  readonly engine: 'sqlite' | 'postgresql';
  recordImport(file: NewImportedFile): Promise<string>;
  /** Records a bulk and its payments in state `sending`, in one transaction, before anything is sent. */
  recordBulk(bulk: NewBulk): Promise<string>;
  linkSubmission(bulkId: string, submission: { id: string; idempotencyKey: string }): Promise<void>;
  markAccepted(bulkId: string, accepted: { bankBulkId: string; statusUrl: string }, actor?: string): Promise<void>;
  markUnknown(bulkId: string, message: string): Promise<void>;
  markNotAccepted(
    bulkId: string,
    message: string,
    perPayment?: Record<number, BankFieldError[]>,
    finalState?: 'not_accepted' | 'not_sent',
    actor?: string,
  ): Promise<void>;
  /** Applies a bank status record; true when the bulk changed. */
  /**
   * `lease`: on the team history, write only while `holder` holds the bulk's tracking lease (a
   * desktop whose lease ran out must not overwrite what the desktop that took over wrote).
   */
  applyStatus(bulkId: string, status: BankBulkStatus, lease?: { holder: string }): Promise<boolean>;
  audit(actor: string, action: string, objectType: string, objectId: string, detail?: unknown): Promise<void>;
  /**
   * Records an export of the history (`history_exported`): this computer's under `actor`; the team's
   * under the member's database user, the one action every member may write (viewers included).
   */
  auditExport(actor: string, objectType: 'bulk' | 'search', objectId: string, detail: unknown): Promise<void>;

  getBulk(bulkId: string): Promise<BulkSummary | undefined>;
  findBulk(id: string): Promise<BulkSummary | undefined>;
  /** Bulks newest first, a page at a time after the cursor `after`; `next` is the following page's. */
  listBulks(page?: { after?: string | undefined; limit?: number }): Promise<{
    bulks: BulkSummary[];
    total: number;
    next: string | null;
  }>;
  bulkPayments(bulkId: string): Promise<PaymentRow[]>;
  /** One payment by its history id (the `id` of a PaymentRow). */
  getPayment(paymentId: number): Promise<PaymentRow | undefined>;
  openBulks(): Promise<OpenBulk[]>;
  snapshots(bulkId: string): Promise<StatusSnapshot[]>;
  auditOf(objectType: string, objectId: string): Promise<AuditEntry[]>;
  searchPayments(search: PaymentSearch): Promise<PaymentPage>;
  /** The "already sent" check: an identical payment sent since `sinceIso` and not refused. */
  recentlySent(payment: BulkPaymentItem, sinceIso: string): Promise<{ sentAt: string } | undefined>;
}

/** The SQLite engine: today's HistoryStore and HistoryReader on one database file. */
export function sqliteHistory(db: Db, now?: () => Date): HistoryRepository {
  return sqliteHistoryOf(new HistoryStore(db, now), new HistoryReader(db));
}

/** The SQLite engine over a store and reader already open on one database (the bulk services'). */
export function sqliteHistoryOf(store: HistoryStore, reader: HistoryReader): HistoryRepository {
  // Synchronous underneath: a throw becomes a rejected promise like the PostgreSQL engine's.
  const run = async <T>(fn: () => T): Promise<T> => fn();
  return {
    engine: 'sqlite',
    recordImport: (file) => run(() => store.recordImport(file)),
    recordBulk: (bulk) => run(() => store.recordBulk(bulk)),
    linkSubmission: (bulkId, submission) => run(() => store.linkSubmission(bulkId, submission)),
    markAccepted: (bulkId, accepted, actor) => run(() => store.markAccepted(bulkId, accepted, actor)),
    markUnknown: (bulkId, message) => run(() => store.markUnknown(bulkId, message)),
    markNotAccepted: (bulkId, message, perPayment, finalState, actor) =>
      run(() => store.markNotAccepted(bulkId, message, perPayment, finalState, actor)),
    applyStatus: (bulkId, status) => run(() => store.applyStatus(bulkId, status)),
    audit: (actor, action, objectType, objectId, detail) =>
      run(() => store.audit(actor, action, objectType, objectId, detail)),
    auditExport: (actor, objectType, objectId, detail) =>
      run(() => store.audit(actor, 'history_exported', objectType, objectId, detail)),
    getBulk: (bulkId) => run(() => reader.getBulk(bulkId)),
    findBulk: (id) => run(() => reader.findBulk(id)),
    listBulks: (page) => run(() => reader.listBulks(page)),
    bulkPayments: (bulkId) => run(() => reader.bulkPayments(bulkId)),
    getPayment: (paymentId) => run(() => reader.getPayment(paymentId)),
    openBulks: () => run(() => reader.openBulks()),
    snapshots: (bulkId) => run(() => reader.snapshots(bulkId)),
    auditOf: (objectType, objectId) => run(() => reader.auditOf(objectType, objectId)),
    searchPayments: (search) => run(() => reader.searchPayments(search)),
    recentlySent: (payment, sinceIso) => run(() => reader.recentlySent(payment, sinceIso)),
  };
}
