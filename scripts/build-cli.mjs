#!/usr/bin/env node
// Builds the `bulkpay` command line into out/cli/: plain JavaScript from src-main/cli, so a start
// loads bundled files instead of compiling TypeScript. Runs on `npm install` (the `prepare`
// script), in `npm run build`, before the CLI tests, and on the first `bulkpay` run when out/cli/
// is missing. Needs only esbuild, which vite and electron-vite already bring.
//
// Each ES module a start loads costs Node a resolve, a read, a compile and a link, so the files
// follow the commands rather than esbuild's shared chunks:
//   entry.mjs         --version, and which of the next two to load
//   validate.mjs      `bulkpay validate`: one file (and --template's store, loaded only then;
//                     xml.cjs, the XML reader, only for a pain.001 file)
//   xml.cjs, papaparse.cjs  the XML and CSV libraries, read at their first use (on-demand-libraries.mjs)
//   main.mjs          every other command, the demo bank and the rest lazily in its own chunks
//   catalog-<l>.mjs   one per language; the CLI loads English and the user's language only
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onDemandLibraries, onDemandLibraryBuild } from './on-demand-libraries.mjs';
import { zodEnglishOnly } from './zod-locales.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_OUT_DIR = join(root, 'out', 'cli');
/**
 * Written last into a finished build: the launcher (bin/bulkpay.mjs) runs out/cli/ only when it is
 * there, so a folder an older version left half built (entry.mjs, no main.mjs) is built again.
 */
export const CLI_BUILT_MARKER = 'built.json';

const LANGUAGES = ['en', 'fi', 'sv', 'de'];

/** Imports of these become imports of the files built beside them (external: not bundled twice). */
const linkTo = (rules) => ({
  name: 'bulkpay-cli-files',
  setup(b) {
    for (const [filter, path] of rules) b.onResolve({ filter }, (args) => ({ path: path(args.path), external: true }));
  },
});
const catalogFiles = [
  /i18n\/catalogs\/(en|fi|sv|de)$|^\.\/catalogs\/(en|fi|sv|de)$/,
  (p) => `./catalog-${p.slice(-2)}.mjs`,
];

/**
 * Builds out/cli/ (entry.mjs, validate.mjs, main.mjs, the catalogs and main's chunks); resolves when
 * written. The five builds write into a folder of their own beside it, which replaces out/cli/ only
 * once all five are done and the marker is written: a build that fails or is interrupted leaves
 * the previous out/cli/ (or none), never half of one.
 */
export async function buildCli({ quiet = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const outdir = `${CLI_OUT_DIR}.building-${process.pid}-${Date.now()}`;
  try {
    await buildInto(outdir, pkg, quiet);
    writeFileSync(join(outdir, CLI_BUILT_MARKER), JSON.stringify({ version: pkg.version }));
    rmSync(CLI_OUT_DIR, { recursive: true, force: true });
    try {
      renameSync(outdir, CLI_OUT_DIR);
    } catch (e) {
      // Another build finished between the two lines above and its out/cli/ is as good as ours.
      if (!['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(e.code)) throw e;
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function buildInto(outdir, pkg, quiet) {
  const common = {
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
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
    // The catalogs' words as they are (UTF-8), not as \u escapes: smaller files to read and parse.
    charset: 'utf8',
    logLevel: quiet ? 'error' : 'warning',
  };
  // Every build settles before the caller removes a failed folder (none still writing into it).
  const results = await Promise.allSettled([
    build({
      ...common,
      entryPoints: { entry: join(root, 'src-main/cli/entry.ts') },
      plugins: [
        linkTo([
          [/^\.\/validate-entry$/, () => './validate.mjs'],
          [/^\.\/main$/, () => './main.mjs'],
        ]),
      ],
    }),
    // Splitting only for what these load lazily (--template's store; main's demo bank, keyring).
    // The XML and CSV libraries are read at their first use (on-demand-libraries.mjs): validate
    // reads xml.cjs only for a pain.001 file.
    build({
      ...common,
      entryPoints: { validate: join(root, 'src-main/cli/validate-entry.ts') },
      splitting: true,
      plugins: [zodEnglishOnly, onDemandLibraries, linkTo([catalogFiles])],
    }),
    build(onDemandLibraryBuild(common)),
    build({
      ...common,
      entryPoints: { main: join(root, 'src-main/cli/main.ts') },
      splitting: true,
      plugins: [zodEnglishOnly, onDemandLibraries, linkTo([catalogFiles])],
    }),
    build({
      ...common,
      entryPoints: Object.fromEntries(
        LANGUAGES.map((l) => [`catalog-${l}`, join(root, `src-shared/i18n/catalogs/${l}.ts`)]),
      ),
    }),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli();
}
