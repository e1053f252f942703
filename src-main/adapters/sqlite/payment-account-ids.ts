import type { Db } from './open-database';
import type { PaymentAccountIds } from '../../ports/payment-account-ids';

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * The payment-account ids the user entered, per bank profile and account (migration 006). Only
 * needed for an account whose `code` is not a UUID (spec-notes, "payment_account").
 */
export class SqlitePaymentAccountIds implements PaymentAccountIds {
  constructor(private readonly db: Db) {}

  get(scope: string, iban: string): string | undefined {
    const row = this.db
      .prepare('SELECT payment_account FROM payment_account_ids WHERE scope = ? AND account_iban = ?')
      .get(scope, compactIban(iban)) as { payment_account: string } | undefined;
    return row?.payment_account;
  }

  /** The account (its IBAN) a stored id belongs to, so a bulk's payment_account finds its account again. */
  ibanOf(scope: string, paymentAccount: string): string | undefined {
    const row = this.db
      .prepare('SELECT account_iban FROM payment_account_ids WHERE scope = ? AND payment_account = ?')
      .get(scope, paymentAccount.toLowerCase()) as { account_iban: string } | undefined;
    return row?.account_iban;
  }

  set(scope: string, iban: string, paymentAccount: string): void {
    this.db
      .prepare(
        `INSERT INTO payment_account_ids (scope, account_iban, payment_account, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (scope, account_iban) DO UPDATE SET payment_account = excluded.payment_account, updated_at = excluded.updated_at`,
      )
      .run(scope, compactIban(iban), paymentAccount.toLowerCase(), new Date().toISOString());
  }
}
