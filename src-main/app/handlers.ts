import { ok } from '../../src-shared/result';
import type { Core } from '../core';
import type { HandlerMap } from '../ipc/dispatch';

type AppHandlers = Pick<HandlerMap, 'app:info'>;

export function appHandlers(core: Core): AppHandlers {
  return {
    'app:info': async () =>
      ok({ name: 'Bulkpay', version: core.appVersion, dataDir: core.dataDir, platform: process.platform }),
  };
}
