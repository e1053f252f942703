import { mkdirSync } from 'node:fs';
import { EventBus } from './events';

export interface CoreOptions {
  dataDir: string;
  appVersion: string;
}

/**
 * The main-process core: every service the app, the CLI and the test bridge share.
 * Nothing here imports electron.
 */
export interface Core {
  readonly dataDir: string;
  readonly appVersion: string;
  readonly events: EventBus;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const events = new EventBus();
  return {
    dataDir: options.dataDir,
    appVersion: options.appVersion,
    events,
    async close() {},
  };
}
