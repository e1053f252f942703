import type { i18n } from 'i18next';
import { de } from './catalogs/de';
import { en } from './catalogs/en';
import { fi } from './catalogs/fi';
import { sv } from './catalogs/sv';
import { createI18nWith, LANGUAGES, type Catalog, type Language } from './words';

/**
 * The app's words in four languages (see words.ts, which holds everything that needs no catalog, for
 * the CLI to load only the one it speaks).
 */
export * from './words';

export const CATALOGS: Record<Language, Catalog> = { en, fi, sv, de };

/** A ready i18next instance for one language (synchronous: the catalogs are bundled). */
export function createI18n(language: Language): i18n {
  return createI18nWith(language, Object.fromEntries(LANGUAGES.map((l) => [l, CATALOGS[l]])));
}
