/**
 * The packaged (installed) Bulkpay under Playwright's `_electron`: the window opens locked down,
 * the release fuses are burnt in, main answers over IPC, native modules load from the package,
 * a secret round-trips through the OS's own keychain, and the bundled demo bank answers.
 *
 * Runs where the Electron runtime exists (the installers workflow on Windows and macOS). Where no
 * packaged app is found it fails with "NOT RUN: …": it never passes without having run.
 */
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import type BetterSqlite3 from 'better-sqlite3';
import type * as Keyring from '@napi-rs/keyring';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../src-shared/ipc/contract';
import { FUSE_WIRE_NAMES, releaseFuses } from '../../src-main/platform/shell/fuses';
import { findPackagedApp, launchableCopy } from './packaged-app';

const root = join(import.meta.dirname, '../..');
const screenshots = join(root, 'test/electron-smoke/screenshots');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
const found = findPackagedApp(process.env, process.platform, root);

let work: string;
/** The launchable copy's executable. */
let launched: string;
let paymentFile: string;
let app: ElectronApplication;
let page: Page;
let shippedFuses: Record<number, number>;

/**
 * On Linux the data folder follows XDG_CONFIG_HOME, so a local run never touches your own Bulkpay
 * data. Windows and macOS have no such switch; there the test expects a throwaway CI machine.
 */
function appEnv(): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return process.platform === 'linux' ? { ...env, XDG_CONFIG_HOME: join(work, 'config') } : env;
}

/** Calls `window.bulkpay.<domain>.<verb>(request)` in the window. */
function callBridge(domain: string, verb: string, request: unknown = {}) {
  return page.evaluate(
    ([d, v, r]) =>
      (window as unknown as { bulkpay: Record<string, Record<string, (x: unknown) => unknown>> }).bulkpay[d]![v]!(r),
    [domain, verb, request] as const,
  ) as Promise<{ ok: true; value: never } | { ok: false; error: { message: string } }>;
}

beforeAll(async () => {
  if (!found.ok) throw new Error(`NOT RUN: ${found.reason}`);
  work = mkdtempSync(join(tmpdir(), 'bulkpay-smoke-'));
  shippedFuses = (await getCurrentFuseWire(found.exe)) as unknown as Record<number, number>;
  launched = await launchableCopy(found.exe, work, process.platform);
  // "Open with Bulkpay": the OS starts the app with the file's path on the command line.
  paymentFile = join(work, 'March payments.csv');
  writeFileSync(paymentFile, 'Name;IBAN;Amount;Reference\nAino Virtanen;FI2112345600000785;120,50;RF18539007547034\n');
  app = await electron.launch({ executablePath: launched, args: [paymentFile], env: appEnv(), timeout: 90_000 });
  page = await app.firstWindow({ timeout: 90_000 });
  await page.waitForLoadState('domcontentloaded');
  await page.waitForFunction(() => 'bulkpay' in window);
});

afterAll(async () => {
  if (page) {
    mkdirSync(screenshots, { recursive: true });
    await page
      .screenshot({ path: join(screenshots, `packaged-${process.platform}-${process.arch}.png`) })
      .catch(() => {});
  }
  await app?.close().catch(() => {});
  if (work) rmSync(work, { recursive: true, force: true });
});

