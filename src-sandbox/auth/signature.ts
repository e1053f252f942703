/**
 * draft-cavage-http-signatures-10, verification side. Written independently of the client's
 * signer in src-main on purpose: a sandbox sharing the client's code could not catch its bugs.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';

export interface SignatureParams {
  keyId: string;
  algorithm: string;
  /** Lowercase header names in signing order; the draft's default is `date` alone. */
  headers: string[];
  signature: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const PARAM = /^\s*([A-Za-z]+)="([^"]*)"\s*$/;

/** Parses `keyId="…",algorithm="…",headers="…",signature="…"` (a space after a comma is allowed). */
export function parseSignatureHeader(value: string): Parsed<SignatureParams> {
  const params = new Map<string, string>();
  for (const part of splitParams(value)) {
    const m = PARAM.exec(part);
    if (!m)
      return {
        ok: false,
        problem: `cannot read the parameter ${JSON.stringify(part.trim())}; each must look like name="value"`,
      };
    const [, name, val] = m as unknown as [string, string, string];
    if (params.has(name)) return { ok: false, problem: `parameter ${name} appears twice` };
    params.set(name, val);
  }
  const keyId = params.get('keyId');
  const signature = params.get('signature');
  const algorithm = params.get('algorithm');
  if (!keyId) return { ok: false, problem: 'the keyId parameter is missing' };
  if (!signature) return { ok: false, problem: 'the signature parameter is missing' };
  if (!algorithm) return { ok: false, problem: 'the algorithm parameter is missing; it must be "rsa-sha256"' };
  const headerList = params.get('headers');
  const headers = headerList === undefined ? ['date'] : headerList.split(' ').filter((h) => h !== '');
  return { ok: true, value: { keyId, algorithm, headers, signature } };
}

// Commas inside quoted values are kept; the header's values never contain quotes.
function splitParams(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

export interface SignedRequest {
  method: string;
  /** Path with the query string, exactly as sent. */
  target: string;
  /** Returns the header's value as received, or undefined when absent. */
  header: (name: string) => string | undefined;
}

/** The signing string for the named headers, or which header the request lacks. */
export function signingString(headers: string[], req: SignedRequest): Parsed<string> {
  const lines: string[] = [];
  for (const name of headers) {
    if (name === '(request-target)') {
      lines.push(`(request-target): ${req.method.toLowerCase()} ${req.target}`);
      continue;
    }
    const value = req.header(name);
    if (value === undefined) return { ok: false, problem: `the signed header "${name}" is not in the request` };
    lines.push(`${name}: ${value.trim()}`);
  }
  return { ok: true, value: lines.join('\n') };
}

export function verifyRsaSha256(key: KeyObject | string, text: string, signatureBase64: string): boolean {
  const publicKey = typeof key === 'string' ? createPublicKey(key) : key;
  const verifier = createVerify('sha256');
  verifier.update(text, 'utf8');
  return verifier.verify(publicKey, Buffer.from(signatureBase64, 'base64'));
}
