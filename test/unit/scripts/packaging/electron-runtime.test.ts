import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeDownloadFailure,
  describePackagingFailure,
  electronCacheDir,
  electronDownloadUrl,
  electronZipName,
  findCachedElectronZip,
  runtimeUnavailableMessage,
} from '../../../../scripts/packaging/electron-runtime';

const zip = electronZipName('45.4.1', 'win32', 'x64');
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the Electron runtime check behind npm run dist', () => {
  it("names the zip electron-builder downloads and @electron/get's cache folder per OS", () => {
    expect(zip).toBe('electron-v45.4.1-win32-x64.zip');
    expect(electronCacheDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Caches/electron');
    expect(electronCacheDir({}, 'linux', '/home/a')).toBe('/home/a/.cache/electron');
    expect(electronCacheDir({ XDG_CACHE_HOME: '/x' }, 'linux', '/home/a')).toBe('/x/electron');
    expect(electronCacheDir({ ELECTRON_CACHE: '/ci/cache' }, 'linux', '/home/a')).toBe('/ci/cache');
    expect(electronCacheDir({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32', 'C:\\Users\\a')).toBe(
      'C:\\Users\\a\\AppData\\Local\\electron\\Cache',
    );
    expect(electronCacheDir({}, 'win32', 'C:\\Users\\a')).toBe('C:\\Users\\a\\AppData\\Local\\electron\\Cache');
  });

  it('finds a cached zip at the cache root or in a per-URL folder, and nothing in an empty cache', () => {
    dir = mkdtempSync(join(tmpdir(), 'electron-cache-'));
    expect(findCachedElectronZip(join(dir, 'missing'), zip)).toBeNull();
    expect(findCachedElectronZip(dir, zip)).toBeNull();
    mkdirSync(join(dir, 'f1d2c3'));
    writeFileSync(join(dir, 'f1d2c3', zip), '');
    expect(findCachedElectronZip(dir, zip)).toBe(join(dir, 'f1d2c3', zip));
  });

  it('downloads from GitHub unless a mirror is configured', () => {
    expect(electronDownloadUrl({}, '45.4.1', zip)).toBe(
      `https://github.com/electron/electron/releases/download/v45.4.1/${zip}`,
    );
    expect(electronDownloadUrl({ ELECTRON_MIRROR: 'https://mirror.example/electron' }, '45.4.1', zip)).toBe(
      `https://mirror.example/electron/v45.4.1/${zip}`,
    );
  });

  it('puts a failed download in words a person can act on', () => {
    const url = 'https://github.com/x.zip';
    const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });
    expect(describeDownloadFailure(fetchFailed('ENOTFOUND'), url)).toBe(
      'this machine cannot look up github.com (offline, or no DNS)',
    );
    expect(describeDownloadFailure(fetchFailed('ECONNREFUSED'), url)).toMatch(/cannot connect to github\.com/);
    expect(describeDownloadFailure(Object.assign(new Error('t'), { name: 'TimeoutError' }), url)).toMatch(/15 seconds/);
  });

  it('says what is missing and how to fix it, without a stack trace', () => {
    const message = runtimeUnavailableMessage({
      version: '45.4.1',
      zipName: zip,
      url: 'U',
      cacheDir: 'C',
      reason: 'R',
    });
    expect(message).toContain('Electron 45.4.1 runtime');
    expect(message).toMatch(/ELECTRON_MIRROR/);
    expect(message).not.toMatch(/\n\s+at /);
  });

  it("explains electron-builder's own download failures, and passes other errors through", () => {
    expect(describePackagingFailure('getaddrinfo ENOTFOUND github.com')).toMatch(
      /download was refused or unreachable.*\n.*packaging\ntools/s,
    );
    expect(describePackagingFailure('cannot find specified resource "resources/icon.ico"')).toBe(
      'packaging failed: cannot find specified resource "resources/icon.ico"',
    );
  });
});
