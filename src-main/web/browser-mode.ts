import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { Core, CoreOptions } from '../app/core';
import { startTrace } from '../platform/start-trace';
import { WebServer, type WebServerOptions } from './server';

/** Browser mode listening: the page is served at once, its calls wait for the core that is starting. */
export interface OpeningBrowserMode {
  server: WebServer;
  /** The address to open once (it carries the run's token). */
  launchUrl: string;
  /**
   * Reads and starts the core (once; later calls return the same promise): the core once it answers
   * (its bank side still starting: `core.bankStarted`); rejects (the server closed) when it cannot
   * start. Until called, calls to the bridge wait.
   */
  startCore(): Promise<Core>;
  close(): Promise<void>;
}

export interface BrowserMode extends Omit<OpeningBrowserMode, 'startCore'> {
  core: Core;
}

/** A plain-words reason why browser mode cannot start from this renderer folder, or null. */
export function missingRenderer(rendererRoot: string): string | null {
  if (existsSync(join(rendererRoot, 'index.html'))) return null;
  return `The app's screens are not built yet (no ${join(rendererRoot, 'index.html')}). Run "npm run build" first, or start with "npm start".`;
}

/**
 * Runs each loader after the one before has finished, letting the thread go in between: a request
 * that arrived meanwhile (the page, its scripts) is answered before the next module is read.
 */
export async function loadInTurns<T extends unknown[]>(loaders: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const loaded: unknown[] = [];
  for (const load of loaders) {
    await yieldToIo();
    loaded.push(await load());
  }
  return loaded as T;
}

/**
 * The core, its handlers and the OS open dialog, attached to the server. Loaded when called, a
 * module at a time: the server keeps serving the page while this much code is being read.
 */
async function attachCore(web: WebServer, options: CoreOptions): Promise<Core> {
  const [, { openCore }, { createHandlers }, , { nodeDesktop }] = await loadInTurns([
    // zod in a turn of its own: about a third of the core's reading (its own classes, and the
    // locales its namespace carries), before the modules that build their schemas with it.
    () => import('zod').finally(() => startTrace('core: zod loaded')),
    () => import('../app/core'),
    () => import('../app/ipc-handlers'),
    // The calls' dispatch and the contract's channel files (about 46 kB; the schemas they share are
    // built when read): read here, while the browser opens the page, not when the page's first call
    // arrives and waits for them (bench/RESULTS.md, session 16).
    () => import('../platform/ipc/dispatch'),
    () => import('./node-desktop'),
    // The keychain's native library, which the core's creation loads: read here, while the
    // browser opens, not in the core's creation.
    () => import('../app/core').then((core) => core.readKeychainLibrary()),
  ]);
  startTrace('core: its modules loaded');
  // Its bank side (the demo bank, the restored session) goes on starting: the calls that need it wait for it.
  const started = await openCore(options);
  startTrace('core: created');
  // The OS open dialog and file manager, run by this process: key files are read here, never sent by the page.
  web.attach(started.events, createHandlers(started, nodeDesktop(started.events)));
  return started;
}

/**
 * The core of the desktop app, served to a browser instead of an Electron window: same core, same
 * handlers and dispatch, same CSP. Keys and tokens stay in this process; the page holds only the
 * run's token. Resolves once listening, before the core is read (`startCore`), so the address can be
 * printed and the browser load the page meanwhile; a call the page makes before the core runs waits for it.
 */
export async function openBrowserMode(core: CoreOptions, server: WebServerOptions): Promise<OpeningBrowserMode> {
  const problem = missingRenderer(server.rendererRoot);
  if (problem) throw new Error(problem);
  const web = new WebServer(server);
  await web.listen();
  let begin!: () => void;
  const begun = new Promise<void>((go) => (begin = go));
  let started = false;
  const ready = begun.then(() =>
    attachCore(web, core).catch(async (e: unknown) => {
      await web.close();
      throw e;
    }),
  );
  web.coreStarting(ready);
  return {
    server: web,
    launchUrl: web.launchUrl,
    startCore() {
      started = true;
      begin();
      return ready;
    },
    async close() {
      await web.close();
      if (started) await (await ready.catch(() => null))?.close();
    },
  };
}

/** Browser mode with its core running, bank side included (tests, and whoever needs the core before going on). */
export async function startBrowserMode(core: CoreOptions, server: WebServerOptions): Promise<BrowserMode> {
  const { startCore, ...opening } = await openBrowserMode(core, server);
  const started = await startCore();
  await started.bankStarted;
  return { ...opening, core: started };
}
