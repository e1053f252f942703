import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long the launch file waits for the browser before it is deleted anyway (a cold browser start is slow). */
export const LAUNCH_FILE_LIFETIME_MS = 120_000;

export interface LaunchFile {
  /** The file:// address the opener gets: it names a file, never the token. */
  fileUrl: string;
  path: string;
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The user's download folder from ~/.config/user-dirs.dirs (localised: "Lataukset", "Hämtningar"), if named. */
function xdgDownloadDir(home: string, env: NodeJS.ProcessEnv): string | undefined {
  const config = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, '.config');
  try {
    const line = /^XDG_DOWNLOAD_DIR="(.+)"\s*$/m.exec(readFileSync(join(config, 'user-dirs.dirs'), 'utf8'));
    const dir = line?.[1]?.replace(/^\$HOME(?=\/|$)/, home);
    return dir && isAbsolute(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the launch file's private folder may go, best first. On Linux a snap or flatpak browser has
 * its own /tmp and cannot see ours, but it may read the user's download folder (snap: non-hidden
 * files in $HOME; flatpak: xdg-download), so that comes first when it exists; the temp folder is
 * the fallback. Elsewhere the temp folder is readable by every browser.
 */
export function launchFileParents(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  home = homedir(),
  temp = tmpdir(),
): string[] {
  if (platform !== 'linux' || !home) return [temp];
  const downloads = [xdgDownloadDir(home, env), join(home, 'Downloads')].filter(
    (dir): dir is string => dir !== undefined && existsSync(dir),
  );
  return [...new Set([...downloads, temp])];
}

/**
 * A one-time page that forwards the browser to the address with the run's token, so the token is
 * never on a command line (xdg-open, open and start show their arguments to every user in `ps`),
 * as Jupyter's redirect file does. The folder is private (mkdtemp: 0700), the file 0600.
 */
export function writeLaunchFile(launchUrl: string, parent = tmpdir()): LaunchFile {
  const dir = mkdtempSync(join(parent, 'bulkpay-open-'));
  const path = join(dir, 'open-bulkpay.html');
  const target = escapeHtml(launchUrl);
  try {
    writeFileSync(
      path,
      '<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">' +
        `<meta http-equiv="refresh" content="0;url=${target}"><title>Opening Bulkpay…</title>` +
        `<p>Opening Bulkpay… If nothing happens, <a href="${target}">open Bulkpay</a>.</p>\n`,
      { mode: 0o600, flag: 'wx' },
    );
  } catch (e) {
    rmSync(dir, { recursive: true, force: true }); // a full disk: no empty folder left behind
    throw e;
  }
  return { fileUrl: pathToFileURL(path).href, path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The launch file in the first of `parents` that takes it; throws the last failure when none does. */
export function writeLaunchFileIn(launchUrl: string, parents: readonly string[]): LaunchFile {
  let failure: unknown = new Error('no folder to write the launch file in');
  for (const parent of parents) {
    try {
      return writeLaunchFile(launchUrl, parent);
    } catch (e) {
      failure = e;
    }
  }
  throw failure;
}
