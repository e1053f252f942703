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
import { startBrowserMode, type BrowserMode } from '../../../../src-main/web/browser-mode';
import { launchFileParents } from '../../../../src-main/web/launch-file';
import { openBrowser } from '../../../../src-main/web/open-browser';
import { browserStartMessage } from '../../../../src-main/web/startup-message';
import { createI18n } from '../../../../src-shared/i18n';
import { browserAvailable, CHROMIUM, CHROMIUM_ARGS } from '../../../e2e/harness/browser';

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
  it('gives the opener a private launch file in the download folder, never the token, and the file takes a browser to the app', async () => {
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DISPLAY: ':99' };
    const home = join(scratch, 'home');
    mkdirSync(join(home, 'Downloads'), { recursive: true });
    const opened = await openBrowser(mode.launchUrl, {
      platform: 'linux',
      env: { ...env, XDG_CONFIG_HOME: join(scratch, 'no-config') },
      home,
      handedOver: mode.server.handedOver,
    });
    expect(opened).toBe(true);

    const cmdline = readFileSync(join(scratch, 'cmdline'), 'utf8');
    expect(cmdline).toContain('xdg-open');
    expect(cmdline).not.toContain(mode.server.token);
    expect(cmdline).not.toContain('token=');
    const fileUrl = readFileSync(join(scratch, 'arg'), 'utf8');
    expect(fileUrl).toMatch(/^file:\/\/.*open-bulkpay\.html$/);

    const file = fileURLToPath(fileUrl);
    // Where a snap or flatpak browser (own /tmp, no hidden folders) can still read it.
    expect(file.startsWith(join(home, 'Downloads', 'bulkpay-open-'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).toContain(mode.launchUrl);

    if (!browserAvailable) return; // the file's contents are checked above; the browser part needs Chromium
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(fileUrl);
      await page.waitForURL((url) => url.origin === new URL(mode.launchUrl).origin);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Bulkpay app');
      // The page of our origin got the bridge key (the app's bridge moves it to sessionStorage); no cookie.
      expect(await page.locator('meta[name="bulkpay-key"]').getAttribute('content')).toBe(mode.server.bridgeKey);
      expect(await context.cookies()).toEqual([]);
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

  it('goes on without a launch file when its folder cannot be written, and says why', async () => {
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DISPLAY: ':99' };
    const problems: { folder: string; reason: string }[] = [];
    const opened = await openBrowser(mode.launchUrl, {
      platform: 'linux',
      env,
      tempDir: '/nonexistent/dir',
      onLaunchFileFailed: (problem) => problems.push(problem),
    });
    expect(opened).toBe(false);
    expect(problems).toEqual([{ folder: '/nonexistent/dir', reason: 'ENOENT' }]);
  });

  it('opens the plain address when asked (BULKPAY_OPEN_PLAIN_URL=1 or --plain-url), with no launch file', async () => {
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, DISPLAY: ':99' };
    const parent = join(scratch, 'tmp-plain');
    mkdirSync(parent);
    expect(await openBrowser(mode.launchUrl, { platform: 'linux', env, tempDir: parent, plainUrl: true })).toBe(true);
    expect(readFileSync(join(scratch, 'arg'), 'utf8')).toBe(mode.launchUrl);
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe('where the launch file goes', () => {
  it('prefers the (localised) download folder on Linux, then the temp folder; elsewhere the temp folder', () => {
    const home = mkdtempSync(join(tmpdir(), 'bulkpay-home-'));
    try {
      const config = join(home, 'conf');
      mkdirSync(config);
      mkdirSync(join(home, 'Lataukset'));
      writeFileSync(
        join(config, 'user-dirs.dirs'),
        'XDG_DESKTOP_DIR="$HOME/Työpöytä"\nXDG_DOWNLOAD_DIR="$HOME/Lataukset"\n',
      );
      const env = { XDG_CONFIG_HOME: config };
      expect(launchFileParents('linux', env, home, '/tmp')).toEqual([join(home, 'Lataukset'), '/tmp']);
      expect(launchFileParents('linux', {}, home, '/tmp')).toEqual(['/tmp']); // no Downloads folder
      mkdirSync(join(home, 'Downloads'));
      expect(launchFileParents('linux', {}, home, '/tmp')).toEqual([join(home, 'Downloads'), '/tmp']);
      expect(launchFileParents('darwin', env, home, '/var/tmp')).toEqual(['/var/tmp']);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('what start:browser prints', () => {
  const url = 'http://127.0.0.1:4000/?token=abc';
  it('always prints the plain address, also when the opener said it opened the browser', () => {
    const text = browserStartMessage(createI18n('en').t, url, { opened: true });
    expect(text).toMatch(
      /^Bulkpay opened in your browser\.\nIf the browser shows “file not found” or nothing opens, open this address:\n {2}http/,
    );
    expect(text).toContain(`  ${url}\n`);
    expect(text).toMatch(/Press Ctrl\+C to stop Bulkpay\.$/);
  });

  it("says why the browser was not opened when the launch file could not be written, in the user's language", () => {
    const problem = { folder: '/nonexistent/dir', reason: 'ENOENT' };
    const en = browserStartMessage(createI18n('en').t, url, { opened: false, launchFileProblem: problem });
    expect(en).toContain('could not write its opening page in /nonexistent/dir (ENOENT)');
    expect(en).toContain('open this address in your browser:\n  http://127.0.0.1:4000/?token=abc');
    const fi = browserStartMessage(createI18n('fi').t, url, { opened: true });
    expect(fi).toContain('Jos selain näyttää');
    expect(fi).toContain(url);
  });
});
