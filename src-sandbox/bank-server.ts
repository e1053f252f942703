import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Engine } from './engine';
import type { Faults } from './faults';
import type { BankContext, BankUrls } from './http/context';
import { json, readBody, RequestTooLarge, send, sleep, type Reply } from './http/reply';
import type { Router } from './http/router';
import { malformedReply, sendOversized, sendTrickled } from './http/spoiled-replies';

// Not `import … from 'node:http'`: Node builds that ES module's exports by reading every
// property of http, whose lazy getters load Node's own undici (40–300 ms at every start).
const { createServer } = process.getBuiltinModule('node:http');

export interface BankListener {
  engine: Engine;
  faults: Faults;
  router: Router<BankContext>;
  urls: BankUrls;
  /** Filled in once the server listens: `127.0.0.1:<port>`. */
  expectedHost: string;
}

/** One bank address. Faults apply here, never on the control API. */
export function createBankServer(listener: BankListener): Server {
  return createServer((req, res) => {
    handle(listener, req, res).catch((e: unknown) => {
      console.error(`sandbox: ${req.method} ${req.url} failed: ${(e as Error).message}`);
      if (!res.headersSent)
        send(res, json(500, { detail: 'The sandbox failed to handle this request; see its console.' }));
    });
  });
}

async function handle(l: BankListener, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const target = req.url ?? '/';
  const url = new URL(target, `http://${l.expectedHost}`);
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (e) {
    if (e instanceof RequestTooLarge)
      return send(res, json(400, { non_field_errors: ['The request body is larger than 1 MiB.'] }));
    throw e;
  }
  const fault = l.faults.take(method, url.pathname);
  if (fault?.kind === 'status') {
    const retry =
      fault.status === 429 || fault.status === 503 ? { 'Retry-After': String(fault.retry_after ?? 1) } : undefined;
    return send(
      res,
      json(
        fault.status!,
        {
          error: 'fault_injected',
          error_description: `Injected fault: HTTP ${fault.status} from the sandbox's control API.`,
        },
        retry,
      ),
    );
  }
  if (fault?.kind === 'delay') await sleep(fault.ms ?? 0);

  let held = fault?.kind !== 'hold';
  const hold = async () => {
    if (held) return;
    held = true;
    await l.faults.hold(fault?.ms ?? 0);
  };
  const match = l.router.match(method, url.pathname);
  let reply: Reply;
  if (match.kind === 'reply') reply = match.reply;
  else {
    l.engine.tick();
    const ctx: BankContext = {
      engine: l.engine,
      req,
      url,
      target,
      raw,
      expectedHost: l.expectedHost,
      urls: l.urls,
      hold,
    };
    reply = await match.route.handle(ctx, match.params);
    l.engine.persist();
  }
  await hold();
  if (fault?.kind === 'drop-after-commit') {
    // The request took effect; the client sees the connection cut before any response.
    res.socket?.destroy();
    return;
  }
  // The spoiled answers come after the request took effect, as a real bank's broken answer would.
  if (fault?.kind === 'oversize')
    return sendOversized(res, reply.status, fault.bytes ?? 50 * 1024 ** 2, fault.declare_length ?? false);
  if (fault?.kind === 'malformed') {
    const spoiled = malformedReply(reply, fault);
    res.writeHead(spoiled.status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(spoiled.text),
    });
    res.end(spoiled.text);
    return;
  }
  if (fault?.kind === 'trickle')
    return sendTrickled(
      res,
      reply.status,
      reply.body === undefined ? '' : JSON.stringify(reply.body),
      fault.ms ?? 1000,
    );
  send(res, reply);
}
