// The team's runs: submitted for release, released or returned (four eyes, in the database),
// claimed and sent once across the team (adapters/postgres/team-run-store.ts).
import type { Result } from '../../../src-shared/result';
import type {
  AuditEntry,
  ClaimLease,
  ListedRun,
  RunPayment,
  RunToSubmit,
  SendClaim,
  TeamDuplicate,
  TeamRun,
} from '../team-run-types';
import type { TeamStoreBase } from './team-store-base';

/** What a desktop sending a run writes on a connection of its own (TeamRunStore.senderLane). */
export type SenderLane = Pick<TeamRunStore, 'claimSend' | 'senderHeartbeat' | 'close'>;

export interface TeamRunStore extends TeamStoreBase {
  /**
   * Stores a run for release, with its payments for the team's duplicate check, in one transaction.
   * `onceForFile` (the inbox): a run the team already holds for this file is returned as it is.
   */
  submitRun(run: RunToSubmit, payments?: RunPayment[], o?: { onceForFile?: boolean }): Promise<Result<TeamRun>>;
  /** The payments of this list (by fingerprint) that anyone in the team sent since `sinceIso`. */
  sentRecently(
    fingerprints: string[],
    sinceIso: string,
  ): Promise<Result<Map<string, Omit<TeamDuplicate, 'runId'> & { bulkId: string }>>>;
  /** Runs anyone in the team prepared in the last `days` days holding a payment with one of these fingerprints. */
  findTeamDuplicates(
    fingerprints: string[],
    days: number,
    excludeRunId?: string | null,
  ): Promise<Result<Map<string, TeamDuplicate>>>;
  release(id: string): Promise<Result<TeamRun>>;
  returnRun(id: string, comment: string): Promise<Result<TeamRun>>;
  /** Claims a released run for sending from this desktop, or renews this desktop's claim. */
  claimSend(
    id: string,
    host: string,
    as: { tpp: string; customer: string },
    aliveMs?: number,
  ): Promise<Result<SendClaim>>;
  /** A connection of its own for the run this desktop is about to send (heartbeat and claim renewals). */
  senderLane(): SenderLane;
  /** The run's claim to send as the database sees it now. */
  claimLease(id: string): Promise<Result<ClaimLease>>;
  /** Marks the run sent once its last bulk is at the bank. */
  markSent(id: string): Promise<Result<TeamRun>>;
  /** This desktop, sending run `id`, says it is still alive; false once it no longer holds the claim. */
  senderHeartbeat(id: string, host: string, aliveMs?: number): Promise<Result<boolean>>;
  runPayments(id: string): Promise<Result<RunPayment[]>>;
  run(id: string): Promise<Result<TeamRun>>;
  /** The newest runs, without their plans (the list shows none). */
  runs(limit?: number): Promise<Result<ListedRun[]>>;
  /** These runs as the list shows them, in one read; a run there is not is left out. */
  listedRuns(ids: string[]): Promise<Result<ListedRun[]>>;
  audit(runId: string): Promise<Result<AuditEntry[]>>;
}
