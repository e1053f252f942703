/**
 * The payment-account id (bulk `payment_account`, a UUID) the user entered for an account whose
 * `code` is not a UUID (spec-notes: "payment_account is a UUID, but the Account object has no UUID
 * field"). Kept per bank profile (`scope`: the profile id, or `environment` for the CLI's BULKPAY_*
 * mode) and account (its IBAN without spaces, upper case).
 */
export default `
CREATE TABLE payment_account_ids (
  scope TEXT NOT NULL,
  account_iban TEXT NOT NULL,
  payment_account TEXT NOT NULL CHECK (length(payment_account) = 36),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (scope, account_iban)
);
`;
