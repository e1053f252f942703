/**
 * The sandbox's preferred port (the demo bank's last one) is a wish: a port the system refuses for
 * any reason, not only one already taken, gives a free port instead of a sandbox that never starts
 * (Windows refuses ports in ranges reserved for Hyper-V, WSL2 or Docker with EACCES).
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listenPreferring } from '../../../src-sandbox/index';

/** A real server whose first listen is refused with `code`, as the system refuses it. */
function refusedOnce(code: string): Server {
  const server = createServer();
  const listen = server.listen.bind(server);
  let refused = false;
  server.listen = ((...args: Parameters<Server['listen']>) => {
    if (refused) return listen(...args);
    refused = true;
    process.nextTick(() => server.emit('error', Object.assign(new Error(`listen ${code}`), { code })));
    return server;
  }) as Server['listen'];
  return server;
}

let server: Server | undefined;
afterEach(() => void server?.close());

describe('listenPreferring', () => {
  it.each(['EACCES', 'EADDRINUSE', 'EADDRNOTAVAIL'])(
    'listens on a free port when the preferred one is refused (%s)',
    async (code) => {
      server = refusedOnce(code);
      const port = await listenPreferring(server, 47_001);
      expect(server.listening).toBe(true);
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(47_001);
    },
  );
});
