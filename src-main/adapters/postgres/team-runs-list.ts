/**
 * The list of runs (the Team screen, which every desktop reads again on each change; `bulkpay team
 * runs`; the inbox): the newest runs first, each without its plan.
 *
 * Team schema 17 adds `runs_newest_first`: `runs_by_state` (state, prepared_at) does not serve this
 * order, so each read walked every run the team ever made and sorted them (with fifty desktops
 * reading on each change, years of runs). With it the newest N are an index range. Built
 * CONCURRENTLY, after the version's transaction: desktops keep submitting meanwhile.
 */
export const TEAM_RUNS_LIST_INDEXES = [
  { name: 'runs_newest_first', definition: 'bulkpay.runs (prepared_at DESC, id)' },
];

/**
 * Every column a listed run shows, not the plan: the plan holds each payment and Idempotency-Key
 * of the run (about 100 bytes a payment), which no list shows; `run(id)` reads it for one run.
 */
const LISTED_COLUMNS = `id, file_name, file_sha256, paying_account, payment_count, totals, plan_hash,
  warnings_acknowledged, state, release_required, prepared_by, prepared_at, released_by, released_at,
  returned_by, returned_comment, claimed_by, claimed_host, sent_at, bank_tpp, bank_customer,
  second_approval_required, admin_release_required, first_approved_by`;

export const RUNS_LIST_SQL = `SELECT ${LISTED_COLUMNS} FROM bulkpay.runs ORDER BY prepared_at DESC, id LIMIT $1`;

/** Runs as the list shows them: what a desktop reads when the database says they changed (run-change-reads.ts). */
export const LISTED_RUNS_SQL = `SELECT ${LISTED_COLUMNS} FROM bulkpay.runs WHERE id = ANY($1::uuid[])`;
