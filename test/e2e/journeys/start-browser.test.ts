import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src-main/platform/shell/security';
import { electronUnavailableReason, localElectronProbe } from '../../../src-main/web/electron-availability';
import { CHROMIUM, CHROMIUM_ARGS, describeInBrowser } from '../harness/browser';

// Issue 13, section 1: `npm run start:browser` in this checkout, as a user runs it (build, core,
// server, printed address), then the first screen driven in Chromium. Nothing of the harness here.
const SHOTS = 'test/e2e/screenshots/start-browser';
const URL_LINE = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}/;

interface Started {
  child: ChildProcess;
  output(): string;
  /** The address with the run's token, as printed. */
  url: string;
}

/** Runs an npm script as a user does, on a fresh data folder, until it prints the app's address. */
async function startAsUser(script: string[], dataDir: string): Promise<Started> {
  let output = '';
  const child = spawn('npm', ['run', '-s', ...script], {
    env: { ...process.env, BULKPAY_DATA_DIR: dataDir, BULKPAY_NO_BROWSER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the build and the core stop together at the end
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const url = await new Promise<string>((done, fail) => {
    const check = setInterval(() => {
      const found = URL_LINE.exec(output);
      if (found) {
        clearInterval(check);
        done(found[0]);
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(check);
      fail(new Error(`npm run ${script.join(' ')} stopped (exit ${code}):\n${output}`));
    });
  });
  return { child, output: () => output, url };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const stopped = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await stopped;
}

describeInBrowser('journey: npm run start:browser', () => {
  let scratch: string;
  let child: ChildProcess;
  let output: () => string;
  let launchUrl: string;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'bulkpay-start-'));
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    const started = await startAsUser(['start:browser'], join(scratch, 'data'));
    child = started.child;
    output = started.output;
    launchUrl = started.url;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stop(child);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('prints one address on 127.0.0.1 with a one-time key, and says how to stop', () => {
    expect(output()).toMatch(/open this address in your browser/);
    expect(output()).toMatch(/Press Ctrl\+C to stop Bulkpay/);
    expect(output()).not.toMatch(/Error|at .+\(.+:\d+:\d+\)/); // no stack trace
  });

  it('opens on the first screen, the token gone from the address bar, the key in the tab’s sessionStorage and no cookie', async () => {
    const response = await page.goto(launchUrl);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy());
    const origin = new URL(launchUrl).origin;
    expect(page.url()).toBe(`${origin}/`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByText('You are on the demo bank.').waitFor();
    expect(await page.context().cookies(), 'no cookie: another port of 127.0.0.1 would get it').toEqual([]);
    const key = await page.evaluate(() => sessionStorage.getItem('bulkpay-bridge-key'));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(new URL(launchUrl).searchParams.get('token'));
    await page.screenshot({ path: join(SHOTS, '01-home-1280x800.png') });
  });

  it('tells a tab that did not get the address where to go, and answers its calls 403', async () => {
    const stranger = await browser.newPage();
    const answer = await stranger.goto(new URL(launchUrl).origin);
    expect(answer?.status()).toBe(200); // the public page, with no key in it
    await stranger.getByRole('heading', { name: 'This tab has no key to Bulkpay' }).waitFor();
    const call = await stranger.evaluate(
      async () => (await fetch('/__bridge/invoke', { method: 'POST', body: '{}' })).status,
    );
    expect(call).toBe(403);
    await stranger.close();
  });

  it('signs in as the demo customer from the first screen and shows the paying accounts', async () => {
    await page.getByRole('button', { name: 'Sign in on Accounts' }).first().click();
    await page.getByLabel('Bank e-mail').fill('demo.psu@bulkpay.test');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The demo bank's "phone" approves the sign-in by itself after a few seconds.
    await page.getByText('Signed in as demo.psu@bulkpay.test').waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' }).click();
    const accounts = page.getByRole('region', { name: 'Paying accounts' });
    await accounts.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 15_000 });
    expect(await accounts.textContent()).toMatch(/25,000\.00/);
    await page.screenshot({ path: join(SHOTS, '02-signed-in-1280x800.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(SHOTS, '03-signed-in-1920x1080.png') });
  });

  it('had no console errors (CSP violations included) or page errors', () => {
    expect(problems).toEqual([]);
  });

  it('starts again from the build it has when no source changed: nothing is built, nothing compiled through tsx', async () => {
    const built = () => ['renderer/index.html', 'web/main.mjs'].map((f) => statSync(join('out', f)).mtimeMs);
    const before = built();
    const again = await startAsUser(['start:browser'], join(scratch, 'data-again'));
    try {
      expect(built()).toEqual(before);
      expect(again.output()).not.toMatch(/built in/); // electron-vite's line when it builds
    } finally {
      await stop(again.child);
    }
  }, 120_000);
});

// `npm start` on a machine where Electron cannot start (this one: no runtime, no display): one line
// says why, then the same browser mode comes up.
const electronBlocked = electronUnavailableReason(localElectronProbe(process.cwd()));
describeInBrowser('journey: npm start without Electron', () => {
  let scratch: string;
  let started: Started | undefined;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'bulkpay-npm-start-'));
  });
  afterAll(async () => {
    await stop(started?.child);
    rmSync(scratch, { recursive: true, force: true });
  });

  it.skipIf(!electronBlocked)(
    'says in one line why Electron cannot start, then serves the app in browser mode',
    async () => {
      started = await startAsUser(['start'], join(scratch, 'data'));
      const reason = started
        .output()
        .split('\n')
        .filter((line) => line.startsWith('Electron cannot start here'));
      expect(reason).toEqual([
        `Electron cannot start here (${electronBlocked}); opening Bulkpay in your browser instead.`,
      ]);
      const page = await fetch(started.url, { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(/<meta name="bulkpay-key" content="[0-9a-f]{64}">/);
      // The bundle reaches the bank (its bank transport is a chunk loaded at the first bank call).
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
      try {
        const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await tab.goto(started.url); // as typed into the address bar: the hand-over is taken again
        await tab.getByRole('button', { name: 'Sign in on Accounts' }).first().click();
        await tab.getByLabel('Bank e-mail').fill('demo.psu@bulkpay.test');
        await tab.getByLabel('Password').fill('demo-password');
        await tab.getByRole('button', { name: 'Sign in' }).click();
        await tab.getByText('Signed in as demo.psu@bulkpay.test').waitFor({ timeout: 30_000 });
      } finally {
        await browser.close();
      }
    },
    240_000,
  );
});
