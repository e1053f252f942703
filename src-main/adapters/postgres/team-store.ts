import type pg from 'pg';
import type { PayeeEntry } from '../../ports/payee-book';
import { payeeBookLookup } from '../../../src-shared/payments/payee-book-memory';
import type { PayeeCsvRow } from '../../ports/payee-csv-row';
import type { ComparedPayment, RunDifference } from '../../../src-shared/payments/run-difference';
import { teamRunDifference } from './team-previous-run';
import { payeeKey, type PayeeBookLookup, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import { err, ok, type Result } from '../../../src-shared/result';
import {
  askTeamServer,
  MIN_SERVER_VERSION,
  teamPool,
  type TeamLog,
  type TeamServerFacts,
} from './team-connection-config';
import { teamErrorOf } from './team-errors';
import {
  appliedVersions,
  appWorksFrom,
  buildIndexesConcurrently,
  indexesBeingBuilt,
  indexesToRebuild,
  pendingMigrations,
  schemaWorksFrom,
  versionOf,
} from './team-migrations';
import { TeamRunStore } from './team-run-store';
import type { AppRole } from '../../ports/team-run-types';
import type { TeamMember, TeamStatus, TeamStore as TeamStorePort } from '../../ports/team/team-store';
import { TEAM_GROUP_ROLE, TEAM_MIGRATIONS, type TeamMigration } from './team-schema';
import { payeeKeyUnicodeDifference } from './team-schema-payee-key';
import { payeeNamesFilled } from './team-schema-payee-names';
import { REVOKE_TRIGGER_FUNCTIONS_SQL } from './team-schema-trigger-execute';

// The store's parts, for everyone importing them from here.
export * from '../../ports/team-run-types';
export { MIN_SERVER_VERSION, teamConnectionConfig, type TeamLog } from './team-connection-config';
export { pendingMigrations, versionOf } from './team-migrations';
export type { TeamRunStore } from './team-run-store';
export type { TeamMember, TeamStatus } from '../../ports/team/team-store';

/** SQLSTATE lock_not_available: a statement gave up waiting for a lock (lock_timeout). */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The team's shared store on PostgreSQL. The database decides who may do what; this class only
 * speaks SQL and turns the database's refusals into error values.
 */
export class TeamStore extends TeamRunStore implements TeamStorePort {
  static connect(
    config: pg.PoolConfig,
    log: TeamLog = () => {},
    migrations: readonly TeamMigration[] = TEAM_MIGRATIONS,
  ): Promise<Result<TeamStore>> {
    const pool = teamPool(config);
    return TeamStore.onPool(pool, askTeamServer(pool), config, log, migrations);
  }

  /**
   * The store on `pool`, whose first query (`asked`, askTeamServer) was sent already: a command
   * sends it before this code is read (team-connection.ts). A server too old, or one whose
   * character type folds only A–Z, is refused and the pool ended.
   */
  static async onPool(
    pool: pg.Pool,
    asked: Promise<TeamServerFacts>,
    config: pg.PoolConfig,
    log: TeamLog = () => {},
    migrations: readonly TeamMigration[] = TEAM_MIGRATIONS,
  ): Promise<Result<TeamStore>> {
    const where = { host: config.host ?? '', user: config.user ?? '', database: config.database ?? '' };
    try {
      const server = await asked;
      const refused = refusedServer(server, where.host);
      if (refused) {
        await pool.end();
        return refused;
      }
      return ok(new TeamStore(pool, config, where, log, migrations));
    } catch (e) {
      await pool.end().catch(() => {});
      return teamErrorOf(e, where, log);
    }
  }

  async status(): Promise<Result<TeamStatus>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{ user: string; server: string }>(
        `SELECT session_user AS user, current_setting('server_version') AS server`,
      );
      const row = rows[0]!;
      const schema = versionOf(await appliedVersions(this.pool), this.migrations);
      const role = schema
        ? (await this.pool.query<{ r: AppRole | null }>('SELECT bulkpay.app_role(session_user) AS r')).rows[0]!.r
        : null;
      return {
        user: row.user,
        appRole: role,
        serverVersion: row.server,
        schemaVersion: schema,
        schemaWorksFrom: await schemaWorksFrom(this.pool),
        appSchemaVersion: Math.max(...this.migrations.map((m) => m.version)),
        appWorksFrom: appWorksFrom(this.migrations),
        payeeKeyUnicode: payeeKeyUnicodeDifference(schema),
        indexesToRebuild: await indexesToRebuild(this.pool, this.migrations),
        indexesBuilding: await indexesBeingBuilt(this.pool),
        payeeNamesUnfilled: !(await payeeNamesFilled(this.pool)),
      };
    });
  }

  /** Installs or upgrades the team schema; needs a role that may create schemas and roles. */
  async migrate(): Promise<Result<number[]>> {
    let sqlstate: unknown;
    const migrated = await this.attempt(async () => {
      try {
        return await this.migrateNow();
      } catch (e) {
        sqlstate = (e as { code?: unknown }).code;
        throw e;
      }
    });
    // A version's lock_timeout (schemas 23 and 24): desktops held the tables it alters; that version was not kept
    // (each version commits on its own, so those before it stay).
    if (!migrated.ok && sqlstate === LOCK_NOT_AVAILABLE) {
      const { host } = this.where;
      return err(
        'team_upgrade_lock_timeout',
        `The upgrade of the team database on ${host} stopped: it waited too long for tables that Bulkpay desktops were using at that moment, and the version it was applying was not kept (versions applied before it stay; “bulkpay team status” shows the database’s version). Try the upgrade again when fewer people are working (for example outside office hours); desktops go on working with the database meanwhile.`,
        undefined,
        { host },
      );
    }
    // Not a Bulkpay role problem: the database login itself lacks a privilege to install schemas.
    if (!migrated.ok && sqlstate === '42501') {
      const { host, user, database } = this.where;
      return err(
        'team_install_privilege',
        `The database login ${user} may not install the team schema on ${host}: it needs CREATEROLE and CREATE on database ${database}. Ask your IT or database administrator to grant them (ALTER ROLE ${user} CREATEROLE; GRANT CREATE ON DATABASE ${database} TO ${user}), or to install the schema with a login that has them.`,
        undefined,
        { user, host, database },
      );
    }
    return migrated;
  }

  /**
   * Each pending version in a transaction of its own (serialised across desktops by an advisory
   * lock), then the indexes built concurrently, outside them, so the history's writers are never
   * stopped by an index build. One transaction per version, as a desktop recording meanwhile may
   * hold a weak lock that a later version's DDL needs strong: in one transaction for all, the
   * earlier version's lock and the desktop's wait deadlock (a lock upgrade behind a waiter).
   */
  private async migrateNow(): Promise<number[]> {
    const applied: number[] = [];
    for (;;) {
      const version = await this.transaction(async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('bulkpay-team-migrations'))`);
        const m = pendingMigrations(await appliedVersions(client), this.migrations)[0];
        if (!m) return undefined;
        if (m.sql) await client.query(m.sql);
        // A trigger function this version added is never executable by a member (schema 21).
        await client.query(REVOKE_TRIGGER_FUNCTIONS_SQL);
        await client.query(
          `CREATE TABLE IF NOT EXISTS bulkpay.schema_version (
             version integer PRIMARY KEY, name text NOT NULL,
             applied_by name NOT NULL DEFAULT session_user, applied_at timestamptz NOT NULL DEFAULT now());
           ALTER TABLE bulkpay.schema_version ADD COLUMN IF NOT EXISTS works_from integer;
           GRANT SELECT ON bulkpay.schema_version TO ${TEAM_GROUP_ROLE}`,
        );
        await client.query('INSERT INTO bulkpay.schema_version (version, name, works_from) VALUES ($1, $2, $3)', [
          m.version,
          m.name,
          m.worksFrom ?? null,
        ]);
        return m.version;
      });
      if (version === undefined) break;
      applied.push(version);
    }
    await buildIndexesConcurrently(this.pool, this.migrations);
    return applied;
  }

  /** Maps a database login role to a Bulkpay role (admins only; the database checks). */
  async setRole(dbRole: string, appRole: AppRole): Promise<Result<void>> {
    const found = await this.attempt(() =>
      this.pool.query('SELECT 1 FROM pg_roles WHERE rolname = $1 AND rolcanlogin', [dbRole]),
    );
    if (!found.ok) return found;
    if (found.value.rowCount === 0)
      return err(
        'team_no_such_role',
        `The database has no login role "${dbRole}"; ask your database administrator to create it (CREATE ROLE … LOGIN).`,
        undefined,
        { role: dbRole },
      );
    return this.attempt(() =>
      this.transaction(async (client) => {
        await client.query(
          `INSERT INTO bulkpay.members (db_role, app_role) VALUES ($1, $2)
           ON CONFLICT (db_role) DO UPDATE SET app_role = EXCLUDED.app_role`,
          [dbRole, appRole],
        );
        const grant = await client.query<{ sql: string }>(
          `SELECT format('GRANT %I TO %I', $1::text, $2::text) AS sql`,
          [TEAM_GROUP_ROLE, dbRole],
        );
        await client.query(grant.rows[0]!.sql);
      }),
    );
  }

  /** The team's members: each database login role with its Bulkpay role, and who gave it. */
  async members(): Promise<Result<TeamMember[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        db_role: string;
        app_role: AppRole;
        granted_by: string;
        granted_at: Date;
      }>('SELECT db_role, app_role, granted_by, granted_at FROM bulkpay.members ORDER BY db_role');
      return rows.map((r) => ({
        dbRole: r.db_role,
        appRole: r.app_role,
        grantedBy: r.granted_by,
        grantedAt: r.granted_at.toISOString(),
      }));
    });
  }

  /** A release threshold per currency: runs at or under it in every currency need no second person. */
  async setReleaseThreshold(currency: string, amount: string | null): Promise<Result<void>> {
    return this.attempt(() => this.releaseRules().set('threshold', currency, amount));
  }

  /**
   * Sets the trust state of every entry of an IBAN in the team's payee book (one made for the
   * account when the book has none). The database allows trusting, blocking and unblocking only
   * to approvers and admins and writes each change to the audit log (team-schema-payees.ts).
   */
  async setPayeeTrust(iban: string, trust: 'trusted' | 'blocked' | 'known', note?: string): Promise<Result<void>> {
    return this.attempt(async () => {
      const changed = await this.pool.query(
        `UPDATE bulkpay.payee_book SET trust = CASE WHEN $2 = 'known' AND payment_count = 0 THEN 'new' ELSE $2 END,
           note = coalesce($3, note) WHERE iban = $1 AND trust IS DISTINCT FROM $2`,
        [iban, trust, note ?? null],
      );
      if (!changed.rowCount && trust !== 'known')
        await this.pool.query(
          `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust, note) VALUES ('iban:' || $1, '', $1, $2, $3)
           ON CONFLICT (payee_key, iban) DO UPDATE SET trust = EXCLUDED.trust`,
          [iban, trust, note ?? null],
        );
    });
  }

  /** Unblocks an IBAN in the team's book (known again if paid, else new); how many entries were blocked. */
  async unblockPayee(iban: string): Promise<Result<number>> {
    return this.attempt(async () => {
      const changed = await this.pool.query(
        `UPDATE bulkpay.payee_book SET trust = CASE WHEN payment_count > 0 THEN 'known' ELSE 'new' END
         WHERE iban = $1 AND trust = 'blocked'`,
        [iban],
      );
      return changed.rowCount ?? 0;
    });
  }

  /**
   * Imports payee rows into the team's book in one transaction, all or none: each row's payee
   * (keyed by the database as it keys paid payees, or by its IBAN when the row has no name) and
   * account, with its note, ERP payee id and BIC; its trust when the cell says one (an unpaid entry
   * is `new`, never `known`). The database refuses trust and block changes to members who are not
   * approvers or admins (BP002) and writes every added entry and every change to the audit log,
   * marked as an import.
   */
  async importPayees(rows: readonly PayeeCsvRow[]): Promise<Result<number>> {
    return this.attempt(() =>
      this.transaction(async (c) => {
        await c.query(`SELECT set_config('bulkpay.via', 'import', true)`);
        for (const r of rows)
          await c.query(
            `INSERT INTO bulkpay.payee_book AS b (payee_key, name, iban, trust, note, payee_id, bic)
             VALUES (CASE WHEN $1 = '' THEN 'iban:' || $2 ELSE bulkpay.payee_name_key($1) END, $1, $2,
                     CASE WHEN $3::text IN ('trusted', 'blocked') THEN $3 ELSE 'new' END, $4, $5, $6)
             ON CONFLICT (payee_key, iban) DO UPDATE SET
               trust = CASE WHEN $3::text IS NULL THEN b.trust
                            WHEN $3 IN ('known', 'new') THEN CASE WHEN b.payment_count > 0 THEN 'known' ELSE 'new' END
                            ELSE $3 END,
               note = coalesce($4, b.note), payee_id = coalesce($5, b.payee_id), bic = coalesce($6, b.bic)`,
            [r.name, r.iban, r.trust, r.note, r.payeeId, r.bic],
          );
        return rows.length;
      }),
    );
  }

  /** What this run changes against the team's previous run that paid the same payees (sent before `before`). */
  async runDifference(payments: ComparedPayment[], before: string): Promise<Result<RunDifference | null>> {
    return this.attempt(() => teamRunDifference(this.pool, payments, before));
  }

  /** Who blocked an account in the team's book last, when, and the note given (the database's audit log). */
  async payeeBlock(
    iban: string,
    name?: string,
  ): Promise<Result<{ by: string; at: string; note: string | null } | null>> {
    return this.attempt(async () => {
      // A payee blocked as a whole ('' IBAN) is found by its name.
      const { rows } = await this.pool.query<{ db_user: string; at: Date; note: string | null }>(
        `SELECT db_user, at, detail->>'note' AS note FROM bulkpay.audit
         WHERE action = 'payee_blocked' AND detail->>'iban' = $1 AND ($2::text IS NULL OR detail->>'name' = $2)
         ORDER BY id DESC LIMIT 1`,
        [iban, iban === '' ? (name ?? '') : null],
      );
      const r = rows[0];
      return r ? { by: r.db_user, at: r.at.toISOString(), note: r.note } : null;
    });
  }

  /** The team's payee book, most recently paid first. */
  async payeeBook(): Promise<Result<PayeeEntry[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        payee_key: string;
        payee_id: string | null;
        name: string;
        iban: string;
        bic: string | null;
        first_paid_at: Date | null;
        last_paid_at: Date | null;
        payment_count: number;
        recent_amounts: [string, string][];
        trust: PayeeTrust;
        was_blocked: boolean;
        note: string | null;
      }>(`SELECT * FROM bulkpay.payee_book ORDER BY last_paid_at DESC NULLS LAST, name`);
      return rows.map((r) => ({
        key: r.payee_key,
        payeeId: r.payee_id,
        name: r.name,
        iban: r.iban,
        bic: r.bic,
        firstPaidAt: r.first_paid_at?.toISOString() ?? null,
        lastPaidAt: r.last_paid_at?.toISOString() ?? null,
        paymentCount: r.payment_count,
        recentAmounts: r.recent_amounts,
        trust: r.trust,
        wasBlocked: r.was_blocked,
        note: r.note,
      }));
    });
  }

  /**
   * The team's payee book as the checks read it (team review, release and send). The database keys
   * names as this app does (team schema 14); each entry's key is still worked out again from its
   * name and ERP payee id (`payeeKey`), so an entry carrying an id is found by that id.
   */
  async payeeBookLookup(): Promise<Result<PayeeBookLookup>> {
    const entries = await this.payeeBook();
    if (!entries.ok) return entries;
    return ok(
      payeeBookLookup(
        entries.value.map((e) => (e.key.startsWith('iban:') ? e : { ...e, key: payeeKey(e.name, e.payeeId) })),
      ),
    );
  }
}

/** Why a team server cannot be used (too old, or searches could not fold case beyond A–Z), or null. */
function refusedServer({ version, folds, ctype }: TeamServerFacts, host: string): Result<never> | null {
  if (Number(version) < MIN_SERVER_VERSION)
    return err(
      'team_server_too_old',
      `The team database runs PostgreSQL ${version}; Bulkpay needs 13 or newer.`,
      undefined,
      {
        version,
      },
    );
  // Searches fold case on the server (lower()); a character type that folds only A–Z would miss
  // "Öberg" when searching "öberg", unlike this desktop's own history.
  if (!folds)
    return err(
      'team_ctype',
      `The team database on ${host} uses the character type “${ctype}”, which cannot match upper- and lower-case letters beyond A–Z; an admin creates the database with a UTF-8 locale (for example LC_CTYPE ‘C.UTF-8’ or an ICU locale) and connects again.`,
      undefined,
      { host, ctype },
    );
  return null;
}
