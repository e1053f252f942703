/**
 * Team schema 8: the team's payee book (docs/payee-book.md), enforced by the database.
 *
 * - `bulkpay.payee_book`: one row per payee and IBAN the team paid, filled from the team history
 *   (every payment copied into `history_payments`, by trigger, and once from what is there now).
 *   IBANs are kept in electronic form (no spaces, upper case).
 * - Trust and block changes (to `trusted` or `blocked`, or out of `blocked`) are allowed only to
 *   approvers and admins (BP002), and each is written to the audit log by the database.
 * - Risk-scaled release: a run paying an IBAN the book does not know as paid (a new payee or
 *   changed bank details) or one that was blocked and unblocked always needs a second person,
 *   whatever the amount threshold says. The run names its payees' IBANs (`payee_ibans`); at commit
 *   they must be exactly its payments' IBANs, each the account of its payment's fingerprint (BP008),
 *   so a client cannot leave one out nor label a payment with another account.
 * - Members may write only a payee's key, name, IBAN, trust and note: counts, dates and
 *   was_blocked come only from the database's triggers.
 */
const v8 = `
CREATE TABLE bulkpay.payee_book (
  id bigserial PRIMARY KEY,
  payee_key text NOT NULL,
  payee_id text,
  name text NOT NULL,
  iban text NOT NULL,
  bic text,
  first_paid_at timestamptz,
  last_paid_at timestamptz,
  payment_count integer NOT NULL DEFAULT 0 CHECK (payment_count >= 0),
  recent_amounts jsonb NOT NULL DEFAULT '[]',
  trust text NOT NULL DEFAULT 'known' CHECK (trust IN ('new', 'known', 'trusted', 'blocked')),
  was_blocked boolean NOT NULL DEFAULT false,
  note text,
  updated_by name NOT NULL DEFAULT session_user,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payee_key, iban)
);
CREATE INDEX payee_book_iban ON bulkpay.payee_book (iban);

-- The name part of the key as far as SQL can fold it; the app folds accents and compatibility forms too.
CREATE FUNCTION bulkpay.payee_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE
  SET search_path = pg_catalog, bulkpay, pg_temp AS
  $f$ SELECT 'name:' || btrim(regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g')) $f$;

CREATE FUNCTION bulkpay.payee_book_guard() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
  judged boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bulkpay.refuse('BP003', 'a payee is never deleted from the book; block it instead');
  END IF;
  judged := CASE WHEN TG_OP = 'INSERT' THEN NEW.trust IN ('trusted', 'blocked')
                 ELSE NEW.trust IS DISTINCT FROM OLD.trust AND NOT (OLD.trust = 'new' AND NEW.trust = 'known') END;
  IF judged AND (who IS NULL OR who NOT IN ('approver', 'admin')) THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not trust, block or unblock payees (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.trust = 'blocked' AND NEW.trust <> 'blocked' THEN NEW.was_blocked := true; END IF;
  NEW.updated_by := session_user;
  NEW.updated_at := now();
  RETURN NEW;
END $f$;
CREATE TRIGGER payee_book_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.payee_book
  FOR EACH ROW EXECUTE FUNCTION bulkpay.payee_book_guard();

-- Every trust change is in the audit log, written by the database (members cannot write it themselves).
CREATE FUNCTION bulkpay.payee_book_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.trust IS NOT DISTINCT FROM OLD.trust THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' AND NEW.trust IN ('new', 'known') THEN RETURN NULL; END IF;
  INSERT INTO bulkpay.audit (run_id, action, detail) VALUES (NULL,
    CASE WHEN NEW.trust = 'blocked' THEN 'payee_blocked' WHEN NEW.trust = 'trusted' THEN 'payee_trusted'
         WHEN TG_OP = 'UPDATE' AND OLD.trust = 'blocked' THEN 'payee_unblocked' ELSE 'payee_' || NEW.trust END,
    jsonb_strip_nulls(jsonb_build_object('iban', NEW.iban, 'name', NEW.name, 'note', NEW.note,
      'from', CASE WHEN TG_OP = 'UPDATE' THEN OLD.trust END)));
  RETURN NULL;
END $f$;
CREATE TRIGGER payee_book_audit AFTER INSERT OR UPDATE ON bulkpay.payee_book
  FOR EACH ROW EXECUTE FUNCTION bulkpay.payee_book_audit();

-- The book learns every payment the team history receives (SECURITY DEFINER: a preparer's copy
-- of its history updates counts and dates, never trust).
CREATE FUNCTION bulkpay.payee_book_learn() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  account text := upper(regexp_replace(NEW.account_identifier, '\\s', '', 'g'));
BEGIN
  INSERT INTO bulkpay.payee_book AS b (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
  VALUES (bulkpay.payee_name_key(NEW.payee_name), NEW.payee_name, account, NEW.created_at, NEW.created_at, 1,
          jsonb_build_array(jsonb_build_array(NEW.amount, NEW.currency)))
  ON CONFLICT (payee_key, iban) DO UPDATE SET payment_count = b.payment_count + 1,
    first_paid_at = least(b.first_paid_at, EXCLUDED.first_paid_at),
    last_paid_at = greatest(b.last_paid_at, EXCLUDED.last_paid_at),
    trust = CASE WHEN b.trust = 'new' THEN 'known' ELSE b.trust END,
    recent_amounts = (SELECT coalesce(jsonb_agg(e), '[]') FROM (SELECT e FROM jsonb_array_elements(
      EXCLUDED.recent_amounts || b.recent_amounts) WITH ORDINALITY AS x(e, n) ORDER BY n LIMIT 20) y);
  RETURN NULL;
END $f$;
CREATE TRIGGER history_payments_payee_book AFTER INSERT ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.payee_book_learn();

INSERT INTO bulkpay.payee_book (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
SELECT key, (array_agg(payee_name ORDER BY id DESC))[1], iban, min(created_at), max(created_at), count(*),
       coalesce(jsonb_agg(jsonb_build_array(amount, currency) ORDER BY id DESC) FILTER (WHERE n <= 20), '[]')
FROM (SELECT q.*, row_number() OVER (PARTITION BY key, iban ORDER BY id DESC) AS n
      FROM (SELECT id, payee_name, amount, currency, created_at, bulkpay.payee_name_key(payee_name) AS key,
                   upper(regexp_replace(account_identifier, '\\s', '', 'g')) AS iban
            FROM bulkpay.history_payments) q) p
GROUP BY key, iban;

-- A payee IBAN the book knows as safely paid: known and paid, and never blocked, or trusted since.
CREATE FUNCTION bulkpay.payee_iban_known(account text) RETURNS boolean LANGUAGE sql STABLE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM bulkpay.payee_book b WHERE b.iban = account
    AND (b.trust = 'trusted' OR (b.trust = 'known' AND b.payment_count > 0 AND NOT b.was_blocked)))
  AND NOT EXISTS (SELECT 1 FROM bulkpay.payee_book b WHERE b.iban = account AND b.trust = 'blocked')
$f$;

ALTER TABLE bulkpay.run_payments ADD COLUMN iban text;
ALTER TABLE bulkpay.runs ADD COLUMN payee_ibans text[];
ALTER TABLE bulkpay.runs ADD COLUMN payee_release_required boolean NOT NULL DEFAULT false;

-- After runs_guard (triggers fire in name order): a run paying an IBAN the book does not know
-- always waits for a second person, whatever the threshold.
CREATE FUNCTION bulkpay.runs_payee_risk() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.payee_ibans := OLD.payee_ibans;
    NEW.payee_release_required := OLD.payee_release_required;
    RETURN NEW;
  END IF;
  NEW.payee_release_required := NEW.payee_ibans IS NULL OR EXISTS (
    SELECT 1 FROM unnest(NEW.payee_ibans) AS i(account) WHERE NOT bulkpay.payee_iban_known(account));
  IF NEW.payee_release_required THEN
    NEW.release_required := true;
    NEW.state := 'awaiting_release';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER runs_payee_risk BEFORE INSERT OR UPDATE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_payee_risk();

-- At commit: the IBANs the run named are exactly its payments' (none left out to pass the rule),
-- and each payment's IBAN is the account its fingerprint starts with (the account the duplicate
-- check and the release check compare), so no payment is labelled with a known IBAN it does not pay.
CREATE FUNCTION bulkpay.run_names_its_payees() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM bulkpay.run_payments p WHERE p.run_id = NEW.id
             AND (p.iban IS NULL OR NOT upper(regexp_replace(p.iban, '\\s', '', 'g')) = ANY (coalesce(NEW.payee_ibans, '{}'))
                  OR upper(regexp_replace(p.iban, '\\s', '', 'g'))
                     IS DISTINCT FROM upper(regexp_replace(split_part(p.fingerprint, '|', 1), '\\s', '', 'g')))) THEN
    PERFORM bulkpay.refuse('BP008', 'a run must name the IBAN of every payment it holds, the account each payment pays');
  END IF;
  RETURN NULL;
END $f$;
CREATE CONSTRAINT TRIGGER run_names_its_payees AFTER INSERT ON bulkpay.runs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bulkpay.run_names_its_payees();

-- Members write only a payee's name, account, trust and note (trust changes by role, above);
-- counts, dates and was_blocked come only from the database's own triggers.
GRANT SELECT, INSERT (payee_key, name, iban, trust, note), UPDATE (trust, note) ON bulkpay.payee_book TO bulkpay_team;
GRANT USAGE ON SEQUENCE bulkpay.payee_book_id_seq TO bulkpay_team;
`;

export const TEAM_PAYEES_SQL = v8;
