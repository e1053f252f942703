import type { BulkLease, TeamLeases } from '../../ports/team/leases';
import { followBulk, type BulkFollowing, type FollowerBank } from './bulk-follower';

// Following a team bulk: the follower under the team's lease (one desktop at a time asks the bank;
// the leases are the team database's, adapters/postgres/bulk-lease.ts).

/** What following a team bulk needs of the bank client (src-main/adapters/bank-api/client.ts). */
export type LeaseTrackerBank = FollowerBank;

/** The team store's tracking lease as the follower's lease: held by `holder` for `leaseMs` at a time. */
export function teamLease(leases: TeamLeases, holder: string, leaseMs: number): BulkLease {
  return {
    holder,
    acquire: (bulkId) => leases.acquire(bulkId, holder, leaseMs),
    release: (bulkId) => leases.release(bulkId, holder),
  };
}

export interface TeamBulkFollowing extends Omit<BulkFollowing, 'lease'> {
  leases: TeamLeases;
  /** This desktop, as other members see it ("alice@laptop-7 (pid 1234)"). */
  holder: string;
  /** How long a lease lasts unrenewed; another desktop takes over this long after this one stops. */
  leaseMs: number;
}

/**
 * Follows one bulk of the team history to its final state (followBulk under the team's lease).
 * Only the lease holder asks the bank and writes the state into the team history; every other
 * desktop reads it from there and checks the lease each interval, taking over once it has run out.
 */
export function followTeamBulk(
  bulkId: string,
  { leases, holder, leaseMs, ...following }: TeamBulkFollowing,
): Promise<'final' | 'stopped'> {
  return followBulk(bulkId, { ...following, lease: teamLease(leases, holder, leaseMs) });
}
