import type { IncomingMessage } from 'node:http';
import type { Engine } from '../engine';

export interface BankUrls {
  base: string;
  bulk: string;
}

/** Everything a bank endpoint handler sees about one request. */
export interface BankContext {
  engine: Engine;
  req: IncomingMessage;
  url: URL;
  /** Path and query exactly as sent: the signature's (request-target). */
  target: string;
  raw: Buffer;
  /** The Host value this listener answers to, e.g. `127.0.0.1:41234`. */
  expectedHost: string;
  urls: BankUrls;
  /** Waits out an armed `hold` fault (once); bulk creation calls it while its key is in progress. */
  hold: () => Promise<void>;
}

export function header(ctx: BankContext, name: string): string | undefined {
  const v = ctx.req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}
