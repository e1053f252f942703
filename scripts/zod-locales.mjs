// An esbuild plugin for the Node bundles (out/web/, out/cli/): zod's namespace `z` re-exports every
// one of its ~50 error-message locales (z.locales), ~290 KB of the bundle that every start would
// read and compile. Bulkpay never sets a zod locale (a failed check is worded by our catalogs,
// src-shared/i18n), so the bundle keeps English, the one zod configures itself with, and only it.
import { dirname, join } from 'node:path';

/** @type {import('esbuild').Plugin} */
export const zodEnglishOnly = {
  name: 'bulkpay-zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, '..', 'locales', 'english-only.js'), namespace: 'bulkpay-zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'bulkpay-zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};
