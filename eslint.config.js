// Lint rules, including the layering of STYLE.md: which folder may import what.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCyclesPlugin } from './scripts/eslint-import-cycles.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The layers of STYLE.md as allow-lists (like VS Code's code-layering rule): an import is an
 * error unless the importing layer declares it. Patterns: a package name (`zod`, matching its
 * subpaths too), `node:*`, or a repository path (`src-shared/**`, `src-sandbox/index`).
 * `typeOnly` patterns are allowed for `import type` only; `deny` patterns never (not even as a type).
 */
/** The module a source node names when it is written out: a string literal or a template without `${}`. */
const staticSource = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
};
const layersPlugin = {
  rules: {
    'allowed-imports': {
      meta: {
        type: 'problem',
        schema: [
          {
            type: 'object',
            properties: {
              layer: { type: 'string' },
              allow: { type: 'array', items: { type: 'string' } },
              typeOnly: { type: 'array', items: { type: 'string' } },
              deny: { type: 'array', items: { type: 'string' } },
              because: { type: 'string' },
            },
            additionalProperties: false,
          },
        ],
      },
      create(context) {
        const { layer, allow = [], typeOnly = [], deny = [], because = '' } = context.options[0] ?? {};
        const fileDir = dirname(context.filename);
        const matches = (target, pattern) => {
          if (pattern.endsWith('/**'))
            return target === pattern.slice(0, -3) || target.startsWith(pattern.slice(0, -2));
          if (pattern.endsWith('*')) return target.startsWith(pattern.slice(0, -1));
          return target === pattern || target.startsWith(`${pattern}/`);
        };
        const targetOf = (source) => {
          if (!source.startsWith('.')) return source; // a package or node: builtin
          return relative(root, resolve(fileDir, source))
            .split('\\')
            .join('/')
            .replace(/\.(tsx?|jsx?)$/, '');
        };
        const check = (node, source, isType) => {
          if (typeof source !== 'string') return;
          const target = targetOf(source);
          // `deny` wins over `allow` and `typeOnly`: a denied module is not named even as a type.
          if (!deny.some((p) => matches(target, p))) {
            if (allow.some((p) => matches(target, p))) return;
            if (isType && typeOnly.some((p) => matches(target, p))) return;
          }
          context.report({
            node,
            message: `${layer} may not import "${source}": it is not on ${layer}'s allow-list (STYLE.md, "The shape of the app"). ${because}Declare the edge in STYLE.md and eslint.config.js first, or go through a layer that may.`,
          });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value, n.importKind === 'type'),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value, n.exportKind === 'type'),
          ExportAllDeclaration: (n) => check(n, n.source.value, n.exportKind === 'type'),
          ImportExpression: (n) => {
            const source = staticSource(n.source);
            if (source !== undefined) check(n, source, false);
          },
          // `typeof import('…')`: a type named inline.
          TSImportType: (n) => {
            const source = staticSource(n.argument.type === 'TSLiteralType' ? n.argument.literal : n.argument);
            if (source !== undefined) check(n, source, true);
          },
          // `import x = require('…')`.
          TSExternalModuleReference: (n) => {
            const source = staticSource(n.expression);
            if (source !== undefined) check(n, source, false);
          },
          // `require('…')` and `createRequire(import.meta.url)('…')`, as ESM code loads CommonJS on demand.
          CallExpression: (n) => {
            const callee = n.callee;
            const requires =
              (callee.type === 'Identifier' && callee.name === 'require') ||
              (callee.type === 'CallExpression' &&
                callee.callee.type === 'Identifier' &&
                callee.callee.name === 'createRequire');
            const source = requires && n.arguments.length > 0 ? staticSource(n.arguments[0]) : undefined;
            if (source !== undefined) check(n, source, false);
          },
        };
      },
    },
  },
};
const layer = (name, allow, { typeOnly = [], deny = [], because = '' } = {}) => ({
  plugins: { layers: layersPlugin },
  rules: { 'layers/allowed-imports': ['error', { layer: name, allow, typeOnly, deny, because }] },
});

