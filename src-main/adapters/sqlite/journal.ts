import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './open-database';
import type {
  JournalError,
  NewSubmission,
  SubmissionJournal,
  SubmissionRecord,
  SubmissionState,
} from '../../ports/submission-journal';
import { redact, redactText } from '../../platform/security/redact';

interface Row {
  id: string;
  idempotency_key: string;
  bank_origin: string;
  payment_account: string;
  payment_count: number;
  body: Buffer;
  body_sha256: string;
  reference: string | null;
  state: SubmissionState;
  attempts: number;
  bulk_id: string | null;
  status_url: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  error_details: string | null;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: Row): SubmissionRecord => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  bankOrigin: row.bank_origin,
  paymentAccount: row.payment_account,
  paymentCount: row.payment_count,
  body: row.body,
  bodySha256: row.body_sha256,
  reference: row.reference,
  state: row.state,
  attempts: row.attempts,
  bulkId: row.bulk_id,
  statusUrl: row.status_url,
  lastErrorCode: row.last_error_code,
  lastErrorMessage: row.last_error_message,
  errorDetails: row.error_details ? JSON.parse(row.error_details) : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The crash-safe store of bulk submissions. Every write is its own committed transaction on a
 * `synchronous=FULL` WAL database, so what `begin` returns is on disk before the caller sends.
 * Only `sending`/`unknown` rows move; `accepted` and `rejected` are final, except a 401 refusal
 * that a new sign-in reopens (`reopenAfterAuthFailure`).
 */
export class SqliteSubmissionJournal implements SubmissionJournal {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Writes a new record (state `sending`) and returns it. The Idempotency-Key is a fresh UUIDv4,
   * or the one given: a team run's keys are claimed in the team store before any desktop sends.
   */
  begin(input: NewSubmission): SubmissionRecord {
    const now = new Date().toISOString();
    const body = Buffer.from(input.body);
    const id = randomUUID();
    this.#db
      .prepare(
        `INSERT INTO bulk_submissions (id, idempotency_key, bank_origin, payment_account, payment_count, body, body_sha256, reference, state, attempts, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'sending', 0, ?, ?)`,
      )
      .run(
        id,
        input.idempotencyKey ?? randomUUID(),
        input.bankOrigin,
        input.paymentAccount,
        input.paymentCount,
        body,
        sha256Hex(body),
        input.reference ?? null,
        now,
        now,
      );
    return this.get(id)!;
  }

  get(id: string): SubmissionRecord | undefined {
    const row = this.#db.prepare('SELECT * FROM bulk_submissions WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  findByKey(idempotencyKey: string): SubmissionRecord | undefined {
    const row = this.#db.prepare('SELECT * FROM bulk_submissions WHERE idempotency_key = ?').get(idempotencyKey) as
      Row | undefined;
    return row && fromRow(row);
  }

  findByReference(reference: string): SubmissionRecord[] {
    return (
      this.#db.prepare('SELECT * FROM bulk_submissions WHERE reference = ? ORDER BY created_at').all(reference) as Row[]
    ).map(fromRow);
  }

  /** Records that may still have to reach the bank: `sending` (interrupted) and `unknown` (no answer yet). */
  listOpen(bankOrigin?: string): SubmissionRecord[] {
    const rows = bankOrigin
      ? this.#db
          .prepare(
            "SELECT * FROM bulk_submissions WHERE state IN ('sending','unknown') AND bank_origin = ? ORDER BY created_at",
          )
          .all(bankOrigin)
      : this.#db
          .prepare("SELECT * FROM bulk_submissions WHERE state IN ('sending','unknown') ORDER BY created_at")
          .all();
    return (rows as Row[]).map(fromRow);
  }

  /**
   * Reopens a record the bank refused with 401 (nothing took effect; the key is not used up), so
   * the same key and bytes can be sent again once the user has signed in again.
   */
  reopenAfterAuthFailure(id: string): void {
    this.#db
      .prepare(
        "UPDATE bulk_submissions SET state = 'sending', updated_at = ? WHERE id = ? AND state = 'rejected' AND last_error_code = 'bank_auth_failed' AND bulk_id IS NULL",
      )
      .run(new Date().toISOString(), id);
  }

  /** Counts one more attempt before it is made, and (re)marks the record `sending`. */
  startAttempt(id: string): void {
    this.#update(id, "state = 'sending', attempts = attempts + 1", []);
  }

  markAccepted(id: string, bulkId: string, statusUrl: string): void {
    this.#update(
      id,
      "state = 'accepted', bulk_id = ?, status_url = ?, last_error_code = NULL, last_error_message = NULL, error_details = NULL",
      [bulkId, statusUrl],
    );
  }

  markRejected(id: string, error: JournalError): void {
    this.#update(
      id,
      "state = 'rejected', last_error_code = ?, last_error_message = ?, error_details = ?",
      this.#errorParams(error),
    );
  }

  markUnknown(id: string, error: JournalError): void {
    this.#update(
      id,
      "state = 'unknown', last_error_code = ?, last_error_message = ?, error_details = ?",
      this.#errorParams(error),
    );
  }

  #errorParams(error: JournalError): unknown[] {
    return [
      error.code,
      redactText(error.message),
      error.details === undefined ? null : JSON.stringify(redact(error.details)),
    ];
  }

  #update(id: string, set: string, params: unknown[]): void {
    this.#db
      .prepare(`UPDATE bulk_submissions SET ${set}, updated_at = ? WHERE id = ? AND state IN ('sending','unknown')`)
      .run(...params, new Date().toISOString(), id);
  }
}
