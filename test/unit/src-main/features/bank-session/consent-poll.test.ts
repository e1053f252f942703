import { describe, expect, it } from 'vitest';
import {
  consentPollDelayMs,
  type ExchangeAnswer,
  waitForConsent,
} from '../../../../../src-main/features/bank-session/consent-poll';
import { psuTokenExpiresAt } from '../../../../../src-main/features/bank-session/token-expiry';
import { pendingHint } from '../../../../../src-main/features/bank-session/consent-bank';
import type { BankError } from '../../../../../src-main/adapters/bank-api/errors';

/** A virtual clock: `sleep` moves time forward instead of waiting. */
function virtualTime(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number, signal: AbortSignal) => {
      if (signal.aborted) throw new Error('aborted');
      sleeps.push(ms);
      now += ms;
    },
  };
}

const token = { token_type: 'Bearer', id_token: 'header.payload.sig', expires_in: 900 };
const bankError = (status?: number, retryAfterMs?: number): BankError => ({
  code: status === undefined ? 'bank_unreachable' : 'x',
  message: 'failed',
  details: { ...(status === undefined ? {} : { status }), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
});

function scripted(answers: ExchangeAnswer[], fallback: ExchangeAnswer = { kind: 'pending' }) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    exchange: async () => answers[calls++] ?? (calls++, fallback),
  };
}

describe('consent polling', () => {
  it('polls every 0.5 s for the first ~10 s, then backs off from 1 s to a 5 s cap', () => {
    // Quick while a person is likely tapping "approve" (the first ~10 s), then slower up to 5 s.
    expect([0, 1, 19].map(consentPollDelayMs)).toEqual([500, 500, 500]);
    expect([20, 21, 22, 23, 24, 30].map(consentPollDelayMs)).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
  });

  it('keeps waiting through 404s and returns the token once approved', async () => {
    const time = virtualTime();
    const bank = scripted([{ kind: 'pending' }, { kind: 'pending' }, { kind: 'approved', token }]);
    const outcome = await waitForConsent({
      exchange: bank.exchange,
      expiresAtMs: time.now() + 600_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(outcome).toEqual({ kind: 'approved', token, receivedAtMs: time.now() });
    expect(time.sleeps).toEqual([500, 500]);
  });

  it('ends as expired at expiration_time, after one last look', async () => {
    const time = virtualTime();
    const expiresAtMs = time.now() + 10_000;
    const bank = scripted([]);
    const outcome = await waitForConsent({
      exchange: bank.exchange,
      expiresAtMs,
      signal: new AbortController().signal,
      ...time,
    });
    expect(outcome).toEqual({ kind: 'expired' });
    expect(time.now()).toBe(expiresAtMs);
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('ends at once when the bank says declined or expired', async () => {
    const time = virtualTime();
    const declined = await waitForConsent({
      exchange: scripted([{ kind: 'pending' }, { kind: 'pending', hint: 'declined' }]).exchange,
      expiresAtMs: time.now() + 600_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(declined).toEqual({ kind: 'declined' });
    const expired = await waitForConsent({
      exchange: scripted([{ kind: 'pending', hint: 'expired' }]).exchange,
      expiresAtMs: time.now() + 600_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(expired).toEqual({ kind: 'expired' });
  });

  it('retries network errors and 503 (honouring Retry-After) but stops on 401', async () => {
    const time = virtualTime();
    const bank = scripted([
      { kind: 'error', error: bankError() },
      { kind: 'error', error: bankError(503, 7000) },
      { kind: 'approved', token },
    ]);
    const outcome = await waitForConsent({
      exchange: bank.exchange,
      expiresAtMs: time.now() + 600_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(outcome.kind).toBe('approved');
    expect(time.sleeps).toEqual([500, 7000]);
    const failed = await waitForConsent({
      exchange: scripted([{ kind: 'error', error: bankError(401) }]).exchange,
      expiresAtMs: time.now() + 600_000,
      signal: new AbortController().signal,
      ...time,
    });
    expect(failed).toEqual({ kind: 'failed', error: bankError(401) });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const outcome = await waitForConsent({
      exchange: async () => {
        controller.abort();
        return { kind: 'pending' };
      },
      expiresAtMs: Date.now() + 600_000,
      signal: controller.signal,
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
  });

  it('reads declined and expired from the bank message only when it says so', () => {
    expect(pendingHint('The customer declined this consent; start a new one.')).toBe('declined');
    expect(pendingHint('The consent expired at 2026-01-01T00:00:00Z; start a new one.')).toBe('expired');
    expect(pendingHint('The customer has not approved this consent yet; try again shortly.')).toBeUndefined();
    expect(pendingHint(undefined)).toBeUndefined();
  });
});

describe('PSU token expiry', () => {
  const jwtWithExp = (exp?: number) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part({ alg: 'none' })}.${part(exp === undefined ? {} : { exp })}.`;
  };

  it('trusts the earlier of expires_in and the exp claim', () => {
    const received = Date.UTC(2026, 0, 1, 12, 0, 0);
    const expSoon = received / 1000 + 60;
    expect(psuTokenExpiresAt({ id_token: jwtWithExp(expSoon), expires_in: 900 }, received)).toBe(expSoon * 1000);
    expect(psuTokenExpiresAt({ id_token: jwtWithExp(received / 1000 + 3600), expires_in: 900 }, received)).toBe(
      received + 900_000,
    );
  });

  it('falls back to expires_in when the token has no exp or is not a JWT', () => {
    expect(psuTokenExpiresAt({ id_token: jwtWithExp(), expires_in: 300 }, 0)).toBe(300_000);
    expect(psuTokenExpiresAt({ id_token: 'opaque-token', expires_in: 300 }, 0)).toBe(300_000);
  });
});
