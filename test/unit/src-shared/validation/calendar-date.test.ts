import { describe, expect, it } from 'vitest';
import {
  calendarProblem,
  calendarProblemText,
  daysInMonth,
  isoDateProblem,
} from '../../../../src-shared/validation/calendar-date';

describe('a date in the right form that names no day', () => {
  it('counts the days of each month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('counts years 0–99 as themselves, not as 1900–1999 (Date.UTC’s mapping)', () => {
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(4, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(isoDateProblem('0000-02-29')).toBeUndefined();
    expect(isoDateProblem('0004-02-29')).toBeUndefined();
    expect(isoDateProblem('0100-02-29')).toMatchObject({ code: 'date_no_such_day', params: { days: 28 } });
  });

  it('tells 31 November and 29 February 2027 apart from a badly written date', () => {
    expect(isoDateProblem('2026-11-31')).toEqual({
      code: 'date_no_such_day',
      params: { value: '2026-11-31', year: 2026, month: 11, day: 31, days: 30 },
    });
    expect(isoDateProblem('2027-02-29')).toMatchObject({ code: 'date_no_such_day', params: { days: 28 } });
    expect(isoDateProblem('2026-11-00')).toMatchObject({ code: 'date_no_such_day' });
    expect(isoDateProblem('2026-13-01')).toEqual({
      code: 'date_no_such_month',
      params: { value: '2026-13-01', month: 13 },
    });
    expect(isoDateProblem('2026-00-10')).toMatchObject({ code: 'date_no_such_month', params: { month: 0 } });
    for (const value of ['31.11.2026', '2026-11-3', '2026/11/30', 'tomorrow', ''])
      expect(isoDateProblem(value), value).toBe('format');
    for (const value of ['2026-11-30', '2028-02-29', '2026-12-31', '2026-01-01'])
      expect(isoDateProblem(value), value).toBeUndefined();
  });

  it('says which month has how many days, in English for the core', () => {
    expect(calendarProblemText(calendarProblem('2026-11-31', 2026, 11, 31)!)).toBe(
      '2026-11-31 is not a day of the calendar: month 11 of 2026 has 30 days; check the day.',
    );
    expect(calendarProblemText(calendarProblem('2026-13-01', 2026, 13, 1)!)).toBe(
      '2026-13-01 is not a day of the calendar: there is no month 13 (months are 1–12); check the month.',
    );
  });
});