describe(`packaged Bulkpay (${found.ok ? found.exe : 'not found'})`, () => {
  it('ships with the release fuses burnt in', () => {
    const wanted = releaseFuses();
    for (const [option, name] of Object.entries(FUSE_WIRE_NAMES)) {
      const burnt = shippedFuses[FuseV1Options[name as keyof typeof FuseV1Options]] === 49; // '1'
      expect(burnt, name).toBe(wanted[option as keyof typeof wanted]);
    }
  });

  it('opens one window showing our own content from app.asar', async () => {
    expect(app.windows()).toHaveLength(1);
    expect(await page.title()).toBe('Bulkpay');
    expect(page.url()).toMatch(/^bulkpay:\/\/app\//);
    const facts = await app.evaluate(({ app: electronApp }) => ({
      packaged: electronApp.isPackaged,
      appPath: electronApp.getAppPath(),
    }));
    expect(facts.packaged).toBe(true);
    expect(facts.appPath).toMatch(/app\.asar$/);
  });

  it('runs the window locked down', async () => {
    // The OS-level sandbox of the window's renderer process, as Electron reports it (Windows, macOS).
    const renderers = await app.evaluate(({ app: electronApp }) =>
      electronApp
        .getAppMetrics()
        .filter((m) => m.type === 'Tab')
        .map((m) => m.sandboxed ?? null),
    );
    expect(renderers.length).toBeGreaterThan(0);
    if (process.platform !== 'linux') for (const sandboxed of renderers) expect(sandboxed).toBe(true);

    const renderer = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      let fetchBlocked = false;
      try {
        await fetch('https://example.com/');
      } catch {
        fetchBlocked = true;
      }
      return {
        process: typeof w.process,
        require: typeof w.require,
        csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
        fetchBlocked,
        popup: window.open('https://example.com/') === null,
      };
    });
    expect(renderer).toMatchObject({ process: 'undefined', require: 'undefined', fetchBlocked: true, popup: true });
    expect(renderer.csp).toContain("default-src 'none'");

    await page.evaluate(() => (location.href = 'https://example.com/')).catch(() => {});
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/^bulkpay:\/\/app\//);
  });

  it('answers over IPC from the packaged main process', async () => {
    const info = await callBridge('app', 'info');
    expect(info.ok).toBe(true);
    expect(info).toMatchObject({ value: { name: 'Bulkpay', version } });
  });

  it('loads the native modules from the package', async () => {
    const sqlite = await app.evaluate(({ app: electronApp }) => {
      const { createRequire } = process.getBuiltinModule('node:module');
      const load = createRequire(`${electronApp.getAppPath()}/package.json`);
      const Database = load('better-sqlite3') as typeof BetterSqlite3;
      const db = new Database(':memory:');
      const row = db.prepare('SELECT sqlite_version() AS version').get() as { version: string };
      db.close();
      return { version: row.version, from: load.resolve('better-sqlite3') };
    });
    expect(sqlite.version).toMatch(/^3\./);
    expect(sqlite.from).toContain('app.asar');
  });

  it("round-trips a secret through the OS's own keychain", async () => {
    const roundTrip = await app.evaluate(async ({ app: electronApp }) => {
      const { createRequire } = process.getBuiltinModule('node:module');
      const keyring = createRequire(`${electronApp.getAppPath()}/package.json`)('@napi-rs/keyring') as typeof Keyring;
      const account = `smoke-${process.pid}-${Date.now()}`;
      const secret = `smoke secret ${Math.random()}`;
      const entry = new keyring.AsyncEntry('Bulkpay smoke test', account);
      await entry.setPassword(secret);
      const read = await entry.getPassword();
      const deleted = await entry.deletePassword();
      const after = await entry.getPassword();
      return { same: read === secret, deleted, gone: after === null };
    });
    expect(roundTrip).toEqual({ same: true, deleted: true, gone: true });
  });

  it('reaches the bundled demo bank, its key and secret stored in the keychain', async () => {
    const listed = await callBridge('profiles', 'list');
    if (!listed.ok) throw new Error(`profiles:list failed: ${listed.error.message}`);
    const value = listed.value as ResponseOf<'profiles:list'>;
    expect(value.demo.problem).toBeNull();
    const demo = value.profiles.find((p) => p.demo);
    expect(demo).toMatchObject({ hasKey: true, hasClientSecret: true });
    const response = await fetch(demo!.baseUrl);
    expect(response.status).toBeLessThan(500);
  });

  it('opens the payment file it was started with on the import screen ("Open with Bulkpay")', async () => {
    const heading = page.locator('h1', { hasText: 'March payments.csv' });
    await expect.poll(() => heading.count(), { timeout: 30_000 }).toBe(1);
    // The renderer claimed it; main hands each file over once.
    expect(await callBridge('app', 'takeOpenFile')).toMatchObject({ ok: true, value: { file: null } });
  });

  it('brings a file opened while it runs to the import screen, through the single-instance lock', async () => {
    const april = join(work, 'April payments.csv');
    writeFileSync(april, 'Name;IBAN;Amount;Reference\nAino Virtanen;FI2112345600000785;99,00;RF18539007547034\n');
    // What Explorer or a file manager does: start Bulkpay again with the file; that instance
    // hands its command line to the running one and quits.
    const second = spawn(launched, [...(process.platform === 'linux' ? ['--no-sandbox'] : []), april], {
      stdio: 'ignore',
      env: appEnv(),
    });
    const exited = new Promise((resolve) => second.once('exit', resolve));
    const heading = page.locator('h1', { hasText: 'April payments.csv' });
    await expect.poll(() => heading.count(), { timeout: 30_000 }).toBe(1);
    await exited;
  });
});
