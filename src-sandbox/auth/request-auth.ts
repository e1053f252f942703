import { createHash, timingSafeEqual, X509Certificate } from 'node:crypto';
import type { Application, Psu, TppUser } from '../model';
import { header, type BankContext } from '../http/context';
import { unauthorized, type Reply } from '../http/reply';
import { parseHttpDate } from './http-date';
import { parseSignatureHeader, signingString, verifyRsaSha256 } from './signature';

export const DATE_SKEW_SECONDS = 300;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const REQUIRED_GET = ['(request-target)', 'host', 'date'];
const REQUIRED_BODY = [...REQUIRED_GET, 'content-type', 'digest'];

export type TppAuth = { ok: true; app: Application; psu: Psu | null } | { ok: false; reply: Reply };
type Check = Reply | null;

/**
 * Authenticates a signed TPP request: Host, Date, Digest, client id and secret, Signature and,
 * when `needsPsu`, the PSU bearer token. The first failing check answers 401 and names itself.
 */
export async function authenticateTpp(ctx: BankContext, needsPsu: boolean): Promise<TppAuth> {
  const failure = checkHost(ctx) ?? checkDate(ctx) ?? checkBodyHeaders(ctx);
  if (failure) return { ok: false, reply: failure };
  const client = checkClient(ctx);
  if ('reply' in client) return { ok: false, reply: client.reply };
  const signatureFailure = checkSignature(ctx, client.app);
  if (signatureFailure) return { ok: false, reply: signatureFailure };
  if (!needsPsu) return { ok: true, app: client.app, psu: null };

  const token = await ctx.engine.tokens.verifyBearer('psu', header(ctx, 'authorization'));
  if (!token.ok) return { ok: false, reply: unauthorized(token.error, token.description, 'Bearer') };
  if (token.claims.app !== client.app.id) {
    return {
      ok: false,
      reply: unauthorized(
        'invalid_token',
        'The PSU token was issued to another application; use a token from your own consent exchange.',
      ),
    };
  }
  const psu = ctx.engine.world.psus.find((p) => p.id === token.claims.sub);
  if (!psu)
    return {
      ok: false,
      reply: unauthorized(
        'invalid_token',
        'The PSU behind this token no longer exists; ask the customer for consent again.',
      ),
    };
  return { ok: true, app: client.app, psu };
}

/** Onboarding endpoints: the Host of the address used (as on every endpoint), then the onboarding login's bearer token. */
export async function authenticateOnboarding(
  ctx: BankContext,
): Promise<{ ok: true; user: TppUser } | { ok: false; reply: Reply }> {
  const wrongHost = checkHost(ctx);
  if (wrongHost) return { ok: false, reply: wrongHost };
  const token = await ctx.engine.tokens.verifyBearer('onboarding', header(ctx, 'authorization'));
  if (!token.ok) return { ok: false, reply: unauthorized(token.error, token.description, 'Bearer') };
  const user = ctx.engine.world.users.find((u) => u.id === token.claims.sub);
  if (!user)
    return {
      ok: false,
      reply: unauthorized('invalid_token', 'The account behind this token no longer exists; sign up and log in again.'),
    };
  return { ok: true, user };
}

/** bank-api.md: "The Host header must match the host of the address used", on every endpoint. */
export function checkHost(ctx: BankContext): Check {
  const host = header(ctx, 'host');
  if (host === ctx.expectedHost) return null;
  return unauthorized(
    'invalid_host',
    `The Host header is ${JSON.stringify(host ?? null)} but this address is ${ctx.expectedHost}; send the host of the address you call.`,
  );
}

function checkDate(ctx: BankContext): Check {
  const value = header(ctx, 'date');
  if (!value)
    return unauthorized(
      'missing_date',
      'The Date header is missing; send the current time as an RFC 7231 date, e.g. "Sun, 06 Nov 1994 08:49:37 GMT".',
    );
  const at = parseHttpDate(value);
  if (at === null)
    return unauthorized(
      'invalid_date',
      `The Date header ${JSON.stringify(value)} is not an RFC 7231 date; use the form "Sun, 06 Nov 1994 08:49:37 GMT".`,
    );
  const skewMs = at - Date.now();
  const skew = Math.round(skewMs / 1000);
  if (Math.abs(skewMs) > DATE_SKEW_SECONDS * 1000) {
    return unauthorized(
      'date_out_of_range',
      `The Date header is ${Math.abs(skew)} seconds ${skew < 0 ? 'behind' : 'ahead of'} the bank's clock; at most ${DATE_SKEW_SECONDS} seconds either way are accepted. Check the computer's clock.`,
    );
  }
  return null;
}

