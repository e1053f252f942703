import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, type Core, type CoreOptions } from '../core';
import { createHandlers } from '../ipc/handlers';
import { nodeDesktop } from './node-desktop';
import { WebServer, type WebServerOptions } from './server';

export interface BrowserMode {
  core: Core;
  server: WebServer;
  /** The address to open once (it carries the run's token). */
  launchUrl: string;
  close(): Promise<void>;
}

/** A plain-words reason why browser mode cannot start from this renderer folder, or null. */
export function missingRenderer(rendererRoot: string): string | null {
  if (existsSync(join(rendererRoot, 'index.html'))) return null;
  return `The app's screens are not built yet (no ${join(rendererRoot, 'index.html')}). Run "npm run build" first, or start with "npm start".`;
}

/**
 * The core of the desktop app, served to a browser instead of an Electron window: same core, same
 * handlers and dispatch, same CSP. Keys and tokens stay in this process; the page holds only the
 * run's token.
 */
export async function startBrowserMode(core: CoreOptions, server: WebServerOptions): Promise<BrowserMode> {
  const problem = missingRenderer(server.rendererRoot);
  if (problem) throw new Error(problem);
  const web = new WebServer(server);
  await web.listen();
  const started = await createCore(core).catch(async (e: unknown) => {
    await web.close();
    throw e;
  });
  // The OS open dialog and file manager, run by this process: key files are read here, never sent by the page.
  web.attach(started.events, createHandlers(started, nodeDesktop(started.events)));
  return {
    core: started,
    server: web,
    launchUrl: web.launchUrl,
    async close() {
      await web.close();
      await started.close();
    },
  };
}
