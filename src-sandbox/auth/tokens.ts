import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SandboxClock } from '../clock';

export type TokenKind = 'onboarding' | 'psu';

const ISSUER = 'bulkpay-sandbox';

export type Verified =
  { ok: true; claims: JWTPayload & { sub: string; app?: string } } | { ok: false; error: string; description: string };

/** HS256 JWTs with a per-sandbox secret; the sandbox is both issuer and audience. */
export class Tokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly clock: SandboxClock,
  ) {}

  async issue(
    kind: TokenKind,
    subject: string,
    ttlSeconds: number,
    claims: Record<string, string> = {},
  ): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(kind)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.secret);
  }

  /** Checks an `Authorization: Bearer <jwt>` header value. */
  async verifyBearer(kind: TokenKind, header: string | undefined): Promise<Verified> {
    const what = kind === 'psu' ? 'the PSU token from the consent exchange' : 'the onboarding token from login';
    if (!header)
      return {
        ok: false,
        error: 'missing_authorization',
        description: `The Authorization header is missing; send "Bearer" and ${what}.`,
      };
    const m = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
    if (!m)
      return {
        ok: false,
        error: 'invalid_authorization',
        description: `The Authorization header must be "Bearer <token>" with ${what}.`,
      };
    try {
      const { payload } = await jwtVerify(m[1]!, this.secret, {
        issuer: ISSUER,
        audience: kind,
        algorithms: ['HS256'],
        currentDate: this.clock.date(),
      });
      if (typeof payload.sub !== 'string') throw new errors.JWTInvalid('no subject');
      return { ok: true, claims: payload as Verified extends { ok: true; claims: infer C } ? C : never };
    } catch (e) {
      if (e instanceof errors.JWTExpired)
        return { ok: false, error: 'token_expired', description: `The bearer token expired; get a new one (${what}).` };
      if (e instanceof errors.JWTClaimValidationFailed && e.claim === 'aud') {
        return { ok: false, error: 'invalid_token', description: `The bearer token is not ${what}.` };
      }
      return { ok: false, error: 'invalid_token', description: `The bearer token is not valid here; send ${what}.` };
    }
  }
}
