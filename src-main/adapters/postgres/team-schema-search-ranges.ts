/**
 * Team schema 16: a search for one state ("rejected", "paid") in date order, the History screen's
 * default, is a range of (state, created_at, id): the newest page and the capped count read about
 * as many index entries whatever the history's size, where (state, id) read every payment of the
 * state and sorted them by date (12× slower at 1,000,000 payments than at 10,000, bench/RESULTS.md).
 * Built CONCURRENTLY after the version's transaction, as schema 12's: desktops keep writing the
 * history while a large one is indexed.
 */
export const TEAM_SEARCH_RANGE_INDEXES = [
  {
    name: 'history_payments_state_created',
    definition: 'bulkpay.history_payments (state, created_at, id)',
  },
];

/**
 * Team schema 18: the capped count of a payee search of 1–2 characters ("ai", the start of a
 * name) reads the first 1,001 entries of the name's pattern-order range from the index alone.
 * PostgreSQL reads an expression index without the table only when every column the query needs
 * is in it (its documentation, "Index-Only Scans and Covering Indexes"), so the name is INCLUDEd:
 * schema 12's `payee_prefix` made it fetch 1,001 rows from the table, dearer in the planner's eyes
 * than a bitmap of the payee's trigram index that read 12,000 rows for them (18 ms, 527 buffers at
 * 200,000 payments; 0.7 ms, 10 buffers with this index). Built CONCURRENTLY, as schema 16's.
 */
export const TEAM_PAYEE_START_INDEXES = [
  {
    name: 'history_payments_payee_start',
    definition: 'bulkpay.history_payments (lower(payee_name) text_pattern_ops) INCLUDE (payee_name)',
  },
];
