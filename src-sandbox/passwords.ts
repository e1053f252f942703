import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low scrypt cost: these are sandbox accounts, and tests create many of them.
const COST = { N: 1024, r: 8, p: 1 };

/** Passwords are kept hashed even in the sandbox state file. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return `${salt.toString('base64')}:${hash.toString('base64')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, COST);
  return timingSafeEqual(actual, expected);
}
