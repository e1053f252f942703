// The rows of this computer's history the team history copies (ports/history/history-copy.ts).
import type { LocalHistoryRows } from '../../ports/history/history-copy';
import type { Db } from './db-handle';

/** `IN (…)` over the chosen bulks, or every bulk. */
function scopeOf(bulkIds: string[] | undefined, column: string): { sql: string; params: string[] } {
  if (!bulkIds) return { sql: '1', params: [] };
  return { sql: bulkIds.length ? `${column} IN (${bulkIds.map(() => '?').join(', ')})` : '0', params: bulkIds };
}

/** Every row of the history, or those of the given bulks (with the bulks they resend) and their files. */
export function historyCopyRows(db: Db, bulkIds?: string[]): LocalHistoryRows {
  // A resend refers to the bulk it resends: that one goes along (and its own source, and so on).
  const chosen = bulkIds
    ? (db
        .prepare(
          `WITH RECURSIVE chosen(id) AS (SELECT value FROM json_each(?)
             UNION SELECT b.resubmission_of FROM bulks b JOIN chosen c ON b.id = c.id WHERE b.resubmission_of IS NOT NULL)
           SELECT id FROM chosen`,
        )
        .pluck()
        .all(JSON.stringify(bulkIds)) as string[])
    : undefined;
  // Payments are read a page at a time while this computer may record another bulk: only those
  // written before its bulks were read go along (a later one's bulk is not in this copy).
  const lastPayment = db.prepare('SELECT coalesce(max(id), 0) FROM payments').pluck().get() as number;
  const bulkScope = scopeOf(chosen, 'b.id');
  const bulks = db
    .prepare(`SELECT b.* FROM bulks b WHERE ${bulkScope.sql} ORDER BY b.created_at, b.rowid`)
    .all(...bulkScope.params) as Record<string, unknown>[];
  const ids = bulks.map((b) => b.id as string);
  const fileIds = [...new Set(bulks.map((b) => b.file_id).filter((f): f is string => typeof f === 'string'))];
  const fileScope = bulkIds ? scopeOf(fileIds, 'id') : { sql: '1', params: [] };
  const files = db
    .prepare(`SELECT * FROM imported_files WHERE ${fileScope.sql} ORDER BY imported_at, rowid`)
    .all(...fileScope.params) as Record<string, unknown>[];
  const inBulks = scopeOf(bulkIds ? ids : undefined, 'bulk_id');
  const page = db.prepare(`SELECT * FROM payments WHERE ${inBulks.sql} AND id > ? AND id <= ? ORDER BY id LIMIT ?`);
  // Each page a finished query, so this computer's database stays free between pages.
  function* paymentPages(size: number): Iterable<Record<string, unknown>[]> {
    for (let after = 0; ;) {
      const rows = page.all(...inBulks.params, after, lastPayment, size) as Record<string, unknown>[];
      if (rows.length === 0) return;
      after = rows.at(-1)!.id as number;
      yield rows;
    }
  }
  const snapshots = db
    .prepare(`SELECT * FROM status_snapshots WHERE ${inBulks.sql} ORDER BY id`)
    .all(...inBulks.params) as Record<string, unknown>[];
  const auditScope = bulkIds ? scopeOf([...ids, ...fileIds], 'object_id') : { sql: '1', params: [] as string[] };
  const audit = db
    .prepare(`SELECT * FROM audit_log WHERE ${auditScope.sql} ORDER BY id`)
    .all(...auditScope.params) as Record<string, unknown>[];

  return { files, bulks, paymentPages, snapshots, audit };
}
