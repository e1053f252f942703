// A TCP relay in front of a test PostgreSQL that can fail the way real networks and poolers do:
// - 'pass': bytes go both ways;
// - 'silent': nothing goes either way, not even a FIN, on open or new connections (a VPN that
//   dropped, a laptop that slept: the socket looks open and never answers);
// - 'deaf': everything passes except the server's notifications (PgBouncer in transaction mode,
//   where LISTEN succeeds and nothing ever arrives).
// And at a chosen moment (`cutOnAnswer`): a client message containing a given text reaches the
// server, and the connection is cut as the server answers it (the answer never arrives); or
// (`cutOnRequest`) the connection is cut as the client sends it (the server never sees it).
import { connect, createServer, type Server, type Socket } from 'node:net';

export type RelayMode = 'pass' | 'silent' | 'deaf';

export interface PgRelay {
  port: number;
  mode: RelayMode;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** Cuts every open connection (both sides see the socket close). */
  cut(): void;
  /**
   * Arms a cut: on the first connection that sends a message containing `text` (after one
   * containing `after`, when given), that message reaches the server and the connection is cut
   * as soon as the server answers, the answer dropped. Resolves once cut.
   */
  cutOnAnswer(text: string, after?: string): Promise<void>;
  /** The same, but the message is dropped and the connection cut at once: the server never sees it. */
  cutOnRequest(text: string, after?: string): Promise<void>;
  close(): Promise<void>;
}

/** The server's NotificationResponse message type (PostgreSQL protocol 3). */
const NOTIFICATION = 0x41; // 'A'

/** Passes whole server messages on, leaving out notifications; keeps a partial message for later. */
function withoutNotifications(): (chunk: Buffer) => Buffer {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    const kept: Buffer[] = [];
    let at = 0;
    while (pending.length - at >= 5) {
      const length = 1 + pending.readUInt32BE(at + 1);
      if (pending.length - at < length) break;
      if (pending[at] !== NOTIFICATION) kept.push(pending.subarray(at, at + length));
      at += length;
    }
    pending = pending.subarray(at);
    return Buffer.concat(kept);
  };
}

export async function startPgRelay(target: { port: number; host?: string }): Promise<PgRelay> {
  const open = new Set<Socket>();
  let accepted = 0;
  let armed: { text: string; after?: string; onRequest: boolean; cut: () => void } | null = null;
  const arm = (text: string, after: string | undefined, onRequest: boolean) =>
    new Promise<void>((resolve) => {
      armed = { text, ...(after ? { after } : {}), onRequest, cut: resolve };
    });
  const relay = {
    port: 0,
    mode: 'pass' as RelayMode,
    get accepted() {
      return accepted;
    },
    cut() {
      for (const s of open) s.destroy();
    },
    close: () => Promise.resolve(),
    cutOnAnswer: (text: string, after?: string) => arm(text, after, false),
    cutOnRequest: (text: string, after?: string) => arm(text, after, true),
  };
  const track = (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => {});
  };
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    accepted++;
    track(socket);
    if (relay.mode === 'silent') return socket.on('data', () => {});
    const upstream = connect({ port: target.port, host: target.host ?? '127.0.0.1', allowHalfOpen: true });
    track(upstream);
    const filter = withoutNotifications();
    let sawAfter = false;
    let cutting: (() => void) | null = null;
    socket.on('data', (d: Buffer) => {
      const text = d.toString('latin1');
      if (armed && !cutting) {
        if (armed.after && text.includes(armed.after)) sawAfter = true;
        if ((!armed.after || sawAfter) && text.includes(armed.text)) {
          cutting = armed.cut;
          const onRequest = armed.onRequest;
          armed = null;
          if (onRequest) {
            socket.destroy();
            upstream.destroy();
            return cutting();
          }
        }
      }
      if (relay.mode !== 'silent') upstream.write(d);
    });
    upstream.on('data', (d: Buffer) => {
      if (cutting) {
        socket.destroy();
        upstream.destroy();
        return cutting();
      }
      if (relay.mode === 'silent') return;
      // Framing is followed from the first byte, so 'deaf' can start on an open connection.
      const kept = filter(d);
      socket.write(relay.mode === 'deaf' ? kept : d);
    });
    socket.on('end', () => relay.mode !== 'silent' && upstream.end());
    upstream.on('end', () => relay.mode !== 'silent' && socket.end());
    socket.on('close', () => relay.mode !== 'silent' && upstream.destroy());
    upstream.on('close', () => relay.mode !== 'silent' && socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.address() as { port: number }).port;
  relay.close = async () => {
    relay.cut();
    await new Promise((resolve) => server.close(resolve));
  };
  return relay;
}
