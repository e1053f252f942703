/**
 * Payment runs before sending (issue 13): the imported file as its bytes (and their sha256), the
 * bank profile it was started under, the user's reading settings and the column mapping in
 * effect, and their changes kept compact (the final value of each changed cell, the removed rows),
 * with the row count and a digest of the resulting rows so a run reopened after a restart is
 * checked to be exactly the table the user left. No secrets, but the file holds payees and
 * amounts: a run leaves this table when it is sent (in the same transaction that records its
 * bulks) or discarded, and runs untouched for 30 days are deleted at start (RunDrafts.purge).
 * Also (unreleased, so kept in this one migration): bulks.pending_seen_at.
 */
export default `
CREATE TABLE run_drafts (
  id TEXT PRIMARY KEY,
  profile_id TEXT,
  file_name TEXT NOT NULL,
  file_bytes BLOB NOT NULL,
  file_sha256 TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  changes TEXT NOT NULL DEFAULT '{"cells":[],"removed":[]}',
  digest TEXT NOT NULL DEFAULT '',
  step TEXT NOT NULL DEFAULT 'fix' CHECK (step IN ('fix', 'review')),
  row_count INTEGER NOT NULL DEFAULT 0,
  problem_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX run_drafts_updated ON run_drafts (updated_at);
CREATE INDEX run_drafts_sha256 ON run_drafts (file_sha256);
-- When the bulk was last seen pending approval: tells "expired" (still pending near the one-hour
-- deadline) from "declined" (rejected well before it); see src-shared/payments/approval-outcome.ts.
ALTER TABLE bulks ADD COLUMN pending_seen_at TEXT;
`;
