/**
 * An object that stands for what `make()` gives, made at its first use: every property read is
 * forwarded (functions bound to it), so a stand-in needs no list of the library's names.
 */
export function forwardTo<T extends object>(make: () => T): T {
  let made: T | undefined;
  return new Proxy({} as T, {
    get(_, key) {
      const it = (made ??= make());
      const value: unknown = Reflect.get(it, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(it) : value;
    },
  });
}

/** Loads `./<file>.cjs` (beside the bundle) once, with a message that says what is missing. */
export function onDemandLoader<T>(require: NodeJS.Require, file: string): () => T {
  let library: T | undefined;
  return () => {
    if (library) return library;
    try {
      library = require(`./${file}.cjs`) as T;
    } catch (cause) {
      throw new Error(`Bulkpay's ${file}.cjs is missing beside its core; build it again (npm run build).`, { cause });
    }
    return library;
  };
}
