import { ok } from '../../../src-shared/result';
import type { Core } from '../../app/core';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { DesktopShell } from '../../platform/shell/desktop';
import { readOpenedFile } from '../../platform/shell/open-file';
import { readPreferences, writePreferences } from './preferences';
import { claimNotices } from './shown-notices';

type AppHandlers = Pick<
  HandlerMap,
  | 'app:info'
  | 'app:revealDataFolder'
  | 'app:takeOpenFile'
  | 'app:preferences'
  | 'app:setPreferences'
  | 'app:claimNotices'
>;

export function appHandlers(core: Core, desktop: DesktopShell): AppHandlers {
  return {
    'app:info': async () =>
      ok({ name: 'Bulkpay', version: core.appVersion, dataDir: core.dataDir, platform: process.platform }),
    'app:revealDataFolder': async () => {
      const shown = await desktop.revealPath(core.dataDir);
      return shown.ok ? ok({ path: core.dataDir }) : shown;
    },
    'app:preferences': async () => ok(readPreferences(core.dataDir)),
    'app:setPreferences': async (change) => ok(writePreferences(core.dataDir, change)),
    'app:claimNotices': async ({ notices }) => ok({ keys: claimNotices(core.dataDir, notices) }),
    'app:takeOpenFile': async () => {
      const waiting = desktop.openFiles.take();
      if (!waiting) return ok({ file: null });
      const read = await readOpenedFile(waiting);
      return read.ok ? ok({ file: read.value }) : read;
    },
  };
}
