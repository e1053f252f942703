import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

// Issue 25, item 1: the run's key stays with Bulkpay's own origin (scheme, host and port). Another
// server on 127.0.0.1 (a dev server, another user's process), visited in the same browser after
// Bulkpay was opened, must receive nothing of it; and the cookies it plants for 127.0.0.1 (which
// the browser then sends to every port there) must not lock the user out.

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** Another web server on this machine: it records every request and plants cookies for 127.0.0.1. */
function otherServer(appPort: number, linkTo: string): { server: Server; seen: Seen[] } {
  const seen: Seen[] = [];
  // It takes its own cookie bomb (Node's 16 KB default would refuse it).
  const server = createServer({ maxHeaderSize: 1 << 20 }, (req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Set-Cookie': [
        // The names Bulkpay used or might use, on the paths its calls take: first match would win.
        `bulkpay-token-${appPort}=planted; Path=/__bridge`,
        'bulkpay-key=planted; Path=/',
        'x-bulkpay-key=planted; Path=/__bridge/invoke',
        // A cookie bomb: ~150 KB of cookies for 127.0.0.1, past Node's default 16 KB header limit.
        ...Array.from({ length: 38 }, (_, i) => `bomb${i}=${'x'.repeat(4000)}; Path=/`),
      ],
    });
    res.end(
      `<!doctype html><title>Another app</title><h1>Another app on this machine</h1><a href="${linkTo}">Bulkpay</a>`,
    );
  });
  return { server, seen };
}

const listen = (server: Server) =>
  new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

/** A bridge call from the page, as the app makes them. */
const appInfo = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { bulkpay: { app: { info(): Promise<{ ok: boolean }> } } }).bulkpay.app.info(),
  );

describeInBrowser('journey: the run key stays with Bulkpay’s origin', () => {
  let app: E2eApp;
  let other: { server: Server; seen: Seen[] };
  let otherPort: number;

  beforeAll(async () => {
    app = await launchApp({ journey: 'browser-origin' });
    await app.page.getByRole('navigation', { name: 'Main' }).waitFor();
    other = otherServer(Number(new URL(app.origin).port), `${app.origin}/?token=${app.launchToken}`);
    otherPort = await listen(other.server);
  });
  afterAll(async () => {
    await app?.close();
    other?.server.close();
  });

  it('keeps the key in the page’s own sessionStorage and the launch token out of the address bar; no cookie', async () => {
    expect(app.page.url()).toBe(`${app.origin}/`);
    expect(await app.page.evaluate(() => sessionStorage.getItem('bulkpay-bridge-key'))).toBe(app.bridgeKey);
    expect(await app.page.locator('meta[name="bulkpay-key"]').count(), 'the key left the document').toBe(0);
    expect(await app.page.context().cookies()).toEqual([]);
    expect(await appInfo(app.page)).toMatchObject({ ok: true });
  });

  it('sends nothing of the run to another server on 127.0.0.1 or localhost visited in the same browser', async () => {
    const tab = await app.page.context().newPage();
    for (const host of ['127.0.0.1', 'localhost']) {
      await tab.goto(`http://${host}:${otherPort}/`);
      await tab.getByRole('heading', { name: 'Another app on this machine' }).waitFor();
      // A call of the other page to its own server, with every cookie the browser holds for it.
      await tab.evaluate(
        (url) => fetch(url, { mode: 'no-cors', credentials: 'include' }),
        `http://${host}:${otherPort}/x`,
      );
    }
    await app.screenshot('app-after-another-server');
    await tab.close();
    expect(other.seen.length).toBeGreaterThanOrEqual(4);
    const everything = JSON.stringify(other.seen);
    expect(everything).not.toContain(app.bridgeKey);
    expect(everything).not.toContain(app.launchToken);
  });

  it('is not locked out by the cookies another port’s server planted for 127.0.0.1', async () => {
    const planted = await app.page.context().cookies(`${app.origin}/__bridge/invoke`);
    expect(planted.map((c) => c.name)).toEqual(expect.arrayContaining([`bulkpay-token-${new URL(app.origin).port}`]));
    await app.page.reload();
    await app.page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await appInfo(app.page)).toMatchObject({ ok: true });
    // The event stream too: a notice from the core reaches the page.
    await app.page.evaluate(() => {
      const w = window as unknown as { bulkpay: { on(e: string, l: (p: unknown) => void): () => void }; got?: unknown };
      w.bulkpay.on('app:notice', (payload) => (w.got = payload));
    });
    await expect
      .poll(() => {
        app.core.events.emit('app:notice', { level: 'info', message: 'stream alive' });
        return app.page.evaluate(() => (window as unknown as { got?: unknown }).got);
      })
      .toEqual({ level: 'info', message: 'stream alive' });
    await app.screenshot('app-after-planted-cookies');
  });

  it('refuses the launch address when another server’s page links to it (same-site), once it was used', async () => {
    const tab = await app.page.context().newPage();
    await tab.goto(`http://127.0.0.1:${otherPort}/`);
    const [answer] = await Promise.all([tab.waitForNavigation(), tab.getByRole('link', { name: 'Bulkpay' }).click()]);
    expect(answer?.status()).toBe(403);
    expect(await tab.textContent('body')).toMatch(/already used/);
    expect(await tab.evaluate(() => sessionStorage.getItem('bulkpay-bridge-key'))).toBeNull();
    await tab.close();
  });

  it('says what to do in a tab opened on the bare address, which has no key', async () => {
    const tab = await app.page.context().newPage();
    await tab.goto(`${app.origin}/`);
    await tab.getByRole('heading', { name: 'This tab has no key to Bulkpay', level: 1 }).waitFor();
    await tab.getByText('open the address Bulkpay printed when it started').waitFor();
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await tab.setViewportSize({ width, height });
      await tab.screenshot({ path: `test/e2e/screenshots/browser-origin/no-key-${width}x${height}.png` });
    }
    await expectAccessible(tab, 'no-key');
    await tab.close();
  });

  it('never hands the page the demo bank’s control key', async () => {
    const nav = app.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Settings' }).click();
    await app.page.getByRole('heading', { name: 'Demo bank (sandbox, no real money)', level: 2 }).waitFor();
    await nav.getByRole('button', { name: 'Accounts' }).click();
    await nav.getByRole('button', { name: 'Home' }).click();
    const control = new URL(app.core.profiles.demo.controlUrl!);
    const key = control.pathname.slice(1);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const crossed = JSON.stringify(app.payloads);
    expect(crossed).not.toContain(key);
    expect(crossed).not.toContain(`:${control.port}`);
    expect(await app.page.content()).not.toContain(key);
  });

  it('had no console errors (CSP violations included) or page errors', () => {
    // The planted cookies are the other server's doing; our own requests must not have failed.
    expect(app.problems.filter((p) => !p.includes(`:${otherPort}/`))).toEqual([]);
  });
});
