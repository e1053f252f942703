import { z } from 'zod';

// The renderer runs under a CSP without 'unsafe-eval'. zod compiles fast object parsers with
// new Function, and probes for it whenever an object schema is built: under our CSP that probe
// alone is a reported violation. Import this module before any schema is built (first in the
// renderer's entry and in the bridge) so zod never tries.
z.config({ jitless: true });
