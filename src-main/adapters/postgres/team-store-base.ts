import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { TeamStoreBase as TeamStoreBasePort } from '../../ports/team/team-store-base';
import { ok, type Result } from '../../../src-shared/result';
import type { LocalHistorySource } from '../../ports/history/history-copy';
import { TrackingLeases } from './bulk-lease';
import type { TableCount } from '../../ports/history/history-copy';
import { copyLocalHistoryToTeam, recordBulksInTeam } from './import-history';
import type { TeamLog } from './team-connection-config';
import { teamErrorOf, type TeamWhere } from './team-errors';
import { PgHistoryRepository } from './team-history';
import { TEAM_MIGRATIONS, type TeamMigration } from './team-schema';
import { TeamProfiles } from './team-profiles';
import { TeamReleaseRules } from './team-release-rules';
import { TeamTemplates } from './team-templates';
import { inTransaction } from './pg-transaction';

/** A run being sent marked sent (any further condition ANDed after it). */
export const MARK_SENT_SQL = `UPDATE bulkpay.runs SET state = 'sent' WHERE id = $1 AND state = 'sending'`;

/** How long a sending desktop's own writes are tried again while the team database restarts. */
export const RESTART_GRACE_MS = 20_000;

/** A pool whose connections were all handed out this recently is busy, not cut off. */
const RECENTLY_ANSWERED_MS = 10_000;

/**
 * The team store's connections and what every part of it shares: one transaction helper, the
 * refusals and an unreachable server as error values, and the stores on the same pool (history,
 * templates, profiles, leases). TeamStore (team-store.ts) adds the schema and members, and
 * TeamRunStore (team-run-store.ts) the runs.
 */
export class TeamStoreBase implements TeamStoreBasePort {
  protected constructor(
    protected readonly pool: pg.Pool,
    /** The settings `pool` was opened with, for the connection of a run being sent (senderLane). */
    protected readonly config: pg.PoolConfig,
    protected readonly where: TeamWhere,
    protected readonly log: TeamLog,
    /** Every migration this Bulkpay knows (tests pass their own list). */
    protected readonly migrations: readonly TeamMigration[] = TEAM_MIGRATIONS,
  ) {
    pool.on('acquire', () => {
      this.#lastAcquired = Date.now();
    });
  }

  /** When a connection was last handed out: the server answered then (connected clients only). */
  #lastAcquired = 0;

  /**
   * The pool, for the app's TeamListener to LISTEN on the desktop's one connection (team-events.ts,
   * listen-link.ts); opened with min 1 so the pool keeps it.
   */
  listenPool(): pg.Pool {
    return this.pool;
  }

  /** The team's shared history (schema version 3) on this store's connections. */
  history(now?: () => Date): PgHistoryRepository {
    return new PgHistoryRepository(this.pool, now);
  }

  /**
   * Copies this desktop's history (or the given bulks) into the team history, idempotently, with
   * counts per table before and after (import-history.ts). For `bulkpay team import-history` and
   * the team screens.
   */
  async importLocalHistory(
    local: LocalHistorySource,
    desktop: string,
    bulkIds?: string[],
  ): Promise<Result<TableCount[]>> {
    return this.attempt(() => copyLocalHistoryToTeam(local, this.pool, { desktop, ...(bulkIds ? { bulkIds } : {}) }));
  }

  /**
   * A run's bulks put in the team history while it is sent, without import-history's counts; tried
   * again while the team database restarts. With `sentRun` (its last bulk's answer) the run is
   * marked sent in the same transaction, if this member still sends it from that host; true when
   * this record marked it (false too when an earlier try committed but its answer was lost).
   */
  async recordRunBulks(
    local: LocalHistorySource,
    desktop: string,
    bulkIds: string[],
    sentRun?: { id: string; host: string },
  ): Promise<Result<boolean>> {
    let marked = false;
    const markSent = async (c: pg.PoolClient) => {
      const r = await c.query(`${MARK_SENT_SQL} AND claimed_by = session_user AND claimed_host = $2`, [
        sentRun?.id,
        sentRun?.host,
      ]);
      marked = r.rowCount === 1;
    };
    const recorded = await this.attemptThroughRestart(() =>
      recordBulksInTeam(local, this.pool, { desktop, bulkIds }, sentRun ? markSent : undefined),
    );
    return recorded.ok ? ok(marked) : recorded;
  }

