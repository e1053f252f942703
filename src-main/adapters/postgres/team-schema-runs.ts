/**
 * The team store's first schema versions on PostgreSQL (1, 2 and 4; the list of every version is
 * team-schema.ts). Every rule an auditor relies on lives here, in the
 * database, so a modified client cannot bypass it: who may do what (members), four-eyes release
 * (runs_guard), one send per run (the claim is a state change only one transaction can win) and
 * the append-only audit log (audit_guard, no UPDATE/DELETE granted).
 *
 * Errors the client maps to messages carry their own SQLSTATE:
 * BP001 four-eyes (releaser is the preparer), BP002 not allowed for the member's role,
 * BP003 a move the run's state does not allow, BP004 the audit log is append-only, BP005 a claim
 * to send from another bank identity than the run's (or its first sender's), BP006 a second live
 * resend of a bulk (team-history-schema.ts), BP007 a bulk's outcome written by a member who neither
 * sent it nor holds its tracking lease (team-schema-outcome-writers.ts), BP008 a run that does not name
 * the IBAN of every payment it holds (team-schema-payees.ts), BP009 a release the run's release rules
 * do not allow: a second approver, or an admin, must release it (team-schema-release-rules.ts).
 */

export const TEAM_GROUP_ROLE = 'bulkpay_team';

// Version 1: members and their roles, the release policy, runs and their audit log.
export const TEAM_RUNS_SQL = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEAM_GROUP_ROLE}') THEN
    CREATE ROLE ${TEAM_GROUP_ROLE} NOLOGIN;
  END IF;
END $$;

CREATE SCHEMA bulkpay;
REVOKE ALL ON SCHEMA bulkpay FROM PUBLIC;
GRANT USAGE ON SCHEMA bulkpay TO ${TEAM_GROUP_ROLE};

-- Team members are the database's own login roles; this maps each to a Bulkpay role.
CREATE TABLE bulkpay.members (
  db_role name PRIMARY KEY,
  app_role text NOT NULL CHECK (app_role IN ('preparer', 'approver', 'admin', 'viewer')),
  granted_by name NOT NULL DEFAULT session_user,
  granted_at timestamptz NOT NULL DEFAULT now()
);
-- The role that installs the schema is its first admin.
INSERT INTO bulkpay.members (db_role, app_role) VALUES (session_user, 'admin');

CREATE FUNCTION bulkpay.app_role(who name) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog
  AS 'SELECT app_role FROM bulkpay.members WHERE db_role = who';

-- Team roles and the release policy are the admins' to change.
CREATE FUNCTION bulkpay.admin_only() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF bulkpay.app_role(session_user) IS DISTINCT FROM 'admin' THEN
    RAISE EXCEPTION 'only a Bulkpay admin may change team roles or the release policy' USING ERRCODE = 'BP002';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  IF TG_TABLE_NAME = 'members' THEN
    NEW.granted_by := session_user;
    NEW.granted_at := now();
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER members_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.members
  FOR EACH ROW EXECUTE FUNCTION bulkpay.admin_only();

-- Four-eyes policy: by default every run needs a second person. A threshold per currency lets
-- runs whose total in that currency is at most the amount go without (every currency of the run
-- must be at or under its own threshold).
CREATE TABLE bulkpay.release_thresholds (
  currency char(3) PRIMARY KEY,
  amount numeric NOT NULL CHECK (amount >= 0)
);
CREATE TRIGGER release_thresholds_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.release_thresholds
  FOR EACH ROW EXECUTE FUNCTION bulkpay.admin_only();

CREATE FUNCTION bulkpay.release_required(totals jsonb) RETURNS boolean
  LANGUAGE sql STABLE AS $f$
  SELECT EXISTS (
    SELECT 1 FROM jsonb_each_text(totals) AS t(currency, total)
    LEFT JOIN bulkpay.release_thresholds r ON r.currency = t.currency
    WHERE r.amount IS NULL OR t.total::numeric > r.amount
  )
$f$;

