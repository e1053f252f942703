// The team database as features and the CLI use it: members and roles, the schema, the payee book,
// release rules, templates, shared profile settings, the team history and its copy from this
// desktop. Implemented on PostgreSQL by adapters/postgres/team-store.ts, opened in app/.
import type { ComparedPayment, RunDifference } from '../../../src-shared/payments/run-difference';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-checks';
import type { Result } from '../../../src-shared/result';
import type { PayeeEntry } from '../payee-book';
import type { PayeeCsvRow } from '../payee-csv-row';
import type { AppRole } from '../team-run-types';
import type { TeamRunStore } from './team-run-store';

export interface TeamMember {
  dbRole: string;
  appRole: AppRole;
  grantedBy: string;
  grantedAt: string;
}

export interface TeamStatus {
  user: string;
  appRole: AppRole | null;
  serverVersion: string;
  schemaVersion: number;
  /** The oldest Bulkpay schema the database works with (src-shared/team-schema-age.ts). */
  schemaWorksFrom: number;
  /** The newest schema this Bulkpay knows; above schemaVersion means migrations are due. */
  appSchemaVersion: number;
  /** The oldest database schema this Bulkpay works with. */
  appWorksFrom: number;
  /** This desktop's Unicode version and the team key tables' where they differ (a warning), else null. */
  payeeKeyUnicode: { app: string; tables: string } | null;
  /** The installed versions' indexes missing or invalid (an interrupted build); `connect --yes` builds them. */
  indexesToRebuild: string[];
  /** A build of them is running now (its lock is held): they are being built, not left interrupted. */
  indexesBuilding: boolean;
  /**
   * Schema 19's fill (the payee names of the payments already there) is unfinished: payee searches
   * take the slower way until it is done. Running now when `indexesBuilding` (the same build lock),
   * else left by an interrupted migrate; `connect --yes` goes on with it.
   */
  payeeNamesUnfilled: boolean;
}

/** The team's shared store: the runs (TeamRunStore) and the team's members, schema and payee book. */
export interface TeamStore extends TeamRunStore {
  status(): Promise<Result<TeamStatus>>;
  /** Installs or upgrades the team schema; needs a role that may create schemas and roles. */
  migrate(): Promise<Result<number[]>>;
  /** Maps a database login role to a Bulkpay role (admins only; the database checks). */
  setRole(dbRole: string, appRole: AppRole): Promise<Result<void>>;
  members(): Promise<Result<TeamMember[]>>;
  /** A release threshold per currency: runs at or under it in every currency need no second person. */
  setReleaseThreshold(currency: string, amount: string | null): Promise<Result<void>>;
  /** Sets the trust state of every entry of an IBAN in the team's payee book (approvers and admins; audited). */
  setPayeeTrust(iban: string, trust: 'trusted' | 'blocked' | 'known', note?: string): Promise<Result<void>>;
  /** Unblocks an IBAN in the team's book; how many entries were blocked. */
  unblockPayee(iban: string): Promise<Result<number>>;
  /** Imports payee rows into the team's book in one transaction, all or none; how many. */
  importPayees(rows: readonly PayeeCsvRow[]): Promise<Result<number>>;
  /** What this run changes against the team's previous run that paid the same payees (sent before `before`). */
  runDifference(payments: ComparedPayment[], before: string): Promise<Result<RunDifference | null>>;
  /** Who blocked an account in the team's book last, when, and the note given. */
  payeeBlock(iban: string, name?: string): Promise<Result<{ by: string; at: string; note: string | null } | null>>;
  /** The team's payee book, most recently paid first. */
  payeeBook(): Promise<Result<PayeeEntry[]>>;
  /** The team's payee book as the checks read it (team review, release and send). */
  payeeBookLookup(): Promise<Result<PayeeBookLookup>>;
}
