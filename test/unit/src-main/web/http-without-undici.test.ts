import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 27 §10: `import … from 'node:http'` makes Node build that module's ES exports by reading
// every property of http, and its lazy getters load Node's own undici: 40–350 ms of the thread at
// every start. The servers take createServer through process.getBuiltinModule instead. Each file
// is bundled as the app bundles it and imported in a fresh Node, which says whether undici loaded.
const scratch = mkdtempSync(join(tmpdir(), 'bulkpay-http-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function loadsUndici(entry: string): Promise<boolean> {
  const outfile = join(scratch, `${entry.replace(/\W/g, '-')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: ['better-sqlite3', '@napi-rs/keyring', 'electron'],
    logLevel: 'silent',
    // As scripts/build-web.mjs: bundled CommonJS dependencies call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const said = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `await import(${JSON.stringify(outfile)}); console.log(process.moduleLoadList.some((m) => m.includes('undici')))`,
  ]);
  return said.toString().trim() === 'true';
}

describe('the HTTP servers load without Node’s own undici', () => {
  it.each(['src-main/web/server.ts', 'src-sandbox/bank-server.ts', 'src-sandbox/control-server.ts'])(
    '%s',
    async (file) => {
      expect(await loadsUndici(file)).toBe(false);
    },
    30_000,
  );
});
