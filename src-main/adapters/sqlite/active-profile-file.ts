import { existsSync } from 'node:fs';

/**
 * What an offline command (such as `bulkpay validate`) needs of a data folder's active bank
 * profile, read only: its recorded character set (none in a file from before migration 015) and
 * whether it is the demo bank; undefined when there is no database or no active profile. The
 * caller turns it into the profile's character set (profiles/character-set.ts, `characterSetOf`).
 */
export async function readActiveProfileFile(
  path: string,
): Promise<{ demo: boolean; characterSet: string | undefined } | undefined> {
  if (!existsSync(path)) return undefined;
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const has = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'bank_profiles'").get();
    if (!has) return undefined;
    const row = db.prepare('SELECT * FROM bank_profiles WHERE is_active = 1').get() as
      { is_demo: number; character_set?: string } | undefined;
    return row && { demo: row.is_demo === 1, characterSet: row.character_set };
  } finally {
    db.close();
  }
}
