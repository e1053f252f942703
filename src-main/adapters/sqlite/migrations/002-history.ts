/**
 * The history: imported files, the bulks sent from them, every payment as sent with its final
 * outcome, each status the bank reported, and an append-only audit log.
 *
 * Amounts are kept twice on purpose: `amount` is the exact decimal string sent to the bank (the
 * record), `amount_milli` the same value as an integer of thousandths, exact for every ISO 4217
 * currency (at most three minor digits), so range search and sort use an index without floats.
 * `payments_text` is a trigram FTS5 index over payee, account and references, so "contains"
 * searches stay fast at a million rows.
 */
export default `
CREATE TABLE imported_files (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  encoding TEXT NOT NULL,
  row_count INTEGER NOT NULL CHECK (row_count >= 0),
  imported_by TEXT NOT NULL,
  imported_at TEXT NOT NULL
);
CREATE INDEX imported_files_sha256 ON imported_files (sha256);

CREATE TABLE bulks (
  id TEXT PRIMARY KEY,
  file_id TEXT REFERENCES imported_files (id),
  submission_id TEXT UNIQUE REFERENCES bulk_submissions (id),
  resubmission_of TEXT REFERENCES bulks (id),
  profile_id TEXT,
  sequence INTEGER NOT NULL DEFAULT 1,
  idempotency_key TEXT UNIQUE,
  payment_account TEXT NOT NULL,
  account_label TEXT,
  bank_bulk_id TEXT,
  status_url TEXT,
  state TEXT NOT NULL,
  processed INTEGER NOT NULL DEFAULT 0 CHECK (processed IN (0, 1)),
  total_count INTEGER NOT NULL CHECK (total_count BETWEEN 1 AND 100),
  total_amount TEXT NOT NULL,
  currency_totals TEXT NOT NULL,
  not_sent_count INTEGER,
  last_error TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  accepted_at TEXT,
  finished_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX bulks_open ON bulks (state) WHERE processed = 0;
CREATE INDEX bulks_created ON bulks (created_at);
CREATE INDEX bulks_file ON bulks (file_id);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  bulk_id TEXT NOT NULL REFERENCES bulks (id),
  position INTEGER NOT NULL,
  line INTEGER,
  row_number INTEGER,
  amount TEXT NOT NULL,
  amount_milli INTEGER NOT NULL,
  currency TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  account_identifier TEXT NOT NULL,
  account_identifier_type TEXT NOT NULL,
  unstructured_reference TEXT,
  structured_reference TEXT,
  end_to_end_id TEXT,
  method TEXT NOT NULL,
  instant INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'pending',
  bank_payment_uuid TEXT,
  booking_date TEXT,
  execution_at TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (bulk_id, position)
);
CREATE INDEX payments_created ON payments (created_at, id);
CREATE INDEX payments_state_created ON payments (state, created_at, id);
CREATE INDEX payments_amount ON payments (amount_milli, id);
CREATE INDEX payments_account ON payments (account_identifier);
CREATE INDEX payments_payee ON payments (payee_name COLLATE NOCASE, id);

CREATE VIRTUAL TABLE payments_text USING fts5 (
  payee_name, account_identifier, reference,
  content = '', contentless_delete = 1, tokenize = 'trigram'
);
CREATE TRIGGER payments_text_insert AFTER INSERT ON payments BEGIN
  INSERT INTO payments_text (rowid, payee_name, account_identifier, reference)
  VALUES (new.id, new.payee_name, new.account_identifier,
          concat_ws(' ', new.unstructured_reference, new.structured_reference, new.end_to_end_id));
END;
-- A payment's sent fields are the record of what the bank was asked to do: only its outcome changes.
CREATE TRIGGER payments_sent_fields_fixed BEFORE UPDATE OF
  bulk_id, position, line, row_number, amount, amount_milli, currency, payee_name, account_identifier,
  account_identifier_type, unstructured_reference, structured_reference, end_to_end_id, method, instant, created_at
ON payments BEGIN
  SELECT RAISE(ABORT, 'the sent fields of a payment cannot change');
END;
CREATE TRIGGER payments_text_delete AFTER DELETE ON payments BEGIN
  DELETE FROM payments_text WHERE rowid = old.id;
END;

CREATE TABLE status_snapshots (
  id INTEGER PRIMARY KEY,
  bulk_id TEXT NOT NULL REFERENCES bulks (id),
  observed_at TEXT NOT NULL,
  status TEXT NOT NULL,
  processed INTEGER NOT NULL CHECK (processed IN (0, 1)),
  not_sent_count INTEGER,
  record TEXT NOT NULL
);
CREATE INDEX status_snapshots_bulk ON status_snapshots (bulk_id, id);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  object_type TEXT NOT NULL,
  object_id TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX audit_log_object ON audit_log (object_type, object_id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
`;
