import { describe, expect, it } from 'vitest';
import {
  BULK_CREATION_POLICY,
  CONSENT_POLL_POLICY,
  decideRetry,
  isTransient,
  READ_POLICY,
  retryDelayMs,
} from '../../../../src-main/domain/retry';

const withStatus = (status: number, code = 'bank_error', retryAfterMs?: number) => ({
  code,
  details: retryAfterMs === undefined ? { status } : { status, retryAfterMs },
});

describe('one meaning of transient', () => {
  it('is no answer, 5xx, 429 and 409; not 4xx, oversized or malformed answers', () => {
    expect(isTransient({ code: 'bank_timeout', details: {} })).toBe(true);
    expect(isTransient({ code: 'bank_unreachable', details: {} })).toBe(true);
    expect(isTransient({ code: 'bank_tls_untrusted', details: {} })).toBe(false);
    for (const status of [500, 502, 503, 504, 429, 409]) expect(isTransient(withStatus(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 405]) expect(isTransient(withStatus(status))).toBe(false);
    expect(isTransient(withStatus(200, 'bank_answer_too_large'))).toBe(false);
    expect(isTransient(withStatus(200, 'bank_bad_response'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('grows, is capped, has jitter, and takes Retry-After as a floor', () => {
    const at = (attempt: number, random: number, retryAfter?: number) =>
      retryDelayMs(attempt, { ...BULK_CREATION_POLICY, random: () => random }, retryAfter);
    expect(at(1, 0)).toBe(500);
    expect(at(1, 1)).toBe(1000);
    expect(at(3, 1)).toBe(4000);
    expect(at(20, 1)).toBe(BULK_CREATION_POLICY.maxDelayMs);
    expect(at(1, 0, 7000)).toBe(7000);
  });

  it('without jitter follows the factor exactly (consent polling: 1 s growing by half to 5 s)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, CONSENT_POLL_POLICY))).toEqual([
      1000, 1500, 2250, 3375, 5000, 5000,
    ]);
  });
});

describe('decideRetry', () => {
  const read = { ...READ_POLICY, random: () => 1 };
  it('retries a 429 like a 503 and waits what Retry-After says', () => {
    expect(decideRetry(withStatus(429, 'bank_rate_limited', 3000), 1, read)).toEqual({ retry: true, waitMs: 3000 });
    expect(decideRetry(withStatus(503, 'bank_unavailable', 3000), 1, read)).toEqual({ retry: true, waitMs: 3000 });
  });
  it('stops after maxAttempts, on a Retry-After longer than the policy allows, and past the budget', () => {
    expect(decideRetry(withStatus(500), READ_POLICY.maxAttempts!, read)).toEqual({
      retry: false,
      reason: 'exhausted',
    });
    expect(decideRetry(withStatus(503, 'bank_unavailable', 10 * 60_000), 1, read).retry).toBe(false);
    expect(decideRetry(withStatus(500), 1, { ...BULK_CREATION_POLICY, random: () => 1 }, 5 * 60_000).retry).toBe(false);
  });
  it('never retries what is not transient', () => {
    expect(decideRetry(withStatus(401, 'bank_auth_failed'), 1, read)).toEqual({
      retry: false,
      reason: 'not_transient',
    });
  });
});
