/**
 * Team schema version 5: the team's bank profiles (their non-secret settings) and when each
 * bulk of the team history was last seen waiting for approval.
 *
 * Profiles hold only what every desktop of the team may read: the bank's addresses and the
 * application and client id that identify the team at the bank (sent in clear in every request).
 * Keys, client secrets, tokens and passwords stay in each desktop's OS keychain and have no column
 * here; an address carrying a user or password is refused. Only Bulkpay admins change them.
 */
export function teamSchemaV5(group: string): string {
  return `
CREATE TABLE bulkpay.profiles (
  name_key text PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  base_url text NOT NULL,
  bulk_base_url text NOT NULL,
  application_id text,
  tpp_client_id text,
  updated_by name NOT NULL DEFAULT session_user,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT profiles_name_key CHECK (name_key = lower(trim(name))),
  -- A secret never reaches the team store through an address (https://user:password@host).
  CONSTRAINT profiles_no_credentials CHECK (base_url !~ '^[a-zA-Z]+://[^/?#]*@' AND bulk_base_url !~ '^[a-zA-Z]+://[^/?#]*@'),
  -- https, or plain http only to this computer (a bank simulator), as the app itself allows.
  CONSTRAINT profiles_https CHECK (
    base_url ~* '^(https://|http://(localhost|127[.][0-9.]+|[[]::1[]])(:[0-9]+)?([/?#]|$))'
    AND bulk_base_url ~* '^(https://|http://(localhost|127[.][0-9.]+|[[]::1[]])(:[0-9]+)?([/?#]|$))')
);
CREATE FUNCTION bulkpay.profiles_writer() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF who IS DISTINCT FROM 'admin' THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not change the team''s bank profiles (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN RETURN OLD; END IF;
  NEW.updated_by := session_user;
  NEW.updated_at := now();
  RETURN NEW;
END $f$;
CREATE TRIGGER profiles_writer BEFORE INSERT OR UPDATE OR DELETE ON bulkpay.profiles
  FOR EACH ROW EXECUTE FUNCTION bulkpay.profiles_writer();
CREATE TRIGGER profiles_no_truncate BEFORE TRUNCATE ON bulkpay.profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.profiles_writer();
GRANT SELECT, INSERT, UPDATE, DELETE ON bulkpay.profiles TO ${group};

-- An export of the team history is recorded in its audit log by whoever exports, viewers too (an
-- auditor exports): only the action history_exported, under the database user, with a small
-- detail (format and file name), through this function alone: it sets a transaction-local flag
-- and runs as its owner (the schema's owner), and the audit guard below lets a viewer's row
-- through only with both (a member may SET ROLE to the team group, so current_user alone proves nothing).
CREATE FUNCTION bulkpay.audit_export(object_type text, object_id text, detail jsonb) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
BEGIN
  IF bulkpay.app_role(session_user) IS NULL THEN
    PERFORM bulkpay.refuse('BP002', format('%s is not a member of this Bulkpay team', session_user));
  END IF;
  IF object_type NOT IN ('bulk', 'search') OR object_id IS NULL OR length(object_id) > 4096 THEN
    PERFORM bulkpay.refuse('BP003', 'only an export of a bulk or a search is recorded here');
  END IF;
  IF detail IS NOT NULL AND (jsonb_typeof(detail) <> 'object' OR pg_column_size(detail) > 2048
      OR EXISTS (SELECT 1 FROM jsonb_object_keys(detail) AS k WHERE k NOT IN ('format', 'fileName'))) THEN
    PERFORM bulkpay.refuse('BP003', 'an export is recorded with its format and file name only');
  END IF;
  PERFORM set_config('bulkpay.audit_export', 'on', true);
  INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id, detail)
    VALUES (now(), session_user, 'history_exported', object_type, object_id, detail);
  PERFORM set_config('bulkpay.audit_export', '', true);
END $f$;
REVOKE ALL ON FUNCTION bulkpay.audit_export(text, text, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION bulkpay.audit_export(text, text, jsonb) TO ${group};
CREATE OR REPLACE FUNCTION bulkpay.history_audit_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
  exporting boolean;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bulkpay.refuse('BP004', 'the audit log is append-only');
  END IF;
  -- A viewer's row comes only from audit_export: its flag is set (anyone may set a flag) AND this
  -- runs as its owner (which only the SECURITY DEFINER function does). An unmapped login never writes.
  exporting := who = 'viewer'
    AND coalesce(current_setting('bulkpay.audit_export', true), '') = 'on'
    AND current_user = (SELECT r.rolname FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_roles r ON r.oid = p.proowner
                         WHERE p.oid = 'bulkpay.audit_export(text, text, jsonb)'::regprocedure)
    AND NEW.action = 'history_exported' AND NEW.actor = session_user::text;
  IF (who IS NULL OR who = 'viewer') AND NOT coalesce(exporting, false) THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not write the team history (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  NEW.db_user := session_user;
  NEW.recorded_at := now();
  RETURN NEW;
END $f$;

-- When the bulk was last seen pending approval, as on SQLite (bulks.pending_seen_at): whether a
-- rejection was a decline or the hour running out depends on it (approval-outcome.ts). It only
-- moves forward, and a final bulk's is kept as it was.
ALTER TABLE bulkpay.history_bulks ADD COLUMN pending_seen_at timestamptz;
CREATE FUNCTION bulkpay.pending_seen_forward() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF OLD.processed OR (OLD.pending_seen_at IS NOT NULL
      AND (NEW.pending_seen_at IS NULL OR NEW.pending_seen_at < OLD.pending_seen_at)) THEN
    NEW.pending_seen_at := OLD.pending_seen_at;
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER history_bulks_pending_seen BEFORE UPDATE ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.pending_seen_forward();
`;
}
