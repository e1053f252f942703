/**
 * Can this machine get the Electron runtime that electron-builder packages? It downloads
 * `electron-v<version>-<platform>-<arch>.zip` (through @electron/get, which caches it), so
 * `npm run dist` checks the cache and then the download host before doing any work, and says
 * plainly what is missing instead of failing deep inside electron-builder with a stack trace.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, posix, win32 } from 'node:path';
import type { Env } from './signing';

export function electronZipName(version: string, platform: string, arch: string): string {
  return `electron-v${version}-${platform}-${arch}.zip`;
}

/** @electron/get's cache folder: ELECTRON_CACHE, else the OS cache folder (in `platform`'s path style). */
export function electronCacheDir(env: Env, platform: NodeJS.Platform, home: string): string {
  if (env.ELECTRON_CACHE) return env.ELECTRON_CACHE;
  if (platform === 'darwin') return posix.join(home, 'Library', 'Caches', 'electron');
  if (platform === 'win32') {
    return win32.join(env.LOCALAPPDATA ?? win32.join(home, 'AppData', 'Local'), 'electron', 'Cache');
  }
  return posix.join(env.XDG_CACHE_HOME ?? posix.join(home, '.cache'), 'electron');
}

/** The zip's path when it is already cached (at the cache root or in one of its per-URL folders). */
export function findCachedElectronZip(cacheDir: string, zipName: string): string | null {
  if (!existsSync(cacheDir)) return null;
  if (existsSync(join(cacheDir, zipName))) return join(cacheDir, zipName);
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(cacheDir, entry.name, zipName)))
      return join(cacheDir, entry.name, zipName);
  }
  return null;
}

/** Where @electron/get downloads the zip from, honouring ELECTRON_MIRROR and ELECTRON_CUSTOM_DIR. */
export function electronDownloadUrl(env: Env, version: string, zipName: string): string {
  const mirror =
    env.ELECTRON_MIRROR ?? env.npm_config_electron_mirror ?? 'https://github.com/electron/electron/releases/download/';
  const dir = env.ELECTRON_CUSTOM_DIR ?? env.npm_config_electron_custom_dir ?? `v${version}`;
  return `${mirror.endsWith('/') ? mirror : `${mirror}/`}${dir.replace('{{ version }}', version)}/${zipName}`;
}

/** Why a download attempt failed, in words: fetch reports only "fetch failed" with a code in `cause`. */
export function describeDownloadFailure(error: unknown, url: string): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  const host = URL.canParse(url) ? new URL(url).host : url;
  const code = e?.cause?.code ?? '';
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `${host} did not answer within 15 seconds`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `this machine cannot look up ${host} (offline, or no DNS)`;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ENETUNREACH') {
    return `this machine cannot connect to ${host} (${code}; a firewall or proxy may block it)`;
  }
  if (code.includes('CERT') || code.includes('SSL')) return `the TLS certificate of ${host} was not accepted (${code})`;
  return `the download from ${host} failed (${code || e?.cause?.message || e?.message || 'unknown error'})`;
}

export function runtimeUnavailableMessage(input: {
  version: string;
  zipName: string;
  url: string;
  cacheDir: string;
  reason: string;
}): string {
  return [
    `npm run dist cannot build an installer on this machine: it needs the Electron ${input.version} runtime`,
    `(${input.zipName}), which is not in the cache (${input.cacheDir}) and cannot be downloaded`,
    `from ${input.url}: ${input.reason}.`,
    '',
    'To fix it, do one of these:',
    '  - build on a machine with internet access, or let CI build it (.github/workflows/installers.yml);',
    `  - copy ${input.zipName} into ${input.cacheDir} (or set ELECTRON_CACHE to a folder holding it);`,
    '  - set ELECTRON_MIRROR to a mirror this machine can reach.',
    '(npm run build, npm test and the packaging configuration test need no Electron runtime.)',
  ].join('\n');
}

/**
 * electron-builder's own error, made actionable. Past the runtime check it still downloads the
 * Electron checksums and its packaging tools (NSIS, AppImage, signing helpers), so a network
 * failure there deserves the same plain explanation.
 */
export function describePackagingFailure(message: string): string {
  const network = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/.exec(message);
  if (!network) return `packaging failed: ${message}`;
  return [
    `packaging failed: a download was refused or unreachable (${message}).`,
    'Besides the Electron runtime, electron-builder downloads the Electron checksums and its packaging',
    'tools (NSIS, AppImage, signing helpers) from GitHub. Build on a machine with internet access, or',
    'let CI build the installers (.github/workflows/installers.yml).',
  ].join('\n');
}