CREATE TABLE bulkpay.runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  paying_account text NOT NULL,
  payment_count integer NOT NULL CHECK (payment_count > 0),
  totals jsonb NOT NULL,
  plan jsonb NOT NULL,
  plan_hash text NOT NULL,
  warnings_acknowledged jsonb NOT NULL DEFAULT '[]',
  state text NOT NULL CHECK (state IN ('awaiting_release', 'returned', 'released', 'sending', 'sent')),
  release_required boolean NOT NULL,
  prepared_by name NOT NULL,
  prepared_at timestamptz NOT NULL,
  released_by name,
  released_at timestamptz,
  returned_by name,
  returned_comment text,
  claimed_by name,
  claimed_host text,
  claimed_at timestamptz,
  sent_at timestamptz,
  CONSTRAINT four_eyes CHECK (released_by IS NULL OR released_by <> prepared_by)
);
CREATE INDEX runs_by_state ON bulkpay.runs (state, prepared_at DESC);

CREATE FUNCTION bulkpay.refuse(code text, message text) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN RAISE EXCEPTION '%', message USING ERRCODE = code; END $f$;

CREATE FUNCTION bulkpay.runs_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bulkpay.refuse('BP003', 'a submitted run is never deleted; return it instead');
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF who IS NULL OR who NOT IN ('preparer', 'admin') THEN
      PERFORM bulkpay.refuse('BP002', format('%s may not prepare runs (role: %s)', session_user, coalesce(who, 'none')));
    END IF;
    NEW.prepared_by := session_user;
    NEW.prepared_at := now();
    -- Totals that name no currency prove nothing: such a run always needs a second person.
    NEW.release_required := jsonb_typeof(NEW.totals) IS DISTINCT FROM 'object' OR NEW.totals = '{}'::jsonb
      OR bulkpay.release_required(NEW.totals);
    NEW.state := CASE WHEN NEW.release_required THEN 'awaiting_release' ELSE 'released' END;
    NEW.released_by := NULL; NEW.released_at := NULL;
    NEW.returned_by := NULL; NEW.returned_comment := NULL;
    NEW.claimed_by := NULL; NEW.claimed_host := NULL; NEW.claimed_at := NULL; NEW.sent_at := NULL;
    RETURN NEW;
  END IF;

  -- UPDATE: what was prepared and who did what is never rewritten; only the move itself is taken.
  NEW.id := OLD.id; NEW.file_name := OLD.file_name; NEW.file_sha256 := OLD.file_sha256;
  NEW.paying_account := OLD.paying_account; NEW.payment_count := OLD.payment_count;
  NEW.totals := OLD.totals; NEW.plan := OLD.plan; NEW.plan_hash := OLD.plan_hash;
  NEW.warnings_acknowledged := OLD.warnings_acknowledged; NEW.release_required := OLD.release_required;
  NEW.prepared_by := OLD.prepared_by; NEW.prepared_at := OLD.prepared_at;
  NEW.released_by := OLD.released_by; NEW.released_at := OLD.released_at;
  NEW.returned_by := OLD.returned_by; NEW.sent_at := OLD.sent_at;

  IF OLD.state = 'awaiting_release' AND NEW.state IN ('released', 'returned') THEN
    IF who IS NULL OR who NOT IN ('approver', 'admin') THEN
      PERFORM bulkpay.refuse('BP002', format('%s may not release or return runs (role: %s)', session_user, coalesce(who, 'none')));
    END IF;
    IF NEW.state = 'released' THEN
      IF session_user = OLD.prepared_by THEN
        PERFORM bulkpay.refuse('BP001', 'four-eyes rule: a run must be released by someone other than the person who prepared it');
      END IF;
      NEW.released_by := session_user;
      NEW.released_at := now();
    ELSE
      IF coalesce(btrim(NEW.returned_comment), '') = '' THEN
        PERFORM bulkpay.refuse('BP003', 'returning a run needs a comment for the preparer');
      END IF;
      NEW.returned_by := session_user;
    END IF;
  ELSIF OLD.state = 'released' AND NEW.state = 'sending'
     OR OLD.state = 'sending' AND NEW.state = 'sending' THEN
    IF who IS NULL OR who = 'viewer' THEN
      PERFORM bulkpay.refuse('BP002', format('%s may not send runs (role: %s)', session_user, coalesce(who, 'none')));
    END IF;
    -- A run being sent is claimed again only by the same member on the same desktop (renewing
    -- the lease before each bulk), or by anyone once its holder stopped renewing for longer than
    -- a bulk's whole retry budget (5 minutes): the run's Idempotency-Keys are
    -- in the run itself, so a desktop that takes over sends the same bulks under the same keys.
    IF OLD.state = 'sending'
       AND NOT (OLD.claimed_by = session_user AND OLD.claimed_host IS NOT DISTINCT FROM NEW.claimed_host)
       AND OLD.claimed_at > now() - interval '10 minutes' THEN
      PERFORM bulkpay.refuse('BP003', format('this run is being sent by %s on %s', OLD.claimed_by, OLD.claimed_host));
    END IF;
    NEW.claimed_by := session_user;
    NEW.claimed_at := now();
  ELSIF OLD.state = 'sending' AND NEW.state = 'sent' THEN
    IF OLD.claimed_by <> session_user THEN
      PERFORM bulkpay.refuse('BP003', format('only %s, who is sending this run, can mark it sent', OLD.claimed_by));
    END IF;
    NEW.claimed_host := OLD.claimed_host; NEW.claimed_by := OLD.claimed_by; NEW.claimed_at := OLD.claimed_at;
    NEW.sent_at := now();
  ELSE
    PERFORM bulkpay.refuse('BP003', format('a run that is %s cannot become %s', OLD.state, NEW.state));
  END IF;
  IF NEW.state <> 'returned' THEN NEW.returned_comment := OLD.returned_comment; END IF;
  IF NEW.state <> 'sending' THEN NEW.claimed_host := OLD.claimed_host; END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER runs_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_guard();

