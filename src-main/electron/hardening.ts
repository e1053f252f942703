import { app, session, shell } from 'electron';
import { isAllowedExternalUrl, isPermissionGranted, isTrustedAppUrl } from '../platform/shell/security';

/** Applies the shell's security decisions to every web contents and the default session. */
export function hardenApp(devServerUrl: string | undefined): void {
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) =>
    callback(isPermissionGranted(permission)),
  );
  session.defaultSession.setPermissionCheckHandler((_wc, permission) => isPermissionGranted(permission));

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isTrustedAppUrl(url, devServerUrl)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isTrustedAppUrl(url, devServerUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isAllowedExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}
