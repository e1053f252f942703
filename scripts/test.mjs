#!/usr/bin/env node
// `npm test`: runs every test tier with vitest and prints one closing line "N passed, N failed".
// On Linux, tests that use the OS keychain need a Secret Service. When this process has no
// D-Bus session, it re-runs itself inside `dbus-run-session` with an unlocked gnome-keyring
// and a fresh XDG_DATA_HOME, so the keychain tests talk to a real, throwaway keyring.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const onLinux = process.platform === 'linux';
const hasCommand = (c) => spawnSync('sh', ['-c', `command -v ${c}`], { stdio: 'ignore' }).status === 0;

if (
  onLinux &&
  !process.env.BULKPAY_KEYRING_SESSION &&
  hasCommand('dbus-run-session') &&
  hasCommand('gnome-keyring-daemon')
) {
  const xdg = mkdtempSync(join(tmpdir(), 'bulkpay-xdg-'));
  const inner = [
    'echo -n bulkpay-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1',
    `exec "${process.execPath}" "${new URL(import.meta.url).pathname}" "$@"`,
  ].join('; ');
  const r = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner, 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, BULKPAY_KEYRING_SESSION: '1', XDG_DATA_HOME: xdg },
  });
  rmSync(xdg, { recursive: true, force: true });
  process.exit(r.status ?? 1);
}
if (onLinux && !process.env.BULKPAY_KEYRING_SESSION) {
  console.warn(
    'test: no dbus-run-session/gnome-keyring-daemon here; keychain tests will report that no keychain is available.',
  );
}

// The whole run (`npm test` with no arguments, as CI runs it) is two vitest processes side by side:
// the browser journeys (e2e: one file at a time, mostly waiting on Chromium, the core and the demo
// bank) beside unit + integration. In one process vitest runs its projects one after another
// (e2e last, alone), and on a 2-core machine it gives unit + integration a single worker too, so
// nothing ran beside anything. Each file still runs as before: e2e files one at a time, and every
// test file in a fresh worker with its own folders, ports, clusters and keychain entries.
// Any arguments (files, --project, a reporter) mean one vitest process, as before.
const RUNS = args.length
  ? [{ name: '', args }]
  : [
      { name: 'unit+integration', args: ['--project', 'unit', '--project', 'integration'] },
      { name: 'e2e', args: ['--project', 'e2e'] },
    ];

/** Runs vitest with these arguments; resolves with its exit status and the JSON report's path. */
function runVitest(run) {
  const report = join(mkdtempSync(join(tmpdir(), 'bulkpay-report-')), 'vitest.json');
  const argv = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];
  argv.push(`--outputFile.json=${report}`, ...run.args);
  if (!run.name) {
    const r = spawnSync(process.execPath, argv, { stdio: 'inherit' });
    return Promise.resolve({ status: r.status, report });
  }
  // Side by side: whole lines, each named by its run, so two reporters never mix within a line.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${run.name}] ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, report })));
}

const results = await Promise.all(RUNS.map(runVitest));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report } of results) {
  if (!existsSync(report)) {
    failed += 1; // no report means the run itself broke
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(results.every((r) => r.status === 0) && failed === 0 ? 0 : 1);
