// What goes into the history and what the tracker and reports get back, whichever engine keeps it
// (this computer's SQLite, adapters/sqlite/; the team's PostgreSQL, adapters/postgres/).
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BankPaymentOutcome } from '../../domain/match-payments';

export interface NewImportedFile {
  name: string;
  sha256: string;
  encoding: string;
  rowCount: number;
  importedBy: string;
  /** A team run's file has the same id on every desktop that sends it (else a new one). */
  id?: string;
}

/** One payment exactly as it goes into the bank request, plus where it came from in the file. */
export interface NewPayment {
  line?: number | null;
  rowNumber?: number | null;
  amount: string;
  currency: string;
  payeeName: string;
  accountIdentifier: string;
  accountIdentifierType: string;
  unstructuredReference?: string | null;
  structuredReference?: string | null;
  endToEndId?: string | null;
  method: string;
  instant: boolean;
}

export interface NewBulk {
  /** A team run's bulk has the same id on every desktop that sends it (else a new one). */
  id?: string;
  fileId?: string | null;
  /** The client's submission journal row, when the bulk goes through it. */
  submissionId?: string | null;
  resubmissionOf?: string | null;
  profileId?: string | null;
  sequence: number;
  /** Set later by `linkSubmission` when the client's journal creates the key. */
  idempotencyKey?: string | null;
  paymentAccount: string;
  accountLabel?: string | null;
  createdBy: string;
  payments: NewPayment[];
}

/** The parts of the bank's bulk status record the history keeps (bank-api.md, Bulk status record). */
export interface BankBulkStatus {
  bulk_id: string;
  status: string;
  processed: boolean;
  total_count: number;
  total_amount: string;
  not_sent_count: number | null;
  payments: BankPaymentOutcome[];
}

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

/** A bulk the bank took, sent under its Idempotency-Key (`keyedBulksAtBank`). */
export interface KeyedBulkAtBank {
  id: string;
  idempotency_key: string;
  created_at: string;
  file: string | null;
}

/** An imported file as the history recorded it. */
export interface ImportedFileRecord {
  id: string;
  name: string;
  sha256: string;
  rowCount: number;
  importedBy: string;
  importedAt: string;
}

/** Bulks newest first, one page after the cursor `after`; `next` is the following page's, null at the end. */
export interface BulkListPage {
  bulks: BulkSummary[];
  total: number;
  next: string | null;
}