function checkBodyHeaders(ctx: BankContext): Check {
  if (!BODY_METHODS.has(ctx.req.method ?? '')) return null;
  const type = header(ctx, 'content-type');
  if (!type || !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type)) {
    return unauthorized(
      'invalid_content_type',
      `The Content-Type header is ${JSON.stringify(type ?? null)}; send "application/json" with a JSON body.`,
    );
  }
  const digest = header(ctx, 'digest');
  if (!digest)
    return unauthorized(
      'missing_digest',
      'The Digest header is missing; send "SHA-256=" followed by the base64 SHA-256 of the exact body bytes.',
    );
  const sha = digest
    .split(',')
    .map((d) => d.trim())
    .find((d) => /^sha-256=/i.test(d));
  if (!sha)
    return unauthorized(
      'invalid_digest',
      `The Digest header ${JSON.stringify(digest)} has no SHA-256 value; send "SHA-256=<base64>".`,
    );
  const expected = createHash('sha256').update(ctx.raw).digest('base64');
  if (sha.slice('sha-256='.length) !== expected) {
    return unauthorized(
      'digest_mismatch',
      'The Digest header does not match the body; hash the exact bytes you send (SHA-256, then base64), after any serialisation.',
    );
  }
  return null;
}

function checkClient(ctx: BankContext): { app: Application } | { reply: Reply } {
  const id = header(ctx, 'x-service-client-id');
  if (!id)
    return {
      reply: unauthorized(
        'missing_client_id',
        'The X-Service-Client-Id header is missing; send the tpp_client_id of your approved application.',
      ),
    };
  const app = ctx.engine.world.applications.find((a) => a.tpp_client_id === id);
  if (!app || !app.is_approved || !app.tpp_client_secret) {
    return {
      reply: unauthorized(
        'invalid_client_id',
        'X-Service-Client-Id does not belong to an approved application; check the tpp_client_id.',
      ),
    };
  }
  const secret = header(ctx, 'x-service-client-secret');
  if (!secret)
    return {
      reply: unauthorized(
        'missing_client_secret',
        'The X-Service-Client-Secret header is missing; send the tpp_client_secret of your application.',
      ),
    };
  const a = Buffer.from(secret);
  const b = Buffer.from(app.tpp_client_secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return {
      reply: unauthorized(
        'invalid_client_secret',
        'X-Service-Client-Secret does not match the application; check the tpp_client_secret.',
      ),
    };
  }
  return { app };
}

function checkSignature(ctx: BankContext, app: Application): Check {
  const value = header(ctx, 'signature');
  if (!value)
    return unauthorized(
      'missing_signature',
      'The Signature header is missing; sign the request (draft-cavage-10, rsa-sha256) with the key of your registered certificate.',
    );
  const parsed = parseSignatureHeader(value);
  if (!parsed.ok)
    return unauthorized('invalid_signature_header', `The Signature header cannot be read: ${parsed.problem}.`);
  const params = parsed.value;
  if (params.algorithm !== 'rsa-sha256')
    return unauthorized(
      'unsupported_algorithm',
      `The signature algorithm is "${params.algorithm}"; only "rsa-sha256" is accepted.`,
    );
  if (params.keyId !== app.tpp_client_id)
    return unauthorized(
      'invalid_key_id',
      'The signature keyId is not the client id sent in X-Service-Client-Id; use the tpp_client_id as keyId.',
    );
  const method = ctx.req.method ?? 'GET';
  const required = BODY_METHODS.has(method) ? REQUIRED_BODY : REQUIRED_GET;
  const given = params.headers.map((h) => h.toLowerCase());
  if (given.length !== required.length || required.some((h) => !given.includes(h))) {
    return unauthorized(
      'invalid_signed_headers',
      `A ${method} request must sign exactly the headers "${required.join(' ')}"; this one signs "${params.headers.join(' ')}".`,
    );
  }
  const text = signingString(given, { method, target: ctx.target, header: (n) => header(ctx, n) });
  if (!text.ok) return unauthorized('invalid_signature', `The signature cannot be checked: ${text.problem}.`);
  const cert = new X509Certificate(app.certificate_pem);
  const now = ctx.engine.clock.now();
  if (Date.parse(cert.validTo) < now || Date.parse(cert.validFrom) > now) {
    return unauthorized(
      'certificate_expired',
      `The application's certificate is valid ${cert.validFrom} to ${cert.validTo}, not now; renew the certificate.`,
    );
  }
  if (!verifyRsaSha256(cert.publicKey, text.value, params.signature)) {
    return unauthorized(
      'invalid_signature',
      'The signature does not verify with the certificate registered for this application; check the signing string and that you sign with the key of the current certificate.',
    );
  }
  return null;
}
