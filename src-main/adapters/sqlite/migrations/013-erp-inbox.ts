/**
 * The ERP inbox (docs/erp-reports.md): every file picked up from the inbox folder, once per
 * content (its SHA-256), with what became of it. Written in the same transaction as the file's
 * move into `read/` or `rejected/`, so a file is never read twice, also after a crash or a restart.
 * `outcome` 'read': offered as a run on Home until opened (`opened_at`; for 'rejected' when the user dismissed it), `team_run_id` when it
 * was submitted to the team for release); 'rejected': it could not be read, `reason` says why (JSON
 * `{ code, message }`). `totals` is JSON `{ currency: amount }` of exact decimal strings.
 */
export default `
CREATE TABLE inbox_files (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  name TEXT NOT NULL,
  stored_path TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('read', 'rejected')),
  payments INTEGER NOT NULL DEFAULT 0 CHECK (payments >= 0),
  errors INTEGER NOT NULL DEFAULT 0 CHECK (errors >= 0),
  totals TEXT NOT NULL DEFAULT '{}',
  reason TEXT,
  received_at TEXT NOT NULL,
  opened_at TEXT,
  team_run_id TEXT
);
CREATE INDEX inbox_files_new ON inbox_files (received_at) WHERE opened_at IS NULL;
`;
