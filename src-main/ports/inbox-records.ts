// The ERP inbox's memory: each file content (SHA-256) once, whatever its name, and what became of
// it. Kept in SQLite by adapters/sqlite/inbox-store.ts.

/** What became of one file picked up from the ERP inbox (table `inbox_files`, migration 013). */
export interface InboxRecord {
  sha256: string;
  /** The name the ERP gave it. */
  name: string;
  /** Where it is now: under `read/` or `rejected/` of the inbox folder. */
  storedPath: string;
  outcome: 'read' | 'rejected';
  payments: number;
  errors: number;
  totals: Record<string, string>;
  /** Why it was rejected, in the user's words. */
  /** Why it was refused, with the values its message names (for each surface's language). */
  reason: { code: string; message: string; params?: Record<string, string | number> } | null;
  receivedAt: string;
  openedAt: string | null;
  teamRunId: string | null;
}

export interface InboxStore {
  find(sha256: string): InboxRecord | null;
  /** Whether a file at this path (under `read/` or `rejected/`) is already recorded. */
  knowsPath(storedPath: string): boolean;
  /**
   * Records the file and runs `move` (its rename into `read/` or `rejected/`) in one transaction: a
   * failed move records nothing, a crash before the commit leaves a moved file the next start records.
   */
  record(entry: Omit<InboxRecord, 'openedAt'>, move: () => void): void;
  /** What Home shows, oldest first: files read and not opened yet, files rejected and not dismissed yet. */
  newFiles(): InboxRecord[];
  /** The file was opened (read) or its rejection dismissed: Home no longer shows it. */
  markOpened(sha256: string, at: string): void;
}
