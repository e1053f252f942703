/**
 * The submission journal: one row per bulk the app has decided to send, written durably before
 * the first byte goes out. The key and the exact body bytes are what every retry and every
 * resume after a crash reuses, so the bank can never be asked for a second bulk by accident.
 */
export default `
CREATE TABLE bulk_submissions (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE CHECK (length(idempotency_key) <= 255),
  bank_origin TEXT NOT NULL,
  payment_account TEXT NOT NULL,
  payment_count INTEGER NOT NULL CHECK (payment_count BETWEEN 1 AND 100),
  body BLOB NOT NULL,
  body_sha256 TEXT NOT NULL,
  reference TEXT,
  state TEXT NOT NULL CHECK (state IN ('sending', 'accepted', 'unknown', 'rejected')),
  attempts INTEGER NOT NULL DEFAULT 0,
  bulk_id TEXT,
  status_url TEXT,
  last_error_code TEXT,
  last_error_message TEXT,
  error_details TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (state <> 'accepted' OR bulk_id IS NOT NULL)
);
CREATE INDEX bulk_submissions_open ON bulk_submissions (state) WHERE state IN ('sending', 'unknown');
CREATE INDEX bulk_submissions_reference ON bulk_submissions (reference);
`;
