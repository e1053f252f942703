/**
 * History search at a million payments (issue 14).
 *
 * The text index is rebuilt with one trailing space after each column, so every character of a
 * value starts a trigram: a 2-character "contains" then goes through the index too (the terms
 * that start with those 2 characters, read from `payments_text_terms`) instead of a LIKE over
 * every row. 3 characters or more stay one trigram phrase, as before.
 *
 * `payments_state_created (state, created_at, id)` becomes `payments_state (state)`: an index
 * entry already ends with the rowid, so within one state the rows come in id order, which is the
 * date order the History screen shows (ids are given in recording order and `created_at` never
 * goes backwards, see HistoryStore). The created_at column is no longer needed in that index.
 */
export default `
DROP TRIGGER payments_text_insert;
DROP TRIGGER payments_text_delete;
DROP TABLE payments_text;
CREATE VIRTUAL TABLE payments_text USING fts5 (
  payee_name, account_identifier, reference,
  content = '', contentless_delete = 1, tokenize = 'trigram'
);
CREATE VIRTUAL TABLE payments_text_terms USING fts5vocab (payments_text, 'row');
INSERT INTO payments_text (rowid, payee_name, account_identifier, reference)
  SELECT id, payee_name || ' ', account_identifier || ' ',
         concat_ws(' ', unstructured_reference, structured_reference, end_to_end_id) || ' '
  FROM payments;
CREATE TRIGGER payments_text_insert AFTER INSERT ON payments BEGIN
  INSERT INTO payments_text (rowid, payee_name, account_identifier, reference)
  VALUES (new.id, new.payee_name || ' ', new.account_identifier || ' ',
          concat_ws(' ', new.unstructured_reference, new.structured_reference, new.end_to_end_id) || ' ');
END;
CREATE TRIGGER payments_text_delete AFTER DELETE ON payments BEGIN
  DELETE FROM payments_text WHERE rowid = old.id;
END;

DROP INDEX payments_state_created;
CREATE INDEX payments_state ON payments (state);
`;
