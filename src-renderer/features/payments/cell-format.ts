import * as intl from '../../../src-shared/i18n/format';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { RowResult } from '../../../src-shared/payments/types';

const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{4,}$/;

/** An IBAN in groups of four (`FI21 1234 5600 0007 85`) for reading; other text as it is. */
export function groupIban(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return IBAN_LIKE.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1 ') : value;
}

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
