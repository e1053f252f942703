import { buildBridgeApi } from '../src-shared/ipc/bridge';
import type { BulkpayApi, EventName } from '../src-shared/ipc/contract';
import { decodeWire, encodeWire } from '../src-shared/ipc/wire';
import { yieldToWindow } from './yield-to-window';

// Browser mode's bridge (no preload): the same buildBridgeApi over the core's loopback server
// (src-main/web/server.ts). The run's token is an HttpOnly cookie the browser sends by itself;
// this script never sees it.

const INVOKE_PATH = '/__bridge/invoke';
const EVENTS_PATH = '/__bridge/events';

/** UTF-16 code units encoded per slice of a large body (256 K: a millisecond or two each). */
const BODY_SLICE = 1 << 18;

/**
 * The request body: a short text as it is; a long one (a file, a chunk of 5,000 rows) as a Blob
 * encoded a slice at a time with the thread handed back between slices. fetch encodes a string
 * body in one piece on this thread (~110 ms for a 7 MB file, ~45 ms for a 1 MB chunk of rows), a
 * Blob it takes as it is. The bytes
 * are the same: a slice never ends between the two halves of a surrogate pair.
 */
export async function requestBody(text: string, slice = BODY_SLICE): Promise<string | Blob> {
  if (text.length <= slice) return text;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + slice);
    const last = text.charCodeAt(end - 1);
    // A slice of one code unit takes the pair whole rather than end empty.
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1;
    if (parts.length > 0) await yieldToWindow();
    parts.push(encoder.encode(text.slice(start, end)));
    start = end;
  }
  return new Blob(parts as BlobPart[]);
}

const transportError = (message: string) => ({ ok: false, error: { code: 'bridge_unavailable', message } });

async function invoke(channel: string, request: unknown): Promise<unknown> {
  try {
    const response = await fetch(INVOKE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await requestBody(encodeWire({ channel, request })),
    });
    if (response.status === 403)
      return transportError('This page lost its key to Bulkpay. Open the address Bulkpay printed when it started.');
    if (!response.ok)
      return transportError(`Bulkpay is not answering (HTTP ${response.status}). Check that it is still running.`);
    return decodeWire(await response.text());
  } catch {
    return transportError('Bulkpay is not answering. Check that it is still running, then reload this page.');
  }
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();

/** One stream for every event, opened at start so nothing is missed; the browser reconnects it by itself. */
function openEventStream(): void {
  const source = new EventSource(EVENTS_PATH);
  source.addEventListener('bulkpay', (message) => {
    const { event, payload } = decodeWire((message as MessageEvent<string>).data) as {
      event: string;
      payload: unknown;
    };
    for (const listener of listeners.get(event) ?? []) listener(payload);
  });
}

function subscribe(event: EventName, listener: (payload: unknown) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/** window.bulkpay for browser mode: exactly the contract's channels and events, as the preload builds it. */
export function webBridge(): BulkpayApi {
  openEventStream();
  return Object.freeze(buildBridgeApi(invoke, subscribe));
}
