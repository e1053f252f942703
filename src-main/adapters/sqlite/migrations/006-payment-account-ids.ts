/**
 * The payment-account id (bulk `payment_account`, a UUID) the user entered for an account whose
 * `code` is not a UUID (spec-notes: "payment_account is a UUID, but the Account object has no UUID
 * field"). Kept per bank profile (`scope`: the profile id, or `environment` for the CLI's BULKPAY_*
 * mode) and account (its IBAN without spaces, upper case).
 *
 * Also `payments.bank_errors`: the bank's field errors for a refused payment as JSON objects
 * (`[{field, code, params}]`, src-shared/bank/field-errors.ts), so the screen gets them as objects;
 * `payments.error` keeps their words for search and the CSV.
 */
export default `
CREATE TABLE payment_account_ids (
  scope TEXT NOT NULL,
  account_iban TEXT NOT NULL,
  payment_account TEXT NOT NULL CHECK (length(payment_account) = 36),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (scope, account_iban)
);
ALTER TABLE payments ADD COLUMN bank_errors TEXT;
`;
