import type { Db } from './db-handle';
import type { InboxRecord, InboxStore } from '../../ports/inbox-records';

interface Row {
  sha256: string;
  name: string;
  stored_path: string;
  outcome: 'read' | 'rejected';
  payments: number;
  errors: number;
  totals: string;
  reason: string | null;
  received_at: string;
  opened_at: string | null;
  team_run_id: string | null;
}

const toRecord = (r: Row): InboxRecord => ({
  sha256: r.sha256,
  name: r.name,
  storedPath: r.stored_path,
  outcome: r.outcome,
  payments: r.payments,
  errors: r.errors,
  totals: JSON.parse(r.totals) as Record<string, string>,
  reason: r.reason === null ? null : (JSON.parse(r.reason) as InboxRecord['reason']),
  receivedAt: r.received_at,
  openedAt: r.opened_at,
  teamRunId: r.team_run_id,
});

/** The inbox's memory in the history database: each content (SHA-256) once, whatever its name. */
export class SqliteInboxStore implements InboxStore {
  constructor(private readonly db: Db) {}

  find(sha256: string): InboxRecord | null {
    const row = this.db.prepare('SELECT * FROM inbox_files WHERE sha256 = ?').get(sha256) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  /** Whether a file was recorded at this path (a restart need not hash the files it already knows). */
  knowsPath(storedPath: string): boolean {
    return this.db.prepare('SELECT 1 FROM inbox_files WHERE stored_path = ?').get(storedPath) !== undefined;
  }

  /**
   * Records the file and runs `move` (the file's rename into `read/` or `rejected/`) inside one
   * transaction: a failed move records nothing, and a crash before the commit leaves a moved file
   * that `reconcile` records on the next start. Never both read and unrecorded in the inbox itself.
   */
  record(entry: Omit<InboxRecord, 'openedAt'>, move: () => void): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO inbox_files (sha256, name, stored_path, outcome, payments, errors, totals, reason, received_at, team_run_id)
           VALUES (@sha256, @name, @storedPath, @outcome, @payments, @errors, @totals, @reason, @receivedAt, @teamRunId)`,
        )
        .run({
          ...entry,
          totals: JSON.stringify(entry.totals),
          reason: entry.reason === null ? null : JSON.stringify(entry.reason),
        });
      move();
    })();
  }

  /**
   * What Home shows, oldest first: files read and not opened yet (not those submitted to the team,
   * which wait for release there), and files rejected and not dismissed yet.
   */
  newFiles(): InboxRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM inbox_files WHERE opened_at IS NULL AND team_run_id IS NULL ORDER BY received_at, name')
      .all() as Row[];
    return rows.map(toRecord);
  }

  /** The file was opened (read) or its rejection dismissed: Home no longer shows it. */
  markOpened(sha256: string, at: string): void {
    this.db.prepare('UPDATE inbox_files SET opened_at = ? WHERE sha256 = ? AND opened_at IS NULL').run(at, sha256);
  }
}
