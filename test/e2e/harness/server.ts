import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import type { Core } from '../../../src-main/core';
import { dispatch, type HandlerMap } from '../../../src-main/ipc/dispatch';
import { APP_ORIGIN, appResponseHeaders, resolveAppFile } from '../../../src-main/shell/security';
import { decodeWire, encodeWire } from './wire';

/** One message that crossed the bridge, kept raw (as sent on the wire) for the secrets canary. */
export interface RecordedPayload {
  kind: 'invoke' | 'event';
  channel: string;
  /** The exact bytes on the wire: request body and response body, or the event's data line. */
  wire: string[];
}

export const TOKEN_HEADER = 'x-bulkpay-bridge-token';

/**
 * The harness talks to sandbox banks only: a request that would point a profile at any bank
 * address off this machine is refused before it reaches the core.
 */
export function refusesRealBank(request: unknown): string | null {
  if (!request || typeof request !== 'object') return null;
  for (const key of ['baseUrl', 'bulkBaseUrl'] as const) {
    const value = (request as Record<string, unknown>)[key];
    if (value === undefined) continue;
    let host: string;
    try {
      host = new URL(String(value)).hostname;
    } catch {
      continue; // the contract's own validation answers this one
    }
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host))
      return `The test bridge talks to sandbox banks on this machine only, not ${host}.`;
  }
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Test-only stand-in for the Electron shell: serves the built renderer on 127.0.0.1 with the
 * protocol handler's headers, and the IPC contract over POST /__bridge/invoke (plus push
 * events as server-sent events), same origin so the CSP's connect-src 'self' holds.
 * Every bridge request must carry the random per-run token.
 */
export class BridgeServer {
  readonly token = randomBytes(32).toString('hex');
  readonly payloads: RecordedPayload[] = [];
  #handlers: HandlerMap | null = null;
  #removeSink: (() => void) | null = null;
  readonly #streams = new Set<ServerResponse>();
  readonly #server = createServer((req, res) => void this.#route(req, res));
  origin = '';

  constructor(private readonly rendererRoot: string) {}

  async listen(): Promise<string> {
    await new Promise<void>((done) => this.#server.listen(0, '127.0.0.1', done));
    this.origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** Connects a running core: its handler map serves calls, its event bus feeds the streams. */
  attach(core: Core, handlers: HandlerMap): void {
    this.detach();
    this.#handlers = handlers;
    this.#removeSink = core.events.addSink((event, payload) => {
      const data = encodeWire({ event, payload });
      this.payloads.push({ kind: 'event', channel: event, wire: [data] });
      for (const stream of this.#streams) stream.write(`event: bulkpay\ndata: ${data}\n\n`);
    });
  }

  /** The core is gone (stopped or "crashed"): calls answer 503 until a core is attached again. */
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

  #authorised(req: IncomingMessage): boolean {
    const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
    const expected = Buffer.from(this.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async #route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.startsWith('/__bridge/')) return this.#serveFile(req, res);
    if (!this.#authorised(req)) return void res.writeHead(403).end();
    if (path === '/__bridge/invoke' && req.method === 'POST') return this.#invoke(req, res);
    if (path === '/__bridge/events' && req.method === 'GET') return this.#events(res);
    res.writeHead(404).end();
  }

  async #serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Chromium asks every page for a favicon; Electron does not. Answer it so it is not a 404 "error".
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    // The same path decision as the Electron protocol handler.
    const file =
      req.method === 'GET' ? resolveAppFile(`${APP_ORIGIN}${req.url ?? '/'}`, this.rendererRoot, join) : null;
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!file || !body) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      ...appResponseHeaders(), // exactly what the Electron protocol handler sends
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  async #invoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Only our own page may call: fetch always sends Origin on POST.
    if (req.headers.origin !== this.origin) return void res.writeHead(403).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestWire = Buffer.concat(chunks).toString('utf8');
    const handlers = this.#handlers;
    if (!handlers) return void res.writeHead(503).end();
    let channel: string;
    let result: unknown;
    try {
      const call = decodeWire(requestWire) as { channel: string; request: unknown };
      channel = String(call.channel);
      const refused = refusesRealBank(call.request);
      result = refused
        ? { ok: false, error: { code: 'forbidden', message: refused } }
        : await dispatch(handlers, channel, call.request);
    } catch {
      return void res.writeHead(400).end();
    }
    const responseWire = encodeWire(result);
    this.payloads.push({ kind: 'invoke', channel, wire: [requestWire, responseWire] });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(responseWire);
  }

  #events(res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.#streams.add(res);
    res.on('close', () => this.#streams.delete(res));
  }
}
