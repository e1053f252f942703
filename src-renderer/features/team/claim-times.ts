import type { ResponseOf } from '../../../src-shared/ipc/contract';

export type Lease = ResponseOf<'team:claimLease'>;

/** The claim's lease when main does not say (the team schema's ten minutes). */
const DEFAULT_LEASE_SECONDS = 600;

/**
 * What the claim notice says, from a `team:claimLease` answer, all on the team database's clock
 * (no skew between desktops): whole minutes since the sender last renewed (rounded down: "less than
 * a minute" is 0), whole minutes until a takeover is possible (rounded up, at least 1 while the
 * claim is alive), and the lease's length in minutes.
 */
export function claimTimes(lease: Lease): { agoMinutes: number; leftMinutes: number; leaseMinutes: number } {
  const leaseSeconds =
    lease.claimedAt && lease.leaseUntil
      ? Math.max(0, (Date.parse(lease.leaseUntil) - Date.parse(lease.claimedAt)) / 1000)
      : DEFAULT_LEASE_SECONDS;
  const secondsLeft = Math.max(0, lease.secondsLeft ?? 0);
  return {
    agoMinutes: Math.floor(Math.max(0, leaseSeconds - secondsLeft) / 60),
    leftMinutes: lease.takeoverAllowed ? 0 : Math.max(1, Math.ceil(secondsLeft / 60)),
    leaseMinutes: Math.round(leaseSeconds / 60),
  };
}
