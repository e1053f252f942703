// Stands in for 'papaparse' in the bundled core and CLI (scripts/on-demand-libraries.mjs maps the
// import here): the library is read at the first CSV export, not at every start. papaparse.cjs is
// the library bundled alone beside the bundle, loaded synchronously; every name is forwarded to it.
import { createRequire } from 'node:module';
import type * as Library from 'papaparse';
import { forwardTo, onDemandLoader } from './forward';

const load = onDemandLoader<typeof Library>(createRequire(import.meta.url), 'papaparse');

const Papa = forwardTo(load);
export default Papa;
