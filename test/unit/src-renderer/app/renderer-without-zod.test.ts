import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { pageModules } from '../page-modules';

// Issue 27 §10: the page's first screen read zod (about 250 kB minified) and built schemas it never
// used, because two of its stores took a number (rows per upload, payees per book ask) from a
// channel file, and every channel file builds its schemas when it loads. The numbers the renderer
// needs live in src-shared/ipc/bounds.ts, which builds no schema. Nothing the page reads, on its
// first screen or later, imports zod: besides its cost, zod probes for eval when it builds an
// object schema, a violation of the page's CSP (no 'unsafe-eval'). A worker the page starts
// (`new Worker(new URL('./import.worker.ts', import.meta.url))`) is a bundle of its own that
// esbuild's walk of the page does not enter: each is walked from its own entry, as Vite builds it.

/** `new Worker(new URL('<file>', import.meta.url)…)` in a module: the worker's entry, relative to the checkout. */
const WORKER = /new\s+(?:Shared)?Worker\(\s*new\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

function workerEntries(meta: Metafile): string[] {
  return Object.keys(meta.inputs).flatMap((source) =>
    [...readFileSync(source, 'utf8').matchAll(WORKER)].map((m) => relative('.', join(dirname(source), m[1]!))),
  );
}

/** The packages a module graph imports. */
function packagesOf(meta: Metafile): Set<string> {
  const reached = new Set<string>();
  for (const input of Object.values(meta.inputs))
    for (const i of input.imports) if (i.external && !i.path.startsWith('.')) reached.add(i.path);
  return reached;
}

/** The page's graph and each worker's it starts (and theirs), by entry. */
async function pageAndWorkers(): Promise<Map<string, Set<string>>> {
  const walked = new Map<string, Set<string>>();
  const next = ['src-renderer/main.tsx'];
  for (let entry = next.pop(); entry !== undefined; entry = next.pop()) {
    if (walked.has(entry)) continue;
    const meta = await pageModules(entry);
    walked.set(entry, packagesOf(meta));
    next.push(...workerEntries(meta));
  }
  return walked;
}

const isZod = (p: string) => p === 'zod' || p.startsWith('zod/');

describe("the page's modules", () => {
  it('read no zod, on the first screen or any screen after it, nor in a worker the page starts', async () => {
    const graphs = await pageAndWorkers();
    for (const [entry, packages] of graphs)
      expect({ entry, zod: [...packages].filter(isZod) }).toEqual({ entry, zod: [] });
    // The walk itself works: the page's own packages are found, and the import worker with its readers.
    expect(graphs.get('src-renderer/main.tsx')).toContain('react');
    expect(graphs.get('src-renderer/main.tsx')).toContain('i18next');
    expect(graphs.get('src-renderer/features/payments/import.worker.ts')).toContain('fflate');
  });
});
