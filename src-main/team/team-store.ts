import pg from 'pg';
import { err, ok, type Result } from '../../src-shared/result';
import { teamErrorOf, type TeamWhere } from './team-errors';
import type { Db } from '../db/open-database';
import { TrackingLeases } from './bulk-lease';
import { copyLocalHistoryToTeam, type TableCount } from './import-history';
import { PgHistoryRepository } from './team-history';
import { TEAM_GROUP_ROLE, TEAM_MIGRATIONS, type TeamMigration } from './team-schema';
import { TeamProfiles } from './team-profiles';
import { TeamTemplates } from './team-templates';

export type AppRole = 'preparer' | 'approver' | 'admin' | 'viewer';
export const APP_ROLES: readonly AppRole[] = ['preparer', 'approver', 'admin', 'viewer'];

export type RunState = 'awaiting_release' | 'returned' | 'released' | 'sending' | 'sent';

/** What a preparer hands over for release: the reviewed plan, exactly as it will be sent. */
export interface RunToSubmit {
  fileName: string;
  fileSha256: string;
  payingAccount: string;
  paymentCount: number;
  /** Exact decimal strings per currency. */
  totals: Record<string, string>;
  plan: unknown;
  planHash: string;
  warningsAcknowledged: string[];
  /** The TPP (client id) and customer (PSU sub) whose Idempotency-Keys the run carries. */
  bankTpp?: string | null;
  bankCustomer?: string | null;
}

export interface TeamRun extends RunToSubmit {
  id: string;
  state: RunState;
  releaseRequired: boolean;
  preparedBy: string;
  preparedAt: string;
  releasedBy: string | null;
  releasedAt: string | null;
  returnedBy: string | null;
  returnedComment: string | null;
  claimedBy: string | null;
  claimedHost: string | null;
  sentAt: string | null;
}

export interface AuditEntry {
  at: string;
  dbUser: string;
  action: string;
  detail: Record<string, unknown>;
}

/** One payment of a run as the team's duplicate check compares it. */
export interface RunPayment {
  line: number;
  /** Payee account, amount, currency and reference (paymentFingerprint). */
  fingerprint: string;
  payee: string;
  amount: string;
  currency: string;
  /** As sent (from the parsed file, never stored in the team store): what the approver reads. */
  iban?: string;
  reference?: string;
}

export interface TeamDuplicate {
  runId: string;
  fileName: string;
  preparedBy: string;
  preparedAt: string;
  state: RunState;
}

/** Who holds a run's send claim and until when, on the team database's clock. */
export interface ClaimLease {
  state: RunState;
  claimedBy: string | null;
  claimedHost: string | null;
  claimedAt: string | null;
  leaseUntil: string | null;
  /** Seconds until the lease lapses (by the database's clock), for a run being sent; 0 once lapsed. */
  secondsLeft: number | null;
  /** Being sent, and not renewed within the lease: another desktop may take it over. */
  expired: boolean;
}

/** How long a send claim holds without renewal; the same interval as runs_guard in team-schema.ts. */
export const CLAIM_LEASE_MINUTES = 10;

export type SendClaim = { claimed: true; run: TeamRun } | { claimed: false; by: string; host: string; state: RunState };

/** PostgreSQL 13 is the oldest with everything the schema uses (gen_random_uuid in core). */
export const MIN_SERVER_VERSION = 130000;

/** Receives the database's own error text, for main's log only (never shown to the user). */
export type TeamLog = (raw: Record<string, unknown>) => void;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Connection settings from a postgresql:// URL: TLS is required (and the server certificate
 * verified) for every host but this machine's loopback.
 */
export function teamConnectionConfig(url: string, password?: string): Result<pg.PoolConfig> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return err('usage', 'The team database address must be a URL such as postgresql://alice@db.example.com/bulkpay');
  }
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:')
    return err('usage', `The team database address must start with postgresql://, not ${parsed.protocol}//`);
  const loopback = LOOPBACK.has(parsed.hostname);
  const sslmode = parsed.searchParams.get('sslmode');
  if (!loopback && sslmode === 'disable')
    return err('team_tls_required', `TLS is required to reach ${parsed.hostname}; remove sslmode=disable.`, undefined, {
      host: parsed.hostname,
    });
  return ok({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username),
    password: password ?? decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    ssl: loopback && sslmode !== 'require' && sslmode !== 'verify-full' ? false : { rejectUnauthorized: true },
    max: 4,
    connectionTimeoutMillis: 10_000,
    application_name: 'bulkpay',
  });
}

