import { hostname, userInfo } from 'node:os';

/** The OS account name: the "who" of the audit log (Bulkpay has no user accounts of its own). */
export function osUserName(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Which desktop did something in the team database: the OS user on this computer ("alice@desk-7"). */
export const desktopName = (host = hostname()) => `${osUserName()}@${host}`;
