import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  datePattern,
  formatDateInput,
  localToday,
  monthName,
  parseDateInput,
  readDateInput,
} from '../../../../src-shared/i18n/date-input';

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

  it('tells a day that does not exist (31.11.) from a date written the wrong way', () => {
    expect(readDateInput('31.11.2026', 'fi-FI')).toEqual({ problem: 'date_no_such_day', month: 11, days: 30 });
    expect(readDateInput('11/31/2026', 'en-US')).toEqual({ problem: 'date_no_such_day', month: 11, days: 30 });
    expect(readDateInput('2026-11-31', 'de-DE')).toEqual({ problem: 'date_no_such_day', month: 11, days: 30 });
    expect(readDateInput('29.2.27', 'fi-FI', new Date(2026, 10, 24))).toEqual({
      problem: 'date_no_such_day',
      month: 2,
      days: 28,
    });
    expect(readDateInput('1.13.2026', 'fi-FI')).toEqual({ problem: 'date_no_such_month', month: 13 });
    for (const text of ['24.11', 'huomenna', '24.11.2026 klo 12', '1.1.123', '123.1.2026'])
      expect(readDateInput(text, 'fi-FI'), text).toEqual({ problem: 'format' });
    expect(readDateInput('30.11.2026', 'fi-FI')).toEqual({ iso: '2026-11-30' });
    expect(readDateInput(' ', 'fi-FI')).toEqual({ iso: '' });
  });

  it('names the month in the locale, for “November has 30 days”', () => {
    expect(monthName(11, 'en-GB')).toBe('November');
    expect(monthName(11, 'fi-FI')).toBe('marraskuu');
    expect(monthName(2, 'sv-SE')).toBe('februari');
    expect(monthName(2, 'de-DE')).toBe('Februar');
  });
});

describe('two-digit years and today', () => {
  it('reads a two-digit year as the one within 50 years of today, not always 20xx', () => {
    const in2026 = new Date(2026, 10, 24);
    expect(parseDateInput('1.1.99', 'fi-FI', in2026)).toBe('1999-01-01');
    expect(parseDateInput('1.1.76', 'fi-FI', in2026)).toBe('2076-01-01');
    expect(parseDateInput('1.1.77', 'fi-FI', in2026)).toBe('1977-01-01');
    expect(parseDateInput('24.11.26', 'fi-FI', in2026)).toBe('2026-11-24');
    expect(parseDateInput('1.1.05', 'fi-FI', new Date(2090, 0, 1))).toBe('2105-01-01');
  });

  it('takes today where the person is: half past midnight on 1 December in Finland is 1 December', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Europe/Helsinki';
    try {
      const now = new Date('2026-11-30T22:30:00Z');
      expect(now.toISOString().slice(0, 10)).toBe('2026-11-30'); // what UTC would have said
      expect(localToday(now)).toBe('2026-12-01');
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it('is the one "today" of the date fields, the statement range and the single payment', () => {
    for (const file of [
      'src-renderer/components/DateField.tsx',
      'src-renderer/features/reports/StatementButton.tsx',
      'src-renderer/features/accounts/SinglePayment.tsx',
    ]) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toContain('localToday');
      expect(source, file).not.toMatch(/new Date\(\)\.to(ISO|Locale)[A-Za-z]*String\(/);
    }
  });
});
