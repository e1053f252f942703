/**
 * The conformance suite's own draft-cavage-10 signer, written separately from both the sandbox's
 * verifier and the app's signer so that neither can hide the other's mistakes.
 */
import { createHash, createSign } from 'node:crypto';

export interface SigningInput {
  method: string;
  /** Path with query string. */
  target: string;
  /** Lowercase header name → value. */
  headers: Record<string, string>;
  /** Names to sign, in order. */
  sign: string[];
}

export function signingText({ method, target, headers, sign }: SigningInput): string {
  return sign
    .map((name) =>
      name === '(request-target)' ? `(request-target): ${method.toLowerCase()} ${target}` : `${name}: ${headers[name]}`,
    )
    .join('\n');
}

export function rsaSha256(keyPem: string, text: string): string {
  return createSign('RSA-SHA256').update(text).sign(keyPem, 'base64');
}

export function signatureHeader(keyId: string, sign: string[], signature: string, algorithm = 'rsa-sha256'): string {
  return `keyId="${keyId}",algorithm="${algorithm}",headers="${sign.join(' ')}",signature="${signature}"`;
}

export const digestOf = (body: Buffer | string) => `SHA-256=${createHash('sha256').update(body).digest('base64')}`;

/** RFC 7231 IMF-fixdate, e.g. "Sun, 06 Nov 1994 08:49:37 GMT". */
export const httpDate = (ms = Date.now()) => new Date(ms).toUTCString();