  /**
   * Of these Idempotency-Keys, those whose bulk the team history holds (with the bank's answer or,
   * for a send interrupted before it was recorded, without it: a resend brings that).
   */
  async bulkKeysKnown(keys: string[]): Promise<Result<Set<string>>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{ key: string }>(
        `SELECT idempotency_key AS key FROM bulkpay.history_bulks
         WHERE idempotency_key = ANY($1::text[])`,
        [keys],
      );
      return new Set(rows.map((r) => r.key));
    });
  }

  /**
   * The open bulks of team runs this desktop should follow when the app starts: those it sent itself
   * (its database user and `desktop`), and those whose sender is gone (its heartbeat ran out, or it
   * never beat). A bulk the bank has no id for yet is the sender's to settle from its journal.
   */
  async openBulksToFollow(desktop: string): Promise<Result<string[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{ id: string }>(
        `SELECT b.id FROM bulkpay.history_bulks b
         JOIN bulkpay.runs r ON r.plan -> 'idempotencyKeys' ? b.idempotency_key
         LEFT JOIN bulkpay.run_senders s ON s.run_id = r.id
         WHERE NOT b.processed AND b.bank_bulk_id IS NOT NULL AND b.idempotency_key IS NOT NULL
           AND ((b.db_user = session_user AND b.imported_from = $1)
                OR s.alive_until IS NULL OR s.alive_until < now())
         ORDER BY b.created_at, b.id`,
        [desktop],
      );
      return rows.map((r) => r.id);
    });
  }

  /** Runs work on the team store (its history, templates, leases) with refusals and an unreachable server as error values. */
  async guard<T>(fn: () => Promise<T>): Promise<Result<T>> {
    return this.attempt(fn);
  }

  /** The team's saved column mappings (team-templates.ts). */
  templates(): TeamTemplates {
    return new TeamTemplates(this.pool);
  }

  /** The team's bank profiles: their non-secret settings (team-profiles.ts, schema version 5). */
  profiles(): TeamProfiles {
    return new TeamProfiles(this.pool);
  }

  /** The team's release rules: amount threshold, second approver, members' limits (schema 10). */
  releaseRules(): TeamReleaseRules {
    return new TeamReleaseRules(this.pool);
  }

  /** The lease under which one desktop at a time follows a bulk (adapters/postgres/bulk-lease.ts). */
  trackingLeases(): TrackingLeases {
    return new TrackingLeases(this.pool);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /**
   * Whether a connection can be had within `ms`: an idle one answers at once; otherwise one is
   * checked out, and when it takes longer the server counts as unreachable for this read (the
   * attempt goes on under the pool's own timeout and is handed back if it ever connects).
   */
  async reachable(ms: number): Promise<Result<void>> {
    // An open connection waiting, or every connection busy with work the server answered moments
    // ago: reachable (a busy pool is not a silent server).
    if (this.pool.idleCount > 0) return ok(undefined);
    if (this.pool.totalCount > 0 && Date.now() - this.#lastAcquired < RECENTLY_ANSWERED_MS) return ok(undefined);
    const checkout = this.pool.connect();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    try {
      const client = await Promise.race([checkout, late]);
      if (client !== 'late') {
        client.release();
        return ok(undefined);
      }
      checkout.then(
        (c) => c.release(),
        () => {},
      );
      return teamErrorOf(new Error(`timeout exceeded when trying to connect (${ms} ms)`), this.where, this.log);
    } catch (e) {
      return teamErrorOf(e, this.where, this.log);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `fn` in one transaction on one connection; any throw rolls it back. */
  protected async transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, fn);
  }

  /** The user's sentence for an error a read of this store met; the raw error goes to the log. */
  errorOf(e: unknown): Result<never> {
    return teamErrorOf(e, this.where, this.log);
  }

  /**
   * For writes safe to repeat that a send cannot do without (its claim, its record in the team
   * history, marking it sent): while the server cannot be reached (restarting, a connection cut)
   * tried again with growing pauses for up to RESTART_GRACE_MS, then the unreachable error.
   */
  protected async attemptThroughRestart<T>(fn: () => Promise<T>): Promise<Result<T>> {
    const giveUpAt = Date.now() + RESTART_GRACE_MS;
    for (let pause = 200; ; pause = Math.min(pause * 2, 2_000)) {
      const tried = await this.attempt(fn);
      if (tried.ok || tried.error.code !== 'team_unreachable' || Date.now() + pause > giveUpAt) return tried;
      await sleep(pause);
    }
  }

  protected async attempt<T>(fn: () => Promise<T>): Promise<Result<T>> {
    try {
      return ok(await fn());
    } catch (e) {
      return teamErrorOf(e, this.where, this.log);
    }
  }
}
