// Stands in for 'fast-xml-parser' in the bundled `bulkpay validate` (scripts/build-cli.mjs maps the
// import here for validate.mjs only): the library, a third of validate.mjs with its helpers' set-up
// on load, is read only when a pain.001 file is checked, not for every CSV. out/cli/xml.cjs is the
// library bundled alone, loaded synchronously. Only what pain001.ts uses is here.
import { createRequire } from 'node:module';
import type * as Library from 'fast-xml-parser';

let library: typeof Library | undefined;
const load = (): typeof Library => (library ??= createRequire(import.meta.url)('./xml.cjs') as typeof Library);

type Options = ConstructorParameters<typeof Library.XMLParser>[0];

/** The parser, made on its first `parse` (pain001.ts makes one when its module loads). */
export class XMLParser {
  readonly #options: Options;
  #parser: Library.XMLParser | undefined;
  constructor(options: Options) {
    this.#options = options;
  }
  parse(...args: Parameters<Library.XMLParser['parse']>): ReturnType<Library.XMLParser['parse']> {
    this.#parser ??= new (load().XMLParser)(this.#options);
    return this.#parser.parse(...args);
  }
}

export const XMLValidator = {
  validate: (...args: Parameters<typeof Library.XMLValidator.validate>) => load().XMLValidator.validate(...args),
};
