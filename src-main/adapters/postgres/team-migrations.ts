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

/** The migrations to apply: every known one not recorded yet, in order (never "above the highest"). */
export function pendingMigrations(
  applied: Set<number>,
  known: readonly TeamMigration[] = TEAM_MIGRATIONS,
): TeamMigration[] {
  return known.filter((m) => !applied.has(m.version)).sort((a, b) => a.version - b.version);
}
