// What every part of the team store shares (adapters/postgres/team-store-base.ts): the pool, errors
// as values, the team history and the stores on the same connections.
import type { ImportTemplate } from '../../../src-shared/import/templates';
import type { Result } from '../../../src-shared/result';
import type { LocalHistorySource, TableCount } from '../history/history-copy';
import type { HistoryRepository } from '../history/history-repository';
import type { TeamProfileSettingsRepository } from '../profiles';
import type { TeamLeases } from './leases';

/** Which release rule: the amount under which no second person is needed, two approvers above, or a member's limit. */
export type ReleaseRuleKind = 'threshold' | 'second_approver' | 'member_limit';

/** One release rule of the team. */
export interface ReleaseRule {
  kind: ReleaseRuleKind;
  currency: string;
  /** Exact decimal string. */
  amount: string;
  /** The member a limit applies to (database login role); null for the team-wide rules. */
  member: string | null;
}

/** The team's release rules: amount threshold, second approver, members' limits. */
export interface TeamReleaseRules {
  list(): Promise<ReleaseRule[]>;
  /** Sets (or with `amount` null removes) one rule; the database decides who may. */
  set(kind: ReleaseRuleKind, currency: string, amount: string | null, member?: string): Promise<void>;
}

/** The team's saved column mappings. */
export interface TeamTemplates {
  list(): Promise<ImportTemplate[]>;
  find(name: string): Promise<ImportTemplate | undefined>;
  save(template: ImportTemplate): Promise<ImportTemplate[]>;
  remove(name: string): Promise<ImportTemplate[]>;
}

/**
 * What every part of the team store shares: one connection pool, the database's refusals and an
 * unreachable server as error values, and the stores on the same pool.
 */
export interface TeamStoreBase {
  /** The team's shared history on this store's connections. */
  history(now?: () => Date): HistoryRepository;
  /** Copies this desktop's history (or the given bulks) into the team history, idempotently, with counts per table. */
  importLocalHistory(local: LocalHistorySource, desktop: string, bulkIds?: string[]): Promise<Result<TableCount[]>>;
  /**
   * A run's bulks put in the team history while it is sent (no counts), tried again while the team
   * database restarts; with `sentRun`, that run is marked sent in the same transaction if this
   * member still sends it from that host. True when this record marked it.
   */
  recordRunBulks(
    local: LocalHistorySource,
    desktop: string,
    bulkIds: string[],
    sentRun?: { id: string; host: string },
  ): Promise<Result<boolean>>;
  /** Of these Idempotency-Keys, those whose bulk the team history holds. */
  bulkKeysKnown(keys: string[]): Promise<Result<Set<string>>>;
  /** The open bulks of team runs this desktop should follow when the app starts. */
  openBulksToFollow(desktop: string): Promise<Result<string[]>>;
  /** Runs work on the team store (its history, templates, leases) with refusals and an unreachable server as error values. */
  guard<T>(fn: () => Promise<T>): Promise<Result<T>>;
  templates(): TeamTemplates;
  /** The team's bank profiles: their non-secret settings. */
  profiles(): TeamProfileSettingsRepository;
  releaseRules(): TeamReleaseRules;
  /** The lease under which one desktop at a time follows a bulk. */
  trackingLeases(): TeamLeases;
  close(): Promise<void>;
  /** Whether a connection can be had within `ms` (else the server counts as unreachable for this read). */
  reachable(ms: number): Promise<Result<void>>;
  /** The user's sentence for an error a read of this store met; the raw error goes to the log. */
  errorOf(e: unknown): Result<never>;
}
