import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../src-main/platform/shell/security';
import { openBrowserMode, startBrowserMode, type BrowserMode } from '../../../../src-main/web/browser-mode';
import { BRIDGE_KEY_HEADER } from '../../../../src-main/web/server';

// Browser mode's server over real HTTP, with a real core (no demo bank): every way another page,
// a rebinding attack or a stale tab could reach it is refused before anything else runs.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let scratch: string;
let mode: BrowserMode;
let port: number;
let key: Record<string, string>;

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } });
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.end(body);
  });
}

const call = (headers: Record<string, string>) =>
  send(
    'POST',
    '/__bridge/invoke',
    { 'content-type': 'application/json', ...headers },
    JSON.stringify({ channel: 'app:info', request: {} }),
  );

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-web-'));
  const rendererRoot = join(scratch, 'renderer');
  mkdirSync(join(rendererRoot, 'assets'), { recursive: true });
  writeFileSync(join(rendererRoot, 'index.html'), '<!doctype html><title>Bulkpay</title>');
  writeFileSync(join(rendererRoot, 'assets', 'app.js'), 'console.log(1)');
  mode = await startBrowserMode(
    { dataDir: join(scratch, 'data'), appVersion: '9.9.9', demoBank: false },
    { rendererRoot },
  );
  port = Number(new URL(mode.launchUrl).port);
  key = { [BRIDGE_KEY_HEADER]: mode.server.bridgeKey };
});

