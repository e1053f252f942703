import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src-main/shell/security';
import { startBrowserMode, type BrowserMode } from '../../../src-main/web/browser-mode';
import { tokenCookieName } from '../../../src-main/web/request-guard';

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
let cookie: string;

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
  cookie = `${tokenCookieName(port)}=${mode.server.token}`;
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
    const bounced = await send('GET', `/?token=${mode.server.token}`, nav);
    expect(bounced.status).toBe(200);
    expect(String(bounced.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(bounced.body).toContain('content="0;url=/"');
    expect(bounced.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await send('GET', `/?token=${'0'.repeat(64)}`, nav)).status).toBe(403);
    const fetched = { ...nav, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    expect((await send('GET', `/?token=${mode.server.token}`, fetched)).status).toBe(403);
    const framed = { ...nav, 'sec-fetch-dest': 'iframe' };
    expect((await send('GET', `/?token=${mode.server.token}`, framed)).status).toBe(403);
    expect((await send('GET', `/?token=${mode.server.token}`, { ...nav, origin: 'http://evil.example' })).status).toBe(
      403,
    );
  });

  it('turns the token in the opened URL into an HttpOnly SameSite=Strict cookie and takes it out of the address', async () => {
    const answer = await send('GET', `/?token=${mode.server.token}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toContain(`${tokenCookieName(port)}=${mode.server.token}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    // Never a redirect elsewhere, whatever path carried the token.
    const tricky = await send('GET', `/x/..//evil.example/?token=${mode.server.token}`);
    expect(tricky.status).toBe(303);
    expect(tricky.headers.location).toBe('/');
  });

  it("takes the launch file's cross-site hand-over once: a page kept in history or replayed gets 403", async () => {
    const nav = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const again = await send('GET', `/?token=${mode.server.token}`, nav);
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toMatch(/already used.*paste the address Bulkpay printed/s);
    // The user typing or pasting the printed address is still let in.
    const pasted = await send('GET', `/?token=${mode.server.token}`, { ...nav, 'sec-fetch-site': 'none' });
    expect(pasted.status).toBe(303);
    expect(String(pasted.headers['set-cookie'])).toContain(mode.server.token);
  });

  it('answers 403 without the token, with a wrong token, or a wrong token in the URL', async () => {
    expect((await send('GET', '/')).status).toBe(403);
    expect((await send('GET', '/', { cookie: `${tokenCookieName(port)}=${'0'.repeat(64)}` })).status).toBe(403);
    expect((await send('GET', `/?token=${'0'.repeat(64)}`)).status).toBe(403);
    const noToken = await call({ origin: `http://127.0.0.1:${port}` });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatch(/one-time key/);
    expect((await send('GET', '/__bridge/events')).status).toBe(403);
  });

  it('serves the page with the cookie, with the same CSP header as the Electron protocol', async () => {
    const page = await send('GET', '/', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Bulkpay</title>');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await send('GET', '/assets/app.js', { cookie })).headers['content-type']).toMatch(/javascript/);
    expect((await send('GET', '/assets/..%2f..%2fdata%2fbulkpay.sqlite', { cookie })).status).toBe(404);
  });

  it('answers a bridge call from our own origin through the same dispatch', async () => {
    const answer = await call({ origin: `http://127.0.0.1:${port}`, cookie });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { version: '9.9.9' } });
    const unknown = await send(
      'POST',
      '/__bridge/invoke',
      { origin: `http://127.0.0.1:${port}`, cookie },
      JSON.stringify({ channel: 'fs:read', request: {} }),
    );
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
  });

  it('refuses a foreign Origin, a cross-site fetch, and a POST that names no origin, even with the cookie', async () => {
    expect((await call({ origin: 'http://evil.example', cookie })).status).toBe(403);
    expect((await call({ origin: 'null', cookie })).status).toBe(403);
    expect((await call({ cookie })).status).toBe(403);
    expect((await send('GET', '/', { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses a wrong Host, as a DNS-rebinding page would send, even with the cookie', async () => {
    const rebound = await send('GET', '/', { host: `evil.example:${port}`, cookie });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatch(/only on 127\.0\.0\.1/);
    const invoke = await call({ host: `evil.example:${port}`, origin: `http://evil.example:${port}`, cookie });
    expect(invoke.status).toBe(403);
    expect((await send('GET', '/', { host: `127.0.0.1:${port + 1}`, cookie })).status).toBe(403);
  });

  it('streams push events to the page with the cookie', async () => {
    const received = new Promise<string>((done, fail) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/__bridge/events',
        headers: { host: `127.0.0.1:${port}`, cookie },
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
