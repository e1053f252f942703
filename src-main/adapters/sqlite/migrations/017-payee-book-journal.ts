/**
 * The payee book's change journal (docs/payee-book.md "Read again, only what changed"): every
 * write to `payee_book` or `payee_usual_amounts`, by this app, the CLI, another process or plain
 * SQL, adds the payee key and IBAN it touched (IBAN NULL for a usual amount) under a sequence
 * number that only grows. A loaded book remembers the number it has seen and reads again only the
 * payees and IBANs changed since. The journal keeps at least the last 50,000 changes: every
 * 10,000th prunes what is older and moves `pruned_through`, so a book loaded before that reads the
 * whole book again.
 */
export default `
CREATE TABLE payee_book_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  payee_key TEXT NOT NULL,
  iban TEXT
);
CREATE TABLE payee_book_journal (pruned_through INTEGER NOT NULL);
INSERT INTO payee_book_journal (pruned_through) VALUES (0);

CREATE TRIGGER payee_book_added AFTER INSERT ON payee_book BEGIN
  INSERT INTO payee_book_changes (payee_key, iban) VALUES (new.payee_key, new.iban);
END;
CREATE TRIGGER payee_book_changed AFTER UPDATE ON payee_book BEGIN
  INSERT INTO payee_book_changes (payee_key, iban) VALUES (new.payee_key, new.iban);
  INSERT INTO payee_book_changes (payee_key, iban) SELECT old.payee_key, old.iban
    WHERE old.payee_key IS NOT new.payee_key OR old.iban IS NOT new.iban;
END;
CREATE TRIGGER payee_book_removed AFTER DELETE ON payee_book BEGIN
  INSERT INTO payee_book_changes (payee_key, iban) VALUES (old.payee_key, old.iban);
END;

CREATE TRIGGER payee_usual_amounts_added AFTER INSERT ON payee_usual_amounts BEGIN
  INSERT INTO payee_book_changes (payee_key) VALUES (new.payee_key);
END;
CREATE TRIGGER payee_usual_amounts_changed AFTER UPDATE ON payee_usual_amounts BEGIN
  INSERT INTO payee_book_changes (payee_key) VALUES (new.payee_key);
  INSERT INTO payee_book_changes (payee_key) SELECT old.payee_key WHERE old.payee_key IS NOT new.payee_key;
END;
CREATE TRIGGER payee_usual_amounts_removed AFTER DELETE ON payee_usual_amounts BEGIN
  INSERT INTO payee_book_changes (payee_key) VALUES (old.payee_key);
END;

CREATE TRIGGER payee_book_changes_pruned AFTER INSERT ON payee_book_changes WHEN new.seq % 10000 = 0 BEGIN
  UPDATE payee_book_journal SET pruned_through = new.seq - 50000 WHERE pruned_through < new.seq - 50000;
  DELETE FROM payee_book_changes WHERE seq <= new.seq - 50000;
END;
`;
