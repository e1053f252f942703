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
import type { BankBulkStatus, BulkListPage, NewBulk, NewImportedFile, OpenBulk } from './records';

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
 * same test suite (test/integration/src-main/ports/history/history-repository.test.ts) holds both to one
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
  listBulks(page?: { after?: string | undefined; limit?: number }): Promise<BulkListPage>;
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
