import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '../../../../src-renderer/i18n/locale';
import { pageModules, readAtStart } from '../page-modules';

// Issue 27 §10: the page's first chunk held all four catalogs (about 640 kB of source), parsed and
// built at every start for one language shown. English (the fallback) is read with the page; every
// other language when it is chosen or is the computer's (src-renderer/i18n/catalogs.ts).

const CATALOGS = 'src-shared/i18n/catalogs/';

describe('the catalogs the page reads', () => {
  afterEach(() => useLocale.getState().choose('en'));

  it('are English alone at start; the others are read when needed', async () => {
    const meta = await pageModules();
    const atStart = [...readAtStart(meta)].filter((p) => p.startsWith(CATALOGS));
    expect(atStart).toEqual([`${CATALOGS}en.ts`]);
    // Each other language is still reachable, as a chunk read later.
    for (const language of ['fi', 'sv', 'de']) expect(Object.keys(meta.inputs)).toContain(`${CATALOGS}${language}.ts`);
  });

  it('switch once the chosen language is read, and a later choice is not undone by an earlier one read late', async () => {
    await useLocale.getState().choose('sv');
    expect(useLocale.getState().language).toBe('sv');
    expect(useLocale.getState().i18n.t('settings.title')).toBe('Inställningar');
    // German asked for (its catalog not read yet), then English chosen before German arrives.
    const german = useLocale.getState().choose('de');
    await useLocale.getState().choose('en');
    await german;
    expect(useLocale.getState().language).toBe('en');
    expect(useLocale.getState().i18n.t('settings.title')).toBe('Settings');
    await useLocale.getState().choose('de');
    expect(useLocale.getState().i18n.t('settings.title')).toBe('Einstellungen');
  });
});
