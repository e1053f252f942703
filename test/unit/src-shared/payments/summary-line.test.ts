import { describe, expect, it } from 'vitest';
import { formatMoney, formatTotals, summaryLine } from '../../../../src-renderer/features/payments/format';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { validatePayments } from '../../../../src-shared/payments/validate';
import { useLocale } from '../../../../src-renderer/i18n/locale';

useLocale.getState().choose('en');

const row = (line: number, values: PaymentRow['values'] = {}): PaymentRow => ({
  line,
  values: {
    name: 'Acme Oy',
    iban: 'FI2112345600000785',
    amount: `${line}.00`,
    currency: 'EUR',
    unstructured_reference: `Invoice ${line}`,
    ...values,
  },
});

describe('the import screen summary', () => {
  it('reads like the issue asks: payments, bulks, errors in rows, warnings', () => {
    const rows = Array.from({ length: 312 }, (_, i) => row(i + 2));
    rows[3] = row(5, { iban: 'FI2112345600000786', amount: '0' });
    rows[10] = row(12, { name: '' });
    rows[20] = row(22, { currency: 'SEK' });
    expect(summaryLine(validatePayments(rows))).toBe('312 payments, 4 bulks, 3 errors in 2 rows, 1 warning');
    expect(summaryLine(validatePayments([row(2)]))).toBe('1 payment, 1 bulk, no errors, 0 warnings');
  });

  it('shows exact decimal strings grouped, never through a float', () => {
    expect(formatMoney('12345678901234567.89', 'EUR')).toBe('€12,345,678,901,234,567.89');
    expect(formatMoney('100', 'JPY')).toMatch(/^(JP)?¥100$/);
    expect(formatTotals({ EUR: '1.50', SEK: '2000.00' }).replace(/\s/g, ' ')).toBe('€1.50 + SEK 2,000.00');
    expect(formatTotals({})).toBe('—');
  });

  it('follows the chosen language: words, plural forms and the locale’s money format', async () => {
    await useLocale.getState().choose('fi');
    try {
      expect(summaryLine(validatePayments([row(2)]))).toBe('1 maksu, 1 erä, ei virheitä, 0 varoitusta');
      expect(formatTotals({ EUR: '1234.50' }).replace(/\s/g, ' ')).toBe('1 234,50 €');
    } finally {
      useLocale.getState().choose('en');
    }
  });
});
