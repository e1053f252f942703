import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { MAX_FILE_BYTES } from '../../src-shared/import/decode';
import {
  BRIDGE_EVENTS_PATH,
  BRIDGE_INVOKE_PATH,
  BRIDGE_KEY_HEADER,
  BRIDGE_KEY_META,
} from '../../src-shared/ipc/browser-bridge';
import { decodeWire, encodeWire } from '../../src-shared/ipc/wire';
import type { Result } from '../../src-shared/result';
import type { EventBus } from '../platform/events';
import type { HandlerMap } from '../platform/ipc/dispatch';
import { startTrace } from '../platform/start-trace';
import { registerSecret } from '../platform/security/redact';
import { APP_ORIGIN, appResponseHeaders, resolveAppFile } from '../platform/shell/security';
import {
  isAllowedHost,
  isAllowedOrigin,
  isHandOverNavigation,
  isRepeatableHandOver,
  isRunToken,
} from './request-guard';

// Not `import … from 'node:http'`: Node builds that ES module's exports by reading every
// property of http, whose lazy getters load Node's own undici (40–300 ms at every start).
const { createServer } = process.getBuiltinModule('node:http');

export { BRIDGE_EVENTS_PATH, BRIDGE_INVOKE_PATH, BRIDGE_KEY_HEADER };

/** One message that crossed the bridge, exactly as sent on the wire. */
export interface BridgeMessage {
  kind: 'invoke' | 'event';
  channel: string;
  /** Request body and response body, or the event's data line. */
  wire: string[];
}

/** What one local client may take of the server: sockets, time and memory. */
export interface ServerLimits {
  /** Open sockets at once; past it a new one is closed at once (a browser opens about 6 per host). */
  maxConnections: number;
  /** Time for a request's headers to arrive, counted from the connection (idle and half-open sockets). */
  headersTimeoutMs: number;
  /** Time for a whole request, body included (a 200 MB body takes seconds on loopback). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive socket stays open between requests. */
  keepAliveTimeoutMs: number;
  /** The largest call body: a file at the importer's limit as UTF-8 JSON, with room to spare. */
  maxBodyBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
  maxBodyBytes: 4 * MAX_FILE_BYTES,
};

/**
 * A file of the built renderer, or null when it is not there. Read at once, not through the thread
 * pool: while the core is being read (browser-mode.ts, a module a turn) the thread is let go once per
 * module, and an asynchronous read (open, stat, read, close) needs a turn of its own for each step,
 * so the page would wait several modules for a file of a few kilobytes read in well under a millisecond.
 */
function readBuiltFile(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** Room for the most cookies a browser keeps for one host (Chromium: 180 × 4 KB), which it sends with every request. */
const MAX_HEADER_BYTES = 1 << 20;

export interface WebServerOptions {
  /** The built renderer (index.html and assets/). */
  rendererRoot: string;
  /** Sees every message that crosses the bridge (the e2e harness records them for the secrets canary). */
  onMessage?: (message: BridgeMessage) => void;
  /** A call this returns an error for is answered with it instead of being dispatched (test-only rules). */
  screen?: (channel: string, request: unknown) => Result<never> | null;
  /** Told of a request that failed inside the server (it was answered 500; the server goes on). */
  onFailure?: (error: unknown) => void;
  /** Tighter limits (tests); the defaults suit one user's browser. */
  limits?: Partial<ServerLimits>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
};

const NOT_AUTHORISED =
  'This address needs the one-time key Bulkpay printed when it started. Open the full address it ' +
  'printed (http://127.0.0.1:…/?token=…), or start Bulkpay again with "npm run start:browser".';

const ALREADY_HANDED_OVER =
  'This opening link was already used. Type or paste the address Bulkpay printed when it started ' +
  '(http://127.0.0.1:…/?token=…) into the address bar, or start Bulkpay again with "npm run start:browser".';

const tooLarge = (limit: number) =>
  `This request is larger than Bulkpay takes (${Math.round(limit / 1048576)} MB). Split the file into smaller files.`;

function refuse(res: ServerResponse, status: number, message: string, close = false): void {
  if (res.headersSent) return void res.destroy();
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(close ? { Connection: 'close' } : {}),
    })
    .end(message);
}

/** The request target as a URL of our origin, or null when none can be made of it ("//[", "http://[/"). */
function requestUrl(target: string | undefined, origin: string): URL | null {
  try {
    return new URL(target ?? '/', origin);
  } catch {
    return null;
  }
}

type Body = { ok: true; text: string } | { ok: false };

