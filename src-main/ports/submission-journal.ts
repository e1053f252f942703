// The submission journal: what a bulk sent to the bank is, stored before the first attempt, so a
// crash or a lost answer never sends it twice under another key (adapters/sqlite/journal.ts).

export type SubmissionState = 'sending' | 'accepted' | 'unknown' | 'rejected';

export interface SubmissionRecord {
  id: string;
  idempotencyKey: string;
  bankOrigin: string;
  paymentAccount: string;
  paymentCount: number;
  /** The exact bytes every attempt sends. */
  body: Buffer;
  bodySha256: string;
  /** The caller's own reference (e.g. the app's batch id), to find the record again. */
  reference: string | null;
  state: SubmissionState;
  attempts: number;
  bulkId: string | null;
  statusUrl: string | null;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  errorDetails: unknown;
  createdAt: string;
  updatedAt: string;
}

/** A bank's refusal or a failed attempt, as the journal keeps it (redacted). */
export interface JournalError {
  code: string;
  message: string;
  details?: unknown;
}

/** A bulk about to be sent: its exact bytes and where they go. */
export interface NewSubmission {
  bankOrigin: string;
  paymentAccount: string;
  paymentCount: number;
  body: Uint8Array;
  reference?: string;
  idempotencyKey?: string;
}

/**
 * The crash-safe store of bulk submissions: what `begin` returns is on disk before the caller sends.
 * Only `sending`/`unknown` records move; `accepted` and `rejected` are final, except a 401 refusal
 * that a new sign-in reopens (`reopenAfterAuthFailure`).
 */
export interface SubmissionJournal {
  /**
   * Writes a new record (state `sending`) and returns it. The Idempotency-Key is a fresh UUIDv4,
   * or the one given: a team run's keys are claimed in the team store before any desktop sends.
   */
  begin(input: NewSubmission): SubmissionRecord;
  get(id: string): SubmissionRecord | undefined;
  findByKey(idempotencyKey: string): SubmissionRecord | undefined;
  findByReference(reference: string): SubmissionRecord[];
  /** Records that may still have to reach the bank: `sending` (interrupted) and `unknown` (no answer yet). */
  listOpen(bankOrigin?: string): SubmissionRecord[];
  /** Reopens a record the bank refused with 401 (nothing took effect), to send the same key and bytes again. */
  reopenAfterAuthFailure(id: string): void;
  /** Counts one more attempt before it is made, and (re)marks the record `sending`. */
  startAttempt(id: string): void;
  markAccepted(id: string, bulkId: string, statusUrl: string): void;
  markRejected(id: string, error: JournalError): void;
  markUnknown(id: string, error: JournalError): void;
}
