/**
 * The text index is filled after a bulk is recorded, not by a trigger inside the recording
 * transaction (issue 14): the trigram index alone doubled the time of recording a bulk.
 *
 * `payments_text_progress.indexed_through` is the highest payment id whose text is in
 * `payments_text`. `indexPendingText` (src-main/adapters/sqlite/text-index.ts) adds the payments above it
 * and moves it, in one transaction: right after recording (an idle task), and before any text
 * search, so a search never misses a recorded payment. Ids only grow, so "above the mark" is
 * exactly what is missing. Deleting a payment still leaves the index through its trigger.
 *
 * The index is also compacted into one segment (`optimize`, once: about 3 s at a million
 * payments), and told to merge pairs of segments (`usermerge` 2) when the idle step asks it to:
 * a rare payee search at a million payments took 2.6–2.9 ms with one segment, 7.5 ms with the
 * segments a bulk rebuild leaves.
 */
export default `
DROP TRIGGER payments_text_insert;
CREATE TABLE payments_text_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  indexed_through INTEGER NOT NULL
);
INSERT INTO payments_text_progress (id, indexed_through) SELECT 1, coalesce(max(id), 0) FROM payments;
INSERT INTO payments_text (payments_text, rank) VALUES ('usermerge', 2);
INSERT INTO payments_text (payments_text) VALUES ('optimize');
`;
