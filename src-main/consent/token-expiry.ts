import { decodeJwt } from 'jose';

/**
 * When a PSU token stops being usable, in epoch milliseconds: the earlier of `expires_in`
 * (seconds, spec-notes.md) counted from when we received it, and the JWT's own `exp` claim
 * when it has one. The token is only decoded, not verified: it is the bank's to check.
 */
export function psuTokenExpiresAt(token: { id_token: string; expires_in: number }, receivedAtMs: number): number {
  const byExpiresIn = receivedAtMs + Math.max(0, token.expires_in) * 1000;
  let byClaim = Number.POSITIVE_INFINITY;
  try {
    const exp = decodeJwt(token.id_token).exp;
    if (typeof exp === 'number' && Number.isFinite(exp)) byClaim = exp * 1000;
  } catch {
    // Not a JWT we can read: expires_in alone decides.
  }
  return Math.min(byExpiresIn, byClaim);
}
