import { SENDER_HEARTBEAT_V9 } from './team-schema-heartbeat';

/** Schema 9's text, and what schema 13 makes of it (each piece must be where schema 9 put it). */
const BEAT_TIME_EDITS: [string, string][] = [
  ['CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'],
  ['(run_id, db_user, host, alive_until)', '(run_id, db_user, host, alive_until, beat_at)'],
  ['now() + ttl)', 'now() + ttl, now())'],
  ['alive_until = EXCLUDED.alive_until;', 'alive_until = EXCLUDED.alive_until, beat_at = EXCLUDED.beat_at;'],
];

function heartbeatWithBeatTime(): string {
  return BEAT_TIME_EDITS.reduce((sql, [from, to]) => {
    if (!sql.includes(from)) throw new Error(`team schema 13: "${from}" is not in schema 9's sender_heartbeat`);
    return sql.replace(from, to);
  }, SENDER_HEARTBEAT_V9);
}

/**
 * Team schema 13: a sender's heartbeat records when it beat, so "last confirmed N ago" on the
 * other desktops counts from the sender's last beat rather than from its claim (which is renewed
 * only between bulks). The time is the database server's `now()`, like every other claim time.
 *
 * - bulkpay.run_senders.beat_at: the time of the last beat (NULL for rows written before).
 * - bulkpay.sender_heartbeat (schema 9) replaced by itself, setting beat_at too.
 */
export const TEAM_BEAT_TIME_SQL = `
ALTER TABLE bulkpay.run_senders ADD COLUMN beat_at timestamptz;
${heartbeatWithBeatTime()}
`;
