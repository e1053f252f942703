import type { PsuSessionView } from '../../../src-shared/ipc/channels/consent';
import { err, ok, type Result } from '../../../src-shared/result';
import type { BankResult } from '../../domain/bank-result';
import type { ConsentToken } from '../../domain/bank-schemas';
import { type ConsentOutcome, type ExchangeAnswer, waitForConsent } from './consent-poll';
import type { PsuTokenStore } from './psu-token-store';
import { psuTokenExpiresAt } from './token-expiry';

/** The two consent calls of the bank, bound to the active profile. */
export interface ConsentBank {
  initiateConsent(credentials: { email: string; password: string }): Promise<BankResult<ConsentToken>>;
  exchangeConsent(tokenUuid: string): Promise<ExchangeAnswer>;
}

export interface PsuSessionOptions {
  /** The consent calls for the active bank profile, or why there is none. */
  bank: () => Promise<Result<ConsentBank>>;
  onChange?: (view: PsuSessionView) => void;
  now?: () => number;
  /** Treat the token as expired this long before it is: a request must not die in flight. */
  expiryMarginMs?: number;
  poll?: { sleep?: (ms: number, signal: AbortSignal) => Promise<void>; delayMs?: (attempt: number) => number };
  /** Keeps the session for the token's lifetime (the OS keychain), so the next run needs no new approval. */
  store?: PsuTokenStore;
}

interface Waiter {
  what: string;
  resolve: (jwt: Result<string>) => void;
}

const MESSAGES = {
  declined: 'The sign-in was declined on the phone. Sign in again to send a new request.',
  expired: 'The request expired before it was approved on the phone. Sign in again to get a new request.',
  sessionExpired: 'Your bank session has ended. Sign in again and approve on your phone to continue.',
  sessionRejected: 'The bank no longer accepts your session. Sign in again and approve on your phone to continue.',
  signedOut: 'You are not signed in to the bank. Open Accounts and sign in with your bank e-mail and password.',
  cancelled: 'Signing in to the bank was cancelled, so this action did not run. Sign in and try it again.',
} as const;

/**
 * The PSU's bank session. The JWT lives in this object's memory and, with a `store`, in the OS
 * keychain until it expires or the user signs out: never in a file, a log, or anything returned
 * to the renderer. When the session ends while signed in
 * (expiry or a 401), actions running through `run` wait for a new approval and then resume.
 */
export class PsuSession {
  readonly #options: PsuSessionOptions;
  readonly #now: () => number;
  #state: PsuSessionView['state'] = 'signed_out';
  #email: string | null = null;
  #jwt: string | null = null;
  #jwtExpiresAt = 0;
  #consent: { shortCode: string; expiresAtMs: number } | null = null;
  #problem: PsuSessionView['problem'] = null;
  #poll: AbortController | null = null;
  #settled: Promise<PsuSessionView>;
  #expiryTimer: ReturnType<typeof setTimeout> | null = null;
  #waiters: Waiter[] = [];
  /** Keychain writes and removals under way, so a closing process can wait for them. */
  #storing: Promise<void> = Promise.resolve();

  constructor(options: PsuSessionOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#settled = Promise.resolve(this.view());
  }

