// Payment runs in the local history: one per file (its SHA-256) that had bulks sent.
import type { RunSummary } from '../../../src-shared/ipc/channels/reports';
import type { Db } from './open-database';

/**
 * The end-to-end ids earlier runs of a file (its SHA-256) recorded for rows that never reached
 * the bank, by the row's place among the file's payments (the latest run's id wins): a resumed
 * run sends them under the ids the ERP was told were pending. Rows that reached the bank in any
 * run are left out.
 */
export function unsentEndToEndIds(db: Db, sha256: string): Map<number, string> {
  const rows = db
    .prepare(
      `SELECT p.row_number, p.end_to_end_id, (b.state = 'not_sent' AND b.bank_bulk_id IS NULL) AS stopped
       FROM payments p JOIN bulks b ON b.id = p.bulk_id JOIN imported_files f ON f.id = b.file_id
       WHERE f.sha256 = ? AND b.kind = 'bulk' AND p.row_number IS NOT NULL
       ORDER BY b.created_at, b.rowid, p.position`,
    )
    .all(sha256) as { row_number: number; end_to_end_id: string | null; stopped: number }[];
  const ids = new Map<number, string>();
  const reached = new Set<number>();
  for (const r of rows)
    if (!r.stopped) reached.add(r.row_number);
    else if (r.end_to_end_id) ids.set(r.row_number, r.end_to_end_id);
  for (const row of reached) ids.delete(row);
  return ids;
}

/**
 * The latest runs, newest first: one per file's SHA-256 that had bulks sent, named by its latest
 * import. `payments` counts each row of the file once (a stopped bulk and the run that resumed
 * it, a bulk and the one that sent its unsent payments again hold the same rows); a run is final
 * when every bulk that reached the bank is processed and every row of a bulk that never left was
 * sent by another (otherwise its pain.002 still says pending).
 */
export function runSummaries(db: Db, limit: number): RunSummary[] {
  const rows = db
    .prepare(
      `WITH places AS (
         SELECT f.sha256, b.resubmission_of IS NOT NULL AS resent,
           (b.state = 'not_sent' AND b.bank_bulk_id IS NULL) AS stopped,
           coalesce('row ' || p.row_number, 'line ' || p.line, 'payment ' || p.id) AS place
         FROM imported_files f JOIN bulks b ON b.file_id = f.id AND b.kind = 'bulk' JOIN payments p ON p.bulk_id = b.id)
       SELECT f.sha256, max(f.imported_at) AS last_imported_at, count(DISTINCT f.id) AS imports, count(b.id) AS bulks,
         (SELECT count(DISTINCT place) FROM places q WHERE q.sha256 = f.sha256 AND NOT q.resent) AS payments,
         min(b.processed OR (b.state = 'not_sent' AND b.bank_bulk_id IS NULL)) = 1 AND NOT EXISTS (
           SELECT 1 FROM places s WHERE s.sha256 = f.sha256 AND s.stopped AND NOT EXISTS (
             SELECT 1 FROM places t WHERE t.sha256 = f.sha256 AND NOT t.stopped AND t.place = s.place)) AS final,
         (SELECT g.id FROM imported_files g WHERE g.sha256 = f.sha256 ORDER BY g.imported_at DESC, g.rowid DESC LIMIT 1) AS id
       FROM imported_files f JOIN bulks b ON b.file_id = f.id AND b.kind = 'bulk'
       GROUP BY f.sha256 ORDER BY last_imported_at DESC LIMIT ?`,
    )
    .all(limit) as {
    sha256: string;
    last_imported_at: string;
    imports: number;
    bulks: number;
    payments: number;
    final: number;
    id: string;
  }[];
  const nameOf = db.prepare('SELECT name FROM imported_files WHERE id = ?').pluck();
  return rows.map((r) => ({
    id: r.id,
    name: nameOf.get(r.id) as string,
    sha256: r.sha256,
    lastImportedAt: r.last_imported_at,
    imports: r.imports,
    bulks: r.bulks,
    payments: r.payments,
    final: r.final === 1,
  }));
}
