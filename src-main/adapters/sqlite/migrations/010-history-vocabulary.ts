/**
 * History at a million payments, continued (issue 14).
 *
 * `payments_text_vocab` is the text index's vocabulary kept as a plain table: every trigram term.
 * `fts5vocab` (`payments_text_terms`) counts each term's rows by reading its whole list every time
 * it lists terms, so a 2-character search (every term starting with those characters) cost up to
 * 9 ms at a million payments each time a payment had been recorded. Here it is a primary-key range.
 * The indexer (src-main/adapters/sqlite/text-index.ts) adds each step's new terms from
 * `payments_text_batch`, a scratch index of only the payments it adds (emptied again in the same
 * transaction), so the vocabulary is cut by the very tokenizer that cut the index. Counts per term
 * are not kept: updating them cost 2 ms per recorded bulk (the table's pages rewritten), where the
 * text index itself counts a trigram's first 100 payments in 0.01 ms. A deleted payment leaves its
 * terms: a term that matches nothing changes no answer.
 *
 * `payments_created (created_at, id)` is dropped when the payments' created_at never goes
 * backwards as ids grow: ids are given in recording order and, since `recordingTime`, created_at
 * never goes backwards, so a date is found by a binary search over ids (about 20 primary-key reads
 * at a million payments) and the index bought nothing else, while every recorded payment paid to
 * write it (bench/RESULTS.md, "what each index buys"). An older version wrote the clock as it was,
 * so after a clock change a later id can carry an earlier time: then the index stays and
 * `history_flags` says 'created_at_out_of_order', and date filters use created_at alone.
 */
export default `
CREATE TABLE payments_text_vocab (term TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO payments_text_vocab (term) SELECT term FROM payments_text_terms;
CREATE VIRTUAL TABLE payments_text_batch USING fts5 (
  payee_name, account_identifier, reference,
  content = '', contentless_delete = 1, tokenize = 'trigram'
);
CREATE VIRTUAL TABLE payments_text_batch_terms USING fts5vocab (payments_text_batch, 'row');
CREATE TABLE history_flags (name TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO history_flags (name) SELECT 'created_at_out_of_order' WHERE EXISTS (
  SELECT 1 FROM (SELECT created_at < lag(created_at) OVER (ORDER BY id) AS backwards FROM payments)
  WHERE backwards
);
`;

/** The index goes only where ids follow time (no flag); SQL has no conditional DROP. */
export function dropCreatedIndexIfIdsFollowTime(db: {
  exec(sql: string): unknown;
  prepare(sql: string): { pluck(): { get(): unknown } };
}): void {
  const outOfOrder = db
    .prepare("SELECT count(*) FROM history_flags WHERE name = 'created_at_out_of_order'")
    .pluck()
    .get();
  if (outOfOrder === 0) db.exec('DROP INDEX payments_created');
}
