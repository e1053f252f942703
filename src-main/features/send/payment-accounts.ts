import { err, ok, type Result } from '../../../src-shared/result';
import type { Account } from '../../domain/bank-schemas';
import type { PaymentAccountIds } from '../../ports/payment-account-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The bulk `payment_account` for `account`: the id the user just entered (checked, then kept), the
 * account's `code` when it is a UUID, else the id kept for it earlier; otherwise an error that says
 * what to enter and where.
 */
export function resolvePaymentAccount(
  account: Pick<Account, 'code' | 'iban' | 'name'>,
  entered: string | undefined,
  kept: { ids?: PaymentAccountIds; scope: string },
): Result<string> {
  const label = `${account.name} (${account.iban})`;
  const wanted = entered?.trim();
  if (wanted) {
    if (!isUuid(wanted))
      return err(
        'payment_account_id_invalid',
        `"${wanted}" is not a payment-account id for ${label}: it must be a UUID such as 5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01. Copy it as your bank gives it for this account.`,
        undefined,
        { value: wanted, account: label },
      );
    kept.ids?.set(kept.scope, account.iban, wanted);
    return ok(wanted.toLowerCase());
  }
  if (isUuid(account.code)) return ok(account.code);
  const stored = kept.ids?.get(kept.scope, account.iban);
  if (stored) return ok(stored);
  return err(
    'payment_account_id_needed',
    `The bank lists ${label} with the code "${account.code}", which is not the payment-account id (a UUID) a bulk needs. Enter this account's payment-account id once, as your bank gives it: in the app in the send panel's "Payment-account id" field, on the command line with --payment-account-id. Bulkpay keeps it in this bank profile.`,
    undefined,
    { account: label, code: account.code },
  );
}
