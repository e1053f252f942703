import { spawn } from 'node:child_process';
import { LAUNCH_FILE_LIFETIME_MS, writeLaunchFile } from './launch-file';

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
  /** Where the private folder of the launch file is made (the OS temp folder by default). */
  tempDir?: string;
  lifetimeMs?: number;
}

/**
 * Opens the app's launch URL in the user's browser through a one-time launch file, so the opener's
 * command line (visible to every user in `ps`) names a file and never the token. Resolves false
 * when no browser could be opened (the caller prints the address instead).
 */
export function openBrowser(launchUrl: string, options: OpenBrowserOptions = {}): Promise<boolean> {
  const { platform = process.platform, env = process.env } = options;
  if (!browserCommand(platform, env, launchUrl)) return Promise.resolve(false);
  const file = writeLaunchFile(launchUrl, options.tempDir);
  const chosen = browserCommand(platform, env, file.fileUrl)!;
  const timer = setTimeout(file.remove, options.lifetimeMs ?? LAUNCH_FILE_LIFETIME_MS);
  timer.unref();
  const removeNow = () => {
    clearTimeout(timer);
    file.remove();
  };
  void options.handedOver?.then(removeNow);
  process.once('exit', file.remove);
  return new Promise((done) => {
    const child = spawn(chosen.command, chosen.args, { stdio: 'ignore', detached: true, env });
    child.once('error', () => {
      removeNow();
      done(false);
    });
    child.once('exit', (code) => {
      if (code !== 0) removeNow();
      done(code === 0);
    });
    child.unref();
  });
}
