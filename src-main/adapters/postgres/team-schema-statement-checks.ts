import { PAYMENT_UPDATE_RULES } from './team-history-schema-rows';

/**
 * Team schema 15: the two checks every added payment paid for row by row are made once per
 * statement, with the same rules (issue 28: a ten-year history is millions of payments, copied
 * 5,000 per statement by `team import-history` and 100 per bulk by every desktop that records).
 *
 * - Who may add payments (`history_writer`: any Bulkpay role but viewers) is asked once per INSERT
 *   statement instead of once per row: the same session user for every row of it. Updates and
 *   deletes are asked per row as before (a statement changing no row is not refused; a viewer's
 *   update meets the outcome writer's BP007 first, as before).
 * - "Payments are added only with their bulk, in the transaction that inserted it, within its
 *   count" (BP003, was the INSERT branch of schema 3's `history_payments_guard`, which now keeps
 *   only the update rules) is checked once per INSERT statement over the rows it added (a
 *   transition table), one bulk lookup per bulk instead of two lookups per row. A payment of a bulk
 *   that does not exist meets the foreign key first (23503 on history_payments_bulk_id_fkey, read
 *   by teamErrorOf as the same refusal). A copy of a payment already there turns into the upsert's
 *   update, which adds no row and is checked by the row-level guard on UPDATE as before (what was
 *   sent never changes, outcomes only forward).
 *
 * Every rule, index and constraint stays; only the number of times a rule is asked changes.
 * Measured in bench/RESULTS.md (per-trigger time from pg_stat_user_functions).
 */
export const TEAM_STATEMENT_CHECKS_SQL = `
-- Who may add payments: once per INSERT statement. Updates and deletes stay asked per row, after
-- the row's own rules and the outcome writer's (as before 15), so a statement that changes no row
-- is never refused and a refused one is refused with the same code as before.
DROP TRIGGER history_payments_writer ON bulkpay.history_payments;
CREATE TRIGGER history_payments_writer BEFORE UPDATE OR DELETE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_writer();
CREATE TRIGGER history_payments_adder BEFORE INSERT ON bulkpay.history_payments
  FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.history_writer();

-- The row guard keeps only what an update may change; what an insert may add is checked below.
-- Its search_path pinned again (schema 6 pinned it; CREATE OR REPLACE sets the function's options anew).
CREATE OR REPLACE FUNCTION bulkpay.history_payments_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
${PAYMENT_UPDATE_RULES}END $f$;
DROP TRIGGER history_payments_guard ON bulkpay.history_payments;
CREATE TRIGGER history_payments_guard BEFORE UPDATE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.history_payments_guard();

CREATE FUNCTION bulkpay.history_payments_added_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  -- Per bulk of the statement, its bulk looked up by its key (one index probe per bulk, whatever
  -- the history's size), never a join of every added row with every bulk.
  IF EXISTS (SELECT 1 FROM (SELECT bulk_id, min(position) AS low, max(position) AS high FROM added GROUP BY bulk_id) a
      WHERE (SELECT b.created_xact = pg_current_xact_id() AND a.low >= 0 AND a.high < b.total_count
             FROM bulkpay.history_bulks b WHERE b.id = a.bulk_id) IS NOT TRUE) THEN
    PERFORM bulkpay.refuse('BP003', 'payments are added only with their bulk, within its count');
  END IF;
  RETURN NULL;
END $f$;
CREATE TRIGGER history_payments_added AFTER INSERT ON bulkpay.history_payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.history_payments_added_guard();
`;
