import { app, BrowserWindow, Notification } from 'electron';
import { join } from 'node:path';
import { createCore, type Core } from '../app/core';
import { createHandlers } from '../app/ipc-handlers';
import { APP_ORIGIN, mainWindowOptions } from '../platform/shell/security';
import { keepRunningWhileBulksOpen } from '../features/tracking/background-tracking';
import { collectOpenedFiles, electronDesktop } from './desktop';
import { hardenApp } from './hardening';
import { forwardEvents, registerIpc } from './ipc';
import { registerAppScheme, serveRenderer } from './protocol';

// The app's entry point: wiring only. Every decision lives in a tested module.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Every renderer sandboxed, whatever its window options say (must run before app ready).
  app.enableSandbox();
  registerAppScheme();
  const openedFiles = collectOpenedFiles();
  let mainWindow: BrowserWindow | null = null;
  let core: Core | undefined;

  const openWindow = async (shared: Core) => {
    const win = new BrowserWindow(mainWindowOptions(join(__dirname, '../preload/index.cjs')));
    mainWindow = win;
    forwardEvents(shared.events, win.webContents);
    win.once('ready-to-show', () => win.show());
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    await win.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  };

  app.on('second-instance', () => {
    // Still running in the background for unfinished bulks: starting Bulkpay again reopens the window.
    if (!mainWindow && core) return void openWindow(core);
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
  });

  void app.whenReady().then(async () => {
    hardenApp(devServerUrl);
    serveRenderer(join(__dirname, '../renderer'));
    // Bulk approved / declined: an OS notification, also when the window is in the background.
    const notify = (title: string, body: string) => {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    };
    const shared = await createCore({ dataDir: app.getPath('userData'), appVersion: app.getVersion(), notify });
    core = shared;
    const desktop = electronDesktop(shared.events);
    openedFiles.deliverTo(desktop.openFiles);
    registerIpc(createHandlers(shared, desktop), devServerUrl);
    await openWindow(shared);

    app.on('before-quit', () => void shared.close());
  });

  app.on('window-all-closed', () => {
    if (process.platform === 'darwin') return;
    const stay =
      core !== undefined &&
      keepRunningWhileBulksOpen({
        openBulkCount: () => core!.bulks.reader.openBulks().length,
        events: core.events,
        hasWindow: () => mainWindow !== null,
        quit: () => app.quit(),
      });
    if (!stay) app.quit();
  });
}
