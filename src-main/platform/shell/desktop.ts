import { err, type Result } from '../../../src-shared/result';
import type { EventBus } from '../events';
import { OpenFileInbox } from './open-file';

/** What the OS open dialog offers: its title and the file types it lists. */
export interface FilePickOptions {
  title: string;
  filters: { name: string; extensions: string[] }[];
}

/** What the OS save dialog offers: its title, the suggested file name and the file types. */
export interface SaveFilePickOptions extends FilePickOptions {
  defaultName: string;
}

/**
 * What only the desktop app can do: show a folder in the OS file manager, let the user choose
 * files in the OS open dialog, and receive the files the OS asks it to open. The Electron shell
 * provides the real one (src-main/electron/desktop.ts); the CLI gets `withoutDesktop`, the
 * browser test bridge a stand-in whose dialog answers with files the test queued.
 */
export interface DesktopShell {
  /** Opens `path` in Finder, Explorer or the Linux file manager. */
  revealPath(path: string): Promise<Result<void>>;
  /** The OS open dialog (several files allowed): the chosen paths, none if cancelled. Paths stay in main. */
  pickFiles(options: FilePickOptions): Promise<Result<string[]>>;
  /** The OS save dialog: the chosen path, null if cancelled. Main writes the file; the page never holds it. */
  pickSaveFile?(options: SaveFilePickOptions): Promise<Result<string | null>>;
  /** The OS folder dialog: the chosen folder, null if cancelled. The path stays in main. */
  pickFolder?(options: { title: string }): Promise<Result<string | null>>;
  readonly openFiles: OpenFileInbox;
}

export function withoutDesktop(events: EventBus): DesktopShell {
  return {
    revealPath: async (path) =>
      err(
        'desktop_only',
        `Opening the data folder is only available in the Bulkpay desktop app. The folder is ${path}; open it in your file manager.`,
      ),
    pickFiles: async () =>
      err(
        'desktop_only',
        'Choosing files is only available in the Bulkpay desktop app; open Bulkpay and choose the files in Settings.',
      ),
    pickSaveFile: async () =>
      err(
        'desktop_only',
        'Saving a file is only available in the Bulkpay desktop app; from the command line use bulkpay history --csv or --json.',
      ),
    pickFolder: async () =>
      err(
        'desktop_only',
        'Choosing a folder is only available in the Bulkpay desktop app; choose it there in Settings.',
      ),
    openFiles: new OpenFileInbox(events),
  };
}
