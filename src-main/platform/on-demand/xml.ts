// Stands in for 'fast-xml-parser' in the bundled core and CLI (scripts/on-demand-libraries.mjs maps
// the import here): the library (with fast-xml-builder and its helpers, ~170 kB) is read at its
// first use, a pain.001 read or a report written or read, not at every start. xml.cjs is the
// library bundled alone beside the bundle, loaded synchronously. Only what Bulkpay uses is here.
import { createRequire } from 'node:module';
import type * as Library from 'fast-xml-parser';

let library: typeof Library | undefined;
const load = (): typeof Library => (library ??= createRequire(import.meta.url)('./xml.cjs') as typeof Library);

type ParserOptions = ConstructorParameters<typeof Library.XMLParser>[0];
type BuilderOptions = ConstructorParameters<typeof Library.XMLBuilder>[0];

/** The parser, made on its first `parse` (pain001.ts and reports/xml.ts make one when their module loads). */
export class XMLParser {
  readonly #options: ParserOptions;
  #parser: Library.XMLParser | undefined;
  constructor(options: ParserOptions) {
    this.#options = options;
  }
  parse(...args: Parameters<Library.XMLParser['parse']>): ReturnType<Library.XMLParser['parse']> {
    this.#parser ??= new (load().XMLParser)(this.#options);
    return this.#parser.parse(...args);
  }
}

/** The builder, made on its first `build` (reports/xml.ts makes one when its module loads). */
export class XMLBuilder {
  readonly #options: BuilderOptions;
  #builder: Library.XMLBuilder | undefined;
  constructor(options: BuilderOptions) {
    this.#options = options;
  }
  build(...args: Parameters<Library.XMLBuilder['build']>): ReturnType<Library.XMLBuilder['build']> {
    this.#builder ??= new (load().XMLBuilder)(this.#options);
    return this.#builder.build(...args);
  }
}

export const XMLValidator = {
  validate: (...args: Parameters<typeof Library.XMLValidator.validate>) => load().XMLValidator.validate(...args),
};
