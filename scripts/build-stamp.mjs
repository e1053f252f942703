// What `npm start` last built from: a hash of the app's sources, kept beside the build (out/), so
// a start on an unchanged checkout opens at once instead of building everything again. Plain
// JavaScript, as start.mjs is: nothing compiles TypeScript before the app starts.
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
  'scripts/zod-locales.mjs',
];
const STAMP = join('out', 'sources.sha256');
/** What a finished build holds; without it the build is made whatever the stamp says. */
const BUILT = [
  join('out', 'main'),
  join('out', 'renderer', 'index.html'),
  join('out', 'web', 'main.mjs'),
  join('out', 'web', 'electron-availability.mjs'),
];

/** Every input file under `root`, in a fixed order, with its size and modification time. */
function inputFiles(root, inputs) {
  const files = [];
  const visit = (relative) => {
    const path = join(root, relative);
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(relative, entry));
    else files.push({ relative, path, size: stat.size, mtimeMs: stat.mtimeMs });
  };
  inputs.forEach(visit);
  return files;
}

/**
 * The sources as they stand: `hash` of every input file's path and bytes (what decides), and `seen`,
 * a hash of their paths, sizes and modification times only (read without opening a file), which
 * spares reading the sources when nothing was touched since the stamp was written.
 * @param {string} root
 * @returns {{ hash: () => string, seen: string }}
 */
export function sourcesHash(root, inputs = BUILD_INPUTS) {
  const files = inputFiles(root, inputs);
  const seen = createHash('sha256');
  for (const f of files) seen.update(`${f.relative}\0${f.size}\0${f.mtimeMs}\0`);
  let content;
  const hash = () => {
    if (content) return content;
    const h = createHash('sha256');
    for (const f of files) h.update(f.relative).update('\0').update(readFileSync(f.path)).update('\0');
    return (content = h.digest('hex'));
  };
  return { hash, seen: seen.digest('hex') };
}

/**
 * Whether out/ was built from exactly these sources: the same paths, sizes and times as when the
 * stamp was written, or else the same bytes (a checkout that touched files without changing them;
 * the stamp then takes the new times, so the next start need not read the sources).
 */
export function builtFrom(root, sources) {
  if (!BUILT.every((p) => existsSync(join(root, p)))) return false;
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return false;
  const [hash, seen] = readFileSync(stamp, 'utf8').trim().split('\n');
  if (seen === sources.seen && hash) return true;
  if (hash !== sources.hash()) return false;
  recordBuild(root, sources);
  return true;
}

/** Records that out/ now holds a build of these sources (written after the build succeeded). */
export function recordBuild(root, sources) {
  writeFileSync(join(root, STAMP), `${sources.hash()}\n${sources.seen}\n`);
}
