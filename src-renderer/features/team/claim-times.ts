import type { ResponseOf } from '../../../src-shared/ipc/contract';
import { timeSpan, type TimeSpan } from '../../../src-shared/i18n/time-span';

export type Lease = ResponseOf<'team:claimLease'>;

/** The claim's lease when main does not say (the team schema's ten minutes). */
const DEFAULT_LEASE_SECONDS = 600;

/**
 * What the claim notice says, from a `team:claimLease` answer, all on the team database's clock
 * (no skew between desktops), in seconds under two minutes and whole minutes beyond (a sender's
 * heartbeat is 30 s): the time since the sender last renewed (rounded down: 0 is "less than a
 * minute"), the time until a takeover is possible (rounded up, at least 1 while the claim is
 * alive), and the lease's length.
 */
export function claimTimes(lease: Lease): { ago: TimeSpan; left: TimeSpan; lease: TimeSpan } {
  const leaseSeconds =
    lease.claimedAt && lease.leaseUntil
      ? Math.max(0, (Date.parse(lease.leaseUntil) - Date.parse(lease.claimedAt)) / 1000)
      : DEFAULT_LEASE_SECONDS;
  const secondsLeft = Math.max(0, lease.secondsLeft ?? 0);
  return {
    ago: timeSpan(leaseSeconds - secondsLeft, Math.floor),
    left: lease.takeoverAllowed ? { unit: 'minutes', count: 0 } : timeSpan(secondsLeft, Math.ceil, 1),
    lease: timeSpan(leaseSeconds, Math.round),
  };
}
