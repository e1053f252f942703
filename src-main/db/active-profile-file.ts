import { existsSync } from 'node:fs';

/**
 * Whether the active bank profile of a data folder's database is the demo bank (read only, for an
 * offline command such as `bulkpay validate`): undefined when there is no database or no active
 * profile. The caller turns it into the profile's character set (profiles/character-set.ts).
 */
export async function readActiveProfileFile(path: string): Promise<{ demo: boolean } | undefined> {
  if (!existsSync(path)) return undefined;
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const has = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'bank_profiles'").get();
    if (!has) return undefined;
    const row = db.prepare('SELECT is_demo FROM bank_profiles WHERE is_active = 1').get() as
      { is_demo: number } | undefined;
    return row && { demo: row.is_demo === 1 };
  } finally {
    db.close();
  }
}