afterAll(async () => {
  await mode?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('browser mode server', () => {
  it('listens on 127.0.0.1 on a random port, with a long random token in the URL it hands out', () => {
    const url = new URL(mode.launchUrl);
    expect(url.hostname).toBe('127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the token from the launch file (a cross-site page load, the first hand-over) only as a top-level page with the right token', async () => {
    const nav = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const opened = await send('GET', `/?token=${mode.server.token}`, nav);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(`<meta name="bulkpay-key" content="${mode.server.bridgeKey}">`);
    expect(opened.body).toContain('<title>Bulkpay</title>');
    expect(opened.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect((await send('GET', `/?token=${'0'.repeat(64)}`, nav)).status).toBe(403);
    const fetched = { ...nav, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    expect((await send('GET', `/?token=${mode.server.token}`, fetched)).status).toBe(403);
    const framed = { ...nav, 'sec-fetch-dest': 'iframe' };
    expect((await send('GET', `/?token=${mode.server.token}`, framed)).status).toBe(403);
    expect((await send('GET', `/?token=${mode.server.token}`, { ...nav, origin: 'http://evil.example' })).status).toBe(
      403,
    );
  });

  it('hands the key to the page in its body, never in a cookie, and never redirects elsewhere', async () => {
    const answer = await send('GET', `/?token=${mode.server.token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain(mode.server.bridgeKey);
    expect(answer.body).not.toContain(mode.server.token);
    const tricky = await send('GET', `/x/..//evil.example/?token=${mode.server.token}`);
    expect(tricky.status).toBe(200);
    expect(tricky.headers.location).toBeUndefined();
  });

  it('takes a hand-over another page started once per run, cross-site or same-site (another port of 127.0.0.1); the pasted address always', async () => {
    const nav = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    for (const site of ['cross-site', 'same-site', 'same-origin']) {
      const again = await send('GET', `/?token=${mode.server.token}`, { ...nav, 'sec-fetch-site': site });
      expect(again.status, site).toBe(403);
      expect(again.body).not.toContain(mode.server.bridgeKey);
      expect(again.body).toMatch(/already used.*paste the address Bulkpay printed/s);
    }
    const pasted = await send('GET', `/?token=${mode.server.token}`, { ...nav, 'sec-fetch-site': 'none' });
    expect(pasted.status).toBe(200);
    expect(pasted.body).toContain(mode.server.bridgeKey);
  });

  it('of two hand-overs another page starts at once, only one gets the key', async () => {
    const fresh = await startBrowserMode(
      { dataDir: join(scratch, 'data-race'), appVersion: '9.9.9', demoBank: false },
      { rendererRoot: join(scratch, 'renderer') },
    );
    const mainPort = port;
    port = Number(new URL(fresh.launchUrl).port);
    try {
      const nav = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => send('GET', `/?token=${fresh.server.token}`, nav)),
      );
      expect(answers.filter((a) => a.body.includes(fresh.server.bridgeKey))).toHaveLength(1);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403]);
    } finally {
      port = mainPort;
      await fresh.close();
    }
  });

  it('keeps the one hand-over another page starts for a later load when the page could not be read', async () => {
    const rendererRoot = join(scratch, 'renderer-gone');
    const page = join(rendererRoot, 'index.html');
    mkdirSync(rendererRoot);
    writeFileSync(page, '<!doctype html><title>Bulkpay</title>');
    const fresh = await startBrowserMode(
      { dataDir: join(scratch, 'data-gone'), appVersion: '9.9.9', demoBank: false },
      { rendererRoot },
    );
    rmSync(page); // an update or a clean build took the page away after the start
    const mainPort = port;
    port = Number(new URL(fresh.launchUrl).port);
    try {
      const nav = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
      const failed = await send('GET', `/?token=${fresh.server.token}`, nav);
      expect(failed.status).toBe(500);
      expect(failed.body).not.toContain(fresh.server.bridgeKey);
      writeFileSync(page, '<!doctype html><title>Bulkpay</title>');
      const retried = await send('GET', `/?token=${fresh.server.token}`, nav);
      expect(retried.status).toBe(200);
      expect(retried.body).toContain(fresh.server.bridgeKey);
    } finally {
      port = mainPort;
      await fresh.close();
    }
  });

  it('serves the page and its script while the core is being read; a call made meanwhile waits for the core', async () => {
    const opening = await openBrowserMode(
      { dataDir: join(scratch, 'data-early'), appVersion: '9.9.9', demoBank: false },
      { rendererRoot: join(scratch, 'renderer') },
    );
    const mainPort = port;
    port = Number(new URL(opening.launchUrl).port);
    try {
      // As browser mode's main does: the core is read at once, before the browser has asked for anything.
      const ready = opening.startCore();
      const early = call({ origin: `http://127.0.0.1:${port}`, [BRIDGE_KEY_HEADER]: opening.server.bridgeKey });
      expect((await send('GET', '/')).status).toBe(200);
      expect((await send('GET', '/assets/app.js')).status).toBe(200);
      await ready;
      const answer = await early;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    } finally {
      port = mainPort;
      await opening.close();
    }
  });

  it('answers 403 to a call or the event stream without the key, with a wrong key, or with the key in a cookie', async () => {
    expect((await send('GET', `/?token=${'0'.repeat(64)}`)).status).toBe(403);
    const origin = { origin: `http://127.0.0.1:${port}` };
    const noKey = await call(origin);
    expect(noKey.status).toBe(403);
    expect(noKey.body).toMatch(/one-time key/);
    expect((await call({ ...origin, [BRIDGE_KEY_HEADER]: '0'.repeat(64) })).status).toBe(403);
    expect((await call({ ...origin, [BRIDGE_KEY_HEADER]: mode.server.token })).status).toBe(403); // the launch token is no key
    const cookie = { cookie: `bulkpay-token-${port}=${mode.server.bridgeKey}; bulkpay-key=${mode.server.bridgeKey}` };
    expect((await call({ ...origin, ...cookie })).status).toBe(403);
    expect((await send('GET', '/__bridge/events')).status).toBe(403);
    expect((await send('GET', '/__bridge/events', cookie)).status).toBe(403);
  });

  it('serves the page (the public build, no key in it) to our own origin only, with the same CSP header as the Electron protocol', async () => {
    const page = await send('GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Bulkpay</title>');
    expect(page.body).not.toContain(mode.server.bridgeKey);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await send('GET', '/assets/app.js')).headers['content-type']).toMatch(/javascript/);
    expect((await send('GET', '/assets/..%2f..%2fdata%2fbulkpay.sqlite')).status).toBe(404);
    expect((await send('GET', '/', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('GET', '/', { 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('answers a bridge call from our own origin with the key through the same dispatch', async () => {
    const answer = await call({ origin: `http://127.0.0.1:${port}`, ...key });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    const unknown = await send(
      'POST',
      '/__bridge/invoke',
      { origin: `http://127.0.0.1:${port}`, ...key },
      JSON.stringify({ channel: 'fs:read', request: {} }),
    );
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
  });

  it('refuses a foreign Origin, a cross-site fetch, and a POST that names no origin, even with the key', async () => {
    expect((await call({ origin: 'http://evil.example', ...key })).status).toBe(403);
    expect((await call({ origin: 'null', ...key })).status).toBe(403);
    expect((await call({ ...key })).status).toBe(403);
    expect((await send('GET', '/', { ...key, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses a wrong Host, as a DNS-rebinding page would send, even with the key', async () => {
    const rebound = await send('GET', '/', { host: `evil.example:${port}`, ...key });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatch(/only on 127\.0\.0\.1/);
    const invoke = await call({ host: `evil.example:${port}`, origin: `http://evil.example:${port}`, ...key });
    expect(invoke.status).toBe(403);
    expect((await send('GET', '/', { host: `127.0.0.1:${port + 1}`, ...key })).status).toBe(403);
  });

  it('streams push events to the page with the key', async () => {
    const received = new Promise<string>((done, fail) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/__bridge/events',
        headers: { host: `127.0.0.1:${port}`, ...key },
      });
      req.on('error', fail);
      req.on('response', (res) => {
        expect(res.headers['content-type']).toBe('text/event-stream');
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
          if (text.includes('data: ')) {
            done(text);
            req.destroy();
          }
        });
        // Connected: now something happens in the core.
        setTimeout(() => mode.core.events.emit('app:notice', { level: 'info', message: 'hello' }), 50);
      });
      req.end();
    });
    expect(await received).toMatch(/event: bulkpay\ndata: \{"event":"app:notice"/);
  });
});
