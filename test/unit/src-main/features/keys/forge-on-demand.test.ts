import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 27 §10: node-forge (~600 kB of CommonJS) was evaluated at every start of the core and of
// its demo bank, though only a PKCS#12 file, a certificate signing request and the demo's first
// certificate use it. Each module is bundled as the Electron build bundles it (packages left to
// node_modules) and imported in a fresh Node, which says whether node-forge was read, before and
// after the one call that needs it.
// Inside the checkout (out/, ignored by git), so the bundles find node_modules.
mkdirSync('out', { recursive: true });
const scratch = mkdtempSync(join('out', 'test-forge-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function forgeRead(entry: string, call: string): Promise<{ atImport: boolean; afterCall: boolean }> {
  const outfile = join(process.cwd(), scratch, `${entry.replace(/\W/g, '-')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  });
  const said = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { createRequire } from 'node:module';
     const read = () => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes('/node_modules/node-forge/'));
     const m = await import(${JSON.stringify(outfile)});
     const atImport = read();
     ${call};
     console.log(JSON.stringify({ atImport, afterCall: read() }));`,
  ]);
  return JSON.parse(said.toString()) as { atImport: boolean; afterCall: boolean };
}

describe('node-forge is read when a key file or certificate needs it, not when the core loads', () => {
  it('the core, then a certificate signing request', async () => {
    const core = await forgeRead('src-main/app/core.ts', '');
    expect(core.atImport).toBe(false);
    const csr = await forgeRead(
      'src-main/features/keys/csr.ts',
      `const key = await m.generateRsaKey(2048); if (!m.createCsr(key, { country: 'FI', organisation: 'O', commonName: 'C' }).includes('CERTIFICATE REQUEST')) throw new Error('no CSR')`,
    );
    expect(csr).toEqual({ atImport: false, afterCall: true });
  }, 60_000);

  it('the demo bank (the sandbox), then its first certificate', async () => {
    const sandbox = await forgeRead(
      'src-sandbox/index.ts',
      `if (!m.createTestCertificate().certPem.includes('BEGIN CERTIFICATE')) throw new Error('no certificate')`,
    );
    expect(sandbox).toEqual({ atImport: false, afterCall: true });
  }, 60_000);
});
