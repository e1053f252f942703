/**
 * Team schema 19: the distinct payee names of the team history, one row per name however often it
 * was paid, with a trigram index. A payee search ("contains", 3 characters on) looks the term up
 * among the names first and then takes the payments of the names found from the payee's b-tree
 * (team-history-search.ts, readPayeeNames): a rarely paid payee's payments are then an index range
 * of their exact names, where the trigram index of the payments read posting lists that grow with
 * the history (578 buffers at 1,000,000 payments for 5 matches, bench/RESULTS.md). The table grows
 * with the payees, not the payments.
 *
 * Kept by the history itself: a statement trigger adds the names of every insert (payee_name never
 * changes once written, team-history-schema-rows.ts). The names of a history already there are
 * added after the version's transaction, in batches each committed on its own (fillPayeeNames), so
 * no writer of the history waits on a long transaction; the search uses the table only once the
 * fill is done (history_payee_names_fill.done). Schema 19 also indexes (amount, date, id) for an
 * amount range in date order (TEAM_AMOUNT_DATE_INDEXES).
 */
import type pg from 'pg';
import { TEAM_GROUP_ROLE } from './team-schema-runs';

export const TEAM_PAYEE_NAMES_SQL = `
CREATE TABLE bulkpay.history_payee_names (lower_name text PRIMARY KEY);
-- pg_trgm's operator class where it is (a server admin may have installed it in public; schema 3).
DO $trgm$
BEGIN
  EXECUTE format('CREATE INDEX history_payee_names_text ON bulkpay.history_payee_names USING gin (lower_name %I.gin_trgm_ops)',
    (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
END $trgm$;

-- How far the names of the payments already there were added: every payment up to filled_to (by
-- id); done once they all were (payments inserted since the trigger below are its own).
CREATE TABLE bulkpay.history_payee_names_fill (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  filled_to bigint NOT NULL DEFAULT 0,
  done boolean NOT NULL DEFAULT false
);
INSERT INTO bulkpay.history_payee_names_fill DEFAULT VALUES;

-- SECURITY DEFINER: members insert payments, never names of their own (no INSERT on the names; from
-- schema 21 no EXECUTE on this function either, and it refuses any table but the payments).
CREATE FUNCTION bulkpay.history_payee_names_add() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  INSERT INTO bulkpay.history_payee_names (lower_name)
    SELECT DISTINCT lower(payee_name) FROM added ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $f$;
CREATE TRIGGER history_payee_names_added AFTER INSERT ON bulkpay.history_payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bulkpay.history_payee_names_add();

GRANT SELECT ON bulkpay.history_payee_names, bulkpay.history_payee_names_fill TO ${TEAM_GROUP_ROLE};
`;

/**
 * Team schema 19's index: an amount range in date order picks its page from this index alone
 * (team-history-search.ts, idsFromIndex). Built CONCURRENTLY, as schema 16's.
 */
export const TEAM_AMOUNT_DATE_INDEXES = [
  {
    name: 'history_payments_amount_created',
    definition: 'bulkpay.history_payments (amount_milli, created_at, id)',
  },
];

/**
 * Whether schema 19's fill has added the names of every payment the history held before its
 * trigger: false while it is unfinished (interrupted, or running now); true before schema 19 too
 * (nothing to fill yet).
 */
export async function payeeNamesFilled(db: pg.Pool | pg.PoolClient | pg.Client): Promise<boolean> {
  const there = await db.query<{ t: string | null }>(
    `SELECT to_regclass('bulkpay.history_payee_names_fill')::text AS t`,
  );
  if (!there.rows[0]!.t) return true;
  const { rows } = await db.query<{ done: boolean }>('SELECT done FROM bulkpay.history_payee_names_fill');
  return rows[0]!.done;
}

/** Payments whose names one transaction of the fill adds (about a second's work at most). */
const FILL_BATCH = 50_000;

/**
 * Adds the names of the payments the history held before schema 19's trigger, `batch` payments
 * (by id, FILL_BATCH unless a test says) per transaction, from where an earlier fill stopped; marks
 * the fill done at the end. Idempotent, and a no-op once done. Run by the admin's migrate after the
 * concurrent indexes.
 */
export async function fillPayeeNames(db: pg.Pool | pg.PoolClient | pg.Client, batch = FILL_BATCH): Promise<void> {
  // Done, or nothing to fill yet: a migrate that stopped before schema 19 (an earlier version refused).
  if (await payeeNamesFilled(db)) return;
  const state = await db.query<{ filled_to: string; last: string | null }>(
    `SELECT filled_to, (SELECT max(id) FROM bulkpay.history_payments) AS last FROM bulkpay.history_payee_names_fill`,
  );
  const { last } = state.rows[0]!;
  const end = Number(last ?? 0);
  for (let from = Number(state.rows[0]!.filled_to); from < end; from += batch) {
    const to = Math.min(from + batch, end);
    await db.query(
      `WITH names AS (
         INSERT INTO bulkpay.history_payee_names (lower_name)
         SELECT DISTINCT lower(payee_name) FROM bulkpay.history_payments WHERE id > $1 AND id <= $2 ORDER BY 1
         ON CONFLICT DO NOTHING)
       UPDATE bulkpay.history_payee_names_fill SET filled_to = $2`,
      [from, to],
    );
  }
  await db.query('UPDATE bulkpay.history_payee_names_fill SET done = true');
}
