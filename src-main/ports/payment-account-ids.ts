/**
 * The payment-account ids the user entered, per bank profile (`scope`) and account: only needed for
 * an account whose `code` is not a UUID (spec-notes, "payment_account"). Kept in SQLite by
 * adapters/sqlite/payment-account-ids.ts.
 */
export interface PaymentAccountIds {
  get(scope: string, iban: string): string | undefined;
  /** The account (its IBAN) a stored id belongs to, so a bulk's payment_account finds its account again. */
  ibanOf(scope: string, paymentAccount: string): string | undefined;
  set(scope: string, iban: string, paymentAccount: string): void;
}
