// Injected into the page in place of the preload (see app.ts): builds `window.bulkpay` with
// the same buildBridgeApi the preload uses, over a loopback transport to the test bridge.
// The per-run token travels as an HTTP header the browser context adds, never through page JS.
import { buildBridgeApi } from '../../../src-shared/ipc/bridge';
import type { EventName } from '../../../src-shared/ipc/contract';
import { decodeWire, encodeWire } from './wire';

const transportError = (message: string) => ({ ok: false, error: { code: 'bridge_unavailable', message } });

async function invoke(channel: string, request: unknown): Promise<unknown> {
  try {
    const response = await fetch('/__bridge/invoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: encodeWire({ channel, request }),
    });
    if (!response.ok) return transportError(`The app's core did not answer (HTTP ${response.status}).`);
    return decodeWire(await response.text());
  } catch {
    return transportError("The app's core did not answer.");
  }
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();
const source = new EventSource('/__bridge/events');
source.addEventListener('bulkpay', (message) => {
  const { event, payload } = decodeWire((message as MessageEvent<string>).data) as { event: string; payload: unknown };
  for (const listener of listeners.get(event) ?? []) listener(payload);
});

function subscribe(event: EventName, listener: (payload: unknown) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener);
  return () => void set.delete(listener);
}

// A CSP violation is a test failure: make it a console error the harness collects.
document.addEventListener('securitypolicyviolation', (e) => {
  console.error(
    `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`,
  );
});

Object.defineProperty(window, 'bulkpay', { value: Object.freeze(buildBridgeApi(invoke, subscribe)), enumerable: true });
