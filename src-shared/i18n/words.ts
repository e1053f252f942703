import i18next, { type i18n, type TFunction } from 'i18next';
import type { en } from './catalogs/en';
import { formatMoney } from './format';
import { withGroupedIbans } from '../payments/iban-groups';

/**
 * The app's words in four languages: one catalog per language (pure data) and i18next for plural
 * rules and interpolation, shared by the renderer and the CLI so a message code reads the same on
 * every surface.
 */
export const LANGUAGES = ['en', 'fi', 'sv', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fi: 'Suomi', sv: 'Svenska', de: 'Deutsch' };

/** The locale formats default to when the OS names the language without a region. */
const DEFAULT_LOCALE: Record<Language, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE', de: 'de-DE' };

const primary = (tag: string) => tag.toLowerCase().split(/[-_.]/)[0] ?? '';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the user's preferred languages (`navigator.languages`, `LANG`) that we speak, else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lang = primary(tag);
    if (isLanguage(lang)) return lang;
  }
  return 'en';
}

/**
 * The locale for numbers and dates: the user's own tag when it is in the chosen language (so
 * `en-US` keeps its dates, `sv-FI` its region), else the language's usual region.
 */
export function formatLocale(language: Language, preferred: readonly string[]): string {
  for (const tag of preferred) {
    const clean = tag.split('.')[0]!.replace('_', '-');
    if (primary(clean) !== language) continue;
    try {
      return Intl.getCanonicalLocales(clean)[0] ?? DEFAULT_LOCALE[language];
    } catch {
      continue;
    }
  }
  return DEFAULT_LOCALE[language];
}

/** One language's catalog (the shape of en.ts, which every catalog matches). */
export type Catalog = typeof en;

/**
 * A ready i18next instance for one language from the catalogs given (synchronous). The CLI passes
 * only the user's language and English (the fallback), so a start loads one or two catalogs, not four.
 */
export function createI18nWith(language: Language, catalogs: Partial<Record<Language, Catalog>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(catalogs).map(([l, c]) => [l, { translation: c }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{totalAmount, money}}`: an exact decimal string as the language writes money (currency from the params).
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: { currency?: string }) =>
    formatMoney(String(value), options.currency ?? '', lng ?? 'en'),
  );
  return instance;
}

/** A message from main or the rules: a stable code, its parameters, and the English text as a fallback. */
export interface CodedMessage {
  code: string;
  message?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

/**
 * Codes whose detail a fast check may leave out (row-rules' `detailsWanted` keeps it only for the
 * first occurrences of a kind): without that parameter, the sentence that does not name it.
 */
const WITHOUT_DETAIL: Record<string, { param: string; key: string }> = {
  non_sepa_characters: { param: 'characters', key: 'problemText.nonSepaCharactersUnlisted' },
};

/**
 * The message in the user's language. A `field` parameter is a payment field and is shown by its
 * label; a code without a catalog entry (a newer core) falls back to the core's English sentence.
 */
export function messageText(t: TFunction, m: CodedMessage): string {
  // IBANs in groups of four, as the tables show them.
  const params: Record<string, string | number> = { ...withGroupedIbans(m.params ?? {}) };
  if (typeof params.field === 'string') params.field = t(`field.${params.field}`, { defaultValue: params.field });
  const brief = WITHOUT_DETAIL[m.code];
  const key = brief && params[brief.param] === undefined ? brief.key : `msg.${m.code}`;
  // Amounts (params named `…Amount`) are written as money in the params' currency.
  const currency = typeof params.currency === 'string' ? params.currency : undefined;
  const formatParams = Object.fromEntries(
    Object.keys(params)
      .filter((k) => k.endsWith('Amount'))
      .map((k) => [k, { currency }]),
  );
  return t(key, { ...params, formatParams, defaultValue: m.message ?? m.code });
}

/**
 * An error as a person reads it, the one rule for the window's results, its toasts and the CLI:
 * in English main's own sentence, which may carry detail a catalog sentence cannot (the bank's
 * own words, a file name); in other languages (or with no sentence) the catalog's, `messageText`.
 */
export function errorText(t: TFunction, language: Language, m: CodedMessage): string {
  return language === 'en' && m.message ? m.message : messageText(t, m);
}
