import { spawn } from 'node:child_process';
import { LAUNCH_FILE_LIFETIME_MS, launchFileParents, writeLaunchFileIn, type LaunchFile } from './launch-file';

/**
 * The command that opens a URL in the user's browser, or null when there is none to use: on
 * Linux without a display, xdg-open would start a text browser inside the terminal, or nothing.
 */
export function browserCommand(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  url: string,
): { command: string; args: string[] } | null {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  return { command: 'xdg-open', args: [url] };
}

export interface OpenBrowserOptions {
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  /** Resolves when the server has taken the token from the browser: the launch file is then deleted. */
  handedOver?: Promise<unknown>;
  /** Where the private folder of the launch file is made (default: launchFileParents, best first). */
  tempDir?: string;
  /** The user's home folder, where the download folder is looked for (os.homedir() by default). */
  home?: string;
  lifetimeMs?: number;
  /**
   * Open the address with the token itself, no launch file (BULKPAY_OPEN_PLAIN_URL=1 or
   * `--plain-url`): for browsers that cannot read the launch file; the token is then on the
   * opener's command line for a moment.
   */
  plainUrl?: boolean;
  /** Told when no launch file could be written (the browser is then not opened; the caller prints the address). */
  onLaunchFileFailed?: (problem: { folder: string; reason: string }) => void;
}

/** The launch file in the first folder that takes it, or null after telling the caller why none did. */
function launchFile(launchUrl: string, platform: NodeJS.Platform, options: OpenBrowserOptions): LaunchFile | null {
  const parents = options.tempDir
    ? [options.tempDir]
    : launchFileParents(platform, options.env ?? process.env, options.home);
  try {
    return writeLaunchFileIn(launchUrl, parents);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | undefined)?.code;
    const reason = code ?? (e instanceof Error ? e.message : String(e));
    options.onLaunchFileFailed?.({ folder: parents[parents.length - 1] ?? '', reason });
    return null;
  }
}

/**
 * Opens the app's launch URL in the user's browser through a one-time launch file, so the opener's
 * command line (visible to every user in `ps`) names a file and never the token. Resolves false
 * when no browser could be opened (the caller prints the address instead).
 */
export function openBrowser(launchUrl: string, options: OpenBrowserOptions = {}): Promise<boolean> {
  const { platform = process.platform, env = process.env } = options;
  if (!browserCommand(platform, env, launchUrl)) return Promise.resolve(false);
  if (options.plainUrl) return spawnOpener(browserCommand(platform, env, launchUrl)!, env, () => {});
  const file = launchFile(launchUrl, platform, options);
  if (!file) return Promise.resolve(false);
  const timer = setTimeout(file.remove, options.lifetimeMs ?? LAUNCH_FILE_LIFETIME_MS);
  timer.unref();
  const removeNow = () => {
    clearTimeout(timer);
    file.remove();
  };
  void options.handedOver?.then(removeNow);
  process.once('exit', file.remove);
  return spawnOpener(browserCommand(platform, env, file.fileUrl)!, env, removeNow);
}

/** Runs the opener; true when it says it opened something. `failed` runs when it did not. */
function spawnOpener(
  opener: { command: string; args: string[] },
  env: NodeJS.ProcessEnv,
  failed: () => void,
): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(opener.command, opener.args, { stdio: 'ignore', detached: true, env });
    child.once('error', () => {
      failed();
      done(false);
    });
    child.once('exit', (code) => {
      if (code !== 0) failed();
      done(code === 0);
    });
    child.unref();
  });
}
