// Lint rule `cycles/no-import-cycle`: an import that closes a cycle of modules is an error.
// Relative imports only (packages cannot import us back), type imports, `export … from` and
// `import()` included: a cycle of types still ties two modules together. From the linted file's
// imports one walk follows the other files as they are on disk (their imports read once with
// TypeScript's pre-processor, and again only when a file changes), so the check costs a read per
// file, not a type-checked program. Each cycle is reported on at least one import of each file in
// it. Written here rather than taken from eslint-plugin-import-x, whose no-cycle resolves every
// import through a resolver plugin, a new dependency for what these hundred lines do.
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

const importsOnDisk = new Map(); // file → { mtimeMs, checkedAt, targets }
/** How long a file's imports are taken as read without looking at the file again (an editor's lint server lives long). */
const FRESH_MS = 1000;

/** The files a file on disk imports (relative imports that resolve to one of ours). */
function diskImports(file) {
  const known = importsOnDisk.get(file);
  const now = Date.now();
  if (known && now - known.checkedAt < FRESH_MS) return known.targets;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.targets;
  }
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean))];
  importsOnDisk.set(file, { mtimeMs, checkedAt: now, targets });
  return targets;
}

/**
 * For each of `starts` (the files the linted file imports) that leads back to `goal` (the linted
 * file) through imports on disk, the chain of files from it to the last one before `goal`. One walk
 * for all of them: each file is visited once, from the first start that reaches it.
 */
function chainsBack(starts, goal) {
  const parent = new Map(starts.map((s) => [s, undefined]));
  const queue = [...starts];
  const chains = new Map();
  const chainTo = (file) => {
    const chain = [file];
    for (let f = parent.get(file); f !== undefined; f = parent.get(f)) chain.unshift(f);
    return chain;
  };
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    for (const next of diskImports(file)) {
      if (next === goal) {
        const chain = chainTo(file);
        if (!chains.has(chain[0])) chains.set(chain[0], chain);
      } else if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return chains;
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
        const name = (f) => relative(context.cwd, f).split('\\').join('/');
        const imports = []; // [node, target]
        const add = (node, source) => {
          if (typeof source !== 'string') return;
          const target = resolveImport(file, source);
          if (target && target !== file) imports.push([node, target]);
        };
        return {
          ImportDeclaration: (n) => add(n, n.source.value),
          ExportNamedDeclaration: (n) => n.source && add(n, n.source.value),
          ExportAllDeclaration: (n) => add(n, n.source.value),
          ImportExpression: (n) => n.source.type === 'Literal' && add(n, n.source.value),
          'Program:exit': () => {
            if (imports.length === 0) return;
            const chains = chainsBack([...new Set(imports.map(([, target]) => target))], file);
            for (const [node, target] of imports) {
              const chain = chains.get(target);
              if (!chain) continue;
              context.report({
                node,
                message: `Import cycle: ${[file, ...chain, file].map(name).join(' → ')}. Move what these modules share into a module of its own that both import, so the imports go one way.`,
              });
            }
          },
        };
      },
    },
  },
};
