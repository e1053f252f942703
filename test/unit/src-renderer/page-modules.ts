import { build, type Metafile } from 'esbuild';

/** The renderer's module graph from its entry (src-renderer/main.tsx), as esbuild resolves it; packages left out. */
export async function pageModules(entry = 'src-renderer/main.tsx'): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'out/test-renderer-imports',
    jsx: 'automatic',
    packages: 'external',
    external: ['*?raw'],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    logLevel: 'silent',
  });
  return metafile;
}

/** The modules read with the entry (static imports only: what the first screen reads before it runs). */
export function readAtStart(meta: Metafile, entry = 'src-renderer/main.tsx'): Set<string> {
  const seen = new Set<string>();
  const next = [entry];
  for (let path = next.pop(); path !== undefined; path = next.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const i of meta.inputs[path]?.imports ?? [])
      if (i.kind === 'import-statement' && !i.external) next.push(i.path);
  }
  return seen;
}
