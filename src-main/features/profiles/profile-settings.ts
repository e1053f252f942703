import { profileInputSchema } from '../../../src-shared/profiles';
import { movesAddress } from './address-change';
import {
  profileNameKey,
  sharedSettingsOf,
  type BankProfile,
  type ProfileSettingsRepository,
  type ProfileStore,
  type SharedProfileSettings,
} from '../../ports/profiles';

/** Settings fit to store or use: a name and addresses profileInputSchema accepts (https, or http on this computer, no user or password). */
export function validSettings(s: SharedProfileSettings): boolean {
  return profileInputSchema.safeParse({ name: s.name, baseUrl: s.baseUrl, bulkBaseUrl: s.bulkBaseUrl }).success;
}

/** The profile holds something of this desktop's that its address would be sent along with. */
export function holdsSecrets(p: BankProfile, signedIn: (profileId: string) => boolean = () => false): boolean {
  return Boolean(p.keyRef || p.pendingKeyRef || p.clientSecretRef || p.onboardingEmail || signedIn(p.id));
}

/**
 * This desktop's profiles as a settings repository. The demo bank is this desktop's own and is
 * never shared; a profile saved from the team keeps its key and client secret references.
 *
 * A new address for a profile holding a key, client secret or sign-in (`signedIn`: the PSU's
 * session is on it) is not used: it waits in teamBaseUrl/teamBulkBaseUrl until the user accepts it
 * (acceptTeamAddress), so whoever can write the team database cannot send this desktop's secrets
 * to another host. Settings profileInputSchema refuses are not saved at all.
 */
export function sqliteProfileSettings(
  profiles: ProfileStore,
  signedIn?: (profileId: string) => boolean,
): ProfileSettingsRepository {
  const byName = (name: string) =>
    profiles.list().find((p) => !p.demo && profileNameKey(p.name) === profileNameKey(name));
  return {
    engine: 'sqlite',
    list: async () =>
      profiles
        .list()
        .filter((p) => !p.demo)
        .map(sharedSettingsOf),
    save: async (given) => {
      if (!validSettings(given)) return;
      const existing = byName(given.name);
      // An id the bank gave this desktop (onboarding) is not forgotten because the other side has none.
      const s = sharedSettingsOf({
        ...given,
        applicationId: given.applicationId ?? existing?.applicationId ?? null,
        tppClientId: given.tppClientId ?? existing?.tppClientId ?? null,
      });
      if (existing) {
        const moved = existing.baseUrl !== s.baseUrl || existing.bulkBaseUrl !== s.bulkBaseUrl;
        // "Keep mine" holds for as long as the team offers that same address, secrets or not.
        const refused =
          existing.teamAddressKept && existing.teamBaseUrl === s.baseUrl && existing.teamBulkBaseUrl === s.bulkBaseUrl;
        if (moved && refused) {
          s.baseUrl = existing.baseUrl;
          s.bulkBaseUrl = existing.bulkBaseUrl;
        } else if (moved && holdsSecrets(existing, signedIn)) {
          // The address in use stays; the team's waits for the user (a new one is asked again).
          if (existing.teamBaseUrl !== s.baseUrl || existing.teamBulkBaseUrl !== s.bulkBaseUrl)
            profiles.setTeamAddress(existing.id, { baseUrl: s.baseUrl, bulkBaseUrl: s.bulkBaseUrl });
          s.baseUrl = existing.baseUrl;
          s.bulkBaseUrl = existing.bulkBaseUrl;
        } else if (existing.teamBaseUrl !== null) profiles.setTeamAddress(existing.id, null);
      }
      // Unchanged settings are not written again (a pull on every list would otherwise touch each profile).
      if (existing && JSON.stringify(sharedSettingsOf(existing)) === JSON.stringify(s)) return;
      // A profile holding nothing of this desktop's follows the team's address; the audit log says so.
      if (existing && movesAddress(existing, s)) profiles.changeAddress(existing.id, 'team settings', existing, s);
      const id = existing?.id ?? profiles.create({ name: s.name, baseUrl: s.baseUrl, bulkBaseUrl: s.bulkBaseUrl }).id;
      profiles.update(id, s);
    },
    remove: async (name) => {
      const existing = byName(name);
      if (existing) profiles.remove(existing.id);
    },
  };
}

/** Copies every profile's settings from one engine to the other (push: desktop → team; pull: team → desktop). */
export async function copyProfileSettings(
  from: ProfileSettingsRepository,
  to: ProfileSettingsRepository,
): Promise<SharedProfileSettings[]> {
  // A row profileInputSchema refuses (an address with a password, plain http elsewhere) is not copied.
  const copied = (await from.list()).filter(validSettings);
  for (const s of copied) await to.save(s);
  return copied;
}
