import { app, BrowserWindow, Notification } from 'electron';
import { join } from 'node:path';
import { createCore } from '../core';
import { createHandlers } from '../ipc/handlers';
import { APP_ORIGIN, mainWindowOptions } from '../shell/security';
import { collectOpenedFiles, electronDesktop } from './desktop';
import { hardenApp } from './hardening';
import { forwardEvents, registerIpc } from './ipc';
import { registerAppScheme, serveRenderer } from './protocol';

// The app's entry point: wiring only. Every decision lives in a tested module.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  const openedFiles = collectOpenedFiles();
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
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
    const core = await createCore({ dataDir: app.getPath('userData'), appVersion: app.getVersion(), notify });
    const desktop = electronDesktop(core.events);
    openedFiles.deliverTo(desktop.openFiles);
    registerIpc(createHandlers(core, desktop), devServerUrl);

    mainWindow = new BrowserWindow(mainWindowOptions(join(__dirname, '../preload/index.cjs')));
    forwardEvents(core.events, mainWindow.webContents);
    mainWindow.once('ready-to-show', () => mainWindow?.show());
    await mainWindow.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);

    app.on('before-quit', () => void core.close());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
