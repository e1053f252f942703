import type { ZodType } from 'zod';
import type { Logger } from '../../platform/log';
import { registerSecret } from '../../platform/security/redact';
import { bankErr, bankOk, errorFromNetwork, errorFromResponse, type BankError, type BankResult } from './errors';
import { decideRetry, READ_POLICY, type RetryPolicy } from '../../domain/retry';
import { createRequestSigner, signRequest, type RequestSigner, type SigningKey } from './signer';
import { bankAddress, type Transport, type WireResponse } from './transport';

/** How a request authenticates (bank-api.md, Authentication). */
export type AuthMode =
  /** Onboarding: no signature; optional bearer of the onboarding JWT. */
  | { kind: 'onboarding'; bearer?: string }
  /** Signed, with X-Service-Client-Id/-Secret; no PSU token (consent endpoints). */
  | { kind: 'signed' }
  /** Signed, service headers, and the PSU bearer JWT from the consent exchange. */
  | { kind: 'psu' };

export interface RawRequest {
  base: 'base' | 'bulk';
  method: 'GET' | 'POST';
  /** Path and query after the base address, e.g. `/v1/consent/initiate/usernamepassword/`; or already-absolute request target when `rawTarget`. */
  path: string;
  /** When true, `path` is the full request target as given by the bank (a `next` link), not prefixed with the base path. */
  rawTarget?: boolean;
  body?: { bytes: Uint8Array; contentType: string };
  auth: AuthMode;
  headers?: Record<string, string>;
  /** The most this endpoint may answer (answer-caps.ts). */
  maxAnswerBytes?: number;
}

export interface Credentials {
  clientId?: string;
  clientSecret?: string;
  signingKey?: SigningKey;
  /** Only for reproducing the 1024-bit draft-cavage-10 spec vectors in tests. */
  testOnlyAllowWeakKey?: boolean;
}

export class MissingSetupError extends Error {
  readonly code = 'bank_not_configured';
}

/** Signs, sends and interprets bank requests; the endpoint methods and the bulk submitter build on it. */
export class BankRequester {
  readonly base: { origin: string; host: string; basePath: string };
  readonly bulk: { origin: string; host: string; basePath: string };
  readonly transport: Transport;
  readonly logger: Logger;
  #credentials: Credentials = {};
  #signer: RequestSigner | undefined;
  readonly #getPsuToken: () => string | undefined | Promise<string | undefined>;

  constructor(options: {
    baseUrl: string;
    bulkBaseUrl: string;
    credentials: Credentials;
    transport: Transport;
    logger: Logger;
    getPsuToken: () => string | undefined | Promise<string | undefined>;
  }) {
    this.base = bankAddress(options.baseUrl);
    this.bulk = bankAddress(options.bulkBaseUrl);
    this.transport = options.transport;
    this.logger = options.logger;
    this.#getPsuToken = options.getPsuToken;
    this.setCredentials(options.credentials);
  }

