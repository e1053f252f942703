import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_NAME = 'Bulkpay';

/**
 * The folder holding the database, logs and encrypted key material: the same folder
 * Electron's `app.getPath('userData')` gives, so the app and the CLI share one history.
 * `BULKPAY_DATA_DIR` overrides it.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.BULKPAY_DATA_DIR) return env.BULKPAY_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME);
}

/**
 * The user's cache folder for Bulkpay's command line (`~/.cache/bulkpay`, `~/Library/Caches/bulkpay`,
 * `%LOCALAPPDATA%\\bulkpay`; `$XDG_CACHE_HOME/bulkpay` wherever it is set, as for many command-line
 * tools): only what makes a start faster (Node's compile cache), deleted at any time with no harm.
 */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'bulkpay');
  const home = env.HOME || homedir();
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'bulkpay');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'bulkpay');
  return join(home, '.cache', 'bulkpay');
}
