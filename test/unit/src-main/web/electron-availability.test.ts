import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronUnavailableReason, type ElectronProbe } from '../../../../src-main/web/electron-availability';
import { browserCommand } from '../../../../src-main/web/open-browser';

const pkg = join('/app', 'node_modules', 'electron');

function probe(over: Partial<ElectronProbe> & { files?: Record<string, string> }): ElectronProbe {
  const files = over.files ?? {};
  return {
    platform: 'linux',
    env: { DISPLAY: ':0' },
    packageDir: pkg,
    exists: (path) => path in files,
    read: (path) => files[path] ?? null,
    ...over,
  };
}

describe('npm start: can Electron start here?', () => {
  const installed = { [join(pkg, 'path.txt')]: 'electron', [join(pkg, 'dist', 'electron')]: '' };

  it('starts Electron when its runtime is installed and there is a display', () => {
    expect(electronUnavailableReason(probe({ files: installed }))).toBeNull();
    expect(electronUnavailableReason(probe({ files: installed, platform: 'darwin', env: {} }))).toBeNull();
  });

  it('says why not, in one line, when it cannot', () => {
    expect(electronUnavailableReason(probe({ packageDir: null }))).toMatch(/not installed/);
    expect(electronUnavailableReason(probe({}))).toMatch(/not downloaded/);
    expect(electronUnavailableReason(probe({ files: { [join(pkg, 'path.txt')]: 'electron' } }))).toMatch(/missing/);
    expect(electronUnavailableReason(probe({ files: installed, env: {} }))).toMatch(/no display/);
    expect(electronUnavailableReason(probe({ files: installed, env: { WAYLAND_DISPLAY: 'wayland-0' } }))).toBeNull();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH as the electron package does', () => {
    const env = { DISPLAY: ':0', ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' };
    expect(electronUnavailableReason(probe({ env, files: { '/opt/electron/electron': '' } }))).toBeNull();
    expect(electronUnavailableReason(probe({ env }))).toMatch(/missing/);
  });
});

describe('opening the browser', () => {
  it('uses the platform opener, and none on Linux without a display (the URL is printed instead)', () => {
    const url = 'http://127.0.0.1:1/?token=x';
    expect(browserCommand('darwin', {}, url)).toEqual({ command: 'open', args: [url] });
    expect(browserCommand('win32', {}, url)?.args).toContain(url);
    expect(browserCommand('linux', { DISPLAY: ':0' }, url)).toEqual({ command: 'xdg-open', args: [url] });
    expect(browserCommand('linux', {}, url)).toBeNull();
  });
});
