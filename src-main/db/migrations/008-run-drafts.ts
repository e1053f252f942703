/**
 * Payment runs before sending (issue 13): the imported file as its bytes, the user's reading
 * settings and column mapping, and their edits and removed rows in the order made, so a run
 * reopened after a restart replays to exactly the table the user left. No secrets: the file is
 * what the user imported and is kept in history anyway once sent. A run leaves this table when
 * it is sent or discarded.
 */
export default `
CREATE TABLE run_drafts (
  id TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  file_bytes BLOB NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  edits TEXT NOT NULL DEFAULT '[]',
  step TEXT NOT NULL DEFAULT 'fix' CHECK (step IN ('fix', 'review')),
  row_count INTEGER NOT NULL DEFAULT 0,
  problem_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX run_drafts_updated ON run_drafts (updated_at);
`;
