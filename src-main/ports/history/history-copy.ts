// This computer's history as rows to copy into the team history (`bulkpay team import-history`, and
// each bulk of a team run before it is sent): read from SQLite by adapters/sqlite/history-copy-rows.ts,
// written to PostgreSQL by adapters/postgres/import-history.ts.

/** The rows of each history table, as stored (column names as keys), in the order they were written. */
export interface LocalHistoryRows {
  files: Record<string, unknown>[];
  bulks: Record<string, unknown>[];
  /** The payments of those bulks, `size` at a time in the order written: memory bounded by a page. */
  paymentPages(size: number): Iterable<Record<string, unknown>[]>;
  snapshots: Record<string, unknown>[];
  audit: Record<string, unknown>[];
}

export interface LocalHistorySource {
  /** Every row of the history, or only those of the given bulks (with the bulks they resend) and their files. */
  historyRows(bulkIds?: string[]): LocalHistoryRows;
}

/** The history tables copied (adapters/postgres/import-history.ts copies them in the order their references need). */
export type HistoryTable = 'files' | 'bulks' | 'payments' | 'snapshots' | 'audit';

/** One table of a copy: verifiable, `copied + alreadyThere === local`. */
export interface TableCount {
  table: HistoryTable;
  /** Rows in this desktop's history (of the bulks copied, when only some are). */
  local: number;
  /** Rows the team history had before and has after. */
  teamBefore: number;
  teamAfter: number;
  /** Of the local rows: added to the team history now, and found there already. */
  copied: number;
  alreadyThere: number;
  /** Of the local rows, how many the team history holds after the copy, counted by their keys (= local when complete). */
  inTeam: number;
}
