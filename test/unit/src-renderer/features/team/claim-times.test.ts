import { describe, expect, it } from 'vitest';
import { claimTimes, type Lease } from '../../../../../src-renderer/features/team/claim-times';

const lease = (secondsLeft: number, takeoverAllowed = false): Lease => ({
  state: 'sending',
  claimedBy: 'carol',
  claimedHost: 'carol-laptop',
  claimedAt: '2026-11-24T21:00:00.000Z',
  confirmedAt: '2026-11-24T21:00:00.000Z',
  leaseUntil: '2026-11-24T21:10:00.000Z',
  lapsesWith: 'claim',
  secondsLeft,
  takeoverAllowed,
});

const minutes = (count: number) => ({ unit: 'minutes', count });
const seconds = (count: number) => ({ unit: 'seconds', count });

describe('claimTimes (the claim notice on a run being sent elsewhere)', () => {
  it('just renewed: seconds ago (the notice says less than a minute), takeover in 10 minutes', () => {
    expect(claimTimes(lease(600))).toEqual({ ago: seconds(0), left: minutes(10), lease: minutes(10) });
    expect(claimTimes(lease(545))).toEqual({ ago: seconds(55), left: minutes(10), lease: minutes(10) });
  });
  it('minutes since renewal round down, minutes left round up (never "within 0" while alive)', () => {
    expect(claimTimes(lease(400))).toEqual({ ago: minutes(3), left: minutes(7), lease: minutes(10) });
    expect(claimTimes(lease(5))).toEqual({ ago: minutes(9), left: seconds(5), lease: minutes(10) });
  });
  it('under two minutes in seconds: a heartbeat of 30 s is not "within 1 minute"', () => {
    const beat = {
      ...lease(25),
      claimedAt: '2026-11-24T21:02:00.000Z',
      confirmedAt: '2026-11-24T21:09:30.000Z',
      lapsesWith: 'heartbeat' as const,
    };
    expect(claimTimes(beat)).toEqual({ ago: seconds(5), left: seconds(25), lease: seconds(30) });
    expect(claimTimes({ ...beat, secondsLeft: 0.4 })).toMatchObject({ left: seconds(1) });
    expect(claimTimes({ ...beat, secondsLeft: 0, takeoverAllowed: true })).toMatchObject({ lease: seconds(30) });
  });
  it('lapsed: nothing left, the lease length for "over 10 minutes"', () => {
    expect(claimTimes(lease(0, true))).toEqual({ ago: minutes(10), left: minutes(0), lease: minutes(10) });
  });
  it("the claim's ten minutes ran out while the heartbeat still beat: confirmed seconds ago, lapsed after 10 minutes", () => {
    // Schema 13: the heartbeat confirms every 30 s, but the claim itself was not renewed within its lease.
    const beating = { ...lease(0, true), confirmedAt: '2026-11-24T21:09:50.000Z' };
    expect(claimTimes(beating)).toEqual({ ago: seconds(10), left: minutes(0), lease: minutes(10) });
  });
  it('without the claim times, the schema lease of ten minutes', () => {
    expect(claimTimes({ ...lease(120), claimedAt: null, confirmedAt: null, leaseUntil: null })).toMatchObject({
      ago: minutes(8),
      left: minutes(2),
      lease: minutes(10),
    });
  });
});
