// Where `npm start`'s time to the first screen goes: one start, every phase on one clock (ms from
// spawning the command). Not a figure of `npm run bench` (it measures nothing against a baseline):
// run it by hand when the start bench moves, e.g.
//   npx tsx bench/start-phases.ts            # npm start, as the bench spawns it
//   npx tsx bench/start-phases.ts --direct   # node scripts/start.mjs, without npm
//   BULKPAY_CPU_PROF=/tmp/prof npx tsx bench/start-phases.ts --direct   # and a CPU profile of the Node side
//   BULKPAY_PAGE_TRACE=/tmp/trace.json npx tsx bench/start-phases.ts  # the page's main thread split (a Chromium trace)
//   BULKPAY_PHASE_TAB_FIRST=1 npx tsx bench/start-phases.ts   # the tab made before the start, only its navigation timed
//   BULKPAY_PHASE_BARE=1 npx tsx bench/start-phases.ts   # the page in a tab Playwright does not instrument
// The Node side's own marks come from BULKPAY_START_TRACE=1 (src-main/platform/start-trace.ts): each
// is printed to stderr with the time since that process started; the bench adds when it started.
// Inside `dbus-run-session` with an unlocked gnome-keyring, as the start bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Request } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness/browser';
import { bareFirstScreen, VIEWPORT } from './bare-page';
import { byKind, mainThreadSplit, PAGE_TRACE_CATEGORIES } from './page-trace';

// BULKPAY_PHASE_ROOT: another checkout's start (built), timed the same way (its own marks only if it has them).
const root = process.env.BULKPAY_PHASE_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const direct = process.argv.includes('--direct');
const runs = Number(process.env.BULKPAY_PHASE_RUNS ?? 3);
const home = process.env.BULKPAY_PHASE_HOME ?? mkdtempSync(join(tmpdir(), 'bulkpay-phases-'));
// BULKPAY_PHASE_TAB_FIRST=1: the browser context and its tab made before `npm start` is spawned (a
// browser with a tab open), only the navigation timed; otherwise both after the address, as the bench.
const tabFirst = process.env.BULKPAY_PHASE_TAB_FIRST === '1';
// BULKPAY_PHASE_BARE=1: the page opened in a tab Playwright does not instrument (bench/bare-page.ts);
// only the marks and the CPU are printed (no page metrics, trace or profile).
const bare = process.env.BULKPAY_PHASE_BARE === '1';
if (tabFirst && bare)
  throw new Error('BULKPAY_PHASE_TAB_FIRST and BULKPAY_PHASE_BARE do not go together: choose one tab');

/** CPU ms (user + system) used so far by this process's descendants whose command matches `name` (Linux /proc). */
function descendantsCpuMs(name: RegExp): number {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
        const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return { pid: Number(pid), comm, ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
      } catch {
        return null;
      }
    })
    .filter((x) => x !== null);
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) if (!mine.has(s.pid) && mine.has(s.ppid)) grew = Boolean(mine.add(s.pid));
  }
  return stats
    .filter((s) => s.pid !== process.pid && mine.has(s.pid) && name.test(s.comm))
    .reduce((t, s) => t + s.ticks * 10, 0);
}

interface Mark {
  at: number;
  what: string;
}

/** CPU ms each of Chromium's renderer processes has used so far (the pages' JavaScript, layout and paint), by process id. */
async function rendererCpuMs(browser: Browser): Promise<Map<number, number>> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { id: number; type: string; cpuTime: number }[];
  };
  await cdp.detach();
  return new Map(processInfo.filter((p) => p.type === 'renderer').map((p) => [p.id, p.cpuTime * 1000]));
}

