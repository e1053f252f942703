/**
 * The team store's schema on PostgreSQL: every migration, in order (the statements are in the
 * team-schema-*.ts files; the first versions' runs, members and audit log in team-schema-runs.ts,
 * which says where each rule lives and which SQLSTATE each refusal carries).
 */
import type pg from 'pg';
import { fillPayeeNames, TEAM_AMOUNT_DATE_INDEXES, TEAM_PAYEE_NAMES_SQL } from './team-schema-payee-names';
import { teamHistorySql } from './team-history-schema';
import { TEAM_EVENTS_SQL } from './team-schema-events';
import { TEAM_OUTCOME_WRITERS_SQL } from './team-schema-outcome-writers';
import { teamSenderHeartbeatSql } from './team-schema-heartbeat';
import { TEAM_PAYEES_SQL } from './team-schema-payees';
import { TEAM_PAYEES_PAID_SQL } from './team-schema-payees-paid';
import { TEAM_SHORT_TERMS_INDEXES } from './team-schema-short-terms';
import { TEAM_RUNS_LIST_INDEXES } from './team-runs-list';
import { TEAM_CLAIM_SQL } from './team-schema-claim';
import { TEAM_PAYEE_START_INDEXES, TEAM_SEARCH_RANGE_INDEXES } from './team-schema-search-ranges';
import { TEAM_STATEMENT_CHECKS_SQL } from './team-schema-statement-checks';
import { TEAM_RUN_CHECKS_SQL } from './team-schema-run-checks';
import { TEAM_TRIGGER_EXECUTE_SQL } from './team-schema-trigger-execute';
import { TEAM_TRIGGER_TABLES_SQL } from './team-schema-trigger-tables';
import { TEAM_GIN_PENDING_SQL, TEAM_NAMES_GIN_SQL } from './team-schema-gin-pending';
import { TEAM_BEAT_TIME_SQL } from './team-schema-beat-time';
import { TEAM_RELEASE_RULES_SQL } from './team-schema-release-rules';
import { teamPayeeKeySql } from './team-schema-payee-key';
import { teamSchemaV5 } from './team-schema-v5';
import { TEAM_GROUP_ROLE, TEAM_RUN_BANK_IDENTITY_SQL, TEAM_RUN_PAYMENTS_SQL, TEAM_RUNS_SQL } from './team-schema-runs';

export { TEAM_GROUP_ROLE };

export interface TeamMigration {
  version: number;
  name: string;
  sql: string;
  /**
   * Indexes built after the migration's transaction, each with CREATE INDEX CONCURRENTLY (which no
   * transaction may hold), so desktops go on writing the table while they are built
   * (team-migrations.ts, buildIndexesConcurrently).
   */
  concurrentIndexes?: { name: string; definition: string }[];
  /**
   * The oldest team schema this version still works with both ways: a desktop knowing only that
   * version works against a database at this one, and a desktop at this one against a database
   * at that one (an index-only version: nothing a desktop calls changed). Recorded in
   * bulkpay.schema_version so older desktops read it; without it, the version itself
   * (src-shared/team-schema-age.ts is the rule).
   */
  worksFrom?: number;
  /**
   * Rows the version adds to a history already there, after its transaction and its concurrent
   * indexes, in short transactions of its own (idempotent: goes on where an interrupted one stopped).
   */
  fill?: (db: pg.Pool | pg.PoolClient) => Promise<void>;
}

/**
 * Every team-schema migration. Each applied version is recorded in bulkpay.schema_version and the
 * store applies every version not recorded there (whatever order changes land in).
 */
export const TEAM_MIGRATIONS: TeamMigration[] = [
  { version: 1, name: 'team-runs-four-eyes', sql: TEAM_RUNS_SQL },
  { version: 2, name: 'team-run-payments', sql: TEAM_RUN_PAYMENTS_SQL },
  { version: 3, name: 'team-history', sql: teamHistorySql(TEAM_GROUP_ROLE) },
  { version: 4, name: 'team-run-bank-identity', sql: TEAM_RUN_BANK_IDENTITY_SQL },
  { version: 5, name: 'team-profiles-pending-seen', sql: teamSchemaV5(TEAM_GROUP_ROLE) },
  { version: 6, name: 'team-change-notify', sql: TEAM_EVENTS_SQL },
  { version: 7, name: 'team-outcome-writers', sql: TEAM_OUTCOME_WRITERS_SQL },
  { version: 8, name: 'team-payee-book', sql: TEAM_PAYEES_SQL },
  { version: 9, name: 'team-sender-heartbeat', sql: teamSenderHeartbeatSql(TEAM_RUNS_SQL, TEAM_GROUP_ROLE) },
  { version: 10, name: 'team-release-rules', sql: TEAM_RELEASE_RULES_SQL },
  { version: 11, name: 'team-payee-book-paid', sql: TEAM_PAYEES_PAID_SQL },
  { version: 12, name: 'team-short-search-terms', sql: '', concurrentIndexes: TEAM_SHORT_TERMS_INDEXES },
  { version: 13, name: 'team-sender-beat-time', sql: TEAM_BEAT_TIME_SQL },
  {
    version: 14,
    name: 'team-payee-name-key',
    // Built when applied: its 9,590 characters' rows cost more than a team command's start may.
    get sql() {
      return teamPayeeKeySql();
    },
  },
  { version: 15, name: 'team-history-statement-checks', sql: TEAM_STATEMENT_CHECKS_SQL },
  { version: 16, name: 'team-history-state-by-date', sql: '', concurrentIndexes: TEAM_SEARCH_RANGE_INDEXES },
  {
    version: 17,
    name: 'team-runs-newest-first-claim-in-one-call',
    sql: TEAM_CLAIM_SQL,
    concurrentIndexes: TEAM_RUNS_LIST_INDEXES,
  },
  {
    version: 18,
    name: 'team-history-payee-start-covered',
    sql: '',
    concurrentIndexes: TEAM_PAYEE_START_INDEXES,
    worksFrom: 17,
  },
  // A desktop at 19 against a database at 17 or 18 searches payees as before (readPayeeNames finds
  // no table); a desktop at 17 or 18 against 19 never sees the names, the trigger keeps them.
  {
    version: 19,
    name: 'team-history-payee-names-amount-by-date',
    sql: TEAM_PAYEE_NAMES_SQL,
    concurrentIndexes: TEAM_AMOUNT_DATE_INDEXES,
    fill: fillPayeeNames,
    worksFrom: 17,
  },
  // Same refusals, fewer steps: nothing a desktop calls changed.
  { version: 20, name: 'team-run-checks-per-run', sql: TEAM_RUN_CHECKS_SQL, worksFrom: 17 },
  // Privileges only: no member may attach a team trigger function to a table of their own.
  { version: 21, name: 'team-trigger-functions-not-executable', sql: TEAM_TRIGGER_EXECUTE_SQL, worksFrom: 17 },
  // A second wall beside 21: every SECURITY DEFINER trigger function refuses tables not its own.
  { version: 22, name: 'team-trigger-functions-own-tables', sql: TEAM_TRIGGER_TABLES_SQL, worksFrom: 17 },
  // A storage parameter of the history's trigram indexes: nothing a desktop calls changed.
  { version: 23, name: 'team-history-trigram-pending-list', sql: TEAM_GIN_PENDING_SQL, worksFrom: 17 },
  // The payee names' trigram index without a pending list: nothing a desktop calls changed.
  { version: 24, name: 'team-payee-names-no-pending-list', sql: TEAM_NAMES_GIN_SQL, worksFrom: 17 },
];
