import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply =>
  headers ? { status, body, headers } : { status, body };

/** 401 in the shape every authentication failure uses: which check failed, and why. */
export const unauthorized = (error: string, description: string, scheme: 'Signature' | 'Bearer' = 'Signature'): Reply =>
  json(401, { error, error_description: description }, { 'WWW-Authenticate': scheme });

/** DRF-style field errors: `{"field": ["message"]}`. */
export const fieldError = (field: string, message: string): Reply => json(400, { [field]: [message] });

export const notFound = (what = 'Not found.'): Reply => json(404, { detail: what });

export class RequestTooLarge extends Error {}

export const MAX_BODY_BYTES = 1024 * 1024;

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new RequestTooLarge(`body over ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, reply: Reply): void {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...(text ? { 'Content-Type': 'application/json' } : {}),
    'Content-Length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}

/** Parses a JSON object body, or returns the 400 reply that says why it could not. */
export function parseJsonObject(raw: Buffer): { value: Record<string, unknown> } | { reply: Reply } {
  if (raw.length === 0)
    return { reply: json(400, { non_field_errors: ['The request body is empty; send a JSON object.'] }) };
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (e) {
    return { reply: json(400, { non_field_errors: [`The request body is not valid JSON: ${(e as Error).message}`] }) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { reply: json(400, { non_field_errors: ['The request body must be a JSON object.'] }) };
  }
  return { value: value as Record<string, unknown> };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
