import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { pageModules, readAtStart } from '../page-modules';

// Issue 27 §10: the first screen (Home) read papaparse (20 kB minified) for nothing: the CSV export's
// rewrite for a spreadsheet (`downloadText`) lived in accounts/format.ts, which Home reads for its
// times and amounts. The download is a module of its own, read with the screens that export. (The
// other packages Home does not need, ibantools and big.js, come with the import checks, which
// Home's stores still read: bulks-store and run-store hold the import table's store.)

/** The packages the given modules import. */
function packagesOf(meta: Metafile, modules: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  for (const module of modules)
    for (const i of meta.inputs[module]?.imports ?? []) if (i.external && !i.path.startsWith('.')) reached.add(i.path);
  return reached;
}

const isPapaparse = (p: string) => p === 'papaparse' || p.startsWith('papaparse/');

describe("the first screen's modules", () => {
  it('read no papaparse; the screens that export still do', async () => {
    const meta = await pageModules();
    const atStart = readAtStart(meta);
    expect([...packagesOf(meta, atStart)].filter(isPapaparse)).toEqual([]);
    // The walk itself works: the first screen reads React and i18next; papaparse is read later.
    expect(packagesOf(meta, atStart)).toContain('react');
    expect(packagesOf(meta, atStart)).toContain('i18next');
    expect([...packagesOf(meta, Object.keys(meta.inputs))].filter(isPapaparse)).not.toEqual([]);
    expect(atStart).not.toContain('src-renderer/features/accounts/download.ts');
  });

  // Session 17: each component's `useTranslation` (react-i18next) subscribed to i18next and copied the
  // i18next instance at its first render; the window re-renders whole on a change of language anyway
  // (LocaleRoot), so a component reads the translate function from the locale store (i18n/useT.ts).
  it('read no react-i18next, anywhere in the page', async () => {
    const meta = await pageModules();
    expect(packagesOf(meta, Object.keys(meta.inputs))).not.toContain('react-i18next');
    expect(packagesOf(meta, readAtStart(meta))).toContain('zustand');
  });
});
