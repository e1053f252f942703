/**
 * Team schema version 3: the history (files, bulks, payments, bank statuses, audit log) on
 * PostgreSQL, with the rules of the desktop's SQLite history (migrations 002, 005, 007) enforced
 * by the database the same way, so every member's desktop reads and checks one history:
 * - a payment's sent fields never change, only its outcome; nothing is ever deleted;
 * - the audit log is append-only (trigger + no UPDATE/DELETE granted) and records the database
 *   user of every entry and when the server received it;
 * - "send the unsent payments again" makes at most one live resend per bulk, also when two
 *   desktops resend at once (the trigger locks the source bulk's row first);
 * - text search through pg_trgm GIN indexes, the other searches through the same b-tree indexes
 *   as on SQLite; `search_text` and `reference_text` are lower-cased so LIKE serves "contains".
 * - bulk_tracking: the lease under which one desktop at a time follows a bulk at the bank;
 * - templates: the team's saved column mappings (viewers read them only).
 * Rows copied from a desktop by `team import-history` carry `imported_from` (and the audit and
 * snapshot rows a `source_key`), so copying again adds nothing.
 */
import { teamHistoryRowsSql } from './team-history-schema-rows';

export const teamHistorySql = (group: string) => historyBulksSql() + teamHistoryRowsSql(group);

