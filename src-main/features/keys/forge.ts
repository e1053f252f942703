import { createRequire } from 'node:module';
import type Forge from 'node-forge';

let loaded: typeof Forge | undefined;

/**
 * node-forge, read when first needed: only a PKCS#12 (.p12/.pfx) file and a certificate signing
 * request need it, and evaluating its ~600 kB of CommonJS at every start cost 30–130 ms of the
 * core's start (issue 27 §10). Required from node_modules, where every build of the app has it.
 */
export function forge(): typeof Forge {
  return (loaded ??= createRequire(import.meta.url)('node-forge') as typeof Forge);
}
