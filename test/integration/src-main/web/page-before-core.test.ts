/**
 * `npm start` in browser mode with a browser that asks for the page while the core is being read:
 * once the page's HTML is sent, nothing more of the core is read or created until the files it names
 * are sent too (each module read or the core's creation holds the thread, and the page runs only
 * with its files). A call the page makes counts as the page running; a client that never asks for
 * the files holds the core back for a bounded time only. Real HTTP over loopback, a real core (no
 * demo bank).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserMode, type OpeningBrowserMode } from '../../../../src-main/web/browser-mode';
import { BRIDGE_KEY_HEADER, pageFiles } from '../../../../src-main/web/server';

let scratch: string;
let rendererRoot: string;

const PAGE = `<!doctype html><html><head><title>Bulkpay</title>
<script type="module" crossorigin src="./assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="./assets/store-2.js">
<link rel="stylesheet" crossorigin href="./assets/index-3.css">
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  // The core's modules read once here: browser mode's reading of them then takes a few turns, and
  // what the test waits on is the page, not the compiler.
  await Promise.all([
    import('zod'),
    import('../../../../src-main/app/core'),
    import('../../../../src-main/app/ipc-handlers'),
    import('../../../../src-main/web/node-desktop'),
  ]);
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-page-first-'));
  rendererRoot = join(scratch, 'renderer');
  mkdirSync(join(rendererRoot, 'assets'), { recursive: true });
  writeFileSync(join(rendererRoot, 'index.html'), PAGE);
  for (const file of ['index-1.js', 'store-2.js', 'index-3.css']) writeFileSync(join(rendererRoot, 'assets', file), '');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function get(mode: OpeningBrowserMode, path: string): Promise<number> {
  const { port } = new URL(mode.launchUrl);
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } });
    req.on('error', fail);
    req.on('response', (res) => res.resume().on('end', () => done(res.statusCode ?? 0)));
    req.end();
  });
}

const getPage = (mode: OpeningBrowserMode) => {
  const launch = new URL(mode.launchUrl);
  return get(mode, launch.pathname + launch.search);
};

function appInfo(mode: OpeningBrowserMode): Promise<{ status: number; body: string }> {
  const { port, origin } = new URL(mode.launchUrl);
  return new Promise((done, fail) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/__bridge/invoke',
      headers: {
        host: `127.0.0.1:${port}`,
        origin,
        'content-type': 'application/json',
        [BRIDGE_KEY_HEADER]: mode.server.bridgeKey,
      },
    });
    req.on('error', fail);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.end(JSON.stringify({ channel: 'app:info', request: {} }));
  });
}

/** Whether `promise` has settled after `turns` more turns of the event loop. */
async function settledWithin(promise: Promise<unknown>, turns: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < turns && !settled; i++) await new Promise((go) => setImmediate(go));
  return settled;
}

const open = (name: string) =>
  openBrowserMode({ dataDir: join(scratch, name), appVersion: '9.9.9', demoBank: false }, { rendererRoot });

const WAIT_LONG = { pageFirstMaxMs: 600_000 };

describe('the page before the core', () => {
  it('knows the files the page loads before its script runs: itself, its script, the modules preloaded, its stylesheet', () => {
    expect(pageFiles(PAGE)).toEqual(['/', '/assets/index-1.js', '/assets/store-2.js', '/assets/index-3.css']);
  });

  it('reads and creates the core at once when no page is being taken', async () => {
    const mode = await open('data-no-page');
    try {
      expect(mode.server.pageInFlight).toBe(false);
      await mode.startCore(WAIT_LONG);
      expect((await appInfo(mode)).status).toBe(200);
    } finally {
      await mode.close();
    }
  });

  it('holds the core while the browser takes the page: its HTML and every file it names go out first, then the core is created and answers', async () => {
    const taking = await open('data-page');
    const alongside = await open('data-alongside');
    try {
      expect(await getPage(taking)).toBe(200);
      expect(taking.server.pageInFlight).toBe(true);
      const ready = taking.startCore(WAIT_LONG);
      // The same core started just after, with no page being taken: once it runs, the held one would
      // have run too (the same modules, the same creation, begun first) had it not been held.
      await alongside.startCore(WAIT_LONG);
      expect(await settledWithin(ready, 100)).toBe(false);
      expect(await get(taking, '/assets/index-1.js')).toBe(200);
      expect(await get(taking, '/assets/index-3.css')).toBe(200);
      expect(await settledWithin(ready, 100)).toBe(false);
      expect(await get(taking, '/assets/store-2.js')).toBe(200);
      expect(taking.server.pageInFlight).toBe(false);
      await ready;
      const answer = await appInfo(taking);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    } finally {
      await alongside.close();
      await taking.close();
    }
  });

  it('takes a call from the page as the page running: the core is created and the call answered', async () => {
    const mode = await open('data-early-call');
    try {
      expect(await getPage(mode)).toBe(200);
      void mode.startCore(WAIT_LONG);
      const answer = await appInfo(mode);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    } finally {
      await mode.close();
    }
  });

  it('goes on with the core after the time allowed when the client never asks for the files the page names', async () => {
    const mode = await open('data-page-stalled');
    try {
      expect(await getPage(mode)).toBe(200);
      await mode.startCore({ pageFirstMaxMs: 20 });
      expect(mode.server.pageInFlight).toBe(true);
      expect((await appInfo(mode)).status).toBe(200);
    } finally {
      await mode.close();
    }
  });
});
