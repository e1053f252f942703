// Stands in for 'papaparse' in the bundled core and CLI (scripts/on-demand-libraries.mjs maps the
// import here): the library is read at the first CSV export, not at every start. papaparse.cjs is
// the library bundled alone beside the bundle, loaded synchronously. Only what Bulkpay uses is here.
import { createRequire } from 'node:module';
import type * as Library from 'papaparse';

let library: typeof Library | undefined;
const load = (): typeof Library => (library ??= createRequire(import.meta.url)('./papaparse.cjs') as typeof Library);

const Papa = {
  unparse: ((...args: Parameters<typeof Library.unparse>) => load().unparse(...args)) as typeof Library.unparse,
};
export default Papa;
