/**
 * The Electron shell's security decisions as pure functions, so they are unit-tested under
 * plain Node. `src-main/electron/` applies them; it decides nothing itself.
 */

export const APP_SCHEME = 'bulkpay';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The renderer's Content Security Policy. It never talks to the network: everything goes
 * through IPC to main. Workers come from our own origin only: a blob: worker would run code
 * the page assembled itself, which is eval by another name.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "worker-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers on every response of the app protocol: the CSP (also in the meta tag), no MIME sniffing. */
export function appResponseHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
  };
}

/** BrowserWindow webPreferences and options; `preload` is the absolute path of the bundled preload. */
export function mainWindowOptions(preload: string) {
  return {
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Bulkpay',
    backgroundColor: '#f6f7f9',
    webPreferences: {
      preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  } as const;
}

/**
 * Is this URL our own app content? Only our custom protocol's origin, or, during
 * `npm run dev`, exactly the dev server origin electron-vite gave us.
 */
export function isTrustedAppUrl(url: string, devServerUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password) {
    return true;
  }
  if (devServerUrl) {
    try {
      const dev = new URL(devServerUrl);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(dev.hostname);
      return loopback && parsed.origin === dev.origin;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * May this frame call IPC? Only the main frame of our window while it shows our own content:
 * never a subframe, never a page the window was somehow navigated to, never a destroyed frame.
 */
export function isTrustedIpcSender(
  sender: { isMainFrame: boolean; url: string } | null,
  devServerUrl?: string,
): boolean {
  return sender !== null && sender.isMainFrame && isTrustedAppUrl(sender.url, devServerUrl);
}

/** Links we let the OS browser open: https only, on hosts we chose. Everything else is refused. */
export const EXTERNAL_HOSTS_ALLOWED = ['bulkpay.app', 'www.bulkpay.app'];

export function isAllowedExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      !parsed.username &&
      !parsed.password &&
      EXTERNAL_HOSTS_ALLOWED.includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * The renderer may show desktop notifications (the app shows them only once the user switched them
 * on in Settings); everything else it might ask for (camera, clipboard reads, location...) is refused.
 */
export function isPermissionGranted(permission: string): boolean {
  return permission === 'notifications';
}

/** Maps a `bulkpay://app/<path>` request to a file below the renderer folder, or null when it escapes it. */
export function resolveAppFile(url: string, rendererRoot: string, join: (...p: string[]) => string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null; // malformed percent-encoding
  }
  // Backslashes and drive colons are separators on Windows, so `..%5c` or `C:` would escape the root there.
  if (/[\0\\:]/.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.')) return null;
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  if (relative.endsWith('/')) return null; // a folder: no listings, only files
  return join(rendererRoot, ...relative.split('/'));
}
