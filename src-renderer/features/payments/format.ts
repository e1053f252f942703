import type { ValidationResult } from '../../../src-shared/payments/types';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "312 payments, 4 bulks, 7 errors in 5 rows, 2 warnings". */
export function summaryLine(result: ValidationResult): string {
  const parts = [plural(result.rowCount, 'payment'), plural(result.bulks.length, 'bulk')];
  parts.push(
    result.errorCount
      ? `${plural(result.errorCount, 'error')} in ${plural(result.rowsWithErrors, 'row')}`
      : 'no errors',
  );
  parts.push(plural(result.warningCount, 'warning'));
  return parts.join(', ');
}

/** `1234.5` → `1,234.50 EUR` from the exact decimal string (display only; never parsed back). */
export function formatMoney(amount: string, currency: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${currency}`;
}

export const formatTotals = (totals: Record<string, string>): string =>
  Object.entries(totals)
    .map(([currency, amount]) => formatMoney(amount, currency))
    .join(' + ') || '—';
