import { decodeJwt } from 'jose';

/**
 * When a PSU token stops being usable, in epoch milliseconds: the earlier of `expires_in`
 * (seconds, spec-notes.md) counted from when we received it, and the JWT's own `exp` claim
 * when it has one. The token is only decoded, not verified: it is the bank's to check.
 */
export function psuTokenExpiresAt(token: { id_token: string; expires_in: number }, receivedAtMs: number): number {
  const byExpiresIn = receivedAtMs + Math.max(0, token.expires_in) * 1000;
  return Math.min(byExpiresIn, jwtExpiresAt(token.id_token));
}

/** The JWT's `exp` claim in epoch milliseconds; infinity when it has none or is not a JWT we can read. */
export function jwtExpiresAt(jwt: string): number {
  try {
    const exp = decodeJwt(jwt).exp;
    if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
  } catch {
    // Not a JWT we can read: the caller's other source decides.
  }
  return Number.POSITIVE_INFINITY;
}