async function oneStart(browser: Browser): Promise<Mark[]> {
  const marks: Mark[] = [];
  const rendererBefore = await rendererCpuMs(browser);
  const chromiumBefore = descendantsCpuMs(/chrom/i);
  let t0 = performance.now();
  const mark = (what: string, at = performance.now() - t0) => marks.push({ at, what });
  const newTab = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    mark('bench: browser context made (newContext)');
    const page = await context.newPage();
    mark('bench: tab made (newPage)');
    return { context, page };
  };
  const early = tabFirst ? await newTab() : null;
  t0 = performance.now();
  const [command, args] = direct
    ? [join(root, 'node_modules', '.bin', 'node'), ['scripts/start.mjs', '--no-open']]
    : ['npm', ['start', '--silent', '--', '--no-open']];
  const profile = process.env.BULKPAY_CPU_PROF;
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      BULKPAY_DATA_DIR: join(home, 'data'),
      BULKPAY_NO_BROWSER: '1',
      BULKPAY_START_TRACE: '1',
      ...(profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A process's own marks are ms since it started (performance.now()); its start on our clock is
  // the spawn (npm's node) or, for the app's node, its first mark's `spawnedAt` epoch.
  const origin = Date.now() - (performance.now() - t0);
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const m = /^start-trace (\d+(?:\.\d+)?) (.*)$/.exec(line);
      if (m) mark(m[2]!, Number(m[1]) - origin);
      else if (line.trim()) process.stderr.write(`${line}\n`);
    }
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(out)?.[0];
      if (found) done(found);
    });
    child.once('exit', (code) => fail(new Error(`ended (${code}): ${out}`)));
  });
  mark('address printed (read by the bench)');
  if (bare) {
    await bareFirstScreen(browser, url, version, mark);
    // (The tab's renderer has ended with its context: its CPU is not read here.)
    console.log(
      `  CPU until the first screen: the start's processes ${descendantsCpuMs(/^(node|npm|sh|MainThread)/)} ms`,
    );
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((done) => child.once('exit', done));
    return marks.sort((a, b) => a.at - b.at);
  }
  const { context, page } = early ?? (await newTab());
  const short = (u: string) => new URL(u).pathname.replace(/^\/assets\//, '');
  const started = new Map<Request, number>();
  page.on('request', (r) => started.set(r, performance.now() - t0));
  page.on('requestfinished', (r) => {
    const body = r.postData();
    const channel = body ? (/"channel":"([^"]+)"/.exec(body)?.[1] ?? '') : '';
    mark(`${short(r.url())} ${channel} (asked at ${started.get(r)?.toFixed(0)})`);
  });
  // BULKPAY_PAGE_PROF=<file>: a CPU profile of the page (Chromium's renderer thread) until the first screen.
  const pageProfile = process.env.BULKPAY_PAGE_PROF;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (pageProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // BULKPAY_PAGE_TRACE=<file>: a Chromium performance trace of the page until the first screen (opens in
  // DevTools), and its main thread split by what it did (bench/page-trace.ts).
  const pageTrace = process.env.BULKPAY_PAGE_TRACE;
  if (pageTrace) await browser.startTracing(page, { categories: PAGE_TRACE_CATEGORIES });
  mark('bench: page asked (goto)');
  await page.goto(url);
  mark('page load event');
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
  mark('Home heading on screen');
  await page.locator('.brand .version').filter({ hasText: version }).waitFor({ timeout: 60_000 });
  mark('version on screen (first screen)');
  if (pageProfile) writeFileSync(pageProfile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (pageTrace) {
    const trace = await browser.stopTracing();
    writeFileSync(pageTrace, trace);
    const { tasksMs, byName } = mainThreadSplit(JSON.parse(trace.toString()), new URL(url).origin);
    const top = byName.slice(0, 25).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
    console.log(`  page's main thread (trace, own ms): top-level ${tasksMs.toFixed(0)} ms; ${top.join('; ')}`);
    const kinds = byKind(byName).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
    console.log(`  page's main thread by kind (trace, own ms): ${kinds.join('; ')}`);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busy = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map(
    (name) => `${name} ${((metrics.find((m) => m.name === name)?.value ?? 0) * 1000).toFixed(0)} ms`,
  );
  const chromiumCpu = descendantsCpuMs(/chrom/i) - chromiumBefore;
  const rendererCpu = [...(await rendererCpuMs(browser))].reduce(
    (t, [id, ms]) => t + ms - (rendererBefore.get(id) ?? 0),
    0,
  );
  const nodeCpu = descendantsCpuMs(/^(node|npm|sh|MainThread)/);
  console.log(
    `  CPU until the first screen: Chromium ${chromiumCpu} ms (its renderers ${rendererCpu.toFixed(0)} ms), the start's processes ${nodeCpu} ms`,
  );
  console.log(`  page's main thread until the first screen: ${busy.join(', ')}`);
  const nav = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .map((e) => `${e.name.split('/').pop()} ${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)}`);
    const paint = performance.getEntriesByType('paint').map((e) => `${e.name} ${e.startTime.toFixed(0)}`);
    return { scripts, paint };
  });
  console.log(`  page clock (ms from navigation): ${[...nav.paint, ...nav.scripts].join('; ')}`);
  await context.close();
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((done) => child.once('exit', done));
  return marks.sort((a, b) => a.at - b.at);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  for (let i = 0; i < runs; i++) {
    const load = loadavg()[0]!.toFixed(1);
    const marks = await oneStart(browser);
    console.log(`run ${i + 1} (load ${load}, ${direct ? 'node scripts/start.mjs' : 'npm start'}):`);
    for (const m of marks) console.log(`  ${m.at.toFixed(0).padStart(6)} ms  ${m.what}`);
  }
} finally {
  await browser.close();
  if (!process.env.BULKPAY_PHASE_HOME) rmSync(home, { recursive: true, force: true });
}
