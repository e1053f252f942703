import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';

// The production renderer, built with the same vite settings electron-vite uses for the app,
// into a private cache folder (out/ belongs to `npm run build`, which others may be running).
// BULKPAY_E2E_CACHE moves it: worktrees that share one node_modules would otherwise delete each
// other's builds (only the newest source state's is kept) in the middle of a journey.
const CACHE = resolve(process.env.BULKPAY_E2E_CACHE ?? 'node_modules/.cache/bulkpay-e2e');
const INPUTS = [
  'src-renderer',
  'src-shared',
  'electron.vite.config.ts',
  'package-lock.json',
  'test/e2e/harness/renderer-build.ts',
];

function hashInputs(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(path).update('\0').update(readFileSync(path));
    }
  };
  INPUTS.forEach(visit);
  return hash.digest('hex').slice(0, 16);
}

// A journey may start two desktops side by side: they share one build (one staging folder per process).
const building = new Map<string, Promise<string>>();

/** Builds the renderer once per source state and returns the folder holding index.html and assets/. */
export async function buildRenderer(): Promise<string> {
  const outDir = join(CACHE, `renderer-${hashInputs()}`);
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  const started = building.get(outDir) ?? buildRendererInto(outDir);
  building.set(outDir, started);
  try {
    return await started;
  } finally {
    building.delete(outDir);
  }
}

async function buildRendererInto(outDir: string): Promise<string> {
  const staging = `${outDir}.tmp-${process.pid}`;
  mkdirSync(CACHE, { recursive: true });
  // Vitest sets NODE_ENV=test, and vite and the React plugin read it to choose React's development
  // build: the journeys must run the build users get. Nothing else here reads it (a journey may start
  // its team database, bank and core meanwhile: none of them looks at NODE_ENV).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildInto(staging);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  assertProductionReact(staging);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
  // Builds of older sources are never used again.
  for (const old of readdirSync(CACHE)) {
    if (old.startsWith('renderer-') && !old.includes('.tmp-') && join(CACHE, old) !== outDir) {
      rmSync(join(CACHE, old), { recursive: true, force: true });
    }
  }
  return outDir;
}

// vite and the app's vite settings (electron-vite, the React plugin: ~0.3 s of a core to read) are
// read only when a build is needed, once per source state, not by every journey that starts.
async function buildInto(staging: string): Promise<void> {
  const [{ build }, { default: electronViteConfig }] = await Promise.all([
    import('vite'),
    import('../../../electron.vite.config'),
  ]);
  const config = (electronViteConfig as { renderer?: InlineConfig }).renderer ?? {};
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve('src-renderer'),
    base: './',
    plugins: config.plugins as Plugin[],
    // The app's bundle size is not this harness's concern: keep its warning out of the test output.
    build: {
      ...config.build,
      outDir: staging,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
    },
  });
}

/** React's development build (jsxDEV) in the bundle means the journeys would measure a build users never get. */
function assertProductionReact(dir: string): void {
  const assets = join(dir, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    if (readFileSync(join(assets, file), 'utf8').includes('jsxDEV')) {
      throw new Error(`The journeys' renderer build ${file} holds React's development build`);
    }
  }
}
