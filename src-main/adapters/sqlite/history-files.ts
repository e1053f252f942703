// The history's imported files as features ask for them (the run report, a resumed submit): by id
// or content, every import of the same bytes, and where each recorded payment sat in its file.
import type { ImportedFileRecord } from '../../ports/history/records';
import type { Db } from './open-database';

/** The file with this id, else the latest import of the file whose SHA-256 this is. */
export function findImportedFile(db: Db, idOrSha256: string): ImportedFileRecord | undefined {
  const row = db
    .prepare(
      `SELECT id, name, sha256, row_count, imported_by, imported_at FROM imported_files
       WHERE id = ? OR sha256 = ? ORDER BY imported_at DESC LIMIT 1`,
    )
    .get(idOrSha256, idOrSha256.toLowerCase()) as
    | { id: string; name: string; sha256: string; row_count: number; imported_by: string; imported_at: string }
    | undefined;
  return (
    row && {
      id: row.id,
      name: row.name,
      sha256: row.sha256,
      rowCount: row.row_count,
      importedBy: row.imported_by,
      importedAt: row.imported_at,
    }
  );
}

/** Every import of the file's bytes (the same SHA-256), oldest first. */
export function importsOfFile(db: Db, sha256: string): string[] {
  return db
    .prepare('SELECT id FROM imported_files WHERE sha256 = ? ORDER BY imported_at, rowid')
    .pluck()
    .all(sha256) as string[];
}

/** Where each payment of a bulk sat in its file: its place among the file's payments, and its line. */
export function paymentPlacesOf(db: Db, bulkId: string): { row_number: number | null; line: number | null }[] {
  return db.prepare('SELECT row_number, line FROM payments WHERE bulk_id = ? ORDER BY position').all(bulkId) as {
    row_number: number | null;
    line: number | null;
  }[];
}

/** The name of the bank profile a bulk was sent with, when it still exists. */
export function profileNameOf(db: Db, bulkId: string): string | undefined {
  return db
    .prepare('SELECT p.name FROM bulks b JOIN bank_profiles p ON p.id = b.profile_id WHERE b.id = ?')
    .pluck()
    .get(bulkId) as string | undefined;
}
