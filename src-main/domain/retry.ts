import type { BankError } from './bank-result';

/**
 * The one place that decides when the bank is asked again and how long to wait. Every loop that
 * waits on the bank uses it: bulk creation, reads, consent polling, bulk status polling and
 * single-payment following (docs/architecture.md, "Talking to the bank").
 *
 * Transient means "the same request may well succeed later, unchanged": no answer at all (the
 * connection failed or the deadline passed), 5xx, 429 (spec-notes: like 503) and 409 (the bank is
 * still working on the same request). Everything else needs a person or a different request: 4xx,
 * a TLS failure, an answer over its cap or not in the documented shape (asking again would only
 * download the same broken answer again).
 */
export function isTransient(error: AnyError): boolean {
  const status = statusOf(error);
  if (status === undefined) return error.code === 'bank_timeout' || error.code === 'bank_unreachable';
  if (error.code === 'bank_answer_too_large' || error.code === 'bank_bad_response') return false;
  return status >= 500 || status === 429 || status === 409;
}

/** A 401 or 403: the bank refuses who we are; asking again unchanged cannot help. */
export function isAuthRefusal(error: AnyError): boolean {
  const status = statusOf(error);
  return status === 401 || status === 403;
}

/** A bank error, or an app error that may carry a bank error's details (the PSU session passes them through). */
type AnyError = { code: string; details?: unknown };

function statusOf(error: AnyError): number | undefined {
  const details = error.details as BankError['details'] | undefined;
  return typeof details?.status === 'number' ? details.status : undefined;
}

export interface RetryPolicy {
  /** First wait; grows by `factor` per attempt. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Growth per attempt (default 2). */
  factor?: number;
  /** Attempts in all, the first included; unlimited when absent. */
  maxAttempts?: number;
  /** Total time a loop may spend before it gives up; unlimited when absent. */
  totalBudgetMs?: number;
  /** The longest Retry-After honoured; a longer one ends the loop (the caller reports it). */
  maxRetryAfterMs?: number;
  /** 0..1 for jitter; absent: no jitter (polling a person's approval needs none). */
  random?: () => number;
}

/** Bulk creation: same key and bytes every time, well inside the bank's one-hour approval window. */
export const BULK_CREATION_POLICY: RetryPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 20_000,
  totalBudgetMs: 5 * 60_000,
  maxRetryAfterMs: 5 * 60_000,
  random: Math.random,
};

/** A read (GET) the user is waiting for: a few quick tries, then the error is shown. */
export const READ_POLICY: RetryPolicy = {
  initialDelayMs: 400,
  maxDelayMs: 5_000,
  maxAttempts: 3,
  maxRetryAfterMs: 30_000,
  random: Math.random,
};

/** Consent exchange: 1 s growing by half to 5 s; a person approving on a phone takes seconds. */
export const CONSENT_POLL_POLICY: RetryPolicy = { initialDelayMs: 1_000, maxDelayMs: 5_000, factor: 1.5 };

/** Bulk status after a failed check: 2 s doubling to a minute; the tracker never gives up on a transient fault. */
export const STATUS_POLL_ERROR_POLICY: RetryPolicy = { initialDelayMs: 2_000, maxDelayMs: 60_000 };

/** Following a confirmed single payment: 1 s growing by half to 10 s. */
export const SINGLE_PAYMENT_POLICY: RetryPolicy = { initialDelayMs: 1_000, maxDelayMs: 10_000, factor: 1.5 };

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1). With jitter, "equal jitter":
 * half fixed, half random, so many clients spread out. A Retry-After the bank sent is a floor.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, retryAfterMs?: number): number {
  const grown = policy.initialDelayMs * (policy.factor ?? 2) ** Math.max(0, attempt - 1);
  const capped = Math.min(policy.maxDelayMs, grown);
  const waited = policy.random ? capped / 2 + policy.random() * (capped / 2) : Math.round(capped);
  return Math.max(waited, retryAfterMs ?? 0);
}

export type RetryDecision = { retry: true; waitMs: number } | { retry: false; reason: 'not_transient' | 'exhausted' };

/**
 * Whether to ask again after `error` on attempt `attempt` (from 1), and after how long.
 * `spentMs`: time the loop has spent so far, for the budget.
 */
export function decideRetry(error: AnyError, attempt: number, policy: RetryPolicy, spentMs = 0): RetryDecision {
  if (!isTransient(error)) return { retry: false, reason: 'not_transient' };
  if (policy.maxAttempts !== undefined && attempt >= policy.maxAttempts) return { retry: false, reason: 'exhausted' };
  const retryAfter = (error.details as BankError['details'] | undefined)?.retryAfterMs;
  if (retryAfter !== undefined && policy.maxRetryAfterMs !== undefined && retryAfter > policy.maxRetryAfterMs)
    return { retry: false, reason: 'exhausted' };
  const waitMs = retryDelayMs(attempt, policy, retryAfter);
  if (policy.totalBudgetMs !== undefined && spentMs + waitMs > policy.totalBudgetMs)
    return { retry: false, reason: 'exhausted' };
  return { retry: true, waitMs };
}
