// Who follows a bulk at the bank: the lease the bulk follower takes (features/tracking/bulk-follower.ts),
// always granted on a desktop alone, held in the team database in a team (adapters/postgres/bulk-lease.ts).

/** Who may ask the bank about a bulk now. */
export interface BulkLease {
  /** Takes or renews the lease on the bulk; false while someone else holds it. */
  acquire(bulkId: string): Promise<boolean>;
  /** Gives the lease up at once (the bulk is final). */
  release(bulkId: string): Promise<void>;
  /** The holder a status write is checked against (the team history refuses a write after the lease ran out). */
  readonly holder?: string;
}

/**
 * The team's leases, one per bulk followed: the time is the database server's, so desktops whose
 * clocks differ agree on when a lease has run out.
 */
export interface TeamLeases {
  /** Takes or renews `holder`'s lease on the bulk for `ttlMs`; false while another holder's runs. */
  acquire(bulkId: string, holder: string, ttlMs: number): Promise<boolean>;
  release(bulkId: string, holder: string): Promise<void>;
  /** Who follows the bulk now, for "followed by … on …"; undefined when nobody's lease runs. */
  holder(bulkId: string): Promise<{ holder: string; dbUser: string; leaseUntil: string } | undefined>;
}
