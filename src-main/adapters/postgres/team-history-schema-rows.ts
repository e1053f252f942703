/**
 * Team schema version 3, continued (team-history-schema.ts): the rows under a bulk (payments with
 * their text indexes, bank statuses, the audit log) and the tables the team shares beside the
 * history (the tracking leases, the saved column mappings), then the grants of the whole version.
 */
/**
 * What an update of a payment may change: never what was sent, a bank id or date once written, and
 * its state only forward (BP003). Schema 3's `history_payments_guard` and schema 15's (which leaves
 * out the INSERT branch, checked there once per statement) share this one text.
 */
export const PAYMENT_UPDATE_RULES = `  IF (NEW.bulk_id, NEW.position, NEW.line, NEW.row_number, NEW.amount, NEW.amount_milli, NEW.currency,
      NEW.payee_name, NEW.account_identifier, NEW.account_identifier_type, NEW.unstructured_reference,
      NEW.structured_reference, NEW.end_to_end_id, NEW.method, NEW.instant, NEW.created_at)
     IS DISTINCT FROM
     (OLD.bulk_id, OLD.position, OLD.line, OLD.row_number, OLD.amount, OLD.amount_milli, OLD.currency,
      OLD.payee_name, OLD.account_identifier, OLD.account_identifier_type, OLD.unstructured_reference,
      OLD.structured_reference, OLD.end_to_end_id, OLD.method, OLD.instant, OLD.created_at) THEN
    PERFORM bulkpay.refuse('BP003', 'the sent fields of a payment cannot change');
  END IF;
  IF (OLD.bank_payment_uuid IS NOT NULL AND NEW.bank_payment_uuid IS DISTINCT FROM OLD.bank_payment_uuid)
     OR (OLD.booking_date IS NOT NULL AND NEW.booking_date IS DISTINCT FROM OLD.booking_date)
     OR (OLD.execution_at IS NOT NULL AND NEW.execution_at IS DISTINCT FROM OLD.execution_at) THEN
    PERFORM bulkpay.refuse('BP003', 'a payment''s bank id and dates never change once written');
  END IF;
  -- Only a reopened "never sent" bulk (open again) puts its payments back to pending.
  IF NOT bulkpay.payment_moves_forward(OLD.state, NEW.state)
     AND NOT (OLD.state = 'not_sent' AND NEW.state = 'pending' AND EXISTS (
       SELECT 1 FROM bulkpay.history_bulks b WHERE b.id = OLD.bulk_id AND NOT b.processed)) THEN
    PERFORM bulkpay.refuse('BP003', format('a payment''s state only moves forward (%s to %s refused)', OLD.state, NEW.state));
  END IF;
  RETURN NEW;
`;

