// What `npm start` last built from: a hash of the app's sources, kept beside the build (out/), so
// a start on an unchanged checkout opens at once instead of building everything again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Everything electron-vite's build reads: the app's sources, its config and the locked packages. */
export const BUILD_INPUTS = [
  'src-main',
  'src-preload',
  'src-renderer',
  'src-shared',
  'src-sandbox',
  'electron.vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build-web.mjs',
];
const STAMP = join('out', 'sources.sha256');
/** What a finished build holds; without it the build is made whatever the stamp says. */
const BUILT = [join('out', 'main'), join('out', 'renderer', 'index.html'), join('out', 'web', 'main.mjs')];

/** The hash of every input file's path and bytes, in a fixed order. */
export function sourcesHash(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const path = join(root, relative);
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(relative, entry));
    else hash.update(relative).update('\0').update(readFileSync(path)).update('\0');
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

/** Whether out/ was built from exactly these sources. */
export function builtFrom(root: string, hash: string): boolean {
  if (!BUILT.every((p) => existsSync(join(root, p)))) return false;
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Records that out/ now holds a build of these sources (written after the build succeeded). */
export function recordBuild(root: string, hash: string): void {
  writeFileSync(join(root, STAMP), `${hash}\n`);
}
