import { ELECTRONIC } from './team-schema-payees-paid';

/**
 * The payments of run `runId` that no entry of `accounts` (a jsonb array of {name, iban, payee_id})
 * names: one set difference, each side's IBANs put in electronic form once (a hash of the named
 * accounts), never each payment against each named account (schema 11's check: 100 payments × 100
 * accounts, two regular expressions a pair). A payment without an IBAN is left to schema 8's
 * `run_names_its_payees`, which refuses it (BP008) at the same commit.
 */
export const unnamedPaymentsSql = (runId: string, accounts: string) => `
  SELECT p.payee, ${ELECTRONIC('p.iban')}, coalesce(p.payee_id, '') FROM bulkpay.run_payments p
  WHERE p.run_id = ${runId} AND p.iban IS NOT NULL
  EXCEPT
  SELECT e->>'name', ${ELECTRONIC("e->>'iban'")}, coalesce(e->>'payee_id', '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${accounts}) = 'array' THEN ${accounts} ELSE '[]' END) AS a(e)
  WHERE e->>'name' IS NOT NULL AND e->>'iban' IS NOT NULL`;

/**
 * Team schema 20: two checks every submitted run paid for payment by payment are made once per
 * run, with the same rules (issue 28, fifty desktops: the server's time went to a run's INSERT).
 *
 * - "A run names the payee and IBAN of every payment it holds" (BP008, schema 11's
 *   `run_names_its_payee_accounts`, at commit) is one set difference (`unnamedPaymentsSql`).
 * - "Payments are added only with their run, by its preparer" (BP003, schema 1's
 *   `run_payments_guard`) is asked once per INSERT statement over the rows it added (a transition
 *   table), one lookup per run instead of one per payment. Members have no UPDATE or DELETE on
 *   run_payments, so they are refused those by their privileges (42501); the owner (an admin's
 *   hand SQL) is still refused row by row (BP003, schema 1's guard, whose INSERT branch no trigger
 *   reaches any more). A payment of a run that does not exist meets the foreign key first (23503 on
 *   run_payments_run_id_fkey, read by teamErrorOf as the same refusal).
 *
 * Nothing a desktop calls changes: a desktop of schema 17 works against it and the other way round.
 */
export const TEAM_RUN_CHECKS_SQL = `
CREATE OR REPLACE FUNCTION bulkpay.run_names_its_payee_accounts() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  -- A payment without an IBAN is refused by schema 8's run_names_its_payees (BP008, at the same commit).
  IF EXISTS (${unnamedPaymentsSql('NEW.id', 'NEW.payee_accounts')}) THEN
    PERFORM bulkpay.refuse('BP008', 'a run must name the payee and IBAN of every payment it holds');
  END IF;
  RETURN NULL;
END $f$;

DROP TRIGGER run_payments_guard ON bulkpay.run_payments;
CREATE TRIGGER run_payments_guard BEFORE UPDATE OR DELETE ON bulkpay.run_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.run_payments_guard();

CREATE FUNCTION bulkpay.run_payments_added_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT run_id FROM added) a WHERE NOT EXISTS (
      SELECT 1 FROM bulkpay.runs r WHERE r.id = a.run_id AND r.prepared_by = session_user AND r.prepared_at = now())) THEN
    PERFORM bulkpay.refuse('BP003', 'payments are added only with their run, by its preparer');
  END IF;
  RETURN NULL;
END $f$;
CREATE TRIGGER run_payments_added AFTER INSERT ON bulkpay.run_payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.run_payments_added_guard();
`;
