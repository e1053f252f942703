import { app, BrowserWindow, dialog, shell, type OpenDialogOptions, type SaveDialogOptions } from 'electron';
import { err, ok } from '../../src-shared/result';
import type { EventBus } from '../platform/events';
import type { DesktopShell } from '../platform/shell/desktop';
import { OpenFileInbox, paymentFilesFromArgv } from '../platform/shell/open-file';

/** The OS shell for the handlers: the file manager, the open dialog, and the files the OS asks us to open. */
export function electronDesktop(events: EventBus): DesktopShell {
  return {
    async revealPath(path) {
      const problem = await shell.openPath(path);
      return problem
        ? err(
            'reveal_failed',
            `Could not open ${path} in the file manager (${problem}). Open the folder by hand.`,
            undefined,
            { path, reason: problem },
          )
        : ok(undefined);
    },
    async pickFiles({ title, filters }) {
      const options: OpenDialogOptions = { title, filters, properties: ['openFile', 'multiSelections'] };
      const window = BrowserWindow.getFocusedWindow();
      const chosen = await (window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options));
      return ok(chosen.canceled ? [] : chosen.filePaths);
    },
    async pickSaveFile({ title, filters, defaultName }) {
      const options: SaveDialogOptions = { title, filters, defaultPath: defaultName };
      const window = BrowserWindow.getFocusedWindow();
      const chosen = await (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options));
      return ok(chosen.canceled || !chosen.filePath ? null : chosen.filePath);
    },
    async pickFolder({ title }) {
      const options: OpenDialogOptions = { title, properties: ['openDirectory', 'createDirectory'] };
      const window = BrowserWindow.getFocusedWindow();
      const chosen = await (window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options));
      return ok(chosen.canceled ? null : (chosen.filePaths[0] ?? null));
    },
    openFiles: new OpenFileInbox(events),
  };
}

/**
 * Collects "Open with Bulkpay" files from the moment the process starts: the launch command
 * line, a second instance's command line, and macOS `open-file` (which can fire before
 * `ready`). Files wait here until `deliverTo` connects the inbox the handlers read.
 */
export function collectOpenedFiles(): { deliverTo(inbox: OpenFileInbox): void } {
  let inbox: OpenFileInbox | null = null;
  const early: string[] = [];
  const receive = (path: string) => (inbox ? inbox.offer(path) : early.push(path));

  const context = { platform: process.platform, defaultApp: process.defaultApp };
  for (const path of paymentFilesFromArgv(process.argv, { ...context, cwd: process.cwd() })) receive(path);
  app.on('second-instance', (_event, argv, workingDirectory) => {
    for (const path of paymentFilesFromArgv(argv, { ...context, cwd: workingDirectory })) receive(path);
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    receive(path);
  });

  return {
    deliverTo(target) {
      inbox = target;
      for (const path of early.splice(0)) target.offer(path);
    },
  };
}
