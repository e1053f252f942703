#!/usr/bin/env node
// Builds the `bulkpay` command line into out/cli/: one ES module bundle (plus lazily loaded
// chunks) from src-main/cli/entry.ts, so a start loads plain JavaScript instead of compiling
// TypeScript. Runs on `npm install` (the `prepare` script), in `npm run build`, before the CLI
// tests, and on the first `bulkpay` run when out/cli/ is missing. Needs only esbuild, which vite
// and electron-vite already bring.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_OUT_DIR = join(root, 'out', 'cli');

/** Builds out/cli/entry.mjs (and its chunks); resolves when they are written. */
export async function buildCli({ quiet = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  rmSync(CLI_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: { entry: join(root, 'src-main/cli/entry.ts') },
    outdir: CLI_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // Node 20 is the oldest the README allows: `validate`, `help` and `--version` run on it directly.
    target: 'node20',
    // Native modules stay in node_modules: their .node binaries are loaded from there.
    external: ['better-sqlite3', '@napi-rs/keyring', 'electron'],
    // Bundled CommonJS dependencies call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __bulkpayRequire } from 'node:module'; const require = __bulkpayRequire(import.meta.url);",
    },
    define: { __BULKPAY_VERSION__: JSON.stringify(pkg.version) },
    sourcemap: 'linked',
    minify: !process.env.BULKPAY_CLI_NO_MINIFY,
    keepNames: true,
    legalComments: 'none',
    // The catalogs' words as they are (UTF-8), not as \u escapes: smaller chunks to read and parse.
    charset: 'utf8',
    logLevel: quiet ? 'error' : 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
