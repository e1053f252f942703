// The app follows the bulks of the team runs it sends, not only the CLI's `bulkpay team follow`:
// each bulk of the team history under the team's tracking lease (followBulk, the one follower),
// so the team history shows its final state without anyone running a command.
import { hostname } from 'node:os';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { ok, type Result } from '../../../src-shared/result';
import type { Logger } from '../../platform/log';
import { followBulk, type FollowerBank } from './bulk-follower';
import { teamLease } from './team-lease';
import { desktopName } from '../../platform/os-user';
import type { TeamStore } from '../../ports/team/team-store';

/** How long a desktop's lease on a bulk lasts unrenewed, and how often it looks (as `bulkpay team follow`). */
export interface TeamFollowTimes {
  leaseMs: number;
  intervalMs: number;
  /** The wait after a thrown database error (ERROR_BACKOFF unless given). */
  errorBackoff?: { firstMs: number; maxMs: number };
}

export const DEFAULT_TEAM_FOLLOW_TIMES: TeamFollowTimes = { leaseMs: 60_000, intervalMs: 5_000 };

/** The team bulks this app follows until they are final or the app closes. */
export class TeamBulkFollower {
  readonly #stop = new AbortController();
  readonly #following = new Map<string, Promise<'final' | 'stopped'>>();
  readonly #holder = `${desktopName(hostname())} (pid ${process.pid})`;

  constructor(
    private readonly times: TeamFollowTimes = DEFAULT_TEAM_FOLLOW_TIMES,
    private readonly logger?: Logger,
  ) {}

  /** Starts following the sent bulks of a team run in the team history (no-op for one already followed). */
  follow(store: TeamStore, bank: () => Promise<Result<FollowerBank>>, bulks: readonly Pick<BulkSummary, 'id'>[]): void {
    for (const { id } of bulks) {
      if (this.#following.has(id)) continue;
      const following = this.#followOne(store, bank, id).finally(() => this.#following.delete(id));
      this.#following.set(id, following);
    }
  }

  /**
   * At start: follows the team's open bulks this desktop sent, or whose sender is gone
   * (TeamStore.openBulksToFollow); the lease sees to it that one desktop asks the bank. Resolves
   * with how many are followed now.
   */
  async resume(store: TeamStore, bank: () => Promise<Result<FollowerBank>>): Promise<Result<number>> {
    const open = await store.openBulksToFollow(desktopName(hostname()));
    if (!open.ok) return open;
    this.follow(
      store,
      bank,
      open.value.map((id) => ({ id })),
    );
    return ok(open.value.length);
  }

  /** Resolves when `bulkId` is final in the team history, or following it stopped; undefined when not followed. */
  settled(bulkId: string): Promise<'final' | 'stopped'> | undefined {
    return this.#following.get(bulkId);
  }

  /** Stops following (the app closes); the leases run out and another desktop takes over. */
  async close(): Promise<void> {
    this.#stop.abort();
    await Promise.allSettled(this.#following.values());
  }

  async #followOne(
    store: TeamStore,
    bankOf: () => Promise<Result<FollowerBank>>,
    bulkId: string,
  ): Promise<'final' | 'stopped'> {
    try {
      const bank = await bankOf();
      if (!bank.ok) return 'stopped';
      return await followBulk(bulkId, {
        history: store.history(),
        lease: teamLease(store.trackingLeases(), this.#holder, this.times.leaseMs),
        bank: bank.value,
        intervalMs: this.times.intervalMs,
        signal: this.#stop.signal,
        ...(this.times.errorBackoff ? { errorBackoff: this.times.errorBackoff } : {}),
        // A database blip or a refused write: logged, and following goes on after a backoff.
        onError: (cause) =>
          this.logger?.warn('following a team bulk failed; trying again', { bulkId, error: String(cause) }),
      });
    } catch (cause) {
      // The bank could not be opened: another desktop, a later send or the next live start follows it.
      this.logger?.warn('following a team bulk stopped', { bulkId, error: (cause as Error).message });
      return 'stopped';
    }
  }
}
