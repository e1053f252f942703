// Stands in for 'fast-xml-parser' in the bundled core and CLI (scripts/on-demand-libraries.mjs maps
// the import here): the library (with fast-xml-builder and its helpers, ~170 kB) is read at its
// first use, a pain.001 read or a report written or read, not at every start. xml.cjs is the
// library bundled alone beside the bundle, loaded synchronously; every name is forwarded to it.
import { createRequire } from 'node:module';
import type * as Library from 'fast-xml-parser';
import { forwardTo, onDemandLoader } from './forward';

const load = onDemandLoader<typeof Library>(createRequire(import.meta.url), 'xml');

/** The parser, made at its first use (pain001.ts and reports/xml.ts make one when their module loads). */
export const XMLParser = function XMLParser(options?: ConstructorParameters<typeof Library.XMLParser>[0]) {
  return forwardTo(() => new (load().XMLParser)(options));
} as unknown as typeof Library.XMLParser;

/** The builder, made at its first use (reports/xml.ts makes one when its module loads). */
export const XMLBuilder = function XMLBuilder(options?: ConstructorParameters<typeof Library.XMLBuilder>[0]) {
  return forwardTo(() => new (load().XMLBuilder)(options));
} as unknown as typeof Library.XMLBuilder;

export const XMLValidator = forwardTo(() => load().XMLValidator);