interface RunRow {
  id: string;
  file_name: string;
  file_sha256: string;
  paying_account: string;
  payment_count: number;
  totals: Record<string, string>;
  plan: unknown;
  plan_hash: string;
  warnings_acknowledged: string[];
  state: RunState;
  release_required: boolean;
  prepared_by: string;
  prepared_at: Date;
  released_by: string | null;
  released_at: Date | null;
  returned_by: string | null;
  returned_comment: string | null;
  claimed_by: string | null;
  claimed_host: string | null;
  sent_at: Date | null;
  bank_tpp?: string | null;
  bank_customer?: string | null;
}

function runFromRow(r: RunRow): TeamRun {
  return {
    id: r.id,
    fileName: r.file_name,
    fileSha256: r.file_sha256,
    payingAccount: r.paying_account,
    paymentCount: r.payment_count,
    totals: r.totals,
    plan: r.plan,
    planHash: r.plan_hash,
    warningsAcknowledged: r.warnings_acknowledged,
    state: r.state,
    releaseRequired: r.release_required,
    preparedBy: r.prepared_by,
    preparedAt: r.prepared_at.toISOString(),
    releasedBy: r.released_by,
    releasedAt: r.released_at?.toISOString() ?? null,
    returnedBy: r.returned_by,
    returnedComment: r.returned_comment,
    claimedBy: r.claimed_by,
    claimedHost: r.claimed_host,
    sentAt: r.sent_at?.toISOString() ?? null,
    bankTpp: r.bank_tpp ?? null,
    bankCustomer: r.bank_customer ?? null,
  };
}

