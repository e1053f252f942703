import { userInfo } from 'node:os';

/** The OS account name: the "who" of the audit log (Bulkpay has no user accounts of its own). */
export function osUserName(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}
