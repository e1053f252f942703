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
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const entry = join(root, 'out', 'cli', 'entry.mjs');
// Written last by scripts/build-cli.mjs: out/cli/ without it is not a finished build.
const builtMarker = join(root, 'out', 'cli', 'built.json');

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

if (process.env.BULKPAY_CLI_FROM_SOURCE) {
  // For working on the CLI: run the TypeScript sources (compiled at every start) instead of the bundle.
  const { register } = await import('tsx/esm/api');
  register();
  const { runCli } = await import(pathToFileURL(join(root, 'src-main', 'cli', 'entry.ts')).href);
  process.exitCode = await runCli(args);
} else {
  if (!existsSync(builtMarker)) {
    process.stderr.write('bulkpay: building the command line (first run, a few seconds)…\n');
    const { buildCli } = await import(pathToFileURL(join(root, 'scripts', 'build-cli.mjs')).href);
    try {
      await buildCli({ quiet: true });
    } catch (e) {
      // esbuild's own words for its first error (which file it could not read or compile).
      const why = e?.errors?.[0]?.text ?? String(e?.message ?? e).split('\n')[0];
      process.stderr.write(
        `bulkpay: could not build the command line: ${why}\nRun \`npm run build:cli\` in ${root} to see what failed, fix it, then run bulkpay again.\n`,
      );
      process.exit(1);
    }
  }
  const { runCli, userCacheDir } = await import(pathToFileURL(entry).href);
  // Node's compile cache (22.1+): V8's code for the chunks a command loads next, kept in the user's
  // cache folder so a start compiles little. `NODE_DISABLE_COMPILE_CACHE=1` turns it off; a folder
  // that cannot be created or written is reported in the returned status only, and the CLI then
  // compiles as before. Older Node has no such function: nothing happens.
  if (userCacheDir) module.enableCompileCache?.(join(userCacheDir(process.env), 'compile-cache'));
  process.exitCode = await runCli(args);
}
