// Libraries a start does not need, read at their first use instead, the same way in the browser-mode
// core (build-web.mjs) and the CLI (build-cli.mjs): an import of one resolves to its stand-in
// (src-main/platform/on-demand/), which loads `<file>.cjs`, the library bundled alone beside the
// bundle, synchronously at the first call. The Electron build and the tests use the libraries as they are.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const LIBRARIES = [
  // fast-xml-parser with fast-xml-builder: a pain.001 read, a pain.002/camt report written or read.
  { filter: /^fast-xml-parser$/, standIn: 'xml.ts', file: 'xml', entry: 'node_modules/fast-xml-parser/src/fxp.js' },
  // papaparse: a CSV export.
  { filter: /^papaparse$/, standIn: 'papaparse.ts', file: 'papaparse', entry: 'node_modules/papaparse/papaparse.js' },
];

/** esbuild plugin: imports of the libraries resolve to their stand-ins. */
export const onDemandLibraries = {
  name: 'bulkpay-on-demand-libraries',
  setup(b) {
    for (const { filter, standIn } of LIBRARIES)
      b.onResolve({ filter }, () => ({ path: join(root, 'src-main/platform/on-demand', standIn) }));
  },
};

/** esbuild options writing each library alone (`<file>.cjs`) into `options.outdir`, from the bundle's own options. */
export function onDemandLibraryBuild(options) {
  return {
    ...options,
    entryPoints: Object.fromEntries(LIBRARIES.map(({ file, entry }) => [file, join(root, entry)])),
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    splitting: false,
    banner: {},
    plugins: [],
  };
}