export const teamHistoryRowsSql = (group: string) => `CREATE TABLE bulkpay.history_payments (
  id bigserial PRIMARY KEY,
  bulk_id text NOT NULL REFERENCES bulkpay.history_bulks (id),
  position integer NOT NULL,
  line integer,
  row_number integer,
  amount text NOT NULL,
  amount_milli bigint NOT NULL,
  currency text NOT NULL,
  payee_name text NOT NULL,
  account_identifier text NOT NULL,
  account_identifier_type text NOT NULL,
  unstructured_reference text,
  structured_reference text,
  end_to_end_id text,
  method text NOT NULL,
  instant boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'pending',
  bank_payment_uuid text,
  booking_date text,
  execution_at text,
  error text,
  bank_errors jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- || rather than concat_ws: a generated column needs an immutable expression.
  search_text text GENERATED ALWAYS AS (lower(payee_name || ' ' || account_identifier || ' ' ||
    coalesce(unstructured_reference, '') || ' ' || coalesce(structured_reference, '') || ' ' ||
    coalesce(end_to_end_id, ''))) STORED,
  reference_text text GENERATED ALWAYS AS (lower(coalesce(unstructured_reference, '') || ' ' ||
    coalesce(structured_reference, '') || ' ' || coalesce(end_to_end_id, ''))) STORED,
  UNIQUE (bulk_id, position)
);
CREATE INDEX history_payments_created ON bulkpay.history_payments (created_at, id);
CREATE INDEX history_payments_state ON bulkpay.history_payments (state, id);
CREATE INDEX history_payments_amount ON bulkpay.history_payments (amount_milli, id);
CREATE INDEX history_payments_account ON bulkpay.history_payments (account_identifier, amount_milli);
CREATE INDEX history_payments_payee ON bulkpay.history_payments (lower(payee_name COLLATE "C"), id);
-- pg_trgm may already be installed in another schema (e.g. public) by the server's admin: name its
-- operator class where it is.
DO $$
DECLARE
  trgm text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX history_payments_text ON bulkpay.history_payments USING gin (search_text %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX history_payments_payee_text ON bulkpay.history_payments USING gin (lower(payee_name) %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX history_payments_account_text ON bulkpay.history_payments USING gin (account_identifier %I.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX history_payments_reference_text ON bulkpay.history_payments USING gin (reference_text %I.gin_trgm_ops)', trgm);
END $$;
CREATE TRIGGER history_payments_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();

CREATE FUNCTION bulkpay.history_payments_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A bulk's payments come with it, in the transaction that inserted it, within its count. (A copy
    -- of a payment already there turns into the upsert's update, checked as one.)
    IF NOT EXISTS (SELECT 1 FROM bulkpay.history_bulks b WHERE b.id = NEW.bulk_id
                   AND b.created_xact = pg_current_xact_id() AND NEW.position >= 0 AND NEW.position < b.total_count)
       AND NOT EXISTS (SELECT 1 FROM bulkpay.history_payments p WHERE p.bulk_id = NEW.bulk_id AND p.position = NEW.position) THEN
      PERFORM bulkpay.refuse('BP003', 'payments are added only with their bulk, within its count');
    END IF;
    RETURN NEW;
  END IF;
${PAYMENT_UPDATE_RULES}END $f$;
CREATE TRIGGER history_payments_guard BEFORE INSERT OR UPDATE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_payments_guard();
CREATE TRIGGER history_payments_outcome AFTER UPDATE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.log_outcome();

CREATE TABLE bulkpay.history_snapshots (
  id bigserial PRIMARY KEY,
  bulk_id text NOT NULL REFERENCES bulkpay.history_bulks (id),
  observed_at timestamptz NOT NULL,
  status text NOT NULL,
  processed boolean NOT NULL,
  not_sent_count integer,
  record jsonb NOT NULL,
  db_user name NOT NULL DEFAULT session_user,
  source_key text UNIQUE
);
CREATE INDEX history_snapshots_bulk ON bulkpay.history_snapshots (bulk_id, id);
CREATE TRIGGER history_snapshots_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.history_snapshots
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();
CREATE TRIGGER history_snapshots_db_user BEFORE INSERT OR UPDATE ON bulkpay.history_snapshots
  FOR EACH ROW EXECUTE FUNCTION bulkpay.stamp_db_user();

-- \`at\` is when the desktop did it (kept from the desktop's log on import); recorded_at and
-- db_user are set by the server and cannot be supplied.
CREATE TABLE bulkpay.history_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  detail jsonb,
  db_user name NOT NULL DEFAULT session_user,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  source_key text UNIQUE
);
CREATE INDEX history_audit_object ON bulkpay.history_audit (object_type, object_id, id);

CREATE FUNCTION bulkpay.history_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bulkpay.refuse('BP004', 'the audit log is append-only');
  END IF;
  IF who IS NULL OR who = 'viewer' THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not write the team history (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  NEW.db_user := session_user;
  NEW.recorded_at := now();
  RETURN NEW;
END $f$;
CREATE TRIGGER history_audit_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.history_audit
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_audit_guard();
CREATE TRIGGER history_audit_no_truncate BEFORE TRUNCATE ON bulkpay.history_audit
  FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.audit_guard();

-- One desktop at a time follows a bulk: the holder renews lease_until while it polls; once the
-- lease has run out (the desktop stopped or lost the network) another desktop takes over.
CREATE TABLE bulkpay.bulk_tracking (
  bulk_id text PRIMARY KEY REFERENCES bulkpay.history_bulks (id),
  holder text NOT NULL,
  db_user name NOT NULL DEFAULT session_user,
  lease_until timestamptz NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER bulk_tracking_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.bulk_tracking
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();
-- A running lease is changed (renewed or given up) only by the member holding it; an ended one may
-- be taken over. Leases are never deleted (DELETE is not granted; release ends the lease).
CREATE FUNCTION bulkpay.bulk_tracking_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.lease_until >= now() AND OLD.db_user <> session_user THEN
    PERFORM bulkpay.refuse('BP003', format('the bulk is followed by %s until %s', OLD.db_user, OLD.lease_until));
  END IF;
  NEW.db_user := session_user;
  RETURN NEW;
END $f$;
CREATE TRIGGER bulk_tracking_guard BEFORE INSERT OR UPDATE ON bulkpay.bulk_tracking
  FOR EACH ROW EXECUTE FUNCTION bulkpay.bulk_tracking_guard();

-- Saved column mappings (not secret), shared by the team; one per name, ignoring case.
CREATE TABLE bulkpay.templates (
  name_key text PRIMARY KEY,
  template jsonb NOT NULL,
  updated_by name NOT NULL DEFAULT session_user,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION bulkpay.templates_writer() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF who IS NULL OR who = 'viewer' THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not change the team''s templates (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  NEW.updated_by := session_user;
  NEW.updated_at := now();
  RETURN NEW;
END $f$;
CREATE TRIGGER templates_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.templates
  FOR EACH ROW EXECUTE FUNCTION bulkpay.templates_writer();
GRANT SELECT, INSERT, UPDATE, DELETE ON bulkpay.templates TO ${group};

GRANT SELECT ON bulkpay.history_files, bulkpay.history_bulks, bulkpay.history_payments,
  bulkpay.history_snapshots, bulkpay.history_audit, bulkpay.bulk_tracking, bulkpay.history_outcomes TO ${group};
GRANT INSERT ON bulkpay.history_files, bulkpay.history_snapshots, bulkpay.history_audit TO ${group};
GRANT INSERT, UPDATE ON bulkpay.history_bulks, bulkpay.history_payments TO ${group};
GRANT INSERT, UPDATE ON bulkpay.bulk_tracking TO ${group};
GRANT USAGE ON ALL SEQUENCES IN SCHEMA bulkpay TO ${group};
REVOKE UPDATE, DELETE, TRUNCATE ON bulkpay.history_audit, bulkpay.history_outcomes FROM PUBLIC, ${group};
`;
