#!/usr/bin/env node
// `bulkpay` / `npx bulkpay`: starts the TypeScript CLI (src-main/cli/main.ts) on the project's
// pinned Node, whatever `node` is first on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = join(root, 'node_modules', 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
const major = Number(process.versions.node.split('.')[0]);
if (major < 24 && existsSync(pinned) && !process.env.BULKPAY_CLI_PINNED) {
  const child = spawnSync(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, BULKPAY_CLI_PINNED: '1' },
  });
  process.exit(child.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
const { main } = await import(pathToFileURL(join(root, 'src-main', 'cli', 'main.ts')).href);
process.exitCode = await main(process.argv.slice(2));
