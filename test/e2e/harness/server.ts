import { err } from '../../../src-shared/result';
import { WebServer, type BridgeMessage } from '../../../src-main/web/server';

/** One message that crossed the bridge, kept raw (as sent on the wire) for the secrets canary. */
export type RecordedPayload = BridgeMessage;

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

/**
 * The product's browser-mode server (src-main/web/server.ts) with the harness's two test-only
 * additions: every payload is recorded for the secrets canary, and real banks are refused.
 */
export function recordingWebServer(rendererRoot: string): { server: WebServer; payloads: RecordedPayload[] } {
  const payloads: RecordedPayload[] = [];
  const server = new WebServer({
    rendererRoot,
    onMessage: (message) => payloads.push(message),
    screen: (_channel, request) => {
      const refused = refusesRealBank(request);
      return refused ? err('forbidden', refused) : null;
    },
  });
  return { server, payloads };
}
