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
CREATE FUNCTION bulkpay.profiles_writer() RETURNS trigger LANGUAGE plpgsql AS $f$
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

-- When the bulk was last seen pending approval, as on SQLite (bulks.pending_seen_at): whether a
-- rejection was a decline or the hour running out depends on it (approval-outcome.ts). It only
-- moves forward, and a final bulk's is kept as it was.
ALTER TABLE bulkpay.history_bulks ADD COLUMN pending_seen_at timestamptz;
CREATE FUNCTION bulkpay.pending_seen_forward() RETURNS trigger LANGUAGE plpgsql AS $f$
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
