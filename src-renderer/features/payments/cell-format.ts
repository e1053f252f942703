import * as intl from '../../../src-shared/i18n/format';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { RowResult } from '../../../src-shared/payments/types';
import { groupIban } from '../../../src-shared/payments/iban-groups';

/**
 * How a cell reads in the table: amounts as money in the locale (from the row's exact amount,
 * never a float), IBANs in fours; the file's own text when it cannot be read. Display only.
 */
export function cellText(field: PaymentField, raw: string, result: RowResult | undefined, locale: string): string {
  if (field === 'amount' && result?.amount && result.currency)
    return intl.formatMoney(result.amount, result.currency, locale);
  if (field === 'iban') return groupIban(raw);
  return raw.replace(/\s*\r?\n\s*/g, ' ');
}
