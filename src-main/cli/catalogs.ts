import type { Catalog, Language } from '../../src-shared/i18n/words';

/**
 * The catalogs the CLI has loaded. Each language is its own file of the bundle
 * (out/cli/catalog-<l>.mjs), imported when a command starts (`loadCliCatalogs`), so `bulkpay
 * validate` in English loads one catalog instead of four (a catalog is ~100 kB of JavaScript to
 * compile and run on every start).
 */
const loaded = new Map<Language, Catalog>();

const IMPORTS: Record<Language, () => Promise<Catalog>> = {
  en: async () => (await import('../../src-shared/i18n/catalogs/en')).en,
  fi: async () => (await import('../../src-shared/i18n/catalogs/fi')).fi,
  sv: async () => (await import('../../src-shared/i18n/catalogs/sv')).sv,
  de: async () => (await import('../../src-shared/i18n/catalogs/de')).de,
};

/** Loads English (the fallback) and `language`; resolves once `cliCatalogs(language)` can answer. */
export async function loadCliCatalogs(language: Language): Promise<void> {
  for (const l of new Set<Language>(['en', language])) {
    if (!loaded.has(l)) loaded.set(l, await IMPORTS[l]());
  }
}

/** English and `language`, for i18next; they must have been loaded by `loadCliCatalogs`. */
export function cliCatalogs(language: Language): Partial<Record<Language, Catalog>> {
  const en = loaded.get('en');
  const own = loaded.get(language);
  if (!en || !own) throw new Error(`the CLI's "${language}" words were not loaded: await loadCliCatalogs first`);
  return { en, [language]: own };
}
