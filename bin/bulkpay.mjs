#!/usr/bin/env node
// `bulkpay` / `npx bulkpay`: runs the bundled CLI in out/cli/ (plain JavaScript built by
// scripts/build-cli.mjs on `npm install`; built here on the first run if it is missing).
//
// Which Node runs it: `--version` and `validate` need nothing newer than Node 20, so they run on
// whatever `node` started this file, in this one process. Every other command opens the history
// (better-sqlite3) or talks to the bank (undici), which need Node 22.19 or newer: on an older
// Node they are re-run on the project's pinned Node 24 (node_modules/node), once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  if (!existsSync(entry)) {
    process.stderr.write('bulkpay: building the command line (first run, a few seconds)…\n');
    const { buildCli } = await import(pathToFileURL(join(root, 'scripts', 'build-cli.mjs')).href);
    await buildCli({ quiet: true });
  }
  const { runCli } = await import(pathToFileURL(entry).href);
  process.exitCode = await runCli(args);
}