/** Who may write, the imported files, how far a bulk may move, the outcome log and the bulks. */
const historyBulksSql = () => `
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA bulkpay;

-- Members who may write the history: anyone with a Bulkpay role except viewers.
CREATE FUNCTION bulkpay.history_writer() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF who IS NULL OR who = 'viewer' THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not write the team history (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM bulkpay.refuse('BP003', 'the team history is never deleted from');
  END IF;
  RETURN NEW;
END $f$;

CREATE TABLE bulkpay.history_files (
  id text PRIMARY KEY,
  name text NOT NULL,
  sha256 text NOT NULL,
  encoding text NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  imported_by text NOT NULL,
  imported_at timestamptz NOT NULL,
  db_user name NOT NULL DEFAULT session_user,
  imported_from text
);
CREATE INDEX history_files_sha256 ON bulkpay.history_files (sha256);
CREATE TRIGGER history_files_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.history_files
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();

-- db_user is the server's word for who wrote a row, never the caller's.
CREATE FUNCTION bulkpay.stamp_db_user() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  NEW.db_user := session_user;
  RETURN NEW;
END $f$;
CREATE TRIGGER history_files_db_user BEFORE INSERT OR UPDATE ON bulkpay.history_files
  FOR EACH ROW EXECUTE FUNCTION bulkpay.stamp_db_user();

-- How far a bulk has come. Every writer (a desktop, a takeover, a copy by import-history) moves a
-- bulk only forward, whatever the clocks say; a final bulk stays as it is, except that a "never
-- sent" bulk the bank turns out to have accepted is reopened (markAccepted).
CREATE FUNCTION bulkpay.bulk_state_rank(state text, processed boolean) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN processed THEN 4
    ELSE CASE state WHEN 'sending' THEN 0 WHEN 'not_sent' THEN 0 WHEN 'unknown' THEN 1
      WHEN 'pending_approval' THEN 2 ELSE 3 END END
$$;
CREATE FUNCTION bulkpay.bulk_moves_forward(old_state text, old_processed boolean, new_state text,
  new_processed boolean) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN old_processed THEN new_processed AND new_state = old_state
    ELSE bulkpay.bulk_state_rank(new_state, new_processed) >= bulkpay.bulk_state_rank(old_state, old_processed) END
$$;
-- A "never sent" bulk (no bank id) that the bank turns out to have accepted is reopened: the
-- bank's acceptance wins (markAccepted; a copy carrying the bank's id).
CREATE FUNCTION bulkpay.bulk_reopens(old_state text, old_processed boolean, old_bank_bulk_id text,
  new_processed boolean) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT old_processed AND old_state = 'not_sent' AND old_bank_bulk_id IS NULL AND NOT new_processed
$$;
-- A payment's outcome is written once: from pending to its final state.
CREATE FUNCTION bulkpay.payment_moves_forward(old_state text, new_state text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT old_state = 'pending' OR new_state = old_state
$$;

-- Every change of an outcome, with the database user who made it; written by the triggers only
-- (members may read it, nobody may write, change or delete it directly).
CREATE TABLE bulkpay.history_outcomes (
  id bigserial PRIMARY KEY,
  object_type text NOT NULL,
  object_id text NOT NULL,
  position integer,
  old jsonb NOT NULL,
  new jsonb NOT NULL,
  db_user name NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_outcomes_object ON bulkpay.history_outcomes (object_type, object_id, id);
CREATE TRIGGER history_outcomes_append_only BEFORE UPDATE OR DELETE ON bulkpay.history_outcomes
  FOR EACH ROW EXECUTE FUNCTION bulkpay.audit_guard();
CREATE TRIGGER history_outcomes_no_truncate BEFORE TRUNCATE ON bulkpay.history_outcomes
  FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.audit_guard();
CREATE FUNCTION bulkpay.log_outcome() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, bulkpay AS $f$
DECLARE
  was jsonb;
  now_is jsonb;
BEGIN
  IF TG_TABLE_NAME = 'history_bulks' THEN
    was := jsonb_build_object('state', OLD.state, 'processed', OLD.processed, 'idempotency_key', OLD.idempotency_key,
      'submission_id', OLD.submission_id, 'bank_bulk_id', OLD.bank_bulk_id, 'status_url', OLD.status_url,
      'not_sent_count', OLD.not_sent_count);
    now_is := jsonb_build_object('state', NEW.state, 'processed', NEW.processed, 'idempotency_key', NEW.idempotency_key,
      'submission_id', NEW.submission_id, 'bank_bulk_id', NEW.bank_bulk_id, 'status_url', NEW.status_url,
      'not_sent_count', NEW.not_sent_count);
    IF was IS DISTINCT FROM now_is THEN
      INSERT INTO bulkpay.history_outcomes (object_type, object_id, old, new, db_user)
      VALUES ('bulk', NEW.id, was, now_is, session_user);
    END IF;
  ELSE
    was := jsonb_build_object('state', OLD.state, 'bank_payment_uuid', OLD.bank_payment_uuid,
      'booking_date', OLD.booking_date, 'execution_at', OLD.execution_at, 'error', OLD.error);
    now_is := jsonb_build_object('state', NEW.state, 'bank_payment_uuid', NEW.bank_payment_uuid,
      'booking_date', NEW.booking_date, 'execution_at', NEW.execution_at, 'error', NEW.error);
    IF was IS DISTINCT FROM now_is THEN
      INSERT INTO bulkpay.history_outcomes (object_type, object_id, position, old, new, db_user)
      VALUES ('payment', NEW.bulk_id, NEW.position, was, now_is, session_user);
    END IF;
  END IF;
  RETURN NULL;
END $f$;

CREATE TABLE bulkpay.history_bulks (
  id text PRIMARY KEY,
  kind text NOT NULL DEFAULT 'bulk' CHECK (kind IN ('bulk', 'single')),
  file_id text REFERENCES bulkpay.history_files (id),
  submission_id text,
  resubmission_of text REFERENCES bulkpay.history_bulks (id),
  profile_id text,
  sequence integer NOT NULL DEFAULT 1,
  idempotency_key text UNIQUE,
  payment_account text NOT NULL,
  account_label text,
  bank_bulk_id text,
  status_url text,
  state text NOT NULL,
  processed boolean NOT NULL DEFAULT false,
  total_count integer NOT NULL CHECK (total_count BETWEEN 1 AND 100),
  total_amount text NOT NULL,
  currency_totals jsonb NOT NULL,
  not_sent_count integer,
  last_error text,
  created_by text NOT NULL,
  db_user name NOT NULL DEFAULT session_user,
  created_at timestamptz NOT NULL,
  accepted_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL,
  imported_from text,
  -- The transaction that inserted the bulk: its payments are added in that transaction only.
  created_xact xid8
);
CREATE INDEX history_bulks_open ON bulkpay.history_bulks (state) WHERE NOT processed;
CREATE INDEX history_bulks_created ON bulkpay.history_bulks (created_at);
CREATE INDEX history_bulks_file ON bulkpay.history_bulks (file_id);
CREATE INDEX history_bulks_bank_id ON bulkpay.history_bulks (bank_bulk_id);
CREATE INDEX history_bulks_resubmission_of ON bulkpay.history_bulks (resubmission_of) WHERE resubmission_of IS NOT NULL;
CREATE TRIGGER history_bulks_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();

CREATE FUNCTION bulkpay.history_bulks_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.db_user := session_user;
    NEW.created_xact := pg_current_xact_id();
    IF NEW.imported_from IS NULL AND NEW.resubmission_of IS NOT NULL
       AND NEW.state NOT IN ('not_accepted', 'not_sent', 'rejected') THEN
      -- Serialises resends of one bulk across desktops: the second waits here, then sees the first.
      PERFORM 1 FROM bulkpay.history_bulks WHERE id = NEW.resubmission_of FOR UPDATE;
      IF EXISTS (SELECT 1 FROM bulkpay.history_bulks
                 WHERE resubmission_of = NEW.resubmission_of AND state NOT IN ('not_accepted', 'not_sent', 'rejected')) THEN
        PERFORM bulkpay.refuse('BP006', 'bulk_already_resent');
      END IF;
    END IF;
    RETURN NEW;
  END IF;
  -- What was sent, from where and by whom is the record; the bank's answers are what change.
  NEW.id := OLD.id; NEW.kind := OLD.kind; NEW.file_id := OLD.file_id; NEW.resubmission_of := OLD.resubmission_of;
  NEW.sequence := OLD.sequence; NEW.payment_account := OLD.payment_account; NEW.total_count := OLD.total_count;
  NEW.total_amount := OLD.total_amount; NEW.currency_totals := OLD.currency_totals;
  NEW.created_by := OLD.created_by; NEW.db_user := OLD.db_user; NEW.created_at := OLD.created_at;
  NEW.imported_from := OLD.imported_from; NEW.created_xact := OLD.created_xact;
  -- The bank's answers: the key, the bank's id and URL are written once; the state only forward.
  IF (OLD.idempotency_key IS NOT NULL AND NEW.idempotency_key IS DISTINCT FROM OLD.idempotency_key)
     OR (OLD.submission_id IS NOT NULL AND NEW.submission_id IS DISTINCT FROM OLD.submission_id)
     OR (OLD.bank_bulk_id IS NOT NULL AND NEW.bank_bulk_id IS DISTINCT FROM OLD.bank_bulk_id)
     OR (OLD.status_url IS NOT NULL AND NEW.status_url IS DISTINCT FROM OLD.status_url)
     OR (OLD.accepted_at IS NOT NULL AND NEW.accepted_at IS DISTINCT FROM OLD.accepted_at) THEN
    PERFORM bulkpay.refuse('BP003', 'a bulk''s key, bank id and status URL never change once written');
  END IF;
  IF NOT bulkpay.bulk_moves_forward(OLD.state, OLD.processed, NEW.state, NEW.processed)
     AND NOT bulkpay.bulk_reopens(OLD.state, OLD.processed, OLD.bank_bulk_id, NEW.processed) THEN
    PERFORM bulkpay.refuse('BP003', format('a bulk''s state only moves forward (%s to %s refused)', OLD.state, NEW.state));
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER history_bulks_guard BEFORE INSERT OR UPDATE ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_bulks_guard();
CREATE TRIGGER history_bulks_outcome AFTER UPDATE ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.log_outcome();

`;
