import type { z } from 'zod';

/** One request/response channel of the IPC contract. Names are `domain:verb`. */
export interface ChannelDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly request: Req;
  readonly response: Res;
  /** One line, shown as the bridge function's doc. */
  doc: string;
}

/**
 * A channel of the contract. Its schemas are given as functions (`() => z.object(…)`), each built
 * when first read, once: the contract has about a hundred channels, and building every schema when
 * the core loaded the contract (at its first call) cost a fifth of the core's start.
 *
 * The schemas the channels share (a channel file's `z.object`s at its top level, and the bank's,
 * keys', profiles' and payments' schemas the channels read) are built at their first use for the same
 * reason, once (`builtAtFirstUse`, src-shared/built-at-first-use.ts): the core reads every channel file
 * at start. A channel that extends one asks for the object itself (`.unwrap()`). Not so
 * `src-main/domain/bank-schemas.ts`, whose objects `tolerantList` takes as they are.
 */
export function defineChannel<Req extends z.ZodType, Res extends z.ZodType>(
  request: () => Req,
  response: () => Res,
  doc: string,
): ChannelDef<Req, Res> {
  let req: Req | undefined;
  let res: Res | undefined;
  return {
    get request() {
      return (req ??= request());
    },
    get response() {
      return (res ??= response());
    },
    doc,
  };
}