// What each layer may import (STYLE.md's table). Anything else fails lint.
const SHARED = [
  'src-shared/**',
  'zod',
  'big.js',
  'ibantools',
  'papaparse',
  'fast-xml-parser',
  'i18next',
  'read-excel-file/universal',
  'fflate',
];
// Packages every src-main layer may use. The drivers are not here: each is allowed in its adapter only.
const MAIN_PACKAGES = [
  'node:*',
  'pdf-lib', // the run report
  '@pdf-lib/fontkit',
  'node-forge',
  'jose',
  'busboy',
];
const MAIN_BASE = [...SHARED, ...MAIN_PACKAGES];
const inMain = (...folders) => folders.map((f) => `src-main/${f}/**`);
const MAIN_BECAUSE =
  'The layers of src-main (docs/architecture.md): shells → app → features → ports, domain, platform; adapters below features; nothing imports a shell. pg is imported only in src-main/adapters/postgres/, better-sqlite3 only in src-main/adapters/sqlite/, undici only in src-main/adapters/bank-api/, the keyring only in src-main/adapters/keychain/, electron only in src-main/electron/: use them through those. The SQLite handle (`Db`, adapters/sqlite/open-database and db-handle) stays in src-main/adapters/sqlite/ and src-main/app/, and features and the CLI import nothing of src-main/adapters/sqlite/ or any other adapter (not even a type): they get a store, the bank gateway, the team store and the secret store through a port (src-main/ports/), built in src-main/app/. ';
/** The SQLite handle and its opener: only the SQLite adapter and the composition root (app/) name them. */
const SQLITE_HANDLE = ['src-main/adapters/sqlite/open-database', 'src-main/adapters/sqlite/db-handle'];
const handleDenied = (folder) => (folder === 'app' || folder === 'adapters/sqlite' ? [] : SQLITE_HANDLE);
/** Every adapter: features and the CLI reach the stores, the bank, the team database and the keychain through ports/, built in app/. */
const ADAPTERS = inMain('adapters');
/** The layers inside src-main, each an allow-list (docs/architecture.md, "The layers of src-main"). */
const MAIN_LAYERS = [
  // log, events, paths, redaction, OS shell, ipc plumbing, atomic writes: nothing above them
  { layer: 'platform', allow: inMain('platform') },
  // pure rules, the bank's wire types and its retry policy among them
  { layer: 'domain', allow: inMain('domain') },
  {
    layer: 'ports',
    allow: [...inMain('ports', 'domain', 'platform')],
    // today: the send policy names the send feature's bank and options types
    typeOnly: inMain('features/send'),
  },
  {
    layer: 'adapters',
    allow: inMain('adapters', 'ports', 'domain', 'platform'),
  },
  // use cases and their IPC handlers; the core's and the team connection's types (app/) are named,
  // the composition root never called; no adapter at all, not even a type: the bank, the team
  // database, the keychain and the stores come through ports/, built in app/
  {
    layer: 'features',
    allow: inMain('features', 'ports', 'domain', 'platform'),
    typeOnly: inMain('app'),
    deny: ADAPTERS,
  },
  // the one composition root
  { layer: 'app', allow: inMain('app', 'features', 'ports', 'domain', 'platform', 'adapters') },
  // the entry shells: each its own, none another's (browser mode prints the command line's words)
  { layer: 'electron', allow: inMain('electron', 'app', 'features', 'ports', 'domain', 'platform') },
  {
    layer: 'web',
    allow: [...inMain('web', 'app', 'features', 'ports', 'domain', 'platform'), 'src-main/cli/messages'],
  },
  // the command line: features and ports, built by app/; no adapter at all, not even a type
  {
    layer: 'cli',
    allow: inMain('cli', 'app', 'features', 'ports', 'domain', 'platform'),
    deny: ADAPTERS,
  },
];
const FEATURES = MAIN_LAYERS.find((l) => l.layer === 'features');
/** What only one folder of src-main may import: the drivers, the keychain, electron, the embedded sandbox. */
const MAIN_ONLY_HERE = {
  'adapters/sqlite': ['better-sqlite3'],
  'adapters/postgres': ['pg'],
  'adapters/bank-api': ['undici'],
  'adapters/keychain': ['@napi-rs/keyring'],
  electron: ['electron'],
};
const mainLayerConfigs = () =>
  MAIN_LAYERS.flatMap(({ layer: name, allow, typeOnly = [], deny = [] }) => {
    const named = `src-main/${name}`;
    const own = {
      files: [`${named}/**/*.ts`],
      ...layer(named, [...MAIN_BASE, ...allow], {
        typeOnly,
        deny: [...handleDenied(name), ...deny],
        because: MAIN_BECAUSE,
      }),
    };
    const extra = Object.entries(MAIN_ONLY_HERE)
      .filter(([folder]) => folder === name || folder.startsWith(`${name}/`))
      .map(([folder, packages]) => ({
        files: [`src-main/${folder}/**/*.ts`],
        ...layer(`src-main/${folder}`, [...MAIN_BASE, ...allow, ...packages], {
          typeOnly,
          deny: [...handleDenied(folder), ...deny],
          because: MAIN_BECAUSE,
        }),
      }));
    return [own, ...extra];
  });
