import { create } from 'zustand';
import { createI18n, formatLocale, isLanguage, type Language, pickLanguage } from '../../src-shared/i18n';

/**
 * The window's language and formats: the OS's (navigator.languages) until the user picks one in
 * Settings; the choice is kept in this window's storage. The whole app re-renders on a change
 * (App is keyed by language), so plain functions may read `currentLocale()`.
 */
const STORAGE_KEY = 'bulkpay.language';
const CSV_KEY = 'bulkpay.csvFormat';

/** CSV exports for a spreadsheet in the user's locale (Excel) or plain RFC 4180 for programs. */
export type CsvFormat = 'spreadsheet' | 'machine';

export type LanguageChoice = Language | 'system';

const osLanguages = (): readonly string[] =>
  typeof navigator !== 'undefined' && navigator.languages?.length ? navigator.languages : ['en-GB'];

function storedChoice(): LanguageChoice {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

function storedCsvFormat(): CsvFormat {
  try {
    return globalThis.localStorage?.getItem(CSV_KEY) === 'machine' ? 'machine' : 'spreadsheet';
  } catch {
    return 'spreadsheet';
  }
}

function resolve(choice: LanguageChoice) {
  const preferred = osLanguages();
  const language = choice === 'system' ? pickLanguage(preferred) : choice;
  return { choice, language, locale: formatLocale(language, preferred), i18n: createI18n(language) };
}

interface LocaleState {
  choice: LanguageChoice;
  language: Language;
  /** BCP 47 tag for Intl, e.g. `fi-FI`, `en-US`. */
  locale: string;
  i18n: ReturnType<typeof createI18n>;
  choose(choice: LanguageChoice): void;
  csvFormat: CsvFormat;
  chooseCsvFormat(format: CsvFormat): void;
}

export const useLocale = create<LocaleState>((set) => ({
  ...resolve(storedChoice()),
  csvFormat: storedCsvFormat(),
  chooseCsvFormat: (csvFormat) => {
    try {
      globalThis.localStorage?.setItem(CSV_KEY, csvFormat);
    } catch {
      // Kept for this session only.
    }
    set({ csvFormat });
  },
  choose: (choice) => {
    try {
      if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
      else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice still holds for this session.
    }
    const next = resolve(choice);
    if (typeof document !== 'undefined') document.documentElement.lang = next.language;
    set(next);
  },
}));

export const currentLocale = (): string => useLocale.getState().locale;
/** The translate function of the current language, for code outside components (stores, formatters). */
export const tr: ReturnType<typeof createI18n>['t'] = ((...args: Parameters<ReturnType<typeof createI18n>['t']>) =>
  useLocale.getState().i18n.t(...args)) as ReturnType<typeof createI18n>['t'];
/** The systems's own language, shown next to "Same as the computer". */
export const systemLanguage = (): Language => pickLanguage(osLanguages());
