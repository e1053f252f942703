import { describe, expect, it } from 'vitest';
import { claimTimes, type Lease } from '../../../src-renderer/features/team/claim-times';

const lease = (secondsLeft: number, takeoverAllowed = false): Lease => ({
  state: 'sending',
  claimedBy: 'carol',
  claimedHost: 'carol-laptop',
  claimedAt: '2026-11-24T21:00:00.000Z',
  leaseUntil: '2026-11-24T21:10:00.000Z',
  secondsLeft,
  takeoverAllowed,
});

describe('claimTimes (the claim notice on a run being sent elsewhere)', () => {
  it('just renewed: less than a minute ago, takeover in 10 minutes', () => {
    expect(claimTimes(lease(600))).toEqual({ agoMinutes: 0, leftMinutes: 10, leaseMinutes: 10 });
    expect(claimTimes(lease(545))).toEqual({ agoMinutes: 0, leftMinutes: 10, leaseMinutes: 10 });
  });
  it('minutes since renewal round down, minutes left round up (never "within 0 minutes" while alive)', () => {
    expect(claimTimes(lease(400))).toEqual({ agoMinutes: 3, leftMinutes: 7, leaseMinutes: 10 });
    expect(claimTimes(lease(5))).toEqual({ agoMinutes: 9, leftMinutes: 1, leaseMinutes: 10 });
  });
  it('lapsed: nothing left, the lease length for "over 10 minutes"', () => {
    expect(claimTimes(lease(0, true))).toEqual({ agoMinutes: 10, leftMinutes: 0, leaseMinutes: 10 });
  });
  it('without the claim times, the schema lease of ten minutes', () => {
    expect(claimTimes({ ...lease(120), claimedAt: null, leaseUntil: null })).toMatchObject({
      agoMinutes: 8,
      leftMinutes: 2,
      leaseMinutes: 10,
    });
  });
});
