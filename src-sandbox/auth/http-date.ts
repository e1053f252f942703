/**
 * RFC 7231 section 7.1.1.1 dates. A recipient must accept all three forms; anything else
 * (ISO 8601, local time zones, `Date.toString()`) is rejected rather than guessed at.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MON = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MON} (\\d{4}) ${TIME} GMT$`);
const RFC850 = new RegExp(`^${LONG_DAY}, (\\d{2})-${MON}-(\\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MON} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/** Milliseconds since the epoch, or null when the value is not an RFC 7231 date. */
export function parseHttpDate(value: string): number | null {
  let m = IMF_FIXDATE.exec(value);
  if (m) return utc(+m[4]!, m[3]!, +m[2]!, m[5]!, m[6]!, m[7]!, m[1]!);
  m = RFC850.exec(value);
  if (m) {
    // Two-digit years: RFC 7231 says pick the year that is not more than 50 years ahead.
    const yy = +m[4]!;
    const thisYear = new Date().getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + yy;
    if (year > thisYear + 50) year -= 100;
    return utc(year, m[3]!, +m[2]!, m[5]!, m[6]!, m[7]!, m[1]!.slice(0, 3));
  }
  m = ASCTIME.exec(value);
  if (m) return utc(+m[7]!, m[2]!, +m[3]!.trim(), m[4]!, m[5]!, m[6]!, m[1]!);
  return null;
}

function utc(year: number, mon: string, day: number, h: string, mi: string, s: string, weekday: string): number | null {
  const month = MONTHS.indexOf(mon);
  const ms = Date.UTC(year, month, day, +h, +mi, +s);
  const d = new Date(ms);
  // Reject impossible dates (31 Feb) and a weekday that does not match the date.
  if (d.getUTCDate() !== day || d.getUTCMonth() !== month || +h > 23 || +mi > 59 || +s > 60) return null;
  if (d.toUTCString().slice(0, 3) !== weekday) return null;
  return ms;
}
