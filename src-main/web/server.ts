import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { decodeWire, encodeWire } from '../../src-shared/ipc/wire';
import type { Result } from '../../src-shared/result';
import type { EventBus } from '../events';
import { dispatch, type HandlerMap } from '../ipc/dispatch';
import { APP_ORIGIN, appResponseHeaders, resolveAppFile } from '../shell/security';
import {
  isAllowedHost,
  isAllowedOrigin,
  isHandOverNavigation,
  isRunToken,
  tokenCookie,
  tokenFromCookies,
} from './request-guard';

/** Where browser mode's page calls the core (same origin, so the CSP's connect-src 'self' holds). */
export const BRIDGE_INVOKE_PATH = '/__bridge/invoke';
export const BRIDGE_EVENTS_PATH = '/__bridge/events';

/** One message that crossed the bridge, exactly as sent on the wire. */
export interface BridgeMessage {
  kind: 'invoke' | 'event';
  channel: string;
  /** Request body and response body, or the event's data line. */
  wire: string[];
}

export interface WebServerOptions {
  /** The built renderer (index.html and assets/). */
  rendererRoot: string;
  /** Sees every message that crosses the bridge (the e2e harness records them for the secrets canary). */
  onMessage?: (message: BridgeMessage) => void;
  /** A call this returns an error for is answered with it instead of being dispatched (test-only rules). */
  screen?: (channel: string, request: unknown) => Result<never> | null;
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

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(message);
}

/**
 * Browser mode: the production renderer and the IPC contract on 127.0.0.1, for the core running in
 * this process. The per-run token is handed over once in the opened URL, then kept in an HttpOnly,
 * SameSite=Strict cookie and the address bar is cleaned by a redirect (as Jupyter does). Every
 * request is checked for host, origin and token before anything else; calls go through the same
 * dispatch as Electron's ipcMain, push events go out as server-sent events.
 */
export class WebServer {
  readonly token = randomBytes(32).toString('hex');
  #port = 0;
  #handlers: HandlerMap | null = null;
  #removeSink: (() => void) | null = null;
  readonly #streams = new Set<ServerResponse>();
  readonly #server = createServer((req, res) => void this.#route(req, res));
  #handedOver!: () => void;
  #tokenHandedOver = false;
  /** Resolves the first time a browser hands the token over (the launch file can then go). */
  readonly handedOver = new Promise<void>((done) => (this.#handedOver = done));

  constructor(private readonly options: WebServerOptions) {}

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

  /** The address to open once: it hands the token over, then the page lives on the cookie. */
  get launchUrl(): string {
    return `${this.origin}/?token=${this.token}`;
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

  async #route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (!isAllowedHost(req.headers.host, this.#port)) return refuse(res, 403, 'Bulkpay answers only on 127.0.0.1.');
    const secFetchSite = req.headers['sec-fetch-site'] as string | undefined;
    const url = new URL(req.url ?? '/', this.origin);
    const offered = url.searchParams.get('token');
    const mode = req.headers['sec-fetch-mode'] as string | undefined;
    const dest = req.headers['sec-fetch-dest'] as string | undefined;
    if (offered !== null && isHandOverNavigation(req.headers.origin, secFetchSite, mode, dest, method))
      return this.#handOver(offered, secFetchSite === 'cross-site', res);
    if (!isAllowedOrigin(req.headers.origin, secFetchSite, method, this.#port))
      return refuse(res, 403, 'Bulkpay answers only its own page.');
    if (!isRunToken(tokenFromCookies(req.headers.cookie, this.#port), this.token))
      return refuse(res, 403, NOT_AUTHORISED);
    if (url.pathname === BRIDGE_INVOKE_PATH && method === 'POST') return this.#invoke(req, res);
    if (url.pathname === BRIDGE_EVENTS_PATH && method === 'GET') return this.#events(res);
    if (url.pathname.startsWith('/__bridge/')) return refuse(res, 404, 'Not found');
    return this.#serveFile(url, method, res);
  }

  /**
   * The token from the opened URL becomes the cookie; the redirect takes it out of the address bar.
   * The cross-site way in (the launch file) works once: after any hand-over, a page kept in the
   * browser's history or another site replaying the address gets nothing; the user pasting the
   * printed address (Sec-Fetch-Site: none) still does.
   */
  #handOver(offered: string, fromLaunchFile: boolean, res: ServerResponse): void {
    if (!isRunToken(offered, this.token)) return refuse(res, 403, NOT_AUTHORISED);
    if (fromLaunchFile && this.#tokenHandedOver) return refuse(res, 403, ALREADY_HANDED_OVER);
    this.#tokenHandedOver = true;
    this.#handedOver();
    // From the launch file (file://) the browser would treat a redirect as part of a cross-site load
    // and neither send the Strict cookie nor call it same-origin; a page of ours that moves on does.
    if (fromLaunchFile) return this.#bounce(res);
    res
      .writeHead(303, {
        'Set-Cookie': tokenCookie(this.#port, this.token),
        // Always the app's start page: a path taken from the request could be "//elsewhere".
        Location: '/',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .end();
  }

  /** A page of our own origin that replaces itself with the app's start page (no script: the CSP has none). */
  #bounce(res: ServerResponse): void {
    res
      .writeHead(200, {
        'Set-Cookie': tokenCookie(this.#port, this.token),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .end(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/">' +
          '<title>Opening Bulkpay…</title><p>Opening Bulkpay… <a href="/">Continue</a></p>\n',
      );
  }

  async #serveFile(url: URL, method: string, res: ServerResponse): Promise<void> {
    // Browsers ask every page for a favicon; Electron does not. Answer it so it is not a 404.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    // The same path decision as the Electron protocol handler.
    const file =
      method === 'GET' ? resolveAppFile(`${APP_ORIGIN}${url.pathname}`, this.options.rendererRoot, join) : null;
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!file || !body) return refuse(res, 404, 'Not found');
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      ...appResponseHeaders(), // exactly what the Electron protocol handler sends
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  async #invoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestWire = Buffer.concat(chunks).toString('utf8');
    const handlers = this.#handlers;
    if (!handlers) return refuse(res, 503, "Bulkpay's core is not running.");
    let channel: string;
    let result: unknown;
    try {
      const call = decodeWire(requestWire) as { channel: string; request: unknown };
      channel = String(call.channel);
      result = this.options.screen?.(channel, call.request) ?? (await dispatch(handlers, channel, call.request));
    } catch {
      return refuse(res, 400, 'The request was not a bridge call.');
    }
    const responseWire = encodeWire(result);
    this.options.onMessage?.({ kind: 'invoke', channel, wire: [requestWire, responseWire] });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(responseWire);
  }

  #events(res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.#streams.add(res);
    res.on('close', () => this.#streams.delete(res));
  }
}
