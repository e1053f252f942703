import Big from 'big.js';

/** How a file writes decimals: `1234.56` / `1,234.56` (dot) or `1234,56` / `1.234,56` / `1 234,56` (comma). */
export type DecimalStyle = 'dot' | 'comma';

export type AmountResult =
  | {
      ok: true;
      value: Big;
      /** a currency written in the amount cell, e.g. `€ 12,50` or `12.50 EUR` */ currency?: string;
    }
  | {
      ok: false;
      code: 'amount_missing' | 'amount_not_positive' | 'amount_unreadable' | 'amount_too_large';
      params: Record<string, string>;
    };

/**
 * The largest amount Bulkpay accepts in one payment, in any currency: 1,000,000,000 (a billion).
 * The bank publishes no maximum; this catches a pasted account number or a lost decimal mark
 * offline (10^20 EUR used to pass). Decided in spec-notes.md.
 */
export const MAX_AMOUNT = '1000000000';
const MAX_AMOUNT_BIG = new Big(MAX_AMOUNT);

// Symbols that name one currency; `kr` and the like are too ambiguous and are only stripped.
const SYMBOL_CURRENCY: Record<string, string | undefined> = {
  '€': 'EUR',
  '£': 'GBP',
  $: 'USD',
  '¥': 'JPY',
  kr: undefined,
};
const SPACES = /[\s\u00a0\u202f\u2009]/g;
const CURRENCY_AT_START = /^([A-Za-z]{3}|€|£|\$|¥|kr)\.?\s*/;
const CURRENCY_AT_END = /\s*([A-Za-z]{3}|€|£|\$|¥|kr)\.?$/;
// Thousands separators may be spaces or apostrophes in either style, plus the other style's mark.
const PATTERNS: Record<DecimalStyle, RegExp> = {
  dot: /^(\d{1,3}(?:[,' ]\d{3})+|\d+)(?:\.(\d+))?$/,
  comma: /^(\d{1,3}(?:[.' ]\d{3})+|\d+)(?:,(\d+))?$/,
};

function splitCurrency(text: string): { rest: string; currency?: string } {
  for (const re of [CURRENCY_AT_START, CURRENCY_AT_END]) {
    const m = re.exec(text);
    if (!m) continue;
    const token = m[1]!;
    const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
    const currency = token in SYMBOL_CURRENCY ? SYMBOL_CURRENCY[token] : token.toUpperCase();
    return currency ? { rest: rest.trim(), currency } : { rest: rest.trim() };
  }
  return { rest: text };
}

/**
 * Reads an amount cell as an exact decimal. Accepts a currency symbol or code before or after,
 * thousands separators in groups of three, and the file's decimal mark. Never uses a float.
 */
export function parseAmount(raw: string, style: DecimalStyle): AmountResult {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'amount_missing', params: {} };
  const { rest, currency } = splitCurrency(text);
  let body = rest.replace(SPACES, ' ').trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) [negative, body] = [true, body.slice(1, -1).trim()];
  if (/^[-−+]/.test(body)) [negative, body] = [negative || body[0] !== '+', body.slice(1).trim()];
  if (body.endsWith('-')) [negative, body] = [true, body.slice(0, -1).trim()];
  const m = PATTERNS[style].exec(body);
  if (!m)
    return {
      ok: false,
      code: 'amount_unreadable',
      params: { value: text, style, example: style === 'comma' ? '1.234,56' : '1,234.56' },
    };
  const value = new Big(`${m[1]!.replace(/[^\d]/g, '')}${m[2] ? `.${m[2]}` : ''}`);
  if (negative || value.lte(0)) return { ok: false, code: 'amount_not_positive', params: { value: text } };
  if (value.gt(MAX_AMOUNT_BIG))
    return { ok: false, code: 'amount_too_large', params: { value: value.toFixed(), max: MAX_AMOUNT } };
  return currency ? { ok: true, value, currency } : { ok: true, value };
}

/** Number of decimals actually used, ignoring trailing zeros (`12.50` uses 1, `12.505` uses 3). */
export function decimalsUsed(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}

/**
 * Guesses the file's decimal mark from all its amount cells: `1.234,56` and `12,5` vote comma,
 * `1,234.56` and `12.5` vote dot; `1,234` alone is ambiguous and does not vote.
 */
export function detectDecimalStyle(
  cells: Iterable<string>,
  fallback: DecimalStyle = 'dot',
): { style: DecimalStyle; votes: Record<DecimalStyle, number> } {
  const votes: Record<DecimalStyle, number> = { dot: 0, comma: 0 };
  for (const cell of cells) {
    const digits = splitCurrency(cell.trim()).rest.replace(SPACES, '');
    const lastDot = digits.lastIndexOf('.');
    const lastComma = digits.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) {
      votes[lastDot > lastComma ? 'dot' : 'comma']++;
      continue;
    }
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
    if (!mark) continue;
    const occurrences = digits.split(mark).length - 1;
    const after = digits.length - digits.lastIndexOf(mark) - 1;
    const style: DecimalStyle = mark === '.' ? 'dot' : 'comma';
    const other: DecimalStyle = style === 'dot' ? 'comma' : 'dot';
    if (occurrences > 1) votes[other]++;
    else if (after !== 3) votes[style]++;
  }
  const style = votes.comma > votes.dot ? 'comma' : votes.dot > votes.comma ? 'dot' : fallback;
  return { style, votes };
}
