import { en } from '../../src-shared/i18n/catalogs/en';
import type { Catalog, Language } from '../../src-shared/i18n/words';

// English (the fallback) is in the page's first chunk; every other language is a chunk of its own,
// read when it is chosen or is the computer's: the first screen reads one or two catalogs, not all
// four (each is about 150 kB of script the page would otherwise parse and build at every start).
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  fi: () => import('../../src-shared/i18n/catalogs/fi').then((m) => m.fi),
  sv: () => import('../../src-shared/i18n/catalogs/sv').then((m) => m.sv),
  de: () => import('../../src-shared/i18n/catalogs/de').then((m) => m.de),
};
const read: Partial<Record<Language, Catalog>> = { en };

/** What i18next needs for `language` (its catalog and English, the fallback), or null until its catalog is read. */
export function catalogsFor(language: Language): Partial<Record<Language, Catalog>> | null {
  const own = read[language];
  return own ? { en, [language]: own } : null;
}

/** Reads `language`'s catalog, once. */
export async function readCatalog(language: Language): Promise<void> {
  if (language === 'en' || read[language]) return;
  read[language] = await LOADERS[language]();
}
