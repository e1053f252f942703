import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../../../src-main/web/browser-mode';
import { openBrowser } from '../../../src-main/web/open-browser';
import { tokenCookieName } from '../../../src-main/web/request-guard';
import { browserAvailable, CHROMIUM, CHROMIUM_ARGS } from '../../e2e/harness/browser';

// Browser mode opens the user's browser without putting the run's token on a command line: the
// opener (xdg-open here, a stand-in on PATH that records what `ps` would show) gets a private
// one-time launch file, which real Chromium follows to the app, and which is gone once used.

let scratch: string;
let mode: BrowserMode;
let bin: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-open-test-'));
  const rendererRoot = join(scratch, 'renderer');
  mkdirSync(rendererRoot, { recursive: true });
  writeFileSync(join(rendererRoot, 'index.html'), '<!doctype html><title>Bulkpay</title><h1>Bulkpay app</h1>');
  mode = await startBrowserMode(
    { dataDir: join(scratch, 'data'), appVersion: '9.9.9', demoBank: false },
    { rendererRoot },
  );
  // The opener records its own command line as the OS shows it to every user (/proc/PID/cmdline).
  bin = join(scratch, 'bin');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'xdg-open'),
    `#!/bin/sh\ntr '\\0' ' ' < /proc/$$/cmdline > "${join(scratch, 'cmdline')}"\nprintf '%s' "$1" > "${join(scratch, 'arg')}"\n`,
  );
  chmodSync(join(bin, 'xdg-open'), 0o755);
});

afterAll(async () => {
  await mode?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('opening the browser in browser mode', () => {
  it('gives the opener a private launch file, never the token, and the file takes a browser to the app', async () => {
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DISPLAY: ':99' };
    const opened = await openBrowser(mode.launchUrl, { platform: 'linux', env, handedOver: mode.server.handedOver });
    expect(opened).toBe(true);

    const cmdline = readFileSync(join(scratch, 'cmdline'), 'utf8');
    expect(cmdline).toContain('xdg-open');
    expect(cmdline).not.toContain(mode.server.token);
    expect(cmdline).not.toContain('token=');
    const fileUrl = readFileSync(join(scratch, 'arg'), 'utf8');
    expect(fileUrl).toMatch(/^file:\/\/.*open-bulkpay\.html$/);

    const file = fileURLToPath(fileUrl);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).toContain(mode.launchUrl);

    if (!browserAvailable) return; // the file's contents are checked above; the browser part needs Chromium
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(fileUrl);
      await page.waitForURL(`${new URL(mode.launchUrl).origin}/`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Bulkpay app');
      const cookies = await context.cookies();
      const port = new URL(mode.launchUrl).port;
      expect(cookies.find((c) => c.name === tokenCookieName(Number(port)))).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
      // Used once: the file and its folder are gone.
      await expect.poll(() => existsSync(join(file, '..'))).toBe(false);
    } finally {
      await browser.close();
    }
  });

  it('deletes the launch file when no browser took it in time, and when the opener fails', async () => {
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DISPLAY: ':99' };
    const parent = join(scratch, 'tmp-late');
    mkdirSync(parent);
    expect(await openBrowser(mode.launchUrl, { platform: 'linux', env, tempDir: parent, lifetimeMs: 50 })).toBe(true);
    await expect.poll(() => existsSync(fileURLToPath(readFileSync(join(scratch, 'arg'), 'utf8')))).toBe(false);

    const failing = join(scratch, 'tmp-failing');
    mkdirSync(failing);
    const noOpener = { PATH: join(scratch, 'empty'), DISPLAY: ':99' };
    expect(await openBrowser(mode.launchUrl, { platform: 'linux', env: noOpener, tempDir: failing })).toBe(false);
    expect(readdirSync(failing)).toEqual([]);
  });
});