  setCredentials(credentials: Credentials): void {
    this.#credentials = { ...this.#credentials, ...credentials };
    registerSecret(this.#credentials.clientSecret);
    const { clientId, signingKey, testOnlyAllowWeakKey } = this.#credentials;
    this.#signer =
      clientId && signingKey ? createRequestSigner(clientId, signingKey, { testOnlyAllowWeakKey }) : undefined;
  }

  /** The request target (path with query) as it goes on the request line. */
  target(request: Pick<RawRequest, 'base' | 'path' | 'rawTarget'>): string {
    return request.rawTarget ? request.path : `${this[request.base].basePath}${request.path}`;
  }

  /** Sends once. Throws on connection errors and timeouts (the caller decides about retrying). */
  async send(request: RawRequest): Promise<WireResponse> {
    const address = this[request.base];
    const requestTarget = this.target(request);
    const headers: Record<string, string> = { host: address.host, accept: 'application/json', ...request.headers };
    if (request.body) headers['content-type'] = request.body.contentType;
    if (request.auth.kind === 'onboarding') {
      if (request.auth.bearer) headers.authorization = `Bearer ${request.auth.bearer}`;
    } else {
      const { clientId, clientSecret } = this.#credentials;
      if (!this.#signer || !clientId || !clientSecret) {
        throw new MissingSetupError(
          'The bank application is not set up yet: an approved client id, client secret and signing key are needed. Finish the bank onboarding in Settings.',
        );
      }
      const signed = await signRequest(
        {
          method: request.method,
          requestTarget,
          host: address.host,
          body: request.body?.bytes,
          contentType: request.body?.contentType,
        },
        this.#signer,
      );
      headers.date = signed.date;
      if (signed.digest) headers.digest = signed.digest;
      headers.signature = signed.signature;
      headers['x-service-client-id'] = clientId;
      headers['x-service-client-secret'] = clientSecret;
      if (request.auth.kind === 'psu') {
        const token = await this.#getPsuToken();
        if (!token)
          throw new MissingSetupError(
            'There is no bank consent yet, or it has expired. Connect the bank account again in Accounts.',
          );
        registerSecret(token);
        headers.authorization = `Bearer ${token}`;
      }
    }
    const started = Date.now();
    try {
      const response = await this.transport.send({
        method: request.method,
        origin: address.origin,
        path: requestTarget,
        headers,
        body: request.body?.bytes,
        maxAnswerBytes: request.maxAnswerBytes,
      });
      this.logger.debug('bank request', {
        method: request.method,
        target: requestTarget,
        status: response.status,
        ms: Date.now() - started,
      });
      return response;
    } catch (cause) {
      this.logger.warn('bank request failed', {
        method: request.method,
        target: requestTarget,
        error: cause,
        ms: Date.now() - started,
      });
      throw cause;
    }
  }

  /**
   * Sends and parses: `expected` status → schema-checked value (unknown fields stripped); other
   * status → typed error. GETs are retried while the error is transient (retry.ts: READ_POLICY,
   * honouring Retry-After); a POST is sent once.
   */
  async call<T>(
    request: RawRequest,
    what: string,
    expected: number,
    schema: ZodType<T>,
    policy: RetryPolicy = READ_POLICY,
  ): Promise<BankResult<T>> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      const result = await this.#attempt(request, what, expected, schema);
      if (result.ok || request.method !== 'GET') return result;
      const decision = decideRetry(result.error, attempt, policy, Date.now() - started);
      if (!decision.retry) return result;
      this.logger.info('bank read failed; asking again', {
        target: this.target(request),
        code: result.error.code,
        status: result.error.details.status,
        waitMs: Math.round(decision.waitMs),
      });
      await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
    }
  }

  async #attempt<T>(request: RawRequest, what: string, expected: number, schema: ZodType<T>): Promise<BankResult<T>> {
    let response: WireResponse;
    try {
      response = await this.send(request);
    } catch (cause) {
      if (cause instanceof MissingSetupError) return bankErr(cause.code, cause.message);
      if ((cause as { code?: string }).code === 'weak_signing_key')
        return bankErr('weak_signing_key', (cause as Error).message);
      const error: BankError = errorFromNetwork(cause, what, this[request.base].host);
      return { ok: false, error };
    }
    return this.interpret(response, what, expected, schema);
  }

  interpret<T>(
    response: WireResponse,
    what: string,
    expected: number,
    schema: ZodType<T>,
    options: { bulk?: boolean } = {},
  ): BankResult<T> {
    if (response.status !== expected) {
      return {
        ok: false,
        error: errorFromResponse(
          { status: response.status, text: response.text, retryAfter: response.headers['retry-after'] },
          what,
          options,
        ),
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      return bankErr(
        'bank_bad_response',
        `${what}: the bank's answer was not valid JSON. Try again later; if it keeps happening, contact support.`,
        { status: response.status },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      return bankErr(
        'bank_bad_response',
        `${what}: the bank's answer did not have the documented shape (${where}). Try again later; if it keeps happening, contact support.`,
        { status: response.status },
      );
    }
    return bankOk(parsed.data);
  }
}
