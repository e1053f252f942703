#!/usr/bin/env node
// `npm test`: runs every test tier with vitest and prints one closing line "N passed, N failed".
// On Linux, tests that use the OS keychain need a Secret Service. When this process has no
// D-Bus session, it re-runs itself inside `dbus-run-session` with an unlocked gnome-keyring
// and a fresh XDG_DATA_HOME, so the keychain tests talk to a real, throwaway keyring.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

// One vitest process for every tier (e2e files one at a time, as vitest.config.ts says). Two
// processes side by side were tried (docs/development.md, "The test suite's time"): they race over
// `out/` (a journey's `npm run start:browser` may rebuild it while the packaging test packs it).
const report = join(mkdtempSync(join(tmpdir(), 'bulkpay-report-')), 'vitest.json');
const vitest = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ],
  { stdio: 'inherit' },
);

/** The report's counts; a missing or cut report counts as one failure (the run itself broke). */
function countsOf(path) {
  try {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    const results = r.testResults ?? [];
    // A file that failed without a failing test (it did not load, a hook threw) is one failure;
    // vitest's numFailedTestSuites would also count every describe around a failing test.
    const brokenFiles = results.filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    return {
      passed: r.numPassedTests ?? 0,
      failed: (r.numFailedTests ?? 0) + brokenFiles,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const counts = existsSync(report) ? countsOf(report) : { passed: 0, failed: 1, skipped: 0 };
// vitest may exit non-zero with no failed test in its report (an unhandled error, a global
// set-up's teardown): the line must not say "0 failed" then.
if (vitest.status !== 0 && counts.failed === 0) counts.failed = 1;
const { passed, failed, skipped } = counts;
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
