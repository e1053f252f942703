import { err, ok, type Result } from '../../../src-shared/result';
import { psuSessionAccount } from '../bank-session/psu-token-store';
import type { Keychain } from '../../ports/secret-store';
import type { BankProfile, ProfileStore } from '../../ports/profiles';

/**
 * Which profiles hold a PSU sign-in kept in the keychain (a bearer token the bank address it was
 * approved for is sent along with). A keychain that cannot be read counts as holding one: the
 * address then waits for the user rather than moving silently.
 */
export async function signedInProfiles(profiles: ProfileStore, keychain: Keychain): Promise<(id: string) => boolean> {
  const held = new Set<string>();
  for (const p of profiles.list()) {
    if (p.demo) continue;
    const read = await keychain.get(psuSessionAccount(p.id));
    if (!read.ok || read.value) held.add(p.id);
  }
  return (id) => held.has(id);
}

/**
 * The user accepts the address the team store gives a profile, exactly as they saw it (`seen`): it
 * becomes the one in use, a local audit entry records it, and the PSU's session on that profile
 * ends first (its token is never sent to the new address; the customer approves on the phone
 * again). A keychain that cannot forget the session leaves the address as it was.
 */
export async function acceptTeamAddress(
  profiles: ProfileStore,
  keychain: Keychain,
  id: string,
  actor: string,
  seen: { baseUrl: string; bulkBaseUrl: string },
): Promise<Result<BankProfile>> {
  const waiting = profiles.get(id);
  if (waiting?.teamBaseUrl == null || waiting.teamBulkBaseUrl == null)
    return err('no_team_address', 'The team has no other address for this bank profile; open Settings again.');
  const changed = () => err('team_address_changed', 'The team changed the address again; look at it and accept again.');
  if (waiting.teamBaseUrl !== seen.baseUrl || waiting.teamBulkBaseUrl !== seen.bulkBaseUrl) return changed();
  const removed = await keychain.remove(psuSessionAccount(id));
  if (!removed.ok) return removed;
  const accepted = profiles.acceptTeamAddress(id, actor, seen);
  if (accepted === 'changed') return changed();
  if (!accepted)
    return err('no_team_address', 'The team has no other address for this bank profile; open Settings again.');
  return ok(accepted);
}

/** The user keeps this desktop's address: the team's is no longer offered until the team changes it again. */
export function keepLocalAddress(profiles: ProfileStore, id: string): void {
  const p = profiles.get(id);
  if (p?.teamBaseUrl != null && p.teamBulkBaseUrl != null)
    profiles.setTeamAddress(id, { baseUrl: p.teamBaseUrl, bulkBaseUrl: p.teamBulkBaseUrl }, true);
}
