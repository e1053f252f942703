/**
 * `npm start` in browser mode: the page and the files it loads first are sent before the core is
 * created (the thread's longest hold), so the browser parses and runs them while this process makes
 * the core; a call the page makes before then waits for the core and is answered. Real HTTP over
 * loopback, a real core (no demo bank).
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

function get(mode: OpeningBrowserMode, path: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(mode.launchUrl);
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}`, ...headers } });
    req.on('error', fail);
    req.on('response', (res) => res.resume().on('end', () => done(res.statusCode ?? 0)));
    req.end();
  });
}

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

/** Whether `promise` has settled after `turns` turns of the event loop (requests, file reads and module reads in them). */
async function settledWithin(promise: Promise<unknown>, turns: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < turns && !settled; i++) await new Promise((go) => setImmediate(go));
  return settled;
}

const open = (name: string) =>
  openBrowserMode({ dataDir: join(scratch, name), appVersion: '9.9.9', demoBank: false }, { rendererRoot });

describe('the page before the core', () => {
  it('knows the files the page loads before its script runs: itself, its script, the modules preloaded, its stylesheet', () => {
    expect(pageFiles(PAGE)).toEqual(['/', '/assets/index-1.js', '/assets/store-2.js', '/assets/index-3.css']);
  });

  it('creates the core only once the page and every file it loads first were sent, then answers', async () => {
    const mode = await open('data-page');
    try {
      const ready = mode.startCore({ pageFirstMs: 600_000 });
      // The core's modules are read meanwhile (at once, a module a turn, read already): turns enough to create it.
      expect(await settledWithin(mode.creationBegun, 2_000)).toBe(false);
      expect(await get(mode, new URL(mode.launchUrl).pathname + new URL(mode.launchUrl).search)).toBe(200);
      expect(mode.server.pageInFlight).toBe(true);
      expect(await get(mode, '/assets/index-1.js')).toBe(200);
      expect(await get(mode, '/assets/index-3.css')).toBe(200);
      expect(await settledWithin(mode.creationBegun, 200)).toBe(false);
      expect(await get(mode, '/assets/store-2.js')).toBe(200);
      expect(mode.server.pageInFlight).toBe(false);
      await mode.creationBegun;
      await ready;
      const answer = await appInfo(mode);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    } finally {
      await mode.close();
    }
  });

  it('takes a call that arrives before the page was sent (a page kept from an earlier load) as the page running: it waits for the core and is answered', async () => {
    const mode = await open('data-early-call');
    try {
      void mode.startCore({ pageFirstMs: 600_000 });
      const answer = await appInfo(mode);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    } finally {
      await mode.close();
    }
  });

  it('creates the core after the time allowed when no browser asks for the page', async () => {
    const mode = await open('data-no-page');
    try {
      await mode.startCore({ pageFirstMs: 50 });
      expect((await appInfo(mode)).status).toBe(200);
    } finally {
      await mode.close();
    }
  });
});
