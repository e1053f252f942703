/**
 * Team schema 9: a desktop sending a run says it is alive every few seconds (its heartbeat), so a
 * sender known to be gone (killed, crashed, its laptop closed, its network lost) can be finished
 * from another desktop within a minute rather than after the claim's ten minutes. The claim
 * itself is still renewed only between bulks; the heartbeat runs all along, also while a bulk waits
 * on the bank, and it lives in its own table so a beat neither notifies every desktop nor writes
 * the audit log. Every time is the database server's clock (`now()`): a desktop whose clock is
 * off cannot stretch or shorten anyone's claim.
 *
 * - bulkpay.sender_heartbeat(run, host, ttl_ms): only the member holding the run's claim from that
 *   host beats; alive until now() + ttl (1 s to 10 minutes).
 * - bulkpay.sender_gone(run, member, host): that sender's last beat has run out. A sender that
 *   never beat (an older Bulkpay) is never "gone": its claim lapses after ten minutes as before.
 * - runs_guard (schema 1) is replaced by itself with one condition more: a run being sent may be
 *   claimed by another desktop once the claim is ten minutes old OR its sender is gone.
 */
const TAKEOVER_REFUSED_WHILE = `AND OLD.claimed_at > now() - interval '10 minutes' THEN`;

/** runs_guard of schema 1, refusing a takeover only while the sender is not known to be gone. */
function runsGuardWithHeartbeat(v1: string): string {
  const start = v1.indexOf('CREATE FUNCTION bulkpay.runs_guard()');
  const end = v1.indexOf('END $f$;', start) + 'END $f$;'.length;
  const guard = v1.slice(start, end);
  if (start < 0 || !guard.includes(TAKEOVER_REFUSED_WHILE))
    throw new Error('team schema 9: runs_guard of schema 1 is not where it was');
  return guard.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(
    TAKEOVER_REFUSED_WHILE,
    `AND OLD.claimed_at > now() - interval '10 minutes'
       AND NOT bulkpay.sender_gone(OLD.id, OLD.claimed_by, OLD.claimed_host) THEN`,
  );
}

/** bulkpay.sender_heartbeat as schema 9 created it (schema 13 adds the beat's time). */
export const SENDER_HEARTBEAT_V9 = `CREATE FUNCTION bulkpay.sender_heartbeat(run uuid, sender_host text, ttl_ms integer) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  ttl interval := make_interval(secs => least(greatest(ttl_ms, 1000), 600000) / 1000.0);
BEGIN
  IF NOT EXISTS (SELECT 1 FROM bulkpay.runs r WHERE r.id = run AND r.state = 'sending'
                 AND r.claimed_by = session_user AND r.claimed_host IS NOT DISTINCT FROM sender_host) THEN
    RETURN false;
  END IF;
  INSERT INTO bulkpay.run_senders AS s (run_id, db_user, host, alive_until)
    VALUES (run, session_user, sender_host, now() + ttl)
    ON CONFLICT (run_id) DO UPDATE SET db_user = EXCLUDED.db_user, host = EXCLUDED.host,
      alive_until = EXCLUDED.alive_until;
  RETURN true;
END $f$;`;

/** The SQL of team schema 9, from schema 1's (whose runs_guard it extends). */
export function teamSenderHeartbeatSql(v1: string, teamRole: string): string {
  return `
CREATE TABLE bulkpay.run_senders (
  run_id uuid PRIMARY KEY REFERENCES bulkpay.runs (id),
  db_user name NOT NULL,
  host text,
  alive_until timestamptz NOT NULL
);
GRANT SELECT ON bulkpay.run_senders TO ${teamRole};

${SENDER_HEARTBEAT_V9}
REVOKE ALL ON FUNCTION bulkpay.sender_heartbeat(uuid, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION bulkpay.sender_heartbeat(uuid, text, integer) TO ${teamRole};

CREATE FUNCTION bulkpay.sender_gone(run uuid, sender name, sender_host text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM bulkpay.run_senders s WHERE s.run_id = run AND s.db_user = sender
                 AND s.host IS NOT DISTINCT FROM sender_host AND s.alive_until < now())
$f$;

${runsGuardWithHeartbeat(v1)}
ALTER FUNCTION bulkpay.runs_guard() SET search_path = pg_catalog, bulkpay, pg_temp;
`;
}
