#!/usr/bin/env node
// `bulkpay` / `npx bulkpay`: runs the bundled CLI in out/cli/ (plain JavaScript built by
// scripts/build-cli.mjs on `npm install`; built here on the first run if it is missing).
//
// Which Node runs it: `--version` and `validate` need nothing newer than Node 20, so they run on
// whatever `node` started this file, in this one process. Every other command opens the history
// (better-sqlite3) or talks to the bank (undici), which need Node 22.19 or newer: on an older
// Node they are re-run on the project's pinned Node 24 (node_modules/node), once.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const entry = join(root, 'out', 'cli', 'entry.mjs');

const PORTABLE_COMMANDS = new Set(['--version', '-V', 'version', 'validate']);
const [major, minor] = process.versions.node.split('.').map(Number);
const tooOld = major < 22 || (major === 22 && minor < 19);
const pinned = join(root, 'node_modules', 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
if (tooOld && !PORTABLE_COMMANDS.has(args[0]) && !process.env.BULKPAY_CLI_PINNED && existsSync(pinned)) {
  const { spawnSync } = await import('node:child_process');
  const child = spawnSync(pinned, [fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, BULKPAY_CLI_PINNED: '1' },
  });
  process.exit(child.status ?? 1);
}

/**
 * The user's cache folder for Node's compile cache: V8's compiled code for the CLI's chunks, kept
 * between runs so a start skips most of the compiling (Node 22.1+; `NODE_DISABLE_COMPILE_CACHE=1`
 * turns it off). When the folder cannot be created or written, Node says so in the returned status
 * and the CLI runs as before, compiling each time; nothing is printed.
 */
function compileCacheDir(env) {
  if (env.BULKPAY_COMPILE_CACHE_DIR) return env.BULKPAY_COMPILE_CACHE_DIR;
  const home = env.HOME || homedir();
  const base =
    process.platform === 'win32'
      ? env.LOCALAPPDATA || join(home, 'AppData', 'Local')
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Caches')
        : env.XDG_CACHE_HOME || join(home, '.cache');
  return join(base, 'bulkpay', 'compile-cache');
}
if (!process.env.BULKPAY_CLI_FROM_SOURCE) module.enableCompileCache?.(compileCacheDir(process.env));

if (process.env.BULKPAY_CLI_FROM_SOURCE) {
  // For working on the CLI: run the TypeScript sources (compiled at every start) instead of the bundle.
  const { register } = await import('tsx/esm/api');
  register();
  const { runCli } = await import(pathToFileURL(join(root, 'src-main', 'cli', 'entry.ts')).href);
  process.exitCode = await runCli(args);
} else {
  if (!existsSync(entry)) {
    process.stderr.write('bulkpay: building the command line (first run, a few seconds)…\n');
    const { buildCli } = await import(pathToFileURL(join(root, 'scripts', 'build-cli.mjs')).href);
    await buildCli({ quiet: true });
  }
  const { runCli } = await import(pathToFileURL(entry).href);
  process.exitCode = await runCli(args);
}
