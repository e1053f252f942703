import { setTimeout as delay } from 'node:timers/promises';
import type { BankError } from '../../domain/bank-result';
import { CONSENT_POLL_POLICY, isTransient, retryDelayMs } from '../../domain/retry';
import type { LoginToken } from '../../domain/bank-schemas';

/** One answer of the consent token exchange, as the poller needs it. */
export type ExchangeAnswer =
  | { kind: 'approved'; token: LoginToken }
  /** 404: not approved yet. The bank uses the same 404 for a declined or expired consent; `hint` is set when its message says which. */
  | { kind: 'pending'; hint?: 'declined' | 'expired' }
  | { kind: 'error'; error: BankError };

export type ConsentOutcome =
  | { kind: 'approved'; token: LoginToken; receivedAtMs: number }
  | { kind: 'declined' }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: BankError };

export interface ConsentPollOptions {
  exchange: () => Promise<ExchangeAnswer>;
  /** The consent's `expiration_time` in epoch ms. */
  expiresAtMs: number;
  signal: AbortSignal;
  now?: () => number;
  /** Waits `ms`, rejecting when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  delayMs?: (attempt: number) => number;
}

/** Attempts at the quick pace: about the first 10 seconds, when most people approve. */
const QUICK_ATTEMPTS = 20;

/**
 * Wait between exchange attempts: 0.5 s for the first ten seconds or so, then 1 s growing by half
 * up to 5 s. A person approving on a phone takes a few seconds, and every moment between their
 * tap and our next look is waiting for nothing (it was up to 2.25 s at the old 1 s, 1.5 s, 2.25 s
 * pace); someone who takes longer is away from the phone, so the pace slows and the cap keeps the
 * load low.
 */
export function consentPollDelayMs(attempt: number): number {
  if (attempt < QUICK_ATTEMPTS) return 500;
  return retryDelayMs(attempt + 1 - QUICK_ATTEMPTS, CONSENT_POLL_POLICY);
}

const sleepWithSignal = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }).then(() => undefined);

/**
 * Polls the token exchange until the PSU approves, the consent expires (404 until
 * `expiration_time`), the bank says it was declined, the caller cancels, or a
 * non-transient error ends it. Never throws.
 */
export async function waitForConsent(options: ConsentPollOptions): Promise<ConsentOutcome> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepWithSignal;
  const delayMs = options.delayMs ?? consentPollDelayMs;
  for (let attempt = 0; ; attempt++) {
    if (options.signal.aborted) return { kind: 'cancelled' };
    const answer = await options.exchange();
    if (options.signal.aborted) return { kind: 'cancelled' };
    if (answer.kind === 'approved') return { kind: 'approved', token: answer.token, receivedAtMs: now() };
    if (answer.kind === 'pending' && answer.hint) return { kind: answer.hint };
    if (answer.kind === 'error' && !isTransient(answer.error)) return { kind: 'failed', error: answer.error };
    const remaining = options.expiresAtMs - now();
    if (remaining <= 0) return { kind: 'expired' };
    const retryAfter = answer.kind === 'error' ? (answer.error.details.retryAfterMs ?? 0) : 0;
    // One last look right at the expiry time: an approval in the final seconds still counts.
    const wait = Math.min(Math.max(delayMs(attempt), retryAfter), remaining);
    try {
      await sleep(wait, options.signal);
    } catch {
      return { kind: 'cancelled' };
    }
  }
}