/** The request body as text, or not ok past `limit` bytes (said or sent); throws when the client goes away midway. */
async function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return { ok: false };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return { ok: false };
    chunks.push(chunk as Buffer);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** The app's page with the bridge key in a meta tag at the top of its head (the page's bridge takes it out). */
export function withBridgeKey(page: string, key: string): string {
  const meta = `<meta name="${BRIDGE_KEY_META}" content="${key}">`;
  const at = /<head[^>]*>/i.exec(page) ?? /^<!doctype html>/i.exec(page);
  const end = at ? at.index + at[0].length : 0;
  return page.slice(0, end) + meta + page.slice(end);
}

/**
 * Browser mode: the production renderer and the IPC contract on 127.0.0.1, for the core running in
 * this process. The opened address carries the run's launch token; the page it opens gets the
 * run's bridge key once (a meta tag), keeps it in its origin's sessionStorage and sends it in a
 * header on every call and on the event stream. No cookie: a cookie is sent to every port of
 * 127.0.0.1 (docs/browser-mode-security.md). Every request is checked for host and origin before
 * anything else, every call for the key; calls go through the same dispatch as Electron's
 * ipcMain, push events go out as server-sent events.
 */
export class WebServer {
  /** The launch token, in the opened and printed address only. */
  readonly token = randomBytes(32).toString('hex');
  /** What the page sends with every call; given only in answer to the launch token. */
  readonly bridgeKey = randomBytes(32).toString('hex');
  #port = 0;
  #handlers: HandlerMap | null = null;
  /** Settles when the core that is starting runs or has failed; calls wait for it. */
  #starting: Promise<unknown> = Promise.resolve();
  #removeSink: (() => void) | null = null;
  readonly #streams = new Set<ServerResponse>();
  readonly #limits: ServerLimits;
  readonly #server: Server;
  #handedOver!: () => void;
  #tokenHandedOver = false;
  /** Resolves the first time a browser hands the token over (the launch file can then go). */
  readonly handedOver = new Promise<void>((done) => (this.#handedOver = done));

  constructor(private readonly options: WebServerOptions) {
    registerSecret(this.token); // never in a log line, whoever writes one
    registerSecret(this.bridgeKey);
    const limits = (this.#limits = { ...DEFAULT_LIMITS, ...options.limits });
    this.#server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // Any server on 127.0.0.1 can plant cookies the browser then sends to every port here, up to
        // 180 of 4 KB each: past Node's 16 KB default, every request of ours would be refused (431).
        maxHeaderSize: MAX_HEADER_BYTES,
        // How often the two timeouts above are checked (Node's default, 30 s, lets them run long).
        connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
      },
      (req, res) => void this.#answer(req, res),
    );
    this.#server.maxConnections = limits.maxConnections;
  }

  /** Listens on a random port of 127.0.0.1; answers our origin (http://127.0.0.1:port). */
  async listen(): Promise<string> {
    await new Promise<void>((done, fail) => {
      this.#server.once('error', fail);
      this.#server.listen(0, '127.0.0.1', done);
    });
    this.#port = (this.#server.address() as AddressInfo).port;
    return this.origin;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The address to open (and print): its page is handed the bridge key. */
  get launchUrl(): string {
    return `${this.origin}/?token=${this.token}`;
  }

  /** A core is starting: calls that arrive meanwhile wait for it instead of being refused (503). */
  coreStarting(started: Promise<unknown>): void {
    this.#starting = started.catch(() => undefined);
  }

  /** Connects a running core: its handler map serves calls, its event bus feeds the streams. */
  attach(events: EventBus, handlers: HandlerMap): void {
    this.detach();
    this.#handlers = handlers;
    this.#removeSink = events.addSink((event, payload) => {
      const data = encodeWire({ event, payload });
      this.options.onMessage?.({ kind: 'event', channel: event, wire: [data] });
      for (const stream of this.#streams) stream.write(`event: bulkpay\ndata: ${data}\n\n`);
    });
  }

  /** The core is gone (stopped or crashed): calls answer 503 until a core is attached again. */
  detach(): void {
    this.#removeSink?.();
    this.#removeSink = null;
    this.#handlers = null;
  }

  async close(): Promise<void> {
    this.detach();
    for (const stream of this.#streams) stream.end();
    this.#server.closeAllConnections();
    await new Promise((done) => this.#server.close(done));
  }

  /** Every request ends here, answered: nothing a client sends may stop the core. */
  async #answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await this.#route(req, res);
    } catch (e) {
      this.options.onFailure?.(e);
      refuse(res, 500, 'Bulkpay could not answer this request.');
    }
  }

  async #route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (!isAllowedHost(req.headers.host, this.#port)) return refuse(res, 403, 'Bulkpay answers only on 127.0.0.1.');
    const url = requestUrl(req.url, this.origin);
    if (!url) return refuse(res, 400, 'Bulkpay does not know this address.');
    const secFetchSite = req.headers['sec-fetch-site'] as string | undefined;
    const offered = url.searchParams.get('token');
    const mode = req.headers['sec-fetch-mode'] as string | undefined;
    const dest = req.headers['sec-fetch-dest'] as string | undefined;
    if (offered !== null && isHandOverNavigation(req.headers.origin, secFetchSite, mode, dest, method))
      return this.#handOver(offered, secFetchSite, res);
    if (!isAllowedOrigin(req.headers.origin, secFetchSite, method, this.#port))
      return refuse(res, 403, 'Bulkpay answers only its own page.');
    // The page and its scripts are the public build and hold nothing of the run: no key needed.
    if (!url.pathname.startsWith('/__bridge/')) return this.#serveFile(url, method, res);
    if (!isRunToken(req.headers[BRIDGE_KEY_HEADER] as string | undefined, this.bridgeKey))
      return refuse(res, 403, NOT_AUTHORISED);
    if (url.pathname === BRIDGE_INVOKE_PATH && method === 'POST') return this.#invoke(req, res);
    if (url.pathname === BRIDGE_EVENTS_PATH && method === 'GET') return this.#events(res);
    return refuse(res, 404, 'Not found');
  }

  /**
   * The launch token from the opened address is answered with the app's page carrying the bridge
   * key, which the page moves to its sessionStorage and takes out of the document and the address
   * bar. A load another page started (the launch file, another server on 127.0.0.1, a page kept in
   * history) is taken once per run; the user typing or pasting the printed address always is.
   */
  #handOver(offered: string, secFetchSite: string | undefined, res: ServerResponse): void {
    if (!isRunToken(offered, this.token)) return refuse(res, 403, NOT_AUTHORISED);
    if (!isRepeatableHandOver(secFetchSite) && this.#tokenHandedOver) return refuse(res, 403, ALREADY_HANDED_OVER);
    // Read at once, as every file of the page (readBuiltFile); a page gone since the start is answered
    // 500 before the hand-over is taken, so a load once the page is back still gets the key.
    const page = readFileSync(join(this.options.rendererRoot, 'index.html'), 'utf8');
    this.#tokenHandedOver = true;
    this.#handedOver();
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES['.html']!,
      ...appResponseHeaders(),
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    res.end(withBridgeKey(page, this.bridgeKey));
    startTrace('server: page HTML sent');
  }

  #serveFile(url: URL, method: string, res: ServerResponse): void {
    // Browsers ask every page for a favicon; Electron does not. Answer it so it is not a 404.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    // The same path decision as the Electron protocol handler.
    const file =
      method === 'GET' ? resolveAppFile(`${APP_ORIGIN}${url.pathname}`, this.options.rendererRoot, join) : null;
    const body = file ? readBuiltFile(file) : null;
    if (!file || !body) return refuse(res, 404, 'Not found');
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      ...appResponseHeaders(), // exactly what the Electron protocol handler sends
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    res.end(body, () => startTrace(`server: ${url.pathname} sent`));
  }

  async #invoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: Body;
    try {
      body = await readBody(req, this.#limits.maxBodyBytes);
    } catch {
      return void res.destroy(); // the client went away midway: no one to answer
    }
    if (!body.ok) return refuse(res, 413, tooLarge(this.#limits.maxBodyBytes), true);
    startTrace('server: a call arrived');
    await this.#starting;
    const handlers = this.#handlers;
    if (!handlers) return refuse(res, 503, "Bulkpay's core is not running.");
    // The contract's schemas come with the core, not before the server listens: read in the core's
    // turns (browser-mode.ts), so a call finds them read.
    const { dispatch } = await import('../platform/ipc/dispatch');
    let channel: string;
    let result: unknown;
    try {
      const call = decodeWire(body.text) as { channel: string; request: unknown };
      channel = String(call.channel);
      result = this.options.screen?.(channel, call.request) ?? (await dispatch(handlers, channel, call.request));
    } catch {
      return refuse(res, 400, 'The request was not a bridge call.');
    }
    const responseWire = encodeWire(result);
    this.options.onMessage?.({ kind: 'invoke', channel, wire: [body.text, responseWire] });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(responseWire);
    startTrace(`server: ${channel} answered`);
  }

  #events(res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.#streams.add(res);
    res.on('close', () => this.#streams.delete(res));
  }
}