const RENDERER = [
  ...SHARED,
  'src-renderer/**',
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-virtual',
  // the i18n library (components read its translate function from the locale store, i18n/useT.ts)
  'i18next',
];
const PRELOAD = ['src-preload/**', 'src-shared/ipc/**', 'electron'];
const SANDBOX = ['src-sandbox/**', 'node:*', 'big.js', 'ibantools', 'node-forge', 'jose', 'busboy'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tsbuild/**', 'test/e2e/screenshots/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { cycles: importCyclesPlugin },
    rules: {
      'cycles/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // src-shared: pure TypeScript. No Node, no DOM, no electron, no UI libraries.
  {
    files: ['src-shared/**/*.ts'],
    languageOptions: { globals: {} },
    ...layer('src-shared', SHARED),
    rules: {
      ...layer('src-shared', SHARED).rules,
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'Buffer',
        'require',
        'navigator',
        'localStorage',
        '__dirname',
      ],
    },
  },
  // src-renderer: React UI. Talks to main only through window.bulkpay (the preload's API as a type).
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...layer('src-renderer', RENDERER, { typeOnly: ['src-preload/**'] }),
    rules: {
      ...layer('src-renderer', RENDERER, { typeOnly: ['src-preload/**'] }).rules,
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  // src-preload: the bridge only.
  { files: ['src-preload/**/*.ts'], ...layer('src-preload', PRELOAD) },
  // src-main: plain Node, runnable without the Electron binary. A file outside the layers' folders
  // may import src-main's platform only.
  {
    files: ['src-main/**/*.ts'],
    ...layer('src-main', [...MAIN_BASE, ...inMain('platform')], { because: MAIN_BECAUSE }),
  },
  // src-main's layers, each an allow-list; the drivers, the keychain and electron each in one folder.
  ...mainLayerConfigs(),
  // No reach-through to a store's database (`store.db`) outside the SQLite adapter and app/: a store
  // answers through its methods (docs/architecture.md, "The SQLite stores behind ports").
  {
    files: ['src-main/{features,ports,domain,platform,electron,web,cli}/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']",
          message:
            "Reaching a store's SQLite database (`.db`) is for src-main/adapters/sqlite/ and src-main/app/ only: add a method to the store (or its port) instead.",
        },
      ],
    },
  },
  // The one declared edge main → sandbox: the app embeds the demo bank (docs/sandbox.md).
  {
    files: ['src-main/features/profiles/demo-bank.ts'],
    ...layer('src-main/features', [...MAIN_BASE, ...FEATURES.allow, 'src-sandbox/index'], {
      typeOnly: FEATURES.typeOnly,
      deny: FEATURES.deny,
      because: MAIN_BECAUSE,
    }),
  },
  // src-sandbox: the simulated bank. An independent bank: it must not share our rules.
  { files: ['src-sandbox/**/*.ts'], ...layer('src-sandbox', SANDBOX) },
);
