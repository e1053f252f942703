import type { ResponseOf } from '../../../src-shared/ipc/contract';
import { timeSpan, type TimeSpan } from '../../../src-shared/i18n/time-span';

export type Lease = ResponseOf<'team:claimLease'>;

/** The claim's lease when main does not say (the team schema's ten minutes). */
const DEFAULT_LEASE_SECONDS = 600;

const seconds = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

/**
 * What the claim notice says, from a `team:claimLease` answer, all on the team database's clock
 * (no skew between desktops), in seconds under two minutes and whole minutes beyond (a sender's
 * heartbeat is 30 s): the time since the sender last confirmed (its claim or last heartbeat;
 * rounded down: 0 is "less than a minute"), the time until a takeover is possible (rounded up, at
 * least 1 while the claim is alive), and the length of what lapses: the claim's lease from the
 * claim when that ran out, the heartbeat's from the last beat when the beat stopped.
 */
export function claimTimes(lease: Lease): { ago: TimeSpan; left: TimeSpan; lease: TimeSpan } {
  const secondsLeft = Math.max(0, lease.secondsLeft ?? 0);
  const confirmed = lease.confirmedAt ?? lease.claimedAt;
  // Now, on the database's clock: the lease's end less what is left of it.
  const ago = confirmed && lease.leaseUntil ? seconds(confirmed, lease.leaseUntil) - secondsLeft : undefined;
  const from = lease.lapsesWith === 'heartbeat' ? confirmed : lease.claimedAt;
  const leaseSeconds = from && lease.leaseUntil ? seconds(from, lease.leaseUntil) : DEFAULT_LEASE_SECONDS;
  return {
    ago: timeSpan(Math.max(0, ago ?? leaseSeconds - secondsLeft), Math.floor),
    left: lease.takeoverAllowed ? { unit: 'minutes', count: 0 } : timeSpan(secondsLeft, Math.ceil, 1),
    lease: timeSpan(leaseSeconds, Math.round),
  };
}