/** The team-schema versions recorded in the database (each migration records its own). */
async function appliedVersions(db: pg.Pool | pg.PoolClient): Promise<Set<number>> {
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('bulkpay.schema_version')::text AS t`);
  if (!exists.rows[0]!.t) return new Set();
  const { rows } = await db.query<{ version: number }>('SELECT version FROM bulkpay.schema_version');
  return new Set(rows.map((r) => r.version));
}

/**
 * The installed team schema's version; 0 before the first migration. When a migration this
 * Bulkpay knows is missing (another change's version that landed after a later one was applied),
 * it is the version just before the first one missing, so the schema reads as due for upgrading.
 */
export function versionOf(applied: Set<number>, known: readonly TeamMigration[] = TEAM_MIGRATIONS): number {
  if (applied.size === 0) return 0;
  const missing = known.find((m) => !applied.has(m.version));
  return missing ? missing.version - 1 : Math.max(...applied);
}

/** The migrations to apply: every known one not recorded yet, in order (never "above the highest"). */
export function pendingMigrations(
  applied: Set<number>,
  known: readonly TeamMigration[] = TEAM_MIGRATIONS,
): TeamMigration[] {
  return known.filter((m) => !applied.has(m.version)).sort((a, b) => a.version - b.version);
}

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
  /** The newest schema this Bulkpay knows; above schemaVersion means migrations are due. */
  appSchemaVersion: number;
}

/**
 * The team's shared store on PostgreSQL. The database decides who may do what; this class only
 * speaks SQL and turns the database's refusals into error values.
 */
export class TeamStore {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly where: TeamWhere,
    private readonly log: TeamLog,
    /** Every migration this Bulkpay knows (tests pass their own list). */
    private readonly migrations: readonly TeamMigration[] = TEAM_MIGRATIONS,
  ) {}

  static async connect(
    config: pg.PoolConfig,
    log: TeamLog = () => {},
    migrations: readonly TeamMigration[] = TEAM_MIGRATIONS,
  ): Promise<Result<TeamStore>> {
    const pool = new pg.Pool(config);
    const where = { host: config.host ?? '', user: config.user ?? '', database: config.database ?? '' };
    pool.on('error', () => {}); // an idle client's lost connection is reported by the next query
    try {
      const { rows } = await pool.query<{ v: string }>('SHOW server_version_num');
      if (Number(rows[0]!.v) < MIN_SERVER_VERSION) {
        await pool.end();
        return err(
          'team_server_too_old',
          `The team database runs PostgreSQL ${rows[0]!.v}; Bulkpay needs 13 or newer.`,
          undefined,
          { version: rows[0]!.v },
        );
      }
      // Searches fold case on the server (lower()); a character type that folds only A–Z would miss
      // "Öberg" when searching "öberg", unlike this desktop's own history.
      const folding = await pool.query<{ folds: boolean; ctype: string }>(
        `SELECT lower('ÄÖÅÉ') = 'äöåé' AS folds, current_setting('lc_ctype') AS ctype`,
      );
      if (!folding.rows[0]!.folds) {
        await pool.end();
        const { ctype } = folding.rows[0]!;
        return err(
          'team_ctype',
          `The team database on ${where.host} uses the character type “${ctype}”, which cannot match upper- and lower-case letters beyond A–Z; an admin creates the database with a UTF-8 locale (for example LC_CTYPE ‘C.UTF-8’ or an ICU locale) and connects again.`,
          undefined,
          { host: where.host, ctype },
        );
      }
      return ok(new TeamStore(pool, where, log, migrations));
    } catch (e) {
      await pool.end().catch(() => {});
      return teamErrorOf(e, where, log);
    }
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
  async importLocalHistory(db: Db, desktop: string, bulkIds?: string[]): Promise<Result<TableCount[]>> {
    return this.attempt(() => copyLocalHistoryToTeam(db, this.pool, { desktop, ...(bulkIds ? { bulkIds } : {}) }));
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

  /** The lease under which one desktop at a time follows a bulk (team/bulk-lease.ts). */
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
    if (this.pool.idleCount > 0) return ok(undefined);
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
  private async transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /** The user's sentence for an error a read of this store met; the raw error goes to the log. */
  errorOf(e: unknown): Result<never> {
    return teamErrorOf(e, this.where, this.log);
  }

  private async attempt<T>(fn: () => Promise<T>): Promise<Result<T>> {
    try {
      return ok(await fn());
    } catch (e) {
      return teamErrorOf(e, this.where, this.log);
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
        appSchemaVersion: Math.max(...this.migrations.map((m) => m.version)),
      };
    });
  }

  /** Installs or upgrades the team schema; needs a role that may create schemas and roles. */
  async migrate(): Promise<Result<number[]>> {
    let privilegeMissing = false;
    const migrated = await this.attempt(() =>
      this.transaction(async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('bulkpay-team-migrations'))`);
        const applied: number[] = [];
        for (const m of pendingMigrations(await appliedVersions(client), this.migrations)) {
          await client.query(m.sql);
          await client.query(
            `CREATE TABLE IF NOT EXISTS bulkpay.schema_version (
               version integer PRIMARY KEY, name text NOT NULL,
               applied_by name NOT NULL DEFAULT session_user, applied_at timestamptz NOT NULL DEFAULT now());
             GRANT SELECT ON bulkpay.schema_version TO ${TEAM_GROUP_ROLE}`,
          );
          await client.query('INSERT INTO bulkpay.schema_version (version, name) VALUES ($1, $2)', [m.version, m.name]);
          applied.push(m.version);
        }
        return applied;
      }).catch((e: unknown) => {
        privilegeMissing = (e as { code?: unknown }).code === '42501';
        throw e;
      }),
    );
    // Not a Bulkpay role problem: the database login itself lacks a privilege to install schemas.
    if (!migrated.ok && privilegeMissing) {
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
    return this.attempt(async () => {
      if (amount === null)
        await this.pool.query('DELETE FROM bulkpay.release_thresholds WHERE currency = $1', [currency]);
      else
        await this.pool.query(
          `INSERT INTO bulkpay.release_thresholds (currency, amount) VALUES ($1, $2::numeric)
           ON CONFLICT (currency) DO UPDATE SET amount = EXCLUDED.amount`,
          [currency, amount],
        );
    });
  }

  /** Stores a run for release, with its payments for the team's duplicate check, in one transaction. */
  async submitRun(run: RunToSubmit, payments: RunPayment[] = []): Promise<Result<TeamRun>> {
    return this.attempt(() =>
      this.transaction(async (client) => {
        // state, prepared_by and the rest are set by the database (runs_guard), whatever is sent.
        const { rows } = await client.query<RunRow>(
          `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan,
             plan_hash, warnings_acknowledged, state, release_required, prepared_by, prepared_at,
             bank_tpp, bank_customer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'awaiting_release', true, session_user, now(), $9, $10)
           RETURNING *`,
          [
            run.fileName,
            run.fileSha256,
            run.payingAccount,
            run.paymentCount,
            JSON.stringify(run.totals),
            JSON.stringify(run.plan),
            run.planHash,
            JSON.stringify(run.warningsAcknowledged),
            run.bankTpp ?? null,
            run.bankCustomer ?? null,
          ],
        );
        const id = rows[0]!.id;
        if (payments.length)
          await client.query(
            `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency)
             SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::numeric[], $6::text[])`,
            [
              id,
              payments.map((p) => p.line),
              payments.map((p) => p.fingerprint),
              payments.map((p) => p.payee),
              payments.map((p) => p.amount),
              payments.map((p) => p.currency),
            ],
          );
        return runFromRow(rows[0]!);
      }),
    );
  }

  /**
   * The payments of this list (by fingerprint) that anyone in the team sent since `sinceIso`,
   * from the team history (sent from runs or not): the duplicate check across the team.
   */
  async sentRecently(
    fingerprints: string[],
    sinceIso: string,
  ): Promise<Result<Map<string, Omit<TeamDuplicate, 'runId'> & { bulkId: string }>>> {
    return this.attempt(async () => {
      const found = await this.history().sentFingerprints(fingerprints, sinceIso);
      return new Map(
        [...found].map(([fingerprint, hit]) => [
          fingerprint,
          {
            bulkId: hit.bulkId,
            fileName: hit.fileName,
            preparedBy: hit.sentBy,
            preparedAt: hit.sentAt,
            state: 'sent' as const,
          },
        ]),
      );
    });
  }

  /**
   * Runs anyone in the team prepared in the last `days` days (and did not have returned) that hold
   * a payment with one of these fingerprints: the same payee account, amount, currency and reference.
   */
  async findTeamDuplicates(
    fingerprints: string[],
    days: number,
    excludeRunId: string | null = null,
  ): Promise<Result<Map<string, TeamDuplicate>>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        fingerprint: string;
        run_id: string;
        file_name: string;
        prepared_by: string;
        prepared_at: Date;
        state: RunState;
      }>(
        `SELECT DISTINCT ON (p.fingerprint) p.fingerprint, r.id AS run_id, r.file_name, r.prepared_by, r.prepared_at, r.state
         FROM bulkpay.run_payments p JOIN bulkpay.runs r ON r.id = p.run_id
         WHERE p.fingerprint = ANY($1::text[]) AND r.state <> 'returned'
           AND r.prepared_at > now() - make_interval(days => $2)
           AND r.id IS DISTINCT FROM $3::uuid
         -- A run already released, being sent or sent is the one that matters most.
         ORDER BY p.fingerprint, (r.state IN ('released', 'sending', 'sent')) DESC, r.prepared_at DESC`,
        [fingerprints, days, excludeRunId],
      );
      return new Map(
        rows.map((r) => [
          r.fingerprint,
          {
            runId: r.run_id,
            fileName: r.file_name,
            preparedBy: r.prepared_by,
            preparedAt: r.prepared_at.toISOString(),
            state: r.state,
          },
        ]),
      );
    });
  }

  private async move(id: string, sql: string, params: unknown[]): Promise<Result<TeamRun>> {
    const moved = await this.attempt(() => this.pool.query<RunRow>(sql, [id, ...params]));
    if (!moved.ok) return moved;
    if (moved.value.rowCount === 0)
      return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok(runFromRow(moved.value.rows[0]!));
  }

  async release(id: string): Promise<Result<TeamRun>> {
    return this.move(id, `UPDATE bulkpay.runs SET state = 'released' WHERE id = $1 RETURNING *`, []);
  }

  async returnRun(id: string, comment: string): Promise<Result<TeamRun>> {
    return this.move(
      id,
      `UPDATE bulkpay.runs SET state = 'returned', returned_comment = $2 WHERE id = $1 RETURNING *`,
      [comment],
    );
  }

  /**
   * Claims a released run for sending from this desktop, or renews this desktop's claim (call it
   * again between bulks). Only one transaction can move a run from released to sending, so of two
   * desktops trying at once exactly one gets the claim; the other learns who is sending it. A
   * claim not renewed for ten minutes may be taken over (the run's keys make that safe).
   */
  async claimSend(id: string, host: string, as: { tpp: string; customer: string }): Promise<Result<SendClaim>> {
    const claimed = await this.attempt(() =>
      this.pool.query<RunRow>(
        `UPDATE bulkpay.runs SET state = 'sending', claimed_host = $2, claimed_tpp = $3, claimed_customer = $4
         WHERE id = $1 AND state IN ('released', 'sending') RETURNING *`,
        [id, host, as.tpp || null, as.customer || null],
      ),
    );
    if (claimed.ok && claimed.value.rowCount === 1)
      return ok({ claimed: true, run: runFromRow(claimed.value.rows[0]!) });
    if (!claimed.ok && claimed.error.code !== 'invalid_move') return claimed;
    const current = await this.run(id);
    if (!current.ok) return current;
    const { claimedBy, claimedHost, state } = current.value;
    if (state !== 'sending')
      return err(
        'invalid_move',
        state === 'sent'
          ? 'This run has been sent already.'
          : `This run is ${state.replace('_', ' ')}; it can be sent only after it is released.`,
      );
    return ok({ claimed: false, by: claimedBy ?? '', host: claimedHost ?? '', state });
  }

  /** The run's claim to send as the database sees it now (its clock decides whether the lease lapsed). */
  async claimLease(id: string): Promise<Result<ClaimLease>> {
    const found = await this.attempt(() =>
      this.pool.query<{
        state: RunState;
        claimed_by: string | null;
        claimed_host: string | null;
        claimed_at: Date | null;
        lease_until: Date | null;
        seconds_left: number | null;
        expired: boolean | null;
      }>(
        `SELECT state, claimed_by, claimed_host, claimed_at, claimed_at + make_interval(mins => $2) AS lease_until,
           greatest(0, ceil(extract(epoch FROM claimed_at + make_interval(mins => $2) - now())))::int AS seconds_left,
           state = 'sending' AND claimed_at + make_interval(mins => $2) <= now() AS expired
         FROM bulkpay.runs WHERE id = $1`,
        [id, CLAIM_LEASE_MINUTES],
      ),
    );
    if (!found.ok) return found;
    const r = found.value.rows[0];
    if (!r) return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok({
      state: r.state,
      claimedBy: r.claimed_by,
      claimedHost: r.claimed_host,
      claimedAt: r.claimed_at?.toISOString() ?? null,
      leaseUntil: r.state === 'sending' ? (r.lease_until?.toISOString() ?? null) : null,
      secondsLeft: r.state === 'sending' ? r.seconds_left : null,
      expired: r.expired === true,
    });
  }

  async markSent(id: string): Promise<Result<TeamRun>> {
    return this.move(id, `UPDATE bulkpay.runs SET state = 'sent' WHERE id = $1 RETURNING *`, []);
  }

  /** The payments recorded with a run (what the team's duplicate check and the release policy read). */
  async runPayments(id: string): Promise<Result<RunPayment[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<RunPayment>(
        `SELECT line, fingerprint, payee, amount::text AS amount, currency::text AS currency
         FROM bulkpay.run_payments WHERE run_id = $1 ORDER BY line`,
        [id],
      );
      return rows;
    });
  }

  async run(id: string): Promise<Result<TeamRun>> {
    const found = await this.attempt(() => this.pool.query<RunRow>('SELECT * FROM bulkpay.runs WHERE id = $1', [id]));
    if (!found.ok) return found;
    if (found.value.rowCount === 0)
      return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok(runFromRow(found.value.rows[0]!));
  }

  async runs(limit = 50): Promise<Result<TeamRun[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<RunRow>(
        'SELECT * FROM bulkpay.runs ORDER BY prepared_at DESC, id LIMIT $1',
        [limit],
      );
      return rows.map(runFromRow);
    });
  }

  async audit(runId: string): Promise<Result<AuditEntry[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        at: Date;
        db_user: string;
        action: string;
        detail: Record<string, unknown>;
      }>('SELECT at, db_user, action, detail FROM bulkpay.audit WHERE run_id = $1 ORDER BY id', [runId]);
      return rows.map((r) => ({ at: r.at.toISOString(), dbUser: r.db_user, action: r.action, detail: r.detail }));
    });
  }
}