  view(): PsuSessionView {
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      state: this.#state,
      email: this.#email,
      shortCode: this.#state === 'waiting' ? (this.#consent?.shortCode ?? null) : null,
      consentExpiresAt: this.#state === 'waiting' && this.#consent ? iso(this.#consent.expiresAtMs) : null,
      // A token without a readable expiry (BULKPAY_TOKEN that is not a JWT) has none to show.
      sessionExpiresAt:
        this.#state === 'signed_in' && Number.isFinite(this.#jwtExpiresAt) ? iso(this.#jwtExpiresAt) : null,
      interrupted: this.#waiters.map((w) => w.what),
      problem: this.#problem,
    };
  }

  /** Resolves when the current wait for phone approval has ended, however it ended. */
  whenSettled(): Promise<PsuSessionView> {
    return this.#settled;
  }

  /**
   * Starts consent with the PSU's credentials and returns at once in the waiting state; the
   * poll for the phone approval runs on. The password is used for this one call and dropped.
   */
  async signIn(email: string, password: string): Promise<Result<PsuSessionView>> {
    this.#stopPolling();
    const bank = await this.#options.bank();
    if (!bank.ok) return bank;
    const consent = await bank.value.initiateConsent({ email, password });
    if (!consent.ok) {
      const status = consent.error.details.status;
      const message =
        status === 400
          ? 'The bank did not accept this e-mail and password, or this user cannot approve sign-ins on a phone. Check both and try again.'
          : consent.error.message;
      this.#problem = { code: consent.error.code, message };
      // An earlier request that was still waiting has been stopped above: do not show it as waiting.
      if (this.#state === 'waiting') {
        this.#consent = null;
        this.#state = this.#waiters.length ? 'needs_approval' : 'signed_out';
      }
      this.#changed();
      return err(consent.error.code, message);
    }
    const expiresAtMs = Date.parse(consent.value.expiration_time);
    this.#forgetToken();
    this.#email = email;
    this.#state = 'waiting';
    this.#problem = null;
    this.#consent = {
      shortCode: consent.value.short_code,
      expiresAtMs: Number.isNaN(expiresAtMs) ? this.#now() : expiresAtMs,
    };
    const controller = new AbortController();
    this.#poll = controller;
    this.#settled = waitForConsent({
      exchange: () => bank.value.exchangeConsent(consent.value.id),
      expiresAtMs: this.#consent.expiresAtMs,
      signal: controller.signal,
      now: this.#now,
      ...this.#options.poll,
    }).then(async (outcome) => {
      if (this.#poll === controller) this.#finishConsent(outcome);
      await this.#storing; // the approved session is in the keychain before anyone is told it settled
      return this.view();
    });
    this.#changed();
    return ok(this.view());
  }

  /** Stops waiting for approval. Interrupted actions fail with a clear message. */
  cancel(): PsuSessionView {
    if (this.#state === 'waiting' || this.#state === 'needs_approval') {
      this.#stopPolling();
      this.#state = this.#jwt ? 'signed_in' : 'signed_out';
      this.#consent = null;
      this.#releaseWaiters(err('consent_cancelled', MESSAGES.cancelled));
      this.#changed();
    }
    return this.view();
  }

  /**
   * Takes up a session approved elsewhere: restored from the keychain, or BULKPAY_TOKEN in the
   * CLI's environment mode. Nothing is stored; an expired token leaves the session signed out.
   */
  adopt(jwt: string, email: string | null, expiresAtMs: number): PsuSessionView {
    if (this.#now() >= expiresAtMs - this.#margin()) return this.view();
    this.#stopPolling();
    this.#forgetToken();
    this.#jwt = jwt;
    this.#jwtExpiresAt = expiresAtMs;
    this.#email = email;
    this.#state = 'signed_in';
    this.#consent = null;
    this.#problem = null;
    this.#scheduleExpiry();
    this.#releaseWaiters(ok(jwt));
    this.#changed();
    return this.view();
  }

  /**
   * Takes up the session kept in the store by an earlier run (the app or another CLI command),
   * when there is one and it has not expired; an expired one is removed. True when signed in.
   */
  async restore(): Promise<boolean> {
    const store = this.#options.store;
    if (this.#state === 'signed_in') return true;
    if (!store || this.#state !== 'signed_out') return false;
    const kept = await store.load();
    // A sign-in started while the keychain was read wins over the kept session.
    if (!kept || this.view().state !== 'signed_out') return this.view().state === 'signed_in';
    const adopted = this.adopt(kept.token, kept.email, kept.expiresAtMs).state === 'signed_in';
    if (!adopted) this.#store((s) => s.forget());
    return adopted;
  }

  /** Resolves when the keychain writes and removals started so far have finished (before a process exits). */
  async storeSettled(): Promise<void> {
    await this.#storing;
  }

  /** Forgets the session entirely, here and in the keychain (signing out, `bulkpay logout`). */
  signOut(): PsuSessionView {
    this.#stopPolling();
    this.#forgetToken();
    this.#store((s) => s.forget());
    this.#state = 'signed_out';
    this.#email = null;
    this.#consent = null;
    this.#problem = null;
    this.#releaseWaiters(err('consent_cancelled', MESSAGES.cancelled));
    this.#changed();
    return this.view();
  }

  /**
   * Runs one bank action with the PSU token. When the session has expired or the bank
   * answers 401, the user is asked to approve again and the action runs again afterwards, so it
   * must be safe to repeat: bulk creation resends its journal record, never a new bulk
   * (psu-submit-bank.ts). `what` names the action for the waiting view, e.g. "Loading transactions".
   */
  async run<T>(what: string, action: (jwt: string) => Promise<BankResult<T>>): Promise<Result<T>> {
    for (let attempt = 0; ; attempt++) {
      const jwt = await this.#usableToken(what);
      if (!jwt.ok) return jwt;
      const result = await action(jwt.value);
      if (result.ok || result.error.details.status !== 401 || attempt >= 2) return result;
      // Only the first action to see the 401 ends the session; others just retry with the new token.
      if (this.#jwt === jwt.value) this.#sessionEnded('session_rejected', MESSAGES.sessionRejected);
    }
  }

  /** Stops timers and the poll (app shutdown, end of a CLI command); a stored session stays for the next run. */
  dispose(): void {
    this.#stopPolling();
    this.#forgetToken();
    // Signed out in memory only: an action still running (a status check at exit) fails at once
    // instead of ending the session, which would remove the kept one from the keychain.
    this.#state = 'signed_out';
    this.#releaseWaiters(err('consent_cancelled', MESSAGES.cancelled));
  }

  async #usableToken(what: string): Promise<Result<string>> {
    if (this.#state === 'signed_in' && this.#jwt && this.#now() < this.#jwtExpiresAt - this.#margin())
      return ok(this.#jwt);
    if (this.#state === 'signed_in') this.#sessionEnded('session_expired', MESSAGES.sessionExpired);
    if (this.#state === 'signed_out') return err('psu_signed_out', MESSAGES.signedOut);
    // waiting or needs_approval: resume once the user has approved again.
    return new Promise((resolve) => {
      this.#waiters.push({ what, resolve });
      this.#changed();
    });
  }

  #finishConsent(outcome: ConsentOutcome): void {
    this.#poll = null;
    this.#consent = null;
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'approved') {
      this.#jwt = outcome.token.id_token;
      this.#jwtExpiresAt = psuTokenExpiresAt(outcome.token, outcome.receivedAtMs);
      this.#state = 'signed_in';
      this.#problem = null;
      this.#scheduleExpiry();
      const kept = { token: this.#jwt, email: this.#email, expiresAtMs: this.#jwtExpiresAt };
      this.#store((s) => s.save(kept));
      this.#releaseWaiters(ok(this.#jwt));
    } else {
      const problem =
        outcome.kind === 'failed'
          ? { code: outcome.error.code, message: outcome.error.message }
          : { code: `consent_${outcome.kind}`, message: MESSAGES[outcome.kind] };
      this.#problem = problem;
      this.#state = this.#waiters.length ? 'needs_approval' : 'signed_out';
    }
    this.#changed();
  }

  #sessionEnded(code: string, message: string): void {
    this.#forgetToken();
    this.#store((s) => s.forget()); // expired or refused by the bank: no later run may reuse it
    this.#state = 'needs_approval';
    this.#problem = { code, message };
    this.#changed();
  }

  #scheduleExpiry(): void {
    const jwt = this.#jwt;
    const wait = Math.max(0, this.#jwtExpiresAt - this.#margin() - this.#now());
    this.#expiryTimer = setTimeout(
      () => {
        if (this.#jwt === jwt && this.#state === 'signed_in')
          this.#sessionEnded('session_expired', MESSAGES.sessionExpired);
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    this.#expiryTimer.unref?.();
  }

  /** Queues a keychain operation after the ones before it; a failure is the store's to log. */
  #store(op: (store: PsuTokenStore) => Promise<void>): void {
    const store = this.#options.store;
    if (!store) return;
    this.#storing = this.#storing.then(() => op(store)).catch(() => undefined);
  }

  #margin(): number {
    return this.#options.expiryMarginMs ?? 15_000;
  }

  #forgetToken(): void {
    this.#jwt = null;
    this.#jwtExpiresAt = 0;
    if (this.#expiryTimer) clearTimeout(this.#expiryTimer);
    this.#expiryTimer = null;
  }

  #stopPolling(): void {
    this.#poll?.abort();
    this.#poll = null;
  }

  #releaseWaiters(result: Result<string>): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.resolve(result);
  }

  #changed(): void {
    this.#options.onChange?.(this.view());
  }
}
