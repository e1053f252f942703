import Database from 'better-sqlite3';
import { err, ok, type Result } from '../../../src-shared/result';
import type { Db } from './db-handle';
import { MIGRATIONS, type Migration } from './migrations';

export type { Db };

/** The schema version this build of the app understands. */
export function latestVersion(migrations: Migration[] = MIGRATIONS): number {
  return migrations.reduce((max, m) => Math.max(max, m.version), 0);
}

/** A migration that said it would take long, once done. */
export interface SlowMigrationDone {
  version: number;
  milliseconds: number;
}

/**
 * Applies pending migrations, each in its own transaction together with its `user_version`
 * bump, so a crash leaves the database at a whole version. Refuses a database newer than the app.
 */
export function migrate(
  db: Db,
  migrations: Migration[] = MIGRATIONS,
  /** Told before a migration that will take a while on this database (e.g. the CLI prints it). */
  onSlowMigration?: (notice: string) => void,
  /** Told after such a migration, with how long it took (the app shows it in the window). */
  onSlowMigrationDone?: (done: SlowMigrationDone) => void,
): Result<{ from: number; to: number }> {
  const from = db.pragma('user_version', { simple: true }) as number;
  const latest = latestVersion(migrations);
  if (from > latest) {
    return err(
      'database_too_new',
      `The Bulkpay database was written by a newer version of Bulkpay (schema ${from}; this app knows up to ${latest}). Install the newer Bulkpay version again; this one will not touch the data.`,
    );
  }
  const pending = [...migrations].filter((m) => m.version > from).sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    const notice = migration.slowNotice?.(db, from);
    if (notice) onSlowMigration?.(notice);
    const started = performance.now();
    db.transaction(() => {
      db.exec(migration.sql);
      migration.after?.(db);
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    })();
    if (notice) onSlowMigrationDone?.({ version: migration.version, milliseconds: performance.now() - started });
  }
  return ok({ from, to: Math.max(from, latest) });
}

/**
 * Opens (creating if needed) the app database: WAL journal, `synchronous=FULL` so a committed
 * submission record survives power loss, foreign keys on, then migrations.
 */
export function openDatabase(
  file: string,
  migrations: Migration[] = MIGRATIONS,
  onSlowMigration?: (notice: string) => void,
  onSlowMigrationDone?: (done: SlowMigrationDone) => void,
): Result<Db> {
  let db: Db;
  try {
    db = new Database(file);
  } catch (cause) {
    return err(
      'database_unavailable',
      `Could not open the Bulkpay database at ${file}: ${(cause as Error).message}. Check that the folder exists and is writable.`,
    );
  }
  try {
    if (file !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const migrated = migrate(db, migrations, onSlowMigration, onSlowMigrationDone);
    if (!migrated.ok) {
      db.close();
      return migrated;
    }
    return ok(db);
  } catch (cause) {
    db.close();
    return err(
      'database_unavailable',
      `Could not prepare the Bulkpay database at ${file}: ${(cause as Error).message}.`,
    );
  }
}
