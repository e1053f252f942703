import type { ServerResponse } from 'node:http';
import type { Fault } from '../faults';
import { sleep, type Reply } from './reply';

/** The answer a `malformed` fault gives instead of `reply`: same status, spoiled body. */
export function malformedReply(reply: Reply, fault: Fault): { status: number; text: string } {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  if (fault.mode === 'not-json') return { status: reply.status, text: '<html><body>Service temporarily degraded' };
  if (fault.mode === 'truncated') return { status: reply.status, text: text.slice(0, Math.floor(text.length / 2)) };
  const body = structuredClone(reply.body);
  const record = firstRecord(body);
  if (record && fault.field) {
    if (fault.mode === 'null-field') record[fault.field] = null;
    else if (fault.mode === 'set-field') record[fault.field] = fault.value ?? null;
    else delete record[fault.field];
  }
  return { status: reply.status, text: JSON.stringify(body) };
}

/** The first object of a list answer (bare array, or a page's `results`), or the answer itself. */
function firstRecord(body: unknown): Record<string, unknown> | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(body)) return body.find(isObject);
  if (!isObject(body)) return undefined;
  if (Array.isArray(body.results)) return body.results.find(isObject);
  return body;
}

/** Sends the status and headers at once, then the body one byte every `ms`, until done or the client hangs up. */
export async function sendTrickled(res: ServerResponse, status: number, text: string, ms: number): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': bytes.length });
  res.flushHeaders();
  for (let i = 0; i < bytes.length && !res.destroyed; i++) {
    res.write(bytes.subarray(i, i + 1));
    await sleep(ms);
  }
  if (!res.destroyed) res.end();
}

/**
 * Streams a valid JSON object of `size` bytes (`{"padding":"xxx…"}`) with the real status, in
 * 64 KiB chunks that wait for the socket: the sandbox never holds the answer in memory, and stops
 * when the client hangs up.
 */
export async function sendOversized(
  res: ServerResponse,
  status: number,
  size: number,
  declareLength: boolean,
): Promise<void> {
  const head = '{"padding":"';
  const tail = '"}';
  const fill = Math.max(0, size - head.length - tail.length);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...(declareLength ? { 'Content-Length': head.length + fill + tail.length } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const write = (data: Buffer | string) =>
    res.write(data)
      ? Promise.resolve()
      : new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
  await write(head);
  for (let left = fill; left > 0 && !res.destroyed; left -= chunk.length)
    await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
  if (!res.destroyed) res.end(tail);
}
