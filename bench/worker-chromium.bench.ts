// The window's import worker inside real Chromium (a dedicated module worker, as the app runs it),
// alone: a bare page starts the worker, hands it the 100,000-row file and times its answers
// (first rows, summary, last rows) from the page. Each run is a new worker (a cold start, as the
// app's first file). BULKPAY_WORKER_BASELINE=<folder holding src-shared and src-renderer of another
// version>: that version's worker is the baseline, run alternately in the same browser; without it,
// the baseline is the same pass under plain Node (cold: the first pass of a fresh process).
// BULKPAY_WORKER_PROFILE=<folder>: CPU profiles of the last run's workers (see `profileNextWorker`).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/harness/browser';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BULKPAY_WORKER_RUNS ?? 7);
const WORKER = 'src-renderer/features/payments/import.worker.ts';

/** The worker bundled and minified as the app's build ships it (one ES module). */
async function workerBundle(sourceRoot: string): Promise<string> {
  const out = await build({
    entryPoints: [join(sourceRoot, WORKER)],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0]!.text;
}

interface Times {
  firstRows: number;
  summary: number;
  done: number;
  checkMs: number;
}

/** In the page: a new worker from `url`, the file handed over, the times of its answers (ms from the hand-over). */
async function timeWorker([url, fileUrl]: [string, string]): Promise<Times> {
  const data = await (await fetch(fileUrl)).arrayBuffer();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { type: 'module' });
    const times = { firstRows: -1, summary: -1, done: -1, checkMs: -1 };
    let start = 0;
    worker.onerror = (e) => reject(new Error(e.message));
    worker.onmessage = (event: MessageEvent<{ kind: string; start?: number; checkMs?: number }>) => {
      const m = event.data;
      const now = performance.now() - start;
      if (m.kind === 'rows' && m.start === 0) times.firstRows = now;
      if (m.kind === 'summary') [times.summary, times.checkMs] = [now, m.checkMs!];
      if (m.kind === 'failed') reject(new Error(JSON.stringify(m)));
      if (m.kind === 'done') {
        times.done = now;
        // ended by the bench (`endWorker`), after a profile of it is taken
        (globalThis as unknown as { lastWorker: Worker }).lastWorker = worker;
        resolve(times);
      }
    };
    // the worker's code loaded and compiled first, as the app starts it while the user picks a file
    setTimeout(() => {
      start = performance.now();
      worker.postMessage(
        { kind: 'open', id: 1, fileName: 'payroll-100k.csv', bytes: data, settings: {}, defaultCurrency: 'EUR' },
        [data],
      );
    }, 300);
  });
}

/** The worker's pass under plain Node, in a fresh process (cold, as in a new worker), ms. */
function nodeColdPassMs(): number {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/worker-node-pass.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the Node pass failed: ${run.stderr}`);
  return Number(run.stdout.trim());
}

const endWorker = () => (globalThis as unknown as { lastWorker: Worker }).lastWorker.terminate();

/**
 * BULKPAY_WORKER_PROFILE=<folder>: a CPU profile of the next worker the page starts, through the
 * page's DevTools session (auto-attach to the dedicated worker, paused until its profiler runs).
 * Answers a function that stops it and writes `<name>.cpuprofile` (for chrome://inspect or speedscope).
 */
async function profileNextWorker(page: Page, folder: string, name: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let nextId = 1;
  const answers = new Map<number, (result: unknown) => void>();
  let session = '';
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId: session,
        message: JSON.stringify({ id, method, params }),
      });
    });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown };
    if (m.id !== undefined) answers.get(m.id)?.(m.result);
  });
  const started = new Promise<void>((resolve) =>
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type !== 'worker') return;
      session = e.sessionId;
      void (async () => {
        await send('Profiler.enable');
        await send('Profiler.setSamplingInterval', { interval: 250 });
        await send('Profiler.start');
        await send('Runtime.runIfWaitingForDebugger');
        resolve();
      })();
    }),
  );
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return async () => {
    await started;
    const { profile } = (await send('Profiler.stop')) as { profile: unknown };
    await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: false });
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function figures(): Promise<Figure[]> {
  const baselineRoot = process.env.BULKPAY_WORKER_BASELINE;
  const subject = await workerBundle(root);
  const baseline = baselineRoot ? await workerBundle(baselineRoot) : undefined;
  const csv = Buffer.from(generatePaymentCsv(100_000));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs: { subject: Times; baseline: Times | number }[] = [];
  const loads: string[] = [];
  try {
    const page = await browser.newPage();
    // a secure context (crypto.subtle, which the worker hashes the file with): localhost, answered by the route
    const origin = 'http://localhost:9';
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/file.csv') return route.fulfill({ body: csv, contentType: 'text/csv' });
      const body =
        path === '/subject.js' ? subject : path === '/baseline.js' ? baseline : '<!doctype html><title>w</title>';
      return route.fulfill({ body, contentType: path.endsWith('.js') ? 'text/javascript' : 'text/html' });
    });
    await page.goto(`${origin}/`);
    const profileFolder = process.env.BULKPAY_WORKER_PROFILE;
    for (let i = 0; i < RUNS; i++) {
      loads.push(loadavg()[0]!.toFixed(1));
      const one = async (name: string) => {
        // the last run of each is profiled (its times are kept too: the profiler's cost is in them)
        const stop = profileFolder && i === RUNS - 1 ? await profileNextWorker(page, profileFolder, name) : undefined;
        const times = await page.evaluate(timeWorker, [`${origin}/${name}.js`, `${origin}/file.csv`] as [
          string,
          string,
        ]);
        await stop?.();
        await page.evaluate(endWorker);
        return times;
      };
      // alternately first, so neither always meets the other's leftovers
      if (i % 2) {
        const s = await one('subject');
        runs.push({ subject: s, baseline: baseline ? await one('baseline') : nodeColdPassMs() });
      } else {
        const b = baseline ? await one('baseline') : nodeColdPassMs();
        runs.push({ subject: await one('subject'), baseline: b });
      }
    }
  } finally {
    await browser.close();
  }
  const of = (key: keyof Times) => median(runs.map((r) => r.subject[key]));
  const base = (key: keyof Times) =>
    median(runs.map((r) => (typeof r.baseline === 'number' ? r.baseline : r.baseline[key])));
  const extra = (key: keyof Times) => ({
    runs: runs.map((r) => Math.round(r.subject[key])).join(' '),
    baselineRuns: runs.map((r) => Math.round(typeof r.baseline === 'number' ? r.baseline : r.baseline[key])).join(' '),
    load: loads.join(' '),
  });
  const baselineName = (what: string) =>
    baseline
      ? `${what}, the baseline version's worker (alternating, same browser)`
      : 'the same pass under plain Node, cold';
  const figure = (name: string, key: keyof Times): Figure => ({
    name: `worker in Chromium, 100,000 rows: ${name}`,
    value: of(key),
    unit: 'ms',
    baseline: { name: baselineName(name), value: baseline ? base(key) : base('checkMs') },
    extra: extra(key),
  });
  return [
    figure('summary posted → received, from the hand-over', 'summary'),
    figure("the worker's own check (checkMs)", 'checkMs'),
    figure('first rows received', 'firstRows'),
    figure('last rows received', 'done'),
  ];
}

// `node --import tsx bench/worker-chromium.bench.ts`: runs it alone.
if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const f of await figures())
    console.log(`${f.name}: ${f.value.toFixed(0)} ms; ${f.baseline.name}: ${f.baseline.value.toFixed(0)} ms`, f.extra);
