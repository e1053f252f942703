import { err, type Result } from '../../src-shared/result';
import type { EventBus } from '../events';
import { OpenFileInbox } from './open-file';

/**
 * What only the desktop app can do: show a folder in the OS file manager, and receive the files
 * the OS asks it to open. The Electron shell provides the real one (src-main/electron/desktop.ts);
 * the CLI and the browser test bridge get `withoutDesktop`.
 */
export interface DesktopShell {
  /** Opens `path` in Finder, Explorer or the Linux file manager. */
  revealPath(path: string): Promise<Result<void>>;
  readonly openFiles: OpenFileInbox;
}

export function withoutDesktop(events: EventBus): DesktopShell {
  return {
    revealPath: async (path) =>
      err(
        'desktop_only',
        `Opening the data folder is only available in the Bulkpay desktop app. The folder is ${path}; open it in your file manager.`,
      ),
    openFiles: new OpenFileInbox(events),
  };
}
