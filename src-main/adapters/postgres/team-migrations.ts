// Which team-schema versions a database has and which are due (applied by set difference).
import type pg from 'pg';
import { TEAM_MIGRATIONS, type TeamMigration } from './team-schema';

/** The team-schema versions recorded in the database (each migration records its own). */
export async function appliedVersions(db: pg.Pool | pg.PoolClient): Promise<Set<number>> {
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

/** What the newest of `known` declares it works with (src-shared/team-schema-age.ts): this Bulkpay's side. */
export function appWorksFrom(known: readonly TeamMigration[] = TEAM_MIGRATIONS): number {
  const newest = known.reduce((a, b) => (b.version > a.version ? b : a));
  return newest.worksFrom ?? newest.version;
}

/**
 * What the database's newest version declared it works with, as recorded when it was applied (a
 * version recorded before the declaration existed works with itself only); 0 before the first.
 * Read through to_jsonb, so a database whose schema_version has no works_from column answers too.
 */
export async function schemaWorksFrom(db: pg.Pool | pg.PoolClient): Promise<number> {
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('bulkpay.schema_version')::text AS t`);
  if (!exists.rows[0]!.t) return 0;
  const { rows } = await db.query<{ from: number | null }>(
    `SELECT coalesce((to_jsonb(s) ->> 'works_from')::int, s.version) AS from
     FROM bulkpay.schema_version s ORDER BY s.version DESC LIMIT 1`,
  );
  return rows[0]?.from ?? 0;
}

/** The migrations to apply: every known one not recorded yet, in order (never "above the highest"). */
export function pendingMigrations(
  applied: Set<number>,
  known: readonly TeamMigration[] = TEAM_MIGRATIONS,
): TeamMigration[] {
  return known.filter((m) => !applied.has(m.version)).sort((a, b) => a.version - b.version);
}

/** Each concurrent index of `known` and whether it is there and valid (false: missing or left invalid). */
async function concurrentIndexStates(db: pg.Pool | pg.PoolClient, known: readonly TeamMigration[]) {
  const indexes = known.flatMap((m) => m.concurrentIndexes ?? []);
  const { rows } = await db.query<{ name: string; valid: boolean | null }>(
    `SELECT n.name, (SELECT i.indisvalid FROM pg_index i WHERE i.indexrelid = to_regclass('bulkpay.' || n.name)) AS valid
     FROM unnest($1::text[]) AS n(name)`,
    [indexes.map((i) => i.name)],
  );
  const valid = new Map(rows.map((r) => [r.name, r.valid]));
  return indexes.map((index) => ({ index, valid: valid.get(index.name) ?? null }));
}

/**
 * The applied versions' concurrent indexes that are missing or invalid: an interrupted build (the
 * version is recorded before its indexes are built, outside its transaction) or one dropped by
 * hand. The next migrate builds them (`team connect --yes` runs it even when no version is due).
 */
export async function indexesToRebuild(
  db: pg.Pool | pg.PoolClient,
  known: readonly TeamMigration[] = TEAM_MIGRATIONS,
): Promise<string[]> {
  const applied = await appliedVersions(db);
  const states = await concurrentIndexStates(
    db,
    known.filter((m) => applied.has(m.version)),
  );
  return states.filter((s) => !s.valid).map((s) => s.index.name);
}

/**
 * The session advisory lock a build of the concurrent indexes holds from its start to its end (two
 * keys: "BPAY", 1), so a second build never drops an index the first is building, and the status
 * tells an index being built from one an interrupted build left.
 */
export const INDEX_BUILD_LOCK = [1112556889, 1] as const;

/** Whether a build of the team's concurrent indexes is running now (someone holds its lock; not taken here). */
export async function indexesBeingBuilt(db: pg.Pool | pg.PoolClient): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND classid = $1::int4::oid AND objid = $2::int4::oid AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS held`,
    [...INDEX_BUILD_LOCK],
  );
  return rows[0]!.held;
}

/**
 * Builds every known migration's concurrent indexes that are missing or left invalid by an
 * interrupted build, one statement at a time outside any transaction (CREATE INDEX CONCURRENTLY
 * takes no lock that stops the table's writers), then each one's `fill` (rows a version adds to a
 * history already there, in short transactions). Idempotent; run after every migrate. Under the
 * build's session lock on one connection: when another session holds it (a build running), nothing
 * is done and 'busy' is answered, as its invalid indexes are the ones being built.
 */
export async function buildIndexesConcurrently(
  db: pg.Pool | pg.PoolClient,
  known: readonly TeamMigration[] = TEAM_MIGRATIONS,
): Promise<'built' | 'busy'> {
  const client = 'release' in db ? db : await db.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [
      ...INDEX_BUILD_LOCK,
    ]);
    if (!rows[0]!.got) return 'busy';
    try {
      for (const { index, valid } of await concurrentIndexStates(client, known)) {
        if (valid) continue;
        if (valid === false) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS bulkpay.${index.name}`);
        await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${index.name} ON ${index.definition}`);
      }
      for (const m of known) await m.fill?.(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [...INDEX_BUILD_LOCK]);
    }
    return 'built';
  } finally {
    if (client !== db) (client as pg.PoolClient).release();
  }
}
