/**
 * Team schema 21: no member may attach a team trigger function to a table of their own.
 *
 * PostgreSQL lets PUBLIC execute every new function, and any login may create a temporary table.
 * A member who attached a SECURITY DEFINER trigger function of the schema (payee_book_learn,
 * history_payee_names_add, runs_audit…) to a temp table with the columns it reads would run it
 * with its owner's rights on rows of their own making: an IBAN made "known" in the payee book,
 * names forged into history_payee_names. EXECUTE is checked only when a trigger is created (never
 * when it fires), so the schema's own triggers keep firing once it is revoked.
 *
 * One statement for every trigger function of the schema, whoever may execute it (PUBLIC, the
 * team group, a member): the version's SQL, and run again by the migration runner after every
 * version (team-store.ts, migrateNow), so a trigger function a later version adds is never born
 * executable by a member. Functions a member calls on purpose (claim_send, sender_heartbeat,
 * audit_export, app_role, may_write_outcome) return no trigger, so no trigger can run them; they
 * keep their grants.
 */
export const REVOKE_TRIGGER_FUNCTIONS_SQL = `
DO $revoke$
DECLARE
  f regprocedure;
  grantee text;
BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_catalog.pg_proc p
           WHERE p.pronamespace = to_regnamespace('bulkpay') AND p.prorettype = 'trigger'::regtype LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f);
    FOR grantee IN SELECT DISTINCT a.grantee::regrole::text
                   FROM pg_catalog.pg_proc p, aclexplode(p.proacl) a
                   WHERE p.oid = f AND a.grantee <> 0 AND a.grantee <> p.proowner LOOP
      EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM %s', f, grantee);
    END LOOP;
  END LOOP;
END $revoke$;
`;

/**
 * Schema 21: schema 19's names trigger refuses to run for any table but the history's payments (a
 * second wall, cheap for a statement trigger), then every trigger function made unexecutable.
 */
export const TEAM_TRIGGER_EXECUTE_SQL = `
CREATE OR REPLACE FUNCTION bulkpay.history_payee_names_add() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF TG_RELID <> 'bulkpay.history_payments'::regclass THEN
    RAISE EXCEPTION 'history_payee_names_add runs only for bulkpay.history_payments' USING ERRCODE = '42501';
  END IF;
  INSERT INTO bulkpay.history_payee_names (lower_name)
    SELECT DISTINCT lower(payee_name) FROM added ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $f$;
${REVOKE_TRIGGER_FUNCTIONS_SQL}`;
