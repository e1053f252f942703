import type { i18n as I18n, TFunction } from 'i18next';
import { create } from 'zustand';
import { createI18nWith, formatLocale, isLanguage, type Language, pickLanguage } from '../../src-shared/i18n/words';
import { catalogsFor, readCatalog } from './catalogs';

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

const languageOf = (choice: LanguageChoice): Language => (choice === 'system' ? pickLanguage(osLanguages()) : choice);

/** The state for `choice`, once its language's catalog has been read (catalogs.ts); English until then. */
function resolve(choice: LanguageChoice) {
  const preferred = osLanguages();
  const wanted = languageOf(choice);
  const catalogs = catalogsFor(wanted);
  const language = catalogs ? wanted : 'en';
  return {
    choice,
    language,
    locale: formatLocale(language, preferred),
    i18n: createI18nWith(language, catalogs ?? catalogsFor('en')!),
  };
}

export interface LocaleState {
  choice: LanguageChoice;
  language: Language;
  /** BCP 47 tag for Intl, e.g. `fi-FI`, `en-US`. */
  locale: string;
  i18n: I18n;
  /**
   * Switches at once when the language's catalog is already read; otherwise once it is (the promise).
   * Resolves false when the catalog could not be read: the window, its choice and the stored one stay
   * as they were, for the caller to say so. A choice made meanwhile wins over this one, read or not.
   */
  choose(choice: LanguageChoice): Promise<boolean>;
  csvFormat: CsvFormat;
  chooseCsvFormat(format: CsvFormat): void;
}

function storeChoice(choice: LanguageChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice still holds for this session.
  }
}

/** The locale store, reading a language's catalog with `read` (catalogs.ts; a test's own reader). */
export function createLocaleStore(read: (language: Language) => Promise<void>) {
  /** Counts the choices made, so a catalog read late does not undo a choice made after it was asked for. */
  let choices = 0;
  return create<LocaleState>((set) => ({
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
      const asked = ++choices;
      const apply = () => {
        if (asked !== choices) return true; // chosen again meanwhile
        storeChoice(choice);
        const next = resolve(choice);
        if (typeof document !== 'undefined') document.documentElement.lang = next.language;
        set(next);
        return true;
      };
      if (catalogsFor(languageOf(choice))) return Promise.resolve(apply());
      // Until it is read, the window stays in the language it shows; a catalog that cannot be read leaves it so.
      return read(languageOf(choice)).then(apply, () => asked !== choices);
    },
  }));
}

export const useLocale = createLocaleStore(readCatalog);

/**
 * The first screen's language is ready: the window's stored choice (or the computer's language) with
 * its catalog read. main.tsx renders after it, so a Finnish user never sees an English first screen.
 */
const first = useLocale.getState();
export const localeReady: Promise<void> =
  first.language === languageOf(first.choice) ? Promise.resolve() : first.choose(first.choice).then(() => undefined);

export const currentLocale = (): string => useLocale.getState().locale;
/** The translate function of the current language, for code outside components (stores, formatters). */
export const tr: TFunction = ((...args: Parameters<TFunction>) => useLocale.getState().i18n.t(...args)) as TFunction;
/** The systems's own language, shown next to "Same as the computer". */
export const systemLanguage = (): Language => pickLanguage(osLanguages());
