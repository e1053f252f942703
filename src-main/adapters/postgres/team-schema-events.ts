/** The channel every team desktop LISTENs on (team-events.ts). */
export const TEAM_NOTIFY_CHANNEL = 'bulkpay_team';

/**
 * Team schema 6: the database says when a run (submitted, released, returned, claimed, sent) or a
 * bulk of the team history changes, whoever changed it (an app, the CLI, another Bulkpay), so every
 * desktop shows it within a second instead of polling. NOTIFY is delivered at commit, never for a
 * change rolled back. The payload names the table and the row only: no amounts, names or comments.
 * An UPDATE that changes nothing (a claim renewed to the same holder, a repeated pending_seen_at
 * write) sends nothing: every desktop would otherwise read the runs again for it.
 *
 * It also pins the search_path of every function of the schema (those of schemas 1-5 shipped
 * without one): a guard's `=` or `IS DISTINCT FROM` would otherwise resolve in the caller's
 * search_path, and where anyone may CREATE in public (PostgreSQL 13/14) a member could put an
 * operator `public.=(text,text)` that returns true ahead of pg_catalog and pass every guard.
 * pg_catalog comes first so operators resolve there; bulkpay keeps unqualified names working; no
 * function needs anything from public (pg_trgm is used only by the indexes). The extension's
 * own functions (pg_trgm installed in bulkpay) are left as the extension made them.
 */
const v6 = `
DO $$
DECLARE
  f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_catalog.pg_proc p
      WHERE p.pronamespace = 'bulkpay'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                        WHERE d.classid = 'pg_catalog.pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET search_path = pg_catalog, bulkpay, pg_temp', f);
  END LOOP;
END $$;

CREATE FUNCTION bulkpay.notify_team_change() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  PERFORM pg_notify('${TEAM_NOTIFY_CHANNEL}', json_build_object('table', TG_TABLE_NAME, 'id', NEW.id::text)::text);
  RETURN NULL;
END $f$;

CREATE TRIGGER runs_notify AFTER INSERT ON bulkpay.runs
  FOR EACH ROW EXECUTE FUNCTION bulkpay.notify_team_change();
CREATE TRIGGER runs_notify_update AFTER UPDATE ON bulkpay.runs
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bulkpay.notify_team_change();
CREATE TRIGGER history_bulks_notify AFTER INSERT ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.notify_team_change();
CREATE TRIGGER history_bulks_notify_update AFTER UPDATE ON bulkpay.history_bulks
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bulkpay.notify_team_change();
`;

/** The SQL of team schema 6 (the migration is listed in team-schema.ts with the others). */
export const TEAM_EVENTS_SQL = v6;
