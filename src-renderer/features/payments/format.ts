import type { ValidationResult } from '../../../src-shared/payments/types';
import * as intl from '../../../src-shared/i18n/format';
import { currentLocale, tr } from '../../i18n/locale';

/** "312 payments, 4 bulks, 7 errors in 5 rows, 2 warnings", in the user's language. */
export function summaryLine(result: ValidationResult): string {
  const parts = [
    tr('payments.payments', { count: result.rowCount }),
    tr('payments.bulks', { count: result.bulks.length }),
  ];
  parts.push(
    result.errorCount
      ? tr('payments.errorsInRows', {
          count: result.rowsWithErrors,
          errors: tr('payments.errors', { count: result.errorCount }),
        })
      : tr('payments.noErrors'),
  );
  parts.push(tr('payments.warnings', { count: result.warningCount }));
  return parts.join(', ');
}

/** An exact decimal string as money in the user's locale (display only; never parsed back). */
export const formatMoney = (amount: string, currency: string): string =>
  intl.formatMoney(amount, currency, currentLocale());

export const formatTotals = (totals: Record<string, string>): string => intl.formatTotals(totals, currentLocale());
