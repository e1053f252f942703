// Lint rule `cycles/no-import-cycle`: an import that closes a cycle of modules is an error.
// Relative imports only (packages cannot import us back), type imports and `export … from`
// included: a cycle of types still ties two modules together. Each import of the linted file is
// followed through the other files as they are on disk (their imports read once per run with
// TypeScript's pre-processor, again only when a file changes), so the check costs one read per
// file, not a type-checked program. Written here rather than taken from eslint-plugin-import-x,
// whose no-cycle resolves every import through a resolver plugin on each file.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts'];

/** The file a relative specifier names, or undefined (a package, or nothing there). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.(m?js)$/, (_, ext) => (ext === 'mjs' ? '.mts' : '.ts')),
    base.replace(/\.js$/, '.tsx'),
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((c) => /\.(tsx?|mts)$/.test(c) && isFile(c));
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const importsOnDisk = new Map(); // file → { mtimeMs, targets }

/** The files a file on disk imports (relative imports that resolve to one of ours). */
function diskImports(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsOnDisk.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.targets;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean))];
  importsOnDisk.set(file, { mtimeMs, targets });
  return targets;
}

/** The chain of files from `start` back to `goal` through imports on disk, or undefined. */
function pathBack(start, goal) {
  const parent = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of diskImports(file)) {
      if (next === goal) {
        const chain = [file];
        for (let f = parent.get(file); f !== undefined; f = parent.get(f)) chain.unshift(f);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const importCyclesPlugin = {
  rules: {
    'no-import-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'Forbid an import that closes a cycle of modules.' },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const cwd = context.cwd;
        const name = (f) => relative(cwd, f).split('\\').join('/');
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const target = resolveImport(file, source);
          if (!target || target === file) return;
          const chain = pathBack(target, file);
          if (!chain) return;
          context.report({
            node,
            message: `Import cycle: ${[file, ...chain, file].map(name).join(' → ')}. Move what these modules share into a module of its own that both import, so the imports go one way.`,
          });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
          ExportAllDeclaration: (n) => check(n, n.source.value),
          ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
        };
      },
    },
  },
};
