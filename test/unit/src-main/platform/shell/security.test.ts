import { readFileSync } from 'node:fs';
import { posix, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  appResponseHeaders,
  contentSecurityPolicy,
  isAllowedExternalUrl,
  isPermissionGranted,
  isTrustedAppUrl,
  isTrustedIpcSender,
  mainWindowOptions,
  resolveAppFile,
} from '../../../../../src-main/platform/shell/security';

/** "a b; c d" → { a: ['b'], c: ['d'] } */
function directives(csp: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of csp
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    out[name!] = values;
  }
  return out;
}

describe('main window options (Electron security checklist)', () => {
  const options = mainWindowOptions('/app/preload/index.cjs');
  const web = options.webPreferences;

  it('sandboxes the renderer, isolates its context and gives it no Node', () => {
    expect(web.sandbox).toBe(true);
    expect(web.contextIsolation).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and experimental surfaces off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
    expect(Object.keys(web)).not.toContain('enableBlinkFeatures');
  });

  it('uses the given preload and nothing that would load remote content', () => {
    expect(web.preload).toBe('/app/preload/index.cjs');
    expect(Object.keys(web)).not.toContain('enableRemoteModule');
    expect(Object.keys(options)).not.toContain('url');
  });
});

describe('content security policy', () => {
  const csp = directives(contentSecurityPolicy());

  it('denies by default and allows scripts, styles and connections only from our own origin', () => {
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['worker-src'], 'a blob: worker runs code the page built itself').toEqual(["'self'"]);
  });

  it('allows no inline or evaluated code, no plugins, no framing, no forms, no base rewriting', () => {
    const all = Object.values(csp).flat();
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "'wasm-unsafe-eval'",
      '*',
      'http:',
      'https:',
    ]) {
      expect(all).not.toContain(unsafe);
    }
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
  });

  it('is sent as a response header on every app protocol response, with nosniff', () => {
    expect(appResponseHeaders()).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('matches the meta tag in index.html (which cannot carry frame-ancestors)', () => {
    const html = readFileSync('src-renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta, 'index.html has a CSP meta tag').toBeTruthy();
    const { 'frame-ancestors': _ignoredInMeta, ...header } = csp;
    expect(directives(meta!)).toEqual(header);
  });
});

describe('isTrustedAppUrl', () => {
  it.each([`${APP_ORIGIN}/`, `${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/assets/index.js?x=1#top`])(
    'trusts %s',
    (url) => {
      expect(isTrustedAppUrl(url)).toBe(true);
    },
  );

  it.each([
    'bulkpay://app.evil/',
    'bulkpay://app@evil/',
    'bulkpay://evil@app/',
    'bulkpay://user:pass@app/',
    'bulkpay://app:443/',
    'bulkpay://APP/',
    'bulkpay:app/index.html',
    'bulkpay:///app/index.html',
    'bulkpay://app%2eevil/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:bulkpay://app/0b1e',
    'https://app/',
    'http://localhost:5173/',
    'about:blank',
    '',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isTrustedAppUrl(url)).toBe(false);
  });

  it('trusts exactly the loopback dev server origin during development', () => {
    const dev = 'http://localhost:5173/';
    expect(isTrustedAppUrl('http://localhost:5173/src/main.tsx', dev)).toBe(true);
    expect(isTrustedAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedAppUrl('https://localhost:5173/', dev)).toBe(false);
    expect(isTrustedAppUrl('http://localhost:5173@evil.example/', dev)).toBe(false);
    expect(isTrustedAppUrl('http://127.0.0.1:5173/', dev)).toBe(false);
  });

  it('never trusts a dev server that is not on loopback, or a malformed one', () => {
    expect(isTrustedAppUrl('http://evil.example:5173/', 'http://evil.example:5173/')).toBe(false);
    expect(isTrustedAppUrl('http://10.0.0.2:5173/', 'http://10.0.0.2:5173/')).toBe(false);
    expect(isTrustedAppUrl('http://localhost:5173/', 'nonsense')).toBe(false);
  });
});

