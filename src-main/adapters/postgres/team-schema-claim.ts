/**
 * Team schema 17 (with the runs list's index, team-runs-list.ts): a claim to send is one call,
 * `bulkpay.claim_send`, instead of a transaction of four round trips (BEGIN, the UPDATE, the first
 * heartbeat, COMMIT). The rules are those of the UPDATE as before (runs_guard: released → sending,
 * or the same member on the same desktop renewing, or a takeover of a gone sender; the bank
 * identity of runs_identity_guard); the claim and its first heartbeat still commit together, being
 * one statement. With one connection per desktop, every round trip of a claim also waits behind
 * that desktop's other work and, on a busy server, in the server's queue: fifty desktops made the
 * claim the slowest of their operations against a desktop alone (bench/RESULTS.md, round 4).
 * SECURITY INVOKER: the UPDATE is the member's own, so every trigger sees who claims.
 */
export const TEAM_CLAIM_SQL = `
CREATE FUNCTION bulkpay.claim_send(p_run uuid, p_host text, p_tpp text, p_customer text, p_alive_ms integer)
  RETURNS SETOF bulkpay.runs LANGUAGE plpgsql SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  moved bulkpay.runs;
BEGIN
  UPDATE bulkpay.runs SET state = 'sending', claimed_host = p_host, claimed_tpp = p_tpp, claimed_customer = p_customer
    WHERE id = p_run AND state IN ('released', 'sending') RETURNING * INTO moved;
  IF FOUND THEN
    PERFORM bulkpay.sender_heartbeat(p_run, p_host, p_alive_ms);
    RETURN NEXT moved;
  END IF;
END $f$;
REVOKE ALL ON FUNCTION bulkpay.claim_send(uuid, text, text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION bulkpay.claim_send(uuid, text, text, text, integer) TO bulkpay_team;
`;
