// This computer's history as the features that must stay synchronous use it: sending records a
// file's bulks, the guided run's draft and the audit in one SQLite transaction, and the reports,
// exports and CLI read it page by page without awaiting each row. Kept by adapters/sqlite/
// (HistoryStore writes, HistoryReader reads); `HistoryRepository` is the same history behind one
// async interface with a team engine too (history-repository.ts).
import type {
  AuditEntry,
  BulkSummary,
  PaymentPage,
  PaymentRow,
  PaymentSearch,
  StatusSnapshot,
} from '../../../src-shared/ipc/channels/history';
import type { RunSummary } from '../../../src-shared/ipc/channels/reports';
import type { SinglePaymentView } from '../../../src-shared/ipc/channels/single-payments';
import type { BankFieldError } from '../../../src-shared/bank/field-errors';
import type { BulkPaymentItem } from '../../../src-shared/payments';
import type { ComparedPayment, RunDifference } from '../../../src-shared/payments/run-difference';
import type { PayeeBookEdits } from '../payee-book';
import type { LocalHistorySource } from './history-copy';
import type {
  BankBulkStatus,
  BulkListPage,
  ImportedFileRecord,
  KeyedBulkAtBank,
  NewBulk,
  NewImportedFile,
  OpenBulk,
} from './records';
import type { PaymentFilter } from './search-query';

/** Single payments in the history, each a bulk of one; call inside the transaction of its audit entry. */
export interface SinglePaymentRecords {
  /** The payment was confirmed, so the bank was asked to pay: it enters the history (once). */
  recordConfirmed(view: SinglePaymentView, actor: string): void;
  /** A new state from the bank for a payment already in the history. */
  recordState(view: SinglePaymentView): void;
}

/**
 * Every write to this computer's history. Each method is one transaction, and every change a
 * person would ask about later also appends to the audit log in the same transaction.
 */
export interface LocalHistoryWriter {
  /** A person's changes to the payee book (trust, block, unblock, import). */
  readonly payeeBook: PayeeBookEdits;
  /** Single payments, each recorded as a bulk of one. */
  readonly singlePayments: SinglePaymentRecords;
  /** Runs `fn` (writes through this store) in one transaction: all of them or none. */
  inTransaction<T>(fn: () => T): T;
  /** Deletes a guided run as it is sent; call inside the transaction that records its bulks. */
  forgetSentDraft(draftId: string): void;
  /** Appends one audit entry on its own (e.g. an export, a confirmation). */
  audit(actor: string, action: string, objectType: string, objectId: string, detail?: unknown): void;
  recordImport(file: NewImportedFile): string;
  /** Records a bulk and all its payments in state `sending`, before anything reaches the bank. */
  recordBulk(bulk: NewBulk): string;
  /** Links the bulk to its journal row once the client has written it. */
  linkSubmission(bulkId: string, submission: { id: string; idempotencyKey: string }): void;
  /** The bank answered 202: the customer is now asked to approve on their phone. */
  markAccepted(bulkId: string, accepted: { bankBulkId: string; statusUrl: string }, actor?: string): void;
  /** The client cannot tell yet whether the bank has the bulk; it keeps retrying with the same key. */
  markUnknown(bulkId: string, message: string): void;
  /** Ends a bulk the bank never created (`not_accepted`) or that never left (`not_sent`). */
  markNotAccepted(
    bulkId: string,
    message: string,
    perPayment?: Record<number, BankFieldError[]>,
    finalState?: 'not_accepted' | 'not_sent',
    actor?: string,
  ): void;
  /** Applies one status record from the bank; true when the bulk changed. */
  applyStatus(bulkId: string, status: BankBulkStatus): boolean;
}

/** The read side of this computer's history: search, bulks, payments, audit, runs, files. */
export interface LocalHistoryReader extends LocalHistorySource {
  /** One page of a payment search. */
  searchPayments(search: PaymentSearch): PaymentPage;
  /** Every payment matching a filter, in order, one at a time (for exports of any size). */
  iteratePayments(filter: PaymentFilter, sort?: PaymentSearch['sort'], descending?: boolean): Generator<PaymentRow>;
  /** Every payment matching a filter, in order, a page at a time with no statement left open between pages. */
  paymentsInPages(
    filter: PaymentFilter,
    sort?: PaymentSearch['sort'],
    descending?: boolean,
    pageSize?: number,
  ): Generator<PaymentRow>;
  bulkPayments(bulkId: string): PaymentRow[];
  getBulk(bulkId: string): BulkSummary | undefined;
  /** Finds a bulk by our id or the bank's bulk_id. */
  findBulk(id: string): BulkSummary | undefined;
  /** Bulks sent again from this bulk's unsent payments ("send the unsent payments again"). */
  resubmissionsOf(bulkId: string): BulkSummary[];
  listBulks(page?: { after?: string | undefined; limit?: number }): BulkListPage;
  bulksOfFile(fileId: string): BulkSummary[];
  getPayment(paymentId: number): PaymentRow | undefined;
  /** Bulks not yet in a final state: the tracker resumes each of these when the app starts. */
  openBulks(): OpenBulk[];
  snapshots(bulkId: string): StatusSnapshot[];
  /** Audit entries about one object (a bulk, a file), oldest first. */
  auditOf(objectType: string, objectId: string): AuditEntry[];
  /** The "already sent" warning for one payment. */
  recentlySent(payment: BulkPaymentItem, sinceIso: string): { sentAt: string } | undefined;
  /** The same for a whole file, read once. */
  recentlySentLookup(sinceIso: string): (payment: BulkPaymentItem) => { sentAt: string } | undefined;
  /** End-to-end ids earlier runs of a file gave rows that never reached the bank. */
  unsentEndToEndIds(sha256: string): Map<number, string>;
  /** The latest payment runs, newest first. */
  runSummaries(limit: number): RunSummary[];
  /** Payments of a finished bulk that the bank did not send, for "send the unsent payments again". */
  unsentPayments(bulkId: string): PaymentRow[];
  /** The file with this id, else the latest import of the file whose SHA-256 this is. */
  findImportedFile(idOrSha256: string): ImportedFileRecord | undefined;
  /** Every import of the file's bytes (the same SHA-256), oldest first. */
  importsOfFile(sha256: string): string[];
  /** Where each payment of a bulk sat in its file (its place among the file's payments, its line). */
  paymentPlacesOf(bulkId: string): { row_number: number | null; line: number | null }[];
  /** The name of the bank profile a bulk was sent with, when it still exists. */
  profileNameOf(bulkId: string): string | undefined;
  /** These payments against the previous run that paid the same payees. */
  runDifference(payments: Iterable<ComparedPayment>, before?: string): RunDifference | null;
  /** The bulks sent under a known Idempotency-Key that the bank took, oldest first, with their file's name. */
  keyedBulksAtBank(): KeyedBulkAtBank[];
}
