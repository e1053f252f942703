import type { z } from 'zod';

/** One request/response channel of the IPC contract. Names are `domain:verb`. */
export interface ChannelDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  /** One line, shown as the bridge function's doc. */
  doc: string;
}

export const defineChannel = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  doc: string,
): ChannelDef<Req, Res> => ({ request, response, doc });
