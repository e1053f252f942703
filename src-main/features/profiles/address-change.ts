import { randomUUID } from 'node:crypto';
import type { BankAddress, BankProfile } from '../../ports/profiles';

/** A change of a profile's bank address the user is asked to confirm in the window. */
export interface PendingAddressChange {
  /** Issued by the core for exactly this change; the confirmation channel takes only this. */
  token: string;
  profileId: string;
  from: BankAddress;
  to: BankAddress & { name: string };
  expiresAt: number;
}

const VALID_MS = 10 * 60_000;

const sameAddress = (a: BankAddress, b: BankAddress) => a.baseUrl === b.baseUrl && a.bulkBaseUrl === b.bulkBaseUrl;

/** Whether saving `input` moves the profile to another bank address. */
export function movesAddress(profile: BankProfile, input: BankAddress): boolean {
  return !sameAddress(profile, input);
}

/**
 * Address changes waiting for the user's confirmation, in this process only. A profile holding
 * this desktop's key, client secret or a bank login never moves by `profiles:update` alone: the
 * core issues a token for exactly that old → new change, the window shows both hosts, and only
 * `profiles:confirmAddress` with that token (once, within ten minutes, while the profile is still
 * at the old address) moves it. A newer proposal for the same profile replaces the older one.
 */
export class AddressChanges {
  readonly #pending = new Map<string, PendingAddressChange>();

  constructor(private readonly now: () => number = Date.now) {}

  propose(profile: BankProfile, to: BankAddress & { name: string }): PendingAddressChange {
    for (const [token, p] of this.#pending) if (p.profileId === profile.id) this.#pending.delete(token);
    const change: PendingAddressChange = {
      token: randomUUID(),
      profileId: profile.id,
      from: { baseUrl: profile.baseUrl, bulkBaseUrl: profile.bulkBaseUrl },
      to: { name: to.name, baseUrl: to.baseUrl, bulkBaseUrl: to.bulkBaseUrl },
      expiresAt: this.now() + VALID_MS,
    };
    this.#pending.set(change.token, change);
    return change;
  }

  /** The change the token was issued for, used up; undefined when unknown, used or expired. */
  take(token: string): PendingAddressChange | undefined {
    const change = this.#pending.get(token);
    this.#pending.delete(token);
    return change && change.expiresAt > this.now() ? change : undefined;
  }
}
