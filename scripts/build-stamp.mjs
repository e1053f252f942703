// What `npm start` last built from: a hash of the app's sources, kept beside the build (out/), so
// a start on an unchanged checkout opens at once instead of building everything again. Plain
// JavaScript, as start.mjs is: nothing compiles TypeScript before the app starts.
// node:fs through getBuiltinModule, not `import`: Node builds an imported builtin's ES exports by
// reading every property (fs's `promises` getter loads fs/promises); node:crypto only when a source's
// bytes are hashed, never on an unchanged checkout (about 15 ms of a start's CPU before its address).
const { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } =
  process.getBuiltinModule('node:fs');
const { join, sep } = process.getBuiltinModule('node:path');

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
  'scripts/on-demand-libraries.mjs',
  'scripts/zod-locales.mjs',
];
const STAMP = join('out', 'sources.sha256');
/** What a finished build holds; without it the build is made whatever the stamp says. */
const BUILT = [
  join('out', 'main'),
  join('out', 'renderer', 'index.html'),
  join('out', 'web', 'main.mjs'),
  join('out', 'web', 'electron-availability.mjs'),
  // The libraries the core reads at their first use (on-demand-libraries.mjs).
  join('out', 'web', 'xml.cjs'),
  join('out', 'web', 'papaparse.cjs'),
];

/**
 * Every input file under `root`, in a fixed order, with its size and modification time. A folder's
 * entries say which are folders (`withFileTypes`): only files and links are stat'ed. A linked folder
 * is looked into once, and a link to the folder it lies in or to one above it (a loop) is not followed.
 */
function inputFiles(root, inputs) {
  const files = [];
  const linkedSeen = new Set();
  const visitFile = (relative, path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat) files.push({ relative, path, size: stat.size, mtimeMs: stat.mtimeMs });
  };
  const visitFolder = (relative, path) => {
    const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const inner = join(relative, entry.name);
      const full = join(path, entry.name);
      // A link to a folder is looked into, as a folder is (its own time says nothing of its files).
      const folder =
        entry.isDirectory() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isDirectory());
      if (folder && entry.isSymbolicLink()) {
        const real = realpathSync(full);
        const here = realpathSync(path);
        if (linkedSeen.has(real) || here === real || here.startsWith(real + sep)) continue;
        linkedSeen.add(real);
      }
      if (folder) visitFolder(inner, full);
      else visitFile(inner, full);
    }
  };
  for (const relative of inputs) {
    const path = join(root, relative);
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) visitFolder(relative, path);
    else visitFile(relative, path);
  }
  return files;
}

/**
 * The sources as they stand: `hash` of every input file's path and bytes (what decides), and `seen`,
 * their paths, sizes and modification times, one line each (read without opening a file, compared
 * as text: no hashing), which spares reading the sources when nothing was touched since the stamp
 * was written.
 * @param {string} root
 * @returns {{ hash: () => string, seen: string }}
 */
export function sourcesHash(root, inputs = BUILD_INPUTS) {
  const files = inputFiles(root, inputs);
  const seen = files.map((f) => `${f.relative}\0${f.size}\0${f.mtimeMs}`).join('\n');
  let content;
  const hash = () => {
    if (content) return content;
    const h = process.getBuiltinModule('node:crypto').createHash('sha256');
    for (const f of files) h.update(f.relative).update('\0').update(readFileSync(f.path)).update('\0');
    return (content = h.digest('hex'));
  };
  return { hash, seen };
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
  // The content hash on the first line, what was seen on the others (a stamp of an older start
  // held a hash of it there: not equal, so the content decides once and the stamp is rewritten).
  const text = readFileSync(stamp, 'utf8');
  const end = text.indexOf('\n');
  if (end <= 0) return false;
  const hash = text.slice(0, end);
  if (text.slice(end + 1) === sources.seen) return true;
  if (hash !== sources.hash()) return false;
  recordBuild(root, sources);
  return true;
}

/** Records that out/ now holds a build of these sources (written after the build succeeded). */
export function recordBuild(root, sources) {
  writeFileSync(join(root, STAMP), `${sources.hash()}\n${sources.seen}`);
}
