import { describe, expect, it } from 'vitest';
import { datePattern, formatDateInput, parseDateInput } from '../../../src-shared/i18n/date-input';

const FI = { day: 'PP', month: 'KK', year: 'VVVV' };
const EN = { day: 'DD', month: 'MM', year: 'YYYY' };

describe('dates typed and shown in the app’s locale', () => {
  it.each([
    ['fi-FI', '24.11.2026', 'PP.KK.VVVV', FI],
    ['de-DE', '24.11.2026', 'DD.MM.YYYY', EN],
    ['sv-SE', '2026-11-24', 'YYYY-MM-DD', EN],
    ['en-GB', '24/11/2026', 'DD/MM/YYYY', EN],
    ['en-US', '11/24/2026', 'MM/DD/YYYY', EN],
  ])('%s shows 2026-11-24 as %s (pattern %s) and reads it back', (locale, shown, pattern, letters) => {
    expect(formatDateInput('2026-11-24', locale)).toBe(shown);
    expect(datePattern(locale, letters)).toBe(pattern);
    expect(parseDateInput(shown, locale)).toBe('2026-11-24');
  });

  it('reads short forms and other separators in the locale’s order, and ISO in any locale', () => {
    expect(parseDateInput('1.2.2027', 'fi-FI')).toBe('2027-02-01');
    expect(parseDateInput(' 1/2/27 ', 'de-DE')).toBe('2027-02-01');
    expect(parseDateInput('1/2/2027', 'en-US')).toBe('2027-01-02');
    expect(parseDateInput('2027-02-01', 'en-US')).toBe('2027-02-01');
    expect(parseDateInput('2027-2-1', 'fi-FI')).toBe('2027-02-01');
    expect(parseDateInput('', 'fi-FI')).toBe('');
  });

  it('refuses what is not a day of the calendar', () => {
    for (const text of ['31.2.2026', '29.2.2027', '13/13/2026', '24.11', 'huomenna', '24.11.2026 klo 12', '1.1.123'])
      expect(parseDateInput(text, 'fi-FI'), text).toBeUndefined();
    expect(parseDateInput('29.2.2028', 'fi-FI')).toBe('2028-02-29');
    expect(formatDateInput('2026-02-31', 'fi-FI')).toBe('');
    expect(formatDateInput('', 'fi-FI')).toBe('');
  });
});
