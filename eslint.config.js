// Lint rules, including the layering of STYLE.md: which folder may import what.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'worker_threads',
  'stream',
  'zlib',
];
const mainOnlyPackages = ['better-sqlite3', 'keytar', 'undici', 'node-forge', 'busboy', 'jose'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tsbuild/**', 'test/e2e/screenshots/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // src-shared: pure TypeScript. No Node, no DOM, no electron, no UI libraries.
  {
    files: ['src-shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict(
        [
          ...nodeBuiltins,
          'electron',
          ...mainOnlyPackages,
          'react',
          'react-dom',
          'zustand',
          '**/src-main/**',
          '**/src-renderer/**',
          '**/src-preload/**',
          '**/src-sandbox/**',
        ],
        'src-shared is pure: it may import only itself, zod and small pure libraries (STYLE.md).',
      ),
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
  // src-renderer: React UI. Talks to main only through window.bulkpay.
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...restrict(
        [...nodeBuiltins, 'electron', ...mainOnlyPackages, '**/src-main/**', '**/src-sandbox/**', '**/src-preload/**'],
        'The renderer may import src-shared, React, zustand, papaparse and i18next/react-i18next only; everything else goes through window.bulkpay (STYLE.md).',
      ),
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  // src-preload: the bridge only.
  {
    files: ['src-preload/**/*.ts'],
    rules: restrict(
      [...nodeBuiltins, ...mainOnlyPackages, '**/src-main/**', '**/src-renderer/**', '**/src-sandbox/**'],
      'The preload only builds window.bulkpay from the IPC contract.',
    ),
  },
  // src-main outside electron/: plain Node, runnable without the Electron binary.
  {
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/**'],
    rules: restrict(
      ['electron', '**/src-renderer/**', '**/src-preload/**'],
      "Only src-main/electron/ may import 'electron' (importing it under plain Node tries to download the binary).",
    ),
  },
  {
    files: ['src-main/electron/**/*.ts'],
    rules: restrict(
      ['**/src-renderer/**', '**/src-preload/**'],
      'The shell wires main-process modules; it does not import UI code.',
    ),
  },
  // src-sandbox: the simulated bank. It shares only types and rules with the app.
  {
    files: ['src-sandbox/**/*.ts'],
    rules: restrict(
      ['electron', '**/src-main/**', '**/src-renderer/**', '**/src-preload/**', 'react', 'zustand'],
      'The sandbox may import src-shared and node:* only (STYLE.md).',
    ),
  },
);