-- Append-only: no UPDATE/DELETE/TRUNCATE is granted, and the trigger refuses them even to the owner.
CREATE TABLE bulkpay.audit (
  id bigserial PRIMARY KEY,
  run_id uuid REFERENCES bulkpay.runs (id),
  at timestamptz NOT NULL,
  db_user name NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_by_run ON bulkpay.audit (run_id, id);

CREATE FUNCTION bulkpay.audit_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bulkpay.refuse('BP004', 'the audit log is append-only');
  END IF;
  NEW.db_user := session_user;
  NEW.at := now();
  RETURN NEW;
END $f$;
CREATE TRIGGER audit_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.audit
  FOR EACH ROW EXECUTE FUNCTION bulkpay.audit_guard();
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON bulkpay.audit
  FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.audit_guard();

-- Every move of a run is written to the audit log by the database itself.
-- SECURITY DEFINER: members may not insert audit entries themselves, only through a run's move.
CREATE FUNCTION bulkpay.runs_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $f$
BEGIN
  -- A sender renewing its own claim is not news; a takeover by another member is.
  IF TG_OP = 'UPDATE' AND OLD.state = NEW.state AND OLD.claimed_by IS NOT DISTINCT FROM NEW.claimed_by THEN
    RETURN NULL;
  END IF;
  INSERT INTO bulkpay.audit (run_id, action, detail) VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN 'prepared' ELSE NEW.state END,
    jsonb_strip_nulls(jsonb_build_object(
      'state', NEW.state,
      'comment', CASE WHEN NEW.state = 'returned' THEN NEW.returned_comment END,
      'host', CASE WHEN NEW.state IN ('sending', 'sent') THEN NEW.claimed_host END,
      'release_required', CASE WHEN TG_OP = 'INSERT' THEN NEW.release_required END
    ))
  );
  RETURN NULL;
END $f$;
CREATE TRIGGER runs_audit AFTER INSERT OR UPDATE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_audit();

GRANT SELECT ON ALL TABLES IN SCHEMA bulkpay TO ${TEAM_GROUP_ROLE};
GRANT INSERT, UPDATE ON bulkpay.runs TO ${TEAM_GROUP_ROLE};
GRANT INSERT, UPDATE, DELETE ON bulkpay.members, bulkpay.release_thresholds TO ${TEAM_GROUP_ROLE};
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON bulkpay.audit FROM PUBLIC, ${TEAM_GROUP_ROLE};
`;

// The payments of each run, so duplicate detection sees what the whole team prepared and sent.
// Written only with the run itself (same transaction, same preparer) and never changed: members
// have no UPDATE or DELETE on it, and the guard below refuses them even to the schema's owner.
// Since schema 20 the guard fires on UPDATE and DELETE only; an INSERT is checked once per
// statement (team-schema-run-checks.ts, run_payments_added_guard), so its INSERT branch is not reached.
export const TEAM_RUN_PAYMENTS_SQL = `
CREATE TABLE bulkpay.run_payments (
  run_id uuid NOT NULL REFERENCES bulkpay.runs (id),
  line integer NOT NULL,
  fingerprint text NOT NULL,
  payee text NOT NULL,
  amount numeric NOT NULL,
  currency char(3) NOT NULL,
  PRIMARY KEY (run_id, line)
);
CREATE INDEX run_payments_by_fingerprint ON bulkpay.run_payments (fingerprint);

