/**
 * Whether a date written as numbers is a day of the calendar, and if not, why: a date in the right
 * form that does not exist (31 November, 29 February 2027, month 13) is told as such, not as a
 * date written the wrong way, so the person checks the day rather than the format. One rule for
 * every place dates are checked: the window's date fields, the single payment's due date, the
 * CLI's --from/--to.
 */

/** Why numbers in a date's form are not a day: the month does not exist, or that month has fewer days. */
export type CalendarProblem =
  | { code: 'date_no_such_month'; params: { value: string; month: number } }
  | { code: 'date_no_such_day'; params: { value: string; year: number; month: number; day: number; days: number } };

/** Days in `month` (1–12) of `year`, leap years counted (February 2028 has 29). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The problem with year/month/day as a calendar day, or undefined when it is one. `value` is
 * what the person wrote, kept for the message.
 */
export function calendarProblem(value: string, year: number, month: number, day: number): CalendarProblem | undefined {
  if (month < 1 || month > 12) return { code: 'date_no_such_month', params: { value, month } };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { code: 'date_no_such_day', params: { value, year, month, day, days } };
  return undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO `YYYY-MM-DD` text checked: `'format'` when it is not written that way, a calendar problem
 * when it is but names no day (`2026-11-31`), undefined for a real day.
 */
export function isoDateProblem(value: string): 'format' | CalendarProblem | undefined {
  const m = ISO_DATE.exec(value);
  if (!m) return 'format';
  return calendarProblem(value, Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The English sentence for a calendar problem (the core's message; other languages use the catalogs' `msg.<code>`). */
export function calendarProblemText(p: CalendarProblem): string {
  return p.code === 'date_no_such_month'
    ? `${p.params.value} is not a day of the calendar: there is no month ${p.params.month} (months are 1–12); check the month.`
    : `${p.params.value} is not a day of the calendar: month ${p.params.month} of ${p.params.year} has ${p.params.days} days; check the day.`;
}
