import { spawn } from 'node:child_process';

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

/** Opens the URL in the user's browser; resolves false when that could not be done (the caller prints it). */
export function openBrowser(url: string, platform = process.platform, env = process.env): Promise<boolean> {
  const chosen = browserCommand(platform, env, url);
  if (!chosen) return Promise.resolve(false);
  return new Promise((done) => {
    const child = spawn(chosen.command, chosen.args, { stdio: 'ignore', detached: true });
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
    child.unref();
  });
}
