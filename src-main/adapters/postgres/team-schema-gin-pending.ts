/**
 * Team schema 23: the team history's four trigram indexes keep a pending list of at most 1 MB
 * (PostgreSQL's default is 4 MB, gin_pending_list_limit).
 *
 * A GIN index with fastupdate (the default) adds new rows' entries to an unsorted pending list and
 * merges it into the index once it outgrows the limit: the insert that finds it full pays for the
 * merge, and every search through the index reads the whole list, row by row, besides the index.
 * With fifty desktops recording 100-payment bulks, a full 4 MB list made a text search's count
 * 6.0 ms where a 1 MB one makes it 2.1 ms, and the merges made a bulk's insert slow at p95
 * (119 → 82 ms; one preparer and one approver, 150 runs, bench/RESULTS.md). Turning fastupdate off
 * costs every insert the merge instead (mean 22 → 71 ms for a bulk): kept on.
 *
 * A storage parameter only: nothing a desktop calls changes. ALTER INDEX … SET takes an ACCESS
 * EXCLUSIVE lock on each index, so the history's writers and searches wait for it, and it waits
 * for them: the version gives up after 5 s without the lock (lock_timeout, SQLSTATE 55P03; its
 * transaction rolled back, the version is tried again at the next install or upgrade) rather than
 * stall every desktop behind it on a busy server.
 */
export const TRIGRAM_INDEXES = [
  'history_payments_text',
  'history_payments_payee_text',
  'history_payments_account_text',
  'history_payments_reference_text',
] as const;

/** The most a trigram index's pending list holds before it is merged, in kB. */
export const GIN_PENDING_LIST_KB = 1024;

/** How long the version waits for each index's lock before it gives up. */
export const GIN_PENDING_LOCK_TIMEOUT = '5s';

export const TEAM_GIN_PENDING_SQL = [
  `SET LOCAL lock_timeout = '${GIN_PENDING_LOCK_TIMEOUT}';`,
  ...TRIGRAM_INDEXES.map(
    (index) => `ALTER INDEX bulkpay.${index} SET (gin_pending_list_limit = ${GIN_PENDING_LIST_KB});`,
  ),
].join('\n');

/**
 * Team schema 24: the payee names' trigram index (`history_payee_names_text`, schema 19) keeps no
 * pending list (fastupdate off), and the list it had is merged once.
 *
 * Every payee search of three characters or more probes that index first (readPayeeNames), while
 * a name is added to it only when a payee is first paid. With the pending list on, the list grew
 * with new payees until autovacuum (thousands of new names on a large table) or the 4 MB limit
 * (4,398 names, 218 pages, in the 10,000,000-payment bench history): the planner then chose to
 * read all 50,000 names (3.1 ms) over the index (9.7 ms with the list; 0.5 ms merged), and the
 * rarely paid payee's search reached 3.0× its time at 10,000 in one of three runs (2.2–3.0×;
 * 1.4–1.5× after, bench/RESULTS.md, session 14). A new payee's first payment now merges its name's
 * entries at once (about one per three letters of the name; not measured on its own). The same
 * lock rule as schema 23.
 */
export const PAYEE_NAMES_INDEX = 'history_payee_names_text';

export const TEAM_NAMES_GIN_SQL = [
  `SET LOCAL lock_timeout = '${GIN_PENDING_LOCK_TIMEOUT}';`,
  `ALTER INDEX bulkpay.${PAYEE_NAMES_INDEX} SET (fastupdate = off);`,
  `SELECT gin_clean_pending_list('bulkpay.${PAYEE_NAMES_INDEX}'::regclass);`,
].join('\n');
