// `npm start`: builds the app when its sources changed since the last build, then opens it in Electron when Electron can start here, and
// otherwise says in one line why and opens it in the browser instead (browser mode). `npm run start:browser`
// (--browser) goes straight to browser mode, with the same build check.
// Plain JavaScript run by Node as it is: nothing compiles TypeScript before the app starts.
import { enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtFrom, recordBuild, sourcesHash } from './build-stamp.mjs';
import { buildWeb, WEB_MAIN, WEB_ELECTRON_PROBE } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BULKPAY_START_TRACE=1: phases on stderr for bench/start-phases.ts (as src-main/platform/start-trace.ts).
const trace = (phase) =>
  process.env.BULKPAY_START_TRACE === '1' &&
  process.stderr.write(`start-trace ${(performance.timeOrigin + performance.now()).toFixed(1)} ${phase}\n`);
if (process.env.BULKPAY_START_TRACE === '1')
  process.stderr.write(`start-trace ${performance.timeOrigin.toFixed(1)} start.mjs: its Node process started\n`);
trace('start.mjs: running');
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * Runs a command of the build or Electron (never on the way to browser mode on an unchanged checkout:
 * node:child_process is taken only here, not imported, whose ES exports cost about 15 ms to build).
 * @returns {Promise<number>}
 */
function run(command, args) {
  const { spawn } = process.getBuiltinModule('node:child_process');
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });
}

// The core runs from its bundle (out/web/main.mjs), as the CLI does, in this process (its arguments
// are this script's): no second Node to start. V8 keeps the bundle's compiled code in out/, so a
// later start does not compile it again. It serves until stopped.
const browserMode = async () => {
  enableCompileCache(join(root, 'out', '.compile-cache'));
  await import(pathToFileURL(WEB_MAIN).href);
};

// An unchanged checkout opens at once: the build is made only when a source changed since the last.
const sources = sourcesHash(root);
trace('start.mjs: sources listed');
if (!builtFrom(root, sources)) {
  const built = await run(bin('electron-vite'), ['build']);
  if (built !== 0) process.exit(built);
  try {
    await buildWeb();
  } catch {
    process.exit(1); // esbuild has said what it could not build
  }
  recordBuild(root, sources);
}

trace('start.mjs: build is up to date');
if (process.argv.includes('--browser')) {
  await browserMode();
} else {
  // src-main/web/electron-availability.ts, built beside the core's bundle.
  const { electronUnavailableReason, localElectronProbe } = await import(pathToFileURL(WEB_ELECTRON_PROBE).href);
  const reason = electronUnavailableReason(localElectronProbe(root));
  trace('start.mjs: Electron probed');
  if (reason) {
    console.log(`Electron cannot start here (${reason}); opening Bulkpay in your browser instead.`);
    await browserMode();
  } else {
    const startedAt = Date.now();
    const code = await run(bin('electron-vite'), ['preview']);
    // Electron that dies at once (a missing library, a sandbox it cannot set up) did not start: fall back.
    if (code !== 0 && Date.now() - startedAt < 15_000) {
      console.log(`Electron stopped at start (exit code ${code}); opening Bulkpay in your browser instead.`);
      await browserMode();
    } else process.exit(code);
  }
}
