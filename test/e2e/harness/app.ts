import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { createCore, type Core } from '../../../src-main/app/core';
import { createHandlers } from '../../../src-main/app/ipc-handlers';
import { createLogger } from '../../../src-main/platform/log';
import { queuedDesktop, type QueuedDesktop } from '../../fixtures/desktop';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { buildRenderer } from './renderer-build';
import { recordingWebServer, type RecordedPayload } from './server';

export type CoreOptions = Parameters<typeof createCore>[0];

export interface E2eApp {
  page: Page;
  /** The fresh data folder this run's core uses (kept across restartCore()). */
  dataDir: string;
  core: Core;
  /** Chromium's profile folder: the renderer's own storage (local storage, IndexedDB, caches). */
  browserProfileDir: string;
  /** The run's bridge key (the page keeps it in sessionStorage and sends it in a header; tests use it to probe the server). */
  bridgeKey: string;
  /** The run's launch token (in the printed address only). */
  launchToken: string;
  /** The app's origin, http://127.0.0.1:<port>. */
  origin: string;
  /** Every IPC request, response and push event that crossed the bridge, raw. */
  payloads: RecordedPayload[];
  /** Console errors, page errors, CSP violations and any request off our origin. */
  problems: string[];
  /** The files the next OS open dialog answers with, as if the user chose them there (main reads them). */
  queueFilePick(...paths: string[]): void;
  screenshot(name: string): Promise<string>;
  /** Stops the core the way a crash would (no goodbye to the page); calls fail until startCore(). */
  stopCore(): Promise<void>;
  startCore(): Promise<Core>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** A name for the screenshot folder: test/e2e/screenshots/<journey>/. */
  journey: string;
  /** Extra core options (e.g. demoBank: false); dataDir, appVersion and a debug logger into the data folder are filled in. */
  core?: Partial<CoreOptions> | ((dataDir: string) => Partial<CoreOptions>);
  /** Browser permissions granted up front, as if the user had allowed them (e.g. 'notifications'). */
  permissions?: string[];
  /** A script run in the page before the app's own (e.g. one that records desktop notifications). */
  initScript?: string;
}

export const APP_VERSION = '0.0.0-e2e';

/**
 * Core options for a journey that never looks at the demo bank's "Approve on your phone", only at
 * what follows it: the demo phone approves each sign-in and bulk in 0.5 s rather than in 3 s.
 */
export const QUICK_DEMO_PHONE = { demoBank: { autoApproveMs: 500 } } satisfies Partial<CoreOptions>;

/**
 * Waits for every one of a journey's starts (a team database, a bank, desktops) run side by side,
 * then fails with the first that failed: by then each start that worked is assigned, so the
 * journey's afterAll closes it.
 */
export async function allStarted(starts: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Saves a screenshot named after the failing test, so a reviewer sees where a journey broke. */
export function screenshotOnFailure(app: () => E2eApp | undefined): void {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail')
      await app()?.screenshot(`FAILED-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
}
// A CSP violation is a test failure: make it a console error the harness collects.
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline code') +
    ' (' + e.sourceFile + ':' + e.lineNumber + ')');
});`;

/**
 * Starts the app the way a user would meet it, minus Electron: a fresh data folder, the real
 * core and handler map, the production renderer in headless Chromium with a fresh profile.
 */
export async function launchApp(options: LaunchOptions): Promise<E2eApp> {
  const rendererRoot = await buildRenderer();
  const scratch = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-'));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const extra = typeof options.core === 'function' ? options.core(dataDir) : options.core;
  // Every journey logs at debug level into its data folder, so the secrets canary reads the logs too.
  const logger = createLogger({ file: join(dataDir, 'bulkpay.log'), level: 'debug' });
  const coreOptions = { logger, ...extra, dataDir, appVersion: APP_VERSION } as CoreOptions;

  // The product's browser mode, as `npm run start:browser` runs it, with a queued "OS" open dialog.
  const { server, payloads } = recordingWebServer(rendererRoot);
  const origin = await server.listen();
  let core = await createCore(coreOptions);
  // The desktop shell's open dialog answers with the files the journey queued.
  let desktop: QueuedDesktop = queuedDesktop(core.events);
  server.attach(core.events, createHandlers(core, desktop));

  const context: BrowserContext = await chromium.launchPersistentContext(join(scratch, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 820 },
    serviceWorkers: 'block',
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
  if (options.initScript) await context.addInitScript({ content: options.initScript });

  const problems: string[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  let coreStopped = false;
  page.on('response', (r) => {
    // While a journey has stopped the core on purpose, the bridge answering 503 is the point.
    if (coreStopped && r.url().includes('/__bridge/')) return;
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  page.on('request', (r) => {
    // Our origin, or a blob: the page made itself (a file the user saves, e.g. an export).
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith(`blob:${origin}/`))
      problems.push(`request off our origin: ${url}`);
  });

  const shotsDir = resolve('test/e2e/screenshots', options.journey);
  rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  let shots = 0;

  // As a user does: the printed address hands the page its bridge key, which it keeps in sessionStorage.
  await page.goto(server.launchUrl);
  // 60 s: the team journeys start several desktops, the team database and the bank side by side (allStarted).
  // The page is one load now (no redirect): the app is up once its first call (app:info) answered.
  await page
    .locator('.brand .version')
    .filter({ hasText: APP_VERSION })
    .waitFor({ timeout: 60_000 })
    .catch(async (e: unknown) => {
      throw new Error(`The app did not come up: ${(await page.textContent('body'))?.slice(0, 300)}`, { cause: e });
    });

  const app: E2eApp = {
    page,
    dataDir,
    get core() {
      return core;
    },
    bridgeKey: server.bridgeKey,
    launchToken: server.token,
    origin,
    browserProfileDir: join(scratch, 'profile'),
    payloads,
    problems,
    queueFilePick: (...paths) => desktop.queueFilePick(...paths),
    async screenshot(name) {
      const file = join(shotsDir, `${String(++shots).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async stopCore() {
      coreStopped = true;
      server.detach();
      await core.close();
    },
    async startCore() {
      core = await createCore(coreOptions);
      desktop = queuedDesktop(core.events);
      server.attach(core.events, createHandlers(core, desktop));
      coreStopped = false;
      return core;
    },
    async close() {
      await context.close();
      await server.close();
      await core.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  return app;
}