CREATE FUNCTION bulkpay.run_payments_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bulkpay.refuse('BP003', 'the payments of a submitted run are never changed');
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bulkpay.runs r WHERE r.id = NEW.run_id
                 AND r.prepared_by = session_user AND r.prepared_at = now()) THEN
    PERFORM bulkpay.refuse('BP003', 'payments are added only with their run, by its preparer');
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER run_payments_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.run_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.run_payments_guard();

-- At commit, a run's count and totals must be exactly those of its payments, so the release
-- policy (which reads the totals) and the approver see what is in the run.
CREATE FUNCTION bulkpay.run_matches_payments() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF (SELECT count(*) FROM bulkpay.run_payments WHERE run_id = NEW.id) <> NEW.payment_count THEN
    PERFORM bulkpay.refuse('BP003', 'a run must carry exactly its payments');
  END IF;
  IF EXISTS (
    SELECT 1
    FROM (SELECT currency::text AS currency, sum(amount) AS total FROM bulkpay.run_payments
          WHERE run_id = NEW.id GROUP BY currency) p
    FULL JOIN jsonb_each_text(NEW.totals) AS t(currency, total) ON t.currency = p.currency
    WHERE p.total IS NULL OR t.total IS NULL OR p.total <> t.total::numeric
  ) THEN
    PERFORM bulkpay.refuse('BP003', 'a run''s totals must be the sums of its payments per currency');
  END IF;
  RETURN NULL;
END $f$;
CREATE CONSTRAINT TRIGGER run_matches_payments AFTER INSERT ON bulkpay.runs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bulkpay.run_matches_payments();

GRANT SELECT, INSERT ON bulkpay.run_payments TO ${TEAM_GROUP_ROLE};
`;

// Which bank identity a run's Idempotency-Keys belong to: the TPP (its client id at the bank) and
// the customer (the PSU token's sub) of the desktop that prepared it. A desktop signed in as
// another TPP or customer must not send the run (the keys would be another party's). Set once,
// when the run is prepared, and never changed.
export const TEAM_RUN_BANK_IDENTITY_SQL = `
ALTER TABLE bulkpay.runs ADD COLUMN bank_tpp text, ADD COLUMN bank_customer text,
  ADD COLUMN claimed_tpp text, ADD COLUMN claimed_customer text;
-- Every new run names both; runs from before this version have neither and are never sent
-- (their preparer submits the file again), so the check is NOT VALID for them.
ALTER TABLE bulkpay.runs ADD CONSTRAINT runs_bank_identity
  CHECK (bank_tpp IS NOT NULL AND bank_customer IS NOT NULL) NOT VALID;

-- The identity is set once, when the run is prepared. A claim to send names the TPP and customer
-- sending it: they must be the run's own, and a desktop taking over a claim must send as the
-- same identity as the first sender (the keys already used at the bank are that identity's).
CREATE FUNCTION bulkpay.runs_identity_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  NEW.bank_tpp := OLD.bank_tpp;
  NEW.bank_customer := OLD.bank_customer;
  IF NEW.state = 'sending' AND OLD.state IN ('released', 'sending') THEN
    IF OLD.bank_tpp IS NULL OR OLD.bank_customer IS NULL THEN
      PERFORM bulkpay.refuse('BP005', 'this run records no bank identity; submit the file again');
    END IF;
    IF NEW.claimed_tpp IS DISTINCT FROM OLD.bank_tpp OR NEW.claimed_customer IS DISTINCT FROM OLD.bank_customer THEN
      PERFORM bulkpay.refuse('BP005', format('this run belongs to TPP %s and customer %s', OLD.bank_tpp, OLD.bank_customer));
    END IF;
    IF OLD.state = 'sending' AND (NEW.claimed_tpp IS DISTINCT FROM OLD.claimed_tpp
        OR NEW.claimed_customer IS DISTINCT FROM OLD.claimed_customer) THEN
      PERFORM bulkpay.refuse('BP005', 'a run is taken over only by the bank identity that started sending it');
    END IF;
  ELSE
    NEW.claimed_tpp := OLD.claimed_tpp;
    NEW.claimed_customer := OLD.claimed_customer;
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER runs_identity_guard BEFORE UPDATE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_identity_guard();
`;