describe('isTrustedIpcSender', () => {
  it('serves the main frame showing our content', () => {
    expect(isTrustedIpcSender({ isMainFrame: true, url: `${APP_ORIGIN}/index.html` })).toBe(true);
    expect(isTrustedIpcSender({ isMainFrame: true, url: 'http://localhost:5173/' }, 'http://localhost:5173/')).toBe(
      true,
    );
  });

  it('refuses subframes, foreign pages and missing frames', () => {
    expect(isTrustedIpcSender({ isMainFrame: false, url: `${APP_ORIGIN}/index.html` })).toBe(false);
    expect(isTrustedIpcSender({ isMainFrame: true, url: 'https://evil.example/' })).toBe(false);
    expect(isTrustedIpcSender({ isMainFrame: true, url: 'bulkpay://app.evil/' })).toBe(false);
    expect(isTrustedIpcSender({ isMainFrame: true, url: 'http://localhost:5173/' })).toBe(false);
    expect(isTrustedIpcSender(null)).toBe(false);
  });
});

describe('isAllowedExternalUrl', () => {
  it('lets the OS browser open https links to our own site', () => {
    expect(isAllowedExternalUrl('https://bulkpay.app/help')).toBe(true);
    expect(isAllowedExternalUrl('https://www.bulkpay.app/')).toBe(true);
  });

  it.each([
    'http://bulkpay.app/',
    'https://bulkpay.app.evil.example/',
    'https://evil.example/?bulkpay.app',
    'https://bulkpay.app@evil.example/',
    'https://user@bulkpay.app/',
    'file:///C:/Windows/System32/calc.exe',
    'smb://bulkpay.app/share',
    'javascript:alert(1)',
    'ms-msdt:/id',
    'bulkpay://app/',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});

describe('isPermissionGranted', () => {
  it.each([
    'media',
    'geolocation',
    'clipboard-read',
    'clipboard-sanitized-write',
    'openExternal',
    'fullscreen',
    'hid',
    'usb',
    'serial',
  ])('refuses %s', (permission) => expect(isPermissionGranted(permission)).toBe(false));

  it('allows desktop notifications only (the Settings switch decides whether any is shown)', () =>
    expect(isPermissionGranted('notifications')).toBe(true));
});

describe('resolveAppFile', () => {
  const cases: Array<[string, string | null]> = [
    [`${APP_ORIGIN}/`, 'index.html'],
    [`${APP_ORIGIN}/assets/index-abc.js?v=1#x`, 'assets/index-abc.js'],
    [`${APP_ORIGIN}/../../etc/passwd`, 'etc/passwd'], // the URL parser already removed the dots
    [`${APP_ORIGIN}/..%2f..%2fetc/passwd`, null],
    [`${APP_ORIGIN}/assets/..%2F..%2F..%2Fetc/passwd`, null],
    [`${APP_ORIGIN}/%2e%2e%2f%2e%2e%2fetc/passwd`, null],
    [`${APP_ORIGIN}/..%5c..%5cwin.ini`, null],
    [`${APP_ORIGIN}/C:/Windows/win.ini`, null],
    [`${APP_ORIGIN}/a%00.html`, null],
    [`${APP_ORIGIN}/assets/`, null],
    [`${APP_ORIGIN}/%E0%A4%A`, null],
    ['bulkpay://evil/index.html', null],
    ['file:///etc/passwd', null],
    ['nonsense', null],
  ];

  it.each(cases)('%s → %s (POSIX)', (url, expected) => {
    expect(resolveAppFile(url, '/opt/bulkpay/renderer', posix.join)).toBe(
      expected === null ? null : posix.join('/opt/bulkpay/renderer', expected),
    );
  });

  it.each(cases)('%s stays inside the renderer folder on Windows', (url, expected) => {
    const root = 'C:\\Program Files\\Bulkpay\\renderer';
    const file = resolveAppFile(url, root, win32.join);
    if (expected === null) expect(file).toBeNull();
    else expect(win32.relative(root, file!).startsWith('..')).toBe(false);
  });
});
