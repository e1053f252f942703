// `npm start` on an unchanged checkout, to the first screen a user sees: the real npm script spawned
// as a user runs it (browser mode here, where Electron cannot start), its printed address opened in
// Chromium (already running, as a user's browser usually is; a fresh context each time, so nothing
// is cached), timed until Home is rendered with the core's answers in it (the Home heading and the
// version app:info answered). Against `node -e 0` spawned alternately in the same run. The warm-up
// runs build what the checkout has not built yet (the first start after a change builds) and set up
// the data folder; the first-ever start (a new data folder: the demo bank's set-up) is its own figure.
// Run it where the OS keychain works (a desktop session, or inside `dbus-run-session` with an
// unlocked gnome-keyring as `npm test` does), as a user's start has one: without it the demo bank
// cannot keep its key and is set up again at every start.
// The page opens in a fresh context and tab made through the browser's own DevTools session, which
// Playwright does not instrument (bench/bare-page.ts): a new browser profile (nothing cached) and a
// new renderer in a 1280×800 viewport, but no Playwright page set-up (its newPage took 0.5–1.3 s at
// load 3–5), no Network domain recording a script stack for each of the page's requests (V8 then
// parses the calling scripts again during the module's run), no locator polling (bench/RESULTS.md,
// session 15). Still not a user's start: the browser is headless with a DevTools session attached to
// the tab, and `--no-open` leaves out the opener (the launch file and `xdg-open`, which a user's start
// runs before the address) and the step from the launch file to the address. Its figures are named
// "(bare tab)". BULKPAY_BENCH_START_TAB=playwright measures the way sessions 9–14 did (Playwright's
// newContext + newPage + goto and its locators), under their figures' names.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness/browser';
import { bareFirstScreen, VIEWPORT } from './bare-page';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const playwrightTab = process.env.BULKPAY_BENCH_START_TAB === 'playwright';

/**
 * CPU time (user + system, ms) the processes of group `pgid` have used so far (npm, the shell, the
 * app's Node): a figure the machine's load hardly moves, unlike the wall time. Linux only (/proc).
 */
function groupCpuMs(pgid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // After the command's closing parenthesis: state ppid pgrp … utime(14) stime(15) cutime cstime.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Opens the printed address in a fresh browser context (a bare tab unless asked otherwise) and waits until Home is on screen with the core's answers. */
async function firstScreen(browser: Browser, launchUrl: string): Promise<void> {
  if (!playwrightTab) return bareFirstScreen(browser, launchUrl, version, () => {});
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(launchUrl);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    await page.locator('.brand .version').filter({ hasText: version }).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
}

/** Starts `npm start`, opens the address it prints, waits for the first screen, then stops it. */
function startToFirstScreen(browser: Browser, home: string, cpu: number[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(npm, ['start', '--silent', '--', '--no-open'], {
      cwd: root,
      detached: true,
      env: { ...process.env, BULKPAY_DATA_DIR: join(home, 'data'), BULKPAY_NO_BROWSER: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM'); // npm, start.mjs and the core it started: this run's group only
      } catch {
        // already gone
      }
    };
    let out = '';
    let opened = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(out)?.[0];
      if (!url || opened) return;
      opened = true;
      void firstScreen(browser, url)
        .then(() => {
          const used = groupCpuMs(child.pid!);
          if (used !== null) cpu.push(used);
          child.removeAllListeners('exit');
          done();
        })
        .catch(fail)
        .finally(stop);
    });
    child.once('exit', (code) => fail(new Error(`npm start ended (${code}) before its first screen:\n${out}`)));
  });
}

export async function figures(): Promise<Figure[]> {
  const home = mkdtempSync(join(tmpdir(), 'bulkpay-bench-start-'));
  const fresh: string[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const load = () => loadavg()[0]!.toFixed(1);
  try {
    const node = () => spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const loadBefore = load();
    // The everyday case: the build up to date and the data folder set up by an earlier start (the warm-ups).
    const cpu = { started: [] as number[], first: [] as number[] };
    const started = await pairedMedianMs(node, () => startToFirstScreen(browser, home, cpu.started), 7, 2);
    // The first start ever on this computer: a new data folder each time (the demo bank is set up).
    const first = await pairedMedianMs(
      node,
      () => {
        fresh.push(mkdtempSync(join(tmpdir(), 'bulkpay-bench-first-')));
        return startToFirstScreen(browser, fresh.at(-1)!, cpu.first);
      },
      3,
      0,
    );
    const loads = `${loadBefore}–${load()}`;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    // The CPU the start used (warm-ups included in the list, the median is robust to them).
    const extra = (xs: number[]) => ({ load: loads, cpuMs: median(xs) });
    const tab = playwrightTab ? '' : ' (bare tab)';
    return [
      {
        name: `npm start (unchanged checkout, data folder set up) to the first screen in Chromium${tab}`,
        value: started.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: started.baselineMs },
        extra: extra(cpu.started),
      },
      {
        name: `npm start (unchanged checkout, first start: new data folder) to the first screen in Chromium${tab}`,
        value: first.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: first.baselineMs },
        extra: extra(cpu.first),
      },
    ];
  } finally {
    await browser.close();
    for (const dir of [home, ...fresh]) rmSync(dir, { recursive: true, force: true });
  }
}
