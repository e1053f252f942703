/**
 * Finding the packaged app and making a copy Playwright can drive.
 *
 * Playwright's `_electron.launch` attaches to the main process with `--inspect=0`, which the
 * release fuses forbid (EnableNodeCliInspectArguments off). So the smoke test reads the fuses of
 * the app exactly as shipped, then copies it and re-enables only that one fuse on the copy;
 * everything else (app.asar and its integrity check, RunAsNode off, only-load-from-asar,
 * the native modules) stays as the user gets it.
 */
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

export type Found = { ok: true; exe: string } | { ok: false; reason: string };

/** Where electron-builder leaves the unpacked app in dist/, per OS. */
function defaultLocations(root: string, platform: NodeJS.Platform): string[] {
  if (platform === 'win32') return [join(root, 'dist/win-unpacked/Bulkpay.exe')];
  if (platform === 'darwin') {
    return ['mac-arm64', 'mac', 'mac-universal'].map((d) =>
      join(root, 'dist', d, 'Bulkpay.app/Contents/MacOS/Bulkpay'),
    );
  }
  return [join(root, 'dist/linux-unpacked/bulkpay')];
}

/** BULKPAY_PACKAGED_APP (the installed app's executable, as the workflow sets it), else dist/. */
export function findPackagedApp(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, root: string): Found {
  const given = env.BULKPAY_PACKAGED_APP;
  if (given) {
    return existsSync(given)
      ? { ok: true, exe: given }
      : { ok: false, reason: `BULKPAY_PACKAGED_APP is ${given}, but there is no file there.` };
  }
  const exe = defaultLocations(root, platform).find((p) => existsSync(p));
  if (exe) return { ok: true, exe };
  return {
    ok: false,
    reason:
      'no packaged Bulkpay was found, so the Electron smoke test did not run. It needs the Electron runtime: ' +
      'run `npm run dist` on Windows or macOS (or let .github/workflows/installers.yml do it), or set ' +
      `BULKPAY_PACKAGED_APP to an installed Bulkpay executable. Looked in: ${defaultLocations(root, platform).join(', ')}`,
  };
}

/** Copies the app into `into` and enables the inspector fuse on the copy only; returns the copy's executable. */
export async function launchableCopy(exe: string, into: string, platform: NodeJS.Platform): Promise<string> {
  let copy: string;
  if (platform === 'darwin') {
    const bundle = exe.slice(0, exe.indexOf('.app') + '.app'.length);
    const target = join(into, basename(bundle));
    // ditto keeps the framework symlinks and extended attributes a signed bundle needs.
    const ditto = spawnSync('ditto', [bundle, target], { encoding: 'utf8' });
    if (ditto.status !== 0) throw new Error(`could not copy ${bundle}: ${ditto.stderr}`);
    copy = join(target, relative(bundle, exe));
  } else {
    const target = join(into, 'app');
    cpSync(dirname(exe), target, { recursive: true, verbatimSymlinks: true });
    copy = join(target, basename(exe));
  }
  await flipFuses(copy, {
    version: FuseVersion.V1,
    [FuseV1Options.EnableNodeCliInspectArguments]: true,
    // Changing the binary breaks its signature; macOS on Apple silicon runs only signed code.
    resetAdHocDarwinSignature: platform === 'darwin',
  });
  return copy;
}
