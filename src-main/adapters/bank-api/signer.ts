import { createHash, sign as rsaSign, type KeyObject } from 'node:crypto';

/** Signs the signing string with the QSEAL-registered key. Lets the key service keep the private key to itself. */
export type SignCallback = (data: Buffer) => Buffer | Promise<Buffer>;
export type SigningKey = KeyObject | SignCallback;

export interface RequestSigner {
  readonly keyId: string;
  sign(data: Buffer): Promise<Buffer>;
}

export class WeakKeyError extends Error {
  readonly code = 'weak_signing_key';
}

/** The bank requires RSA keys of at least 2048 bits (bank-api.md, Limits). */
export const MIN_RSA_BITS = 2048;

/**
 * A signer for `keyId` (the application's tpp_client_id). Refuses RSA keys under 2048 bits;
 * for a callback the check runs on the first signature, whose length equals the modulus size.
 * `testOnlyAllowWeakKey` exists solely so the 1024-bit draft-cavage-10 spec vectors can be reproduced.
 */
export function createRequestSigner(
  keyId: string,
  key: SigningKey,
  options: { testOnlyAllowWeakKey?: boolean } = {},
): RequestSigner {
  const minBytes = options.testOnlyAllowWeakKey ? 0 : MIN_RSA_BITS / 8;
  if (typeof key !== 'function') {
    if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa') {
      throw new WeakKeyError('The signing key must be an RSA private key (the bank accepts only rsa-sha256).');
    }
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < minBytes * 8) {
      throw new WeakKeyError(
        `The signing key has ${bits} bits; the bank requires an RSA key of at least ${MIN_RSA_BITS} bits.`,
      );
    }
    return { keyId, sign: async (data) => rsaSign('sha256', data, key) };
  }
  return {
    keyId,
    async sign(data) {
      const signature = await key(data);
      if (signature.length < minBytes) {
        throw new WeakKeyError(
          `The signing key has ${signature.length * 8} bits; the bank requires an RSA key of at least ${MIN_RSA_BITS} bits.`,
        );
      }
      return signature;
    },
  };
}

export interface RequestToSign {
  method: string;
  /** Path with query exactly as on the request line, e.g. `/api/v2/payment-initiation/bulk/`. */
  requestTarget: string;
  /** Host as sent on the wire: includes the port unless it is the scheme's default. */
  host: string;
  /** Exact body bytes; required for POST, PUT and PATCH. */
  body?: Uint8Array;
  /** Needed with a body; part of the signature for POST, PUT, PATCH. */
  contentType?: string;
  /** Defaults to now. */
  date?: Date;
}

export interface SignedHeaders {
  date: string;
  digest?: string;
  signature: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** RFC 3230 Digest of the exact body bytes, SHA-256 form. */
export function digestOf(body: Uint8Array): string {
  return `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
}

/** RFC 7231 IMF-fixdate, always GMT (`toUTCString` produces exactly that form). */
export function imfFixdate(date: Date): string {
  return date.toUTCString();
}

/** Builds the draft-cavage-10 signing string over `headers` (names in order, lowercase). */
export function signingString(headers: string[], values: Record<string, string>): string {
  return headers.map((name) => `${name}: ${values[name]}`).join('\n');
}

/**
 * Date, Digest (with a body) and Signature headers for one request, per bank-api.md Authentication 4–5:
 * GET/DELETE sign `(request-target) host date`; POST/PUT/PATCH add `content-type digest`.
 */
export async function signRequest(request: RequestToSign, signer: RequestSigner): Promise<SignedHeaders> {
  const method = request.method.toUpperCase();
  const date = imfFixdate(request.date ?? new Date());
  const values: Record<string, string> = {
    '(request-target)': `${method.toLowerCase()} ${request.requestTarget}`,
    host: request.host,
    date,
  };
  const names = ['(request-target)', 'host', 'date'];
  let digest: string | undefined;
  if (METHODS_WITH_BODY.has(method)) {
    if (!request.contentType) throw new Error(`A ${method} request must have a Content-Type to be signed.`);
    digest = digestOf(request.body ?? new Uint8Array());
    values['content-type'] = request.contentType;
    values.digest = digest;
    names.push('content-type', 'digest');
  }
  const signature = await signer.sign(Buffer.from(signingString(names, values), 'utf8'));
  const header = `keyId="${signer.keyId}",algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${signature.toString('base64')}"`;
  return digest ? { date, digest, signature: header } : { date, signature: header };
}
