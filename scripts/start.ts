// `npm start`: builds the app when its sources changed since the last build, then opens it in Electron when Electron can start here, and
// otherwise says in one line why and opens it in the browser instead (browser mode).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronUnavailableReason, localElectronProbe } from '../src-main/web/electron-availability';
import { builtFrom, recordBuild, sourcesHash } from './build-stamp';
import { buildWeb, WEB_MAIN } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });
}

// The core runs from its bundle (out/web/main.mjs), as the CLI does: no TypeScript compiled at start.
const browserMode = () => run(process.execPath, [WEB_MAIN, ...process.argv.slice(2)]);

// An unchanged checkout opens at once: the build is made only when a source changed since the last.
const sources = sourcesHash(root);
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

const reason = electronUnavailableReason(localElectronProbe(root));
if (reason) {
  console.log(`Electron cannot start here (${reason}); opening Bulkpay in your browser instead.`);
  process.exit(await browserMode());
}
const startedAt = Date.now();
const code = await run(bin('electron-vite'), ['preview']);
// Electron that dies at once (a missing library, a sandbox it cannot set up) did not start: fall back.
if (code !== 0 && Date.now() - startedAt < 15_000) {
  console.log(`Electron stopped at start (exit code ${code}); opening Bulkpay in your browser instead.`);
  process.exit(await browserMode());
}
process.exit(code);
