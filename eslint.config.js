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
 * `typeOnly` patterns are allowed for `import type` only.
 */
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
          if (!deny.some((p) => matches(target, p)) && allow.some((p) => matches(target, p))) return;
          if (isType && typeOnly.some((p) => matches(target, p))) return;
          context.report({
            node,
            message: `${layer} may not import "${source}": it is not on ${layer}'s allow-list (STYLE.md, "The shape of the app"). ${because}Declare the edge in STYLE.md and eslint.config.js first, or go through a layer that may.`,
          });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value, n.importKind === 'type'),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value, n.exportKind === 'type'),
          ExportAllDeclaration: (n) => check(n, n.source.value, n.exportKind === 'type'),
          ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value, false),
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
const MAIN_PACKAGES = [
  'node:*',
  '@napi-rs/keyring', // the keychain library
  'undici',
  'pdf-lib', // the run report
  '@pdf-lib/fontkit',
  'node-forge',
  'jose',
  'busboy',
];
const MAIN = [...SHARED, 'src-main/**', ...MAIN_PACKAGES];
// The database drivers, each only in the folders that are its adapter today (docs/architecture.md).
const SQLITE_ADAPTER = [
  'src-main/adapters/sqlite/**',
  'src-main/features/history/**',
  'src-main/adapters/sqlite/**',
  'src-main/domain/**',
  'src-main/ports/history/**',
];
const POSTGRES_ADAPTER = [
  'src-main/features/team/**',
  'src-main/adapters/postgres/**',
  'src-main/features/tracking/**',
  'src-main/ports/**',
];
const DRIVERS_BECAUSE =
  'better-sqlite3 is imported only in src-main/adapters/sqlite/ and src-main/features/history/, pg only in src-main/features/team/ (their adapters): use them through those. ';
const mainLayer = (allow) => layer('src-main', allow, { deny: ['src-main/electron/**'], because: DRIVERS_BECAUSE });
const RENDERER = [
  ...SHARED,
  'src-renderer/**',
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-virtual',
  // the i18n library (one of these, whichever the renderer adopts)
  'i18next',
  'react-i18next',
  'react-intl',
  '@formatjs/*',
  '@lingui/*',
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
  // src-main outside electron/: plain Node, runnable without the Electron binary.
  { files: ['src-main/**/*.ts'], ignores: ['src-main/electron/**'], ...mainLayer(MAIN) },
  // The database drivers, each in its adapter's folders only.
  { files: SQLITE_ADAPTER.map((f) => `${f}/*.ts`), ...mainLayer([...MAIN, 'better-sqlite3']) },
  { files: POSTGRES_ADAPTER.map((f) => `${f}/*.ts`), ...mainLayer([...MAIN, 'pg']) },
  // The one declared edge main → sandbox: the app embeds the demo bank (docs/sandbox.md).
  { files: ['src-main/features/profiles/demo-bank.ts'], ...mainLayer([...MAIN, 'src-sandbox/index']) },
  // src-main/electron: the shell; the only main-process folder that may import electron.
  {
    files: ['src-main/electron/**/*.ts'],
    ...layer('src-main/electron', [...MAIN, 'electron'], { because: DRIVERS_BECAUSE }),
  },
  // src-sandbox: the simulated bank. An independent bank: it must not share our rules.
  { files: ['src-sandbox/**/*.ts'], ...layer('src-sandbox', SANDBOX) },
);
