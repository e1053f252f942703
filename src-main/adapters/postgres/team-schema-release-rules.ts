/**
 * Team schema 10: release rules that scale with the amount and with who prepared the run
 * (docs/team-admin.md, "Risk-scaled release"), enforced by the database like the four-eyes rule.
 *
 * - `bulkpay.second_approver_thresholds`: above this total in a currency, a run needs two releases
 *   by two different approvers (neither of them its preparer). The first release is recorded as
 *   the run's first approval (`first_approved_by`), the run stays waiting; the second releases it.
 * - `bulkpay.member_limits`: a member's runs above this total in a currency need an admin among
 *   the people who release them.
 * - Both are the admins' to change (admin_only, BP002), and every change is in the audit log.
 * - The run's flags are worked out by the database when the run is stored, from its totals, which
 *   the database already holds to be exactly the sums of its payments at commit
 *   (run_matches_payments, schema 2): a client cannot choose them. Refusals carry SQLSTATE BP009
 *   with DETAIL `second_approver` or `admin_release`.
 */
const v10 = `
CREATE TABLE bulkpay.second_approver_thresholds (
  currency char(3) PRIMARY KEY,
  amount numeric NOT NULL CHECK (amount >= 0)
);
CREATE TABLE bulkpay.member_limits (
  db_role name NOT NULL,
  currency char(3) NOT NULL,
  amount numeric NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (db_role, currency)
);
CREATE TRIGGER second_approver_thresholds_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.second_approver_thresholds
  FOR EACH ROW EXECUTE FUNCTION bulkpay.admin_only();
CREATE TRIGGER member_limits_guard BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.member_limits
  FOR EACH ROW EXECUTE FUNCTION bulkpay.admin_only();

-- Every change of a release rule (these two and the amount threshold) is in the audit log.
CREATE FUNCTION bulkpay.release_rule_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  r jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  INSERT INTO bulkpay.audit (run_id, action, detail) VALUES (NULL, 'release_rule_changed',
    jsonb_strip_nulls(jsonb_build_object('rule', TG_TABLE_NAME, 'currency', r->>'currency', 'member', r->>'db_role',
      'amount', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE r->>'amount' END)));
  RETURN NULL;
END $f$;
CREATE TRIGGER second_approver_thresholds_audit AFTER INSERT OR UPDATE OR DELETE ON bulkpay.second_approver_thresholds
  FOR EACH ROW EXECUTE FUNCTION bulkpay.release_rule_audit();
CREATE TRIGGER member_limits_audit AFTER INSERT OR UPDATE OR DELETE ON bulkpay.member_limits
  FOR EACH ROW EXECUTE FUNCTION bulkpay.release_rule_audit();
CREATE TRIGGER release_thresholds_audit AFTER INSERT OR UPDATE OR DELETE ON bulkpay.release_thresholds
  FOR EACH ROW EXECUTE FUNCTION bulkpay.release_rule_audit();

ALTER TABLE bulkpay.runs ADD COLUMN second_approval_required boolean NOT NULL DEFAULT false,
  ADD COLUMN admin_release_required boolean NOT NULL DEFAULT false,
  ADD COLUMN first_approved_by name, ADD COLUMN first_approved_at timestamptz,
  ADD CONSTRAINT four_eyes_first_approval CHECK (first_approved_by IS NULL
    OR first_approved_by <> prepared_by AND first_approved_by IS DISTINCT FROM released_by);

-- True when a total of the run in some currency is above the amount of that currency in the rule.
CREATE FUNCTION bulkpay.totals_above(totals jsonb, amounts jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM jsonb_each_text(totals) AS t(currency, total)
    JOIN jsonb_each_text(amounts) AS a(currency, amount) ON a.currency = t.currency
    WHERE t.total::numeric > a.amount::numeric)
$f$;

-- At INSERT the run's flags come from its totals and the rules; afterwards nobody changes them.
-- A release of a run that needs two approvers is first recorded as its first approval.
-- Fires after runs_guard and runs_payee_risk (triggers fire in name order).
CREATE FUNCTION bulkpay.runs_release_rules() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.second_approval_required := jsonb_typeof(NEW.totals) IS DISTINCT FROM 'object' OR bulkpay.totals_above(NEW.totals,
      (SELECT coalesce(jsonb_object_agg(currency, amount), '{}') FROM bulkpay.second_approver_thresholds));
    NEW.admin_release_required := jsonb_typeof(NEW.totals) IS DISTINCT FROM 'object' OR bulkpay.totals_above(NEW.totals,
      (SELECT coalesce(jsonb_object_agg(currency, amount), '{}') FROM bulkpay.member_limits WHERE db_role = session_user));
    NEW.first_approved_by := NULL; NEW.first_approved_at := NULL;
    IF NEW.second_approval_required OR NEW.admin_release_required THEN
      NEW.release_required := true;
      NEW.state := 'awaiting_release';
      NEW.released_by := NULL; NEW.released_at := NULL;
    END IF;
    RETURN NEW;
  END IF;
  NEW.second_approval_required := OLD.second_approval_required;
  NEW.admin_release_required := OLD.admin_release_required;
  NEW.first_approved_by := OLD.first_approved_by; NEW.first_approved_at := OLD.first_approved_at;
  IF NOT (OLD.state = 'awaiting_release' AND NEW.state = 'released') THEN RETURN NEW; END IF;
  IF OLD.second_approval_required AND OLD.first_approved_by = session_user THEN
    RAISE EXCEPTION 'this run needs a second approver other than %', session_user
      USING ERRCODE = 'BP009', DETAIL = 'second_approver';
  END IF;
  IF OLD.second_approval_required AND OLD.first_approved_by IS NULL THEN
    NEW.first_approved_by := session_user; NEW.first_approved_at := now();
    NEW.state := 'awaiting_release'; NEW.released_by := NULL; NEW.released_at := NULL;
    RETURN NEW;
  END IF;
  IF OLD.admin_release_required AND who IS DISTINCT FROM 'admin'
     AND bulkpay.app_role(OLD.first_approved_by) IS DISTINCT FROM 'admin' THEN
    RAISE EXCEPTION 'this run is above the limit of %; an admin must release it', OLD.prepared_by
      USING ERRCODE = 'BP009', DETAIL = 'admin_release';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER runs_release_rules BEFORE INSERT OR UPDATE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_release_rules();

-- The first approval is in the audit log (runs_audit logs moves of state only).
CREATE FUNCTION bulkpay.runs_first_approval_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF OLD.first_approved_by IS NULL AND NEW.first_approved_by IS NOT NULL THEN
    INSERT INTO bulkpay.audit (run_id, action, detail) VALUES (NEW.id, 'first_approval', '{}');
  END IF;
  RETURN NULL;
END $f$;
CREATE TRIGGER runs_first_approval_audit AFTER UPDATE ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.runs_first_approval_audit();

GRANT SELECT, INSERT, UPDATE, DELETE ON bulkpay.second_approver_thresholds, bulkpay.member_limits TO bulkpay_team;
`;

export const TEAM_RELEASE_RULES_SQL = v10;
