import type { BankFieldError } from '../../src-shared/bank/field-errors';
import type { AppError } from '../../src-shared/result';

/** What every call to the bank resolves to (the bank gateway, ports/bank-gateway.ts): a value or a bank error. */

/** One message the UI can put on a payment row, on a field when the bank named one (src-shared/bank/field-errors.ts). */
export type PaymentFieldError = BankFieldError;

export interface BankErrorDetails {
  /** HTTP status, absent when no response arrived. */
  status?: number;
  /** The bank's own error code when it gave one (e.g. `request_in_progress`). */
  bankCode?: string;
  /** For `submission_unknown`: the code of the last attempt's error (e.g. `bank_timeout`). */
  lastAttempt?: string;
  /** Bank's messages about the whole request, redacted. */
  general?: PaymentFieldError[];
  /** Bulk creation: messages per payment, keyed by the payment's 0-based index in the request. */
  payments?: Record<number, PaymentFieldError[]>;
  /** Milliseconds the bank asked us to wait (Retry-After). */
  retryAfterMs?: number;
}

export interface BankError extends AppError {
  details: BankErrorDetails;
}

export type BankResult<T> = { ok: true; value: T } | { ok: false; error: BankError };

export const bankOk = <T>(value: T): BankResult<T> => ({ ok: true, value });
