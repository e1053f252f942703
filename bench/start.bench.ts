// `npm start` on an unchanged checkout, to the first screen: the real npm script spawned as a user
// runs it (browser mode here, where Electron cannot start; no browser opened), timed until the
// page it prints is served, against `node -e 0` spawned alternately in the same run. The warm-up
// runs build what the checkout has not built yet (the first start after a change builds).
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
  try {
    const node = () => spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const started = await pairedMedianMs(node, () => startToFirstScreen(home), 7, 2);
    return [
      {
        name: 'npm start (unchanged checkout) to the first screen',
        value: started.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: started.baselineMs },
      },
    ];
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
