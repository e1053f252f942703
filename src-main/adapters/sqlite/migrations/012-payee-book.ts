/**
 * The payee book (docs/payee-book.md): every payee ever paid, one row per payee and IBAN
 * it was paid to, kept up to date as bulks are recorded (HistoryStore.recordBulk) and filled from
 * the existing history once here (`backfillPayeeBook`). `payee_key` identifies the payee: its ERP
 * payee id when the file had one, else its normalised name (src-shared/payments/payee-checks.ts).
 * `recent_amounts` holds the last amounts paid (JSON `[[amount, currency], …]`, newest first) for
 * the `amount_unusual` check. `iban` is '' for an entry on a payee as a whole.
 */
export default `
CREATE TABLE payee_book (
  id INTEGER PRIMARY KEY,
  payee_key TEXT NOT NULL,
  payee_id TEXT,
  name TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT,
  first_paid_at TEXT,
  last_paid_at TEXT,
  payment_count INTEGER NOT NULL DEFAULT 0 CHECK (payment_count >= 0),
  recent_amounts TEXT NOT NULL DEFAULT '[]',
  trust TEXT NOT NULL DEFAULT 'known' CHECK (trust IN ('new', 'known', 'trusted', 'blocked')),
  was_blocked INTEGER NOT NULL DEFAULT 0 CHECK (was_blocked IN (0, 1)),
  note TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (payee_key, iban)
);
CREATE INDEX payee_book_iban ON payee_book (iban);
`;
