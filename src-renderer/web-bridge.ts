import { buildBridgeApi } from '../src-shared/ipc/bridge';
import {
  BRIDGE_EVENTS_PATH,
  BRIDGE_INVOKE_PATH,
  BRIDGE_KEY_HEADER,
  BRIDGE_KEY_META,
  BRIDGE_KEY_STORAGE,
} from '../src-shared/ipc/browser-bridge';
import type { BulkpayApi, EventName } from '../src-shared/ipc/contract';
import { decodeWire, encodeWire } from '../src-shared/ipc/wire';
import { yieldToWindow } from './yield-to-window';

// Browser mode's bridge (no preload): the same buildBridgeApi over the core's loopback server
// (src-main/web/server.ts). The run's bridge key lives in this origin's sessionStorage and in this
// module, and goes out only as a header on our own origin's calls: never a cookie, which the
// browser would send to every other server on 127.0.0.1 (docs/browser-mode-security.md).

/** Waits this long before the event stream is opened again after it ended (the core restarted). */
const RECONNECT_MS = 1_000;

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

/**
 * The key the server handed this page (a meta tag in the answer to the opened address), moved to
 * sessionStorage and out of the document and the address bar; else the one kept there (a reload).
 */
function takeBridgeKey(): string {
  const meta = document.querySelector(`meta[name="${BRIDGE_KEY_META}"]`);
  const handed = meta?.getAttribute('content');
  if (meta) {
    meta.remove();
    history.replaceState(null, '', '/'); // the launch token leaves the address bar and this tab's history
  }
  if (handed) sessionStorage.setItem(BRIDGE_KEY_STORAGE, handed);
  return sessionStorage.getItem(BRIDGE_KEY_STORAGE) ?? '';
}

async function invoke(key: string, channel: string, request: unknown): Promise<unknown> {
  try {
    const response = await fetch(BRIDGE_INVOKE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BRIDGE_KEY_HEADER]: key },
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

function deliver(data: string): void {
  const { event, payload } = decodeWire(data) as { event: string; payload: unknown };
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

/** The data lines of the complete server-sent events in `text`, and what is left of an unfinished one. */
export function sseData(text: string): { data: string[]; rest: string } {
  const frames = text.split('\n\n');
  const rest = frames.pop() ?? '';
  const data = frames.flatMap((frame) =>
    frame
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length)),
  );
  return { data, rest };
}

/** Reads one opened event stream until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const { data, rest } = sseData(pending + decoder.decode(value, { stream: true }));
    pending = rest;
    for (const line of data) deliver(line);
  }
}

/**
 * One stream for every event, opened at start so nothing is missed, and opened again when it ends.
 * A streamed fetch rather than EventSource, which cannot send the key header.
 */
async function followEvents(key: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(BRIDGE_EVENTS_PATH, { headers: { [BRIDGE_KEY_HEADER]: key }, cache: 'no-store' });
      if (response.status === 403) return; // no key: the calls say what to do
      if (response.ok && response.body) await readEvents(response.body);
    } catch {
      // The core is gone for now: try again below.
    }
    await new Promise((again) => setTimeout(again, RECONNECT_MS));
  }
}

function subscribe(event: EventName, listener: (payload: unknown) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * window.bulkpay for browser mode: exactly the contract's channels and events, as the preload
 * builds it; `hasKey` is false in a tab that was never handed the key (opened on the bare address).
 */
export function webBridge(): { api: BulkpayApi; hasKey: boolean } {
  const key = takeBridgeKey();
  if (key) void followEvents(key);
  return {
    api: Object.freeze(buildBridgeApi((channel, request) => invoke(key, channel, request), subscribe)),
    hasKey: key !== '',
  };
}
