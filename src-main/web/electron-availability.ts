import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ElectronProbe {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** node_modules/electron, or null when the package is not installed. */
  packageDir: string | null;
  exists(path: string): boolean;
  read(path: string): string | null;
}

/**
 * Why the desktop shell cannot start on this machine, in a few plain words, or null when it can.
 * It looks at what the electron package installed instead of requiring it: requiring it without
 * its runtime starts a download, which fails (with "Electron uninstall") where there is no network.
 */
export function electronUnavailableReason(probe: ElectronProbe): string | null {
  if (!probe.packageDir) return 'the electron package is not installed';
  const recorded = probe.read(join(probe.packageDir, 'path.txt'))?.trim();
  const distDir = probe.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(probe.packageDir, 'dist');
  if (!recorded && !probe.env.ELECTRON_OVERRIDE_DIST_PATH)
    return 'the Electron runtime was not downloaded when the packages were installed';
  const binary = join(distDir, recorded || 'electron');
  if (!probe.exists(binary)) return `the Electron runtime is missing (${binary})`;
  if (probe.platform === 'linux' && !probe.env.DISPLAY && !probe.env.WAYLAND_DISPLAY)
    return 'there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set)';
  return null;
}

/** The probe of this machine, for the project at `root`. */
export function localElectronProbe(root: string): ElectronProbe {
  const packageDir = join(root, 'node_modules', 'electron');
  return {
    platform: process.platform,
    env: process.env,
    packageDir: existsSync(join(packageDir, 'package.json')) ? packageDir : null,
    exists: existsSync,
    read: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    },
  };
}
