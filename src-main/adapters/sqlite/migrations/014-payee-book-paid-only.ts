/**
 * The payee book counts only payments the bank paid (docs/payee-book.md, `PAID_STATES`). Before
 * this version it learned every payment as it was sent, so a payee whose bulk was declined or
 * never approved became "known". The learned part is rebuilt from the paid history (the `after`
 * step, `backfillPayeeBook`); what a person set is kept: a trusted or blocked entry, a note, a
 * past block. An entry left with nothing paid and nothing set goes; one with a note becomes `new`.
 * `payee_usual_amounts` keeps each payee's usual amount per currency (`usualAmountOf` its recent
 * amounts over all its IBANs) for `amount_unusual`, so a review reads it instead of sorting amounts.
 */
export default `
UPDATE payee_book SET payment_count = 0, recent_amounts = '[]', first_paid_at = NULL, last_paid_at = NULL;
DELETE FROM payee_book WHERE trust = 'known' AND was_blocked = 0 AND note IS NULL;
UPDATE payee_book SET trust = 'new' WHERE trust = 'known';
CREATE TABLE payee_usual_amounts (
  payee_key TEXT NOT NULL,
  currency TEXT NOT NULL,
  amounts INTEGER NOT NULL CHECK (amounts > 0),
  twice_median_milli INTEGER NOT NULL,
  PRIMARY KEY (payee_key, currency)
) WITHOUT ROWID;
`;
