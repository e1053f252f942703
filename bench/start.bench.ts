// `npm start` on an unchanged checkout, to the first screen: the real npm script spawned as a user
// runs it (browser mode here, where Electron cannot start; no browser opened), timed until the
// page it prints is served, against `node -e 0` spawned alternately in the same run. The warm-up
// runs build what the checkout has not built yet (the first start after a change builds) and set
// up the data folder; the first-ever start (a new data folder: the demo bank's set-up) is its own figure.
// Run it where the OS keychain works (a desktop session), as a user's start has one: without it
// the demo bank cannot keep its key and is set up again at every start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Opens the printed address as a browser does: the one-time key becomes the cookie the page is then served with. */
async function firstScreen(launchUrl: string): Promise<void> {
  const handOver = await fetch(launchUrl, { redirect: 'manual' });
  const cookie = handOver.headers.get('set-cookie')?.split(';')[0] ?? '';
  const page = await fetch(new URL('/', launchUrl), { headers: { cookie } });
  const html = await page.text();
  if (!page.ok || !html.includes('id="root"')) throw new Error(`the first screen answered ${page.status}`);
}

/** Starts `npm start`, waits for the address it prints, loads the first screen from it, then stops it. */
function startToFirstScreen(home: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(npm, ['start', '--silent', '--', '--no-open'], {
      cwd: root,
      detached: true,
      env: { ...process.env, BULKPAY_DATA_DIR: join(home, 'data'), BULKPAY_NO_BROWSER: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM'); // npm, start.ts and the core it started: this run's group only
      } catch {
        // already gone
      }
    };
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(out)?.[0];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      void firstScreen(url).then(done).catch(fail).finally(stop);
    });
    child.once('exit', (code) => fail(new Error(`npm start ended (${code}) before its first screen:\n${out}`)));
  });
}

export async function figures(): Promise<Figure[]> {
  const home = mkdtempSync(join(tmpdir(), 'bulkpay-bench-start-'));
  const fresh: string[] = [];
  try {
    const node = () => spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    // The everyday case: the build up to date and the data folder set up by an earlier start (the warm-ups).
    const started = await pairedMedianMs(node, () => startToFirstScreen(home), 7, 2);
    // The first start ever on this computer: a new data folder each time (the demo bank is set up).
    const first = await pairedMedianMs(
      node,
      () => {
        fresh.push(mkdtempSync(join(tmpdir(), 'bulkpay-bench-first-')));
        return startToFirstScreen(fresh.at(-1)!);
      },
      3,
      0,
    );
    return [
      {
        name: 'npm start (unchanged checkout, data folder set up) to the first screen',
        value: started.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: started.baselineMs },
      },
      {
        name: 'npm start (unchanged checkout, first start: new data folder) to the first screen',
        value: first.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: first.baselineMs },
      },
    ];
  } finally {
    for (const dir of [home, ...fresh]) rmSync(dir, { recursive: true, force: true });
  }
}
