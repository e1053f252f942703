import { isIP } from 'node:net';
import type * as Undici from 'undici';
import { DEFAULT_ANSWER_CAP } from './answer-caps';

export interface TransportTimeouts {
  connectTimeoutMs: number;
  /** Time to wait for the response headers once the request is sent. */
  headersTimeoutMs: number;
  /** Time allowed between body chunks. */
  bodyTimeoutMs: number;
  /** Overall deadline of one request, connect to last body byte: a trickling answer cannot hang a call. */
  totalTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: TransportTimeouts = {
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 30_000,
  bodyTimeoutMs: 30_000,
  totalTimeoutMs: 60_000,
};

export interface WireRequest {
  method: string;
  origin: string;
  /** Path and query exactly as they go on the request line. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The most this answer may hold (answer-caps.ts); reading stops past it. */
  maxAnswerBytes?: number;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
}

export class InsecureAddressError extends Error {
  readonly code = 'insecure_bank_address';
}

/** The whole request (connect, headers and body) took longer than the overall deadline. */
export class DeadlineError extends Error {
  readonly code = 'BANK_DEADLINE_TIMEOUT';
  constructor(readonly deadlineMs: number) {
    super(`no complete answer within ${deadlineMs / 1000} s`);
  }
}

/** The answer was larger than the endpoint's cap; the rest was not read. */
export class AnswerTooLargeError extends Error {
  readonly code = 'BANK_ANSWER_TOO_LARGE';
  constructor(
    readonly capBytes: number,
    readonly status: number,
  ) {
    super(`answer larger than ${capBytes} bytes`);
  }
}

/** 127.0.0.0/8, ::1 and localhost: the only hosts plain http may reach (the local sandbox). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}

/** The origin and wire Host of a bank address; throws InsecureAddressError for http to a non-loopback host. */
export function bankAddress(url: string): { origin: string; host: string; basePath: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InsecureAddressError(`The bank address "${url}" is not a valid URL. Check the bank settings.`);
  }
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    throw new InsecureAddressError(
      `The bank address ${parsed.origin} uses plain http. Only https is allowed for a bank, except for the local sandbox on this computer (127.0.0.1 or localhost). Use the https address your bank gives.`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InsecureAddressError(`The bank address ${url} must start with https://.`);
  }
  // URL.host leaves out the scheme's default port, exactly as the Host header goes on the wire.
  return { origin: parsed.origin, host: parsed.host, basePath: parsed.pathname.replace(/\/$/, '') };
}

/**
 * undici, read when first needed. Its module.exports is the namespace's `default` both under Node
 * (a CommonJS package) and in our bundles, where esbuild makes it a chunk of its own whose only
 * export is `default`: named exports are not there.
 */
async function loadUndici(): Promise<typeof Undici> {
  const loaded = (await import('undici')) as typeof Undici & { default?: typeof Undici };
  return loaded.default ?? loaded;
}

/** One undici connection pool per bank origin, TLS verification always on. */
export class Transport {
  readonly #pools = new Map<string, Promise<Undici.Pool>>();
  readonly #timeouts: TransportTimeouts;

  constructor(timeouts: Partial<TransportTimeouts> = {}) {
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...timeouts };
  }

  /** undici is read at the first bank call, not when the app starts (it is a large part of the core's code). */
  #pool(origin: string): Promise<Undici.Pool> {
    let pool = this.#pools.get(origin);
    if (!pool) {
      pool = loadUndici().then(
        ({ Pool }) =>
          new Pool(origin, {
            connections: 4,
            connect: { timeout: this.#timeouts.connectTimeoutMs, rejectUnauthorized: true },
            headersTimeout: this.#timeouts.headersTimeoutMs,
            bodyTimeout: this.#timeouts.bodyTimeoutMs,
          }),
      );
      this.#pools.set(origin, pool);
    }
    return pool;
  }

  /**
   * Sends once and reads the answer within the overall deadline and the answer cap. Throws
   * DeadlineError, AnswerTooLargeError, or undici's connection errors.
   */
  async send(request: WireRequest): Promise<WireResponse> {
    const deadlineMs = this.#timeouts.totalTimeoutMs;
    const cap = request.maxAnswerBytes ?? DEFAULT_ANSWER_CAP;
    const abort = new AbortController();
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      abort.abort(new DeadlineError(deadlineMs));
    }, deadlineMs);
    try {
      const response = await (
        await this.#pool(request.origin)
      ).request({
        method: request.method as 'GET',
        path: request.path,
        headers: request.headers,
        body: request.body
          ? Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength)
          : undefined,
        signal: abort.signal,
      });
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(response.headers))
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const declared = Number(headers['content-length'] ?? NaN);
      if (declared > cap) {
        response.body.destroy();
        throw new AnswerTooLargeError(cap, response.statusCode);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > cap) {
          response.body.destroy();
          throw new AnswerTooLargeError(cap, response.statusCode);
        }
        chunks.push(chunk);
      }
      return { status: response.statusCode, headers, text: Buffer.concat(chunks).toString('utf8') };
    } catch (cause) {
      if (late && !(cause instanceof AnswerTooLargeError)) throw new DeadlineError(deadlineMs);
      throw cause;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    // A pool that could not be made (undici failed to load) has nothing to close.
    const made = await Promise.allSettled(this.#pools.values());
    const pools = made.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.close().catch(() => pool.destroy())));
  }
}
