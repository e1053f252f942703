/**
 * Money, numbers, dates and times for people, in one format per locale. Amounts arrive as exact
 * decimal strings and reach Intl as strings (Intl.NumberFormat v3 reads a string as an exact
 * decimal), so no amount ever passes through a float; the fraction digits are never rounded.
 */

const fractionDigits = (amount: string): number => {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
};

const minorUnitsOf = new Map<string, number>();
/** A code Intl can take: three letters (anything else a file holds is answered 2 and not kept). */
const WELL_FORMED_CURRENCY = /^[A-Za-z]{3}$/;
/**
 * The currency's minor units as Intl knows them (2 for EUR, 0 for JPY), 2 when unknown. Kept per
 * code: building a NumberFormat per amount was a quarter of a table redraw at 100,000 rows. Only
 * well-formed codes are kept: a file's malformed currencies (each row its own) would grow the cache.
 */
export function currencyMinorUnits(currency: string): number {
  if (!WELL_FORMED_CURRENCY.test(currency)) return 2;
  let digits = minorUnitsOf.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnitsOf.set(currency, digits);
  }
  return digits;
}

const EXACT = /^-?\d+(\.\d+)?$/;

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per locale, currency and digits: building one costs more than formatting (a table redraws hundreds of amounts). */
function moneyFormat(locale: string, currency: string, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimum}|${maximum}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** `1234.5`, `EUR`, `fi-FI` → `1 234,50 €`; every digit of the string is kept. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const text = amount.trim();
  if (!EXACT.test(text)) return `${amount} ${currency}`;
  const minor = currencyMinorUnits(currency);
  try {
    return moneyFormat(locale, currency, minor, Math.max(minor, fractionDigits(text))).format(text as `${number}`);
  } catch {
    return `${formatDecimal(text, locale)} ${currency}`;
  }
}

/** Per-currency totals joined with " + ", or "—" when there are none. */
export function formatTotals(totals: Record<string, string>, locale: string): string {
  return (
    Object.entries(totals)
      .map(([currency, amount]) => formatMoney(amount, currency, locale))
      .join(' + ') || '—'
  );
}

/** An exact decimal string with the locale's separators (`1234.5` → `1 234,5` in Finnish). */
export function formatDecimal(amount: string, locale: string): string {
  const text = amount.trim();
  if (!EXACT.test(text)) return amount;
  const digits = fractionDigits(text);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    text as `${number}`,
  );
}

/** A whole number with the locale's grouping (`12500` → `12 500`). */
export const formatCount = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);

/** The locale's decimal mark and grouping separator. */
export function numberSymbols(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a person typed as an amount, read with their locale's decimal mark into a canonical
 * decimal string; undefined when it is not a number or is ambiguous. Grouping must be in threes.
 * In fi/sv/de: `1250,50`, `1 250,50`, `1.250,50` (de) and `1250.50` (a point typed as the decimal
 * mark) are 1250.50, and `1.250` is a thousand two hundred and fifty as German writes it. In en: `1,250.50`
 * and `1250.50`; `1250,50` is refused rather than read as 125050. Never via a float.
 */
export function parseLocaleDecimal(input: string, locale: string): string | undefined {
  const { decimal } = numberSymbols(locale);
  const text = input.trim().replace(/[\s\u00a0\u202f']/g, ' ');
  if (text === '') return undefined;
  const other = decimal === ',' ? '.' : ',';
  const groups = `\\d{1,3}(?:[ ${escape(other)}]\\d{3})+`;
  const withMark = new RegExp(`^(${groups}|\\d+)(?:${escape(decimal)}(\\d+))?$`).exec(text);
  if (withMark) {
    const whole = withMark[1]!.replace(/\D/g, '');
    return withMark[2] === undefined ? whole : `${whole}.${withMark[2]}`;
  }
  // A point typed as the decimal mark in a comma locale, where it cannot be a thousands separator.
  if (decimal === ',' && /^\d+\.\d+$/.test(text) && !/^\d{1,3}\.\d{3}$/.test(text)) return text;
  return undefined;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (`2026-11-24` or a timestamp) as the locale writes it: `24.11.2026` in fi. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(DATE_ONLY.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(DATE_ONLY.test(iso) ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A moment as the locale writes date and time (local time zone), optionally with seconds. */
export function formatDateTime(iso: string | null | undefined, locale: string, withSeconds = false): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) return formatDate(iso, locale);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
  }).format(date);
}

/** The time of day only (`14.05` in fi, `14:05` in de). */
export function formatTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}
