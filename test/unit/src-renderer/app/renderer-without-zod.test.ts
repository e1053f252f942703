import { describe, expect, it } from 'vitest';
import { pageModules } from '../page-modules';

// Issue 27 §10: the page's first screen read zod (about 250 kB minified) and built schemas it never
// used, because two of its stores took a number (rows per upload, payees per book ask) from a
// channel file, and every channel file builds its schemas when it loads. The numbers the renderer
// needs live in src-shared/ipc/bounds.ts, which builds no schema. Nothing the page reads, on its
// first screen or later, imports zod: besides its cost, zod probes for eval when it builds an
// object schema, a violation of the page's CSP (no 'unsafe-eval').

describe("the page's modules", () => {
  it('read no zod, on the first screen or any screen after it', async () => {
    const meta = await pageModules();
    const reached = new Set<string>();
    for (const input of Object.values(meta.inputs))
      for (const i of input.imports) if (i.external && !i.path.startsWith('.')) reached.add(i.path);
    expect([...reached].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
    // The walk itself works: the page's own packages are found.
    expect(reached).toContain('react');
    expect(reached).toContain('i18next');
  });
});
