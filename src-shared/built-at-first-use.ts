import { z } from 'zod';

/**
 * A schema built at its first use, once: the core reads the contract's files (and what they import)
 * at start, and most of their shared schemas serve a later call (src-shared/ipc/define.ts). It is
 * `z.lazy` over a builder that runs once, so `.unwrap()` — for a channel that extends the object or
 * reads its `.shape` — gives that same object every time (zod's own `unwrap` runs the builder again).
 */
export function builtAtFirstUse<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  let built: T | undefined;
  return z.lazy(() => (built ??= build()));
}
