/**
 * Dates typed and shown in the app's locale (24.11.2026 in Finnish and German, 2026-11-24 in
 * Swedish, 24/11/2026 in British English), kept as ISO YYYY-MM-DD everywhere else. A browser's
 * own date input takes its format from the browser's UI language instead of the app's.
 */

import { calendarProblem, type CalendarProblem } from '../validation/calendar-date';

type Part = 'day' | 'month' | 'year';

/** Shows whole dates: the same day in every time zone. */
const numericDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** The locale's order of day, month and year, and the text between them (`.` `/` `-`). */
export function dateLayout(locale: string): { order: Part[]; separator: string } {
  const parts = numericDate(locale).formatToParts(Date.UTC(2026, 10, 24));
  const order = parts.filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '.';
  return { order: order as Part[], separator };
}

/** The pattern to show a person, in their letters: `PP.KK.VVVV`, `DD/MM/YYYY`, `ÅÅÅÅ-MM-DD`. */
export function datePattern(locale: string, letters: Record<Part, string>): string {
  const { order, separator } = dateLayout(locale);
  return order.map((p) => letters[p]).join(separator);
}

/** ISO `YYYY-MM-DD` as the locale writes it; '' for '' and anything that is not such a date. */
export function formatDateInput(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m || !isRealDate(+m[1]!, +m[2]!, +m[3]!)) return '';
  return numericDate(locale).format(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The year ending in these two digits that is within 50 years of `current` (a sliding window). */
function nearestYear(twoDigits: number, current: number): number {
  const year = current - (current % 100) + twoDigits;
  if (year > current + 50) return year - 100;
  if (year < current - 50) return year + 100;
  return year;
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** What a person typed, read: the ISO day ('' for an empty field), or why it is not a day. */
export type DateInputReading =
  { iso: string } | { problem: 'format' } | { problem: CalendarProblem['code']; month: number; days?: number };

/**
 * What a person typed, as ISO `YYYY-MM-DD`: in the locale's order with any separator
 * (`24.11.2026`, `24/11/2026`, `24-11-26`), or ISO itself (a four-digit first number). A two-digit
 * year is the one within 50 years of `now`'s (in 2026: 27 is 2027, 99 is 1999), and the field then
 * shows it in full. '' for an empty field. Text in a date's form that names no day (31.11.2026,
 * month 13) is told apart from text that is not written as a date at all.
 */
export function readDateInput(text: string, locale: string, now: Date = new Date()): DateInputReading {
  const trimmed = text.trim();
  if (!trimmed) return { iso: '' };
  const numbers = trimmed.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3 || /[^0-9./\-\s]/.test(trimmed)) return { problem: 'format' };
  const order: Part[] = numbers[0]!.length === 4 ? ['year', 'month', 'day'] : dateLayout(locale).order;
  const value = Object.fromEntries(order.map((p, i) => [p, numbers[i]!])) as Record<Part, string>;
  if (value.year.length !== 4 && value.year.length !== 2) return { problem: 'format' };
  if (value.day.length > 2 || value.month.length > 2) return { problem: 'format' };
  const year = value.year.length === 2 ? nearestYear(Number(value.year), now.getFullYear()) : Number(value.year);
  const [month, day] = [Number(value.month), Number(value.day)];
  if (year < 1000) return { problem: 'format' };
  const problem = calendarProblem(trimmed, year, month, day);
  if (!problem) return { iso: iso(year, month, day) };
  return problem.code === 'date_no_such_day'
    ? { problem: problem.code, month, days: problem.params.days }
    : { problem: problem.code, month };
}

/** What a person typed, as ISO `YYYY-MM-DD` (see `readDateInput`); undefined when it is not a day of the calendar. */
export function parseDateInput(text: string, locale: string, now: Date = new Date()): string | undefined {
  const read = readDateInput(text, locale, now);
  return 'iso' in read ? read.iso : undefined;
}

/** A month's name in the locale (`November`, `marraskuu`), to say which month has how many days. */
export function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));
}

/** Today's date where the person is (their computer's time zone), as ISO `YYYY-MM-DD`: not UTC's. */
export function localToday(now: Date = new Date()): string {
  return iso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
