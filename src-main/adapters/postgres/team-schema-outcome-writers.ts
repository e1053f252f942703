/**
 * Team schema 7: a bulk's outcome (its row in history_bulks, its payments' states and the bank
 * statuses seen for it) is written only by a member who has the right to follow it at the bank:
 * - its sender: the database user who recorded the bulk (history_bulks.db_user);
 * - the member holding its running tracking lease (bulk_tracking, db_user, lease not run out);
 * - the member who now holds the send claim of the team run the bulk belongs to (a takeover sends
 *   and records the run's bulks under the run's Idempotency-Keys, recorded by the first sender).
 * Any other member, even one writing by direct SQL with their own credentials, is refused with
 * BP007 (checked after the rules of schema 3, so a move backwards is still refused as BP003).
 * The identity is the server's session_user, the same one the four-eyes rule uses.
 */
const v7 = `
CREATE FUNCTION bulkpay.may_write_outcome(bulk text) RETURNS boolean LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM bulkpay.history_bulks b WHERE b.id = bulk AND b.db_user = session_user)
    OR EXISTS (SELECT 1 FROM bulkpay.bulk_tracking t
               WHERE t.bulk_id = bulk AND t.db_user = session_user AND t.lease_until >= now())
    OR EXISTS (SELECT 1 FROM bulkpay.history_bulks b JOIN bulkpay.runs r
                 ON r.claimed_by = session_user AND r.state IN ('sending', 'sent')
                 AND r.plan -> 'idempotencyKeys' ? b.idempotency_key
               WHERE b.id = bulk AND b.idempotency_key IS NOT NULL)
$f$;

CREATE FUNCTION bulkpay.outcome_writer_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  bulk text;
BEGIN
  -- Fields are looked up by name when the statement runs, so each table's is read in its own branch.
  IF TG_TABLE_NAME = 'history_bulks' THEN
    bulk := OLD.id;
  ELSE
    bulk := NEW.bulk_id;
  END IF;
  IF NOT bulkpay.may_write_outcome(bulk) THEN
    PERFORM bulkpay.refuse('BP007', format('%s neither sent bulk %s nor holds its tracking lease', session_user, bulk));
  END IF;
  RETURN NEW;
END $f$;

-- Named after the schema-3 guards (triggers of one kind fire in name order): those refuse first.
CREATE TRIGGER history_bulks_outcome_writer BEFORE UPDATE ON bulkpay.history_bulks
  FOR EACH ROW EXECUTE FUNCTION bulkpay.outcome_writer_guard();
CREATE TRIGGER history_payments_outcome_writer BEFORE UPDATE ON bulkpay.history_payments
  FOR EACH ROW EXECUTE FUNCTION bulkpay.outcome_writer_guard();
CREATE TRIGGER history_snapshots_outcome_writer BEFORE INSERT ON bulkpay.history_snapshots
  FOR EACH ROW EXECUTE FUNCTION bulkpay.outcome_writer_guard();
`;

export const TEAM_OUTCOME_WRITERS_SQL = v7;
