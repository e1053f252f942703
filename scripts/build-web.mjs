// Builds browser mode's core into out/web/main.mjs: plain JavaScript, as the CLI is (build-cli.mjs),
// so `npm start` without Electron runs a bundle instead of compiling TypeScript at every start.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_MAIN = join(root, 'out', 'web', 'main.mjs');
/** Whether Electron can start here (src-main/web/electron-availability.ts), for start.mjs to ask without TypeScript. */
export const WEB_ELECTRON_PROBE = join(root, 'out', 'web', 'electron-availability.mjs');

/**
 * The esbuild options of out/web/, written into `outdir` (tests check what ships with them). Its
 * plugins are read here, when a build is made: start.mjs reads this module for its paths at every start.
 */
export async function webBuildOptions(outdir) {
  const [{ zodEnglishOnly }, { onDemandLibraries }] = await Promise.all([
    import('./zod-locales.mjs'),
    import('./on-demand-libraries.mjs'),
  ]);
  return {
    entryPoints: {
      main: join(root, 'src-main/web/main.ts'),
      'electron-availability': join(root, 'src-main/web/electron-availability.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Native modules stay in node_modules (their .node binaries load from there); Electron is not used here.
    external: ['better-sqlite3', '@napi-rs/keyring', 'electron'],
    // Bundled CommonJS dependencies call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __bulkpayRequire } from 'node:module'; const require = __bulkpayRequire(import.meta.url);",
    },
    // The XML and CSV libraries: read at their first use (an inbox file, a report, an export), not at start.
    plugins: [zodEnglishOnly, onDemandLibraries],
    sourcemap: 'linked',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/** The esbuild builds of out/web/, written into `outdir`: the bundle, and the libraries it reads at their first use. */
export async function webBuilds(outdir) {
  const { onDemandLibraryBuild } = await import('./on-demand-libraries.mjs');
  const options = await webBuildOptions(outdir);
  return [options, onDemandLibraryBuild(options)];
}

/**
 * Writes out/web/ (main.mjs, electron-availability.mjs, their lazily loaded chunks and the libraries
 * read at first use); resolves when written, rejects on a build error.
 */
export async function buildWeb() {
  // Loaded only when a build is needed: a start on an unchanged checkout does not load esbuild.
  const { build } = await import('esbuild');
  // Chunk names carry their content's hash: without clearing, every build would leave the last one's beside it.
  // (node:fs taken here, not imported: start.mjs reads this module for its paths at every start.)
  process.getBuiltinModule('node:fs').rmSync(dirname(WEB_MAIN), { recursive: true, force: true });
  await Promise.all((await webBuilds(dirname(WEB_MAIN))).map((options) => build(options)));
}
