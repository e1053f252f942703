import type { ProfileStore } from './profile-store';

/**
 * What a bank profile holds that every desktop of a team may share: where the bank is and which
 * application and client id identify the team there. Keys, client secrets, tokens and passwords
 * are never part of it (they stay in each desktop's keychain).
 */
export interface SharedProfileSettings {
  name: string;
  baseUrl: string;
  bulkBaseUrl: string;
  applicationId: string | null;
  tppClientId: string | null;
}

/**
 * The profiles' shared settings on one engine: this desktop's SQLite (profile-store.ts) or the
 * team's PostgreSQL (team/team-profiles.ts). One per name, ignoring case and surrounding spaces.
 */
export interface ProfileSettingsRepository {
  readonly engine: 'sqlite' | 'postgresql';
  list(): Promise<SharedProfileSettings[]>;
  /**
   * Saves or replaces (by name) a profile's settings; anything else the profile holds is kept, and
   * so is a known application or client id when the one saved has none (unknown there, not removed).
   */
  save(settings: SharedProfileSettings): Promise<void>;
  remove(name: string): Promise<void>;
}

export const profileNameKey = (name: string) => name.trim().toLowerCase();

/** Only the shared fields, whatever else the object carries (a whole BankProfile, say). */
export function sharedSettingsOf(p: SharedProfileSettings): SharedProfileSettings {
  return {
    name: p.name.trim(),
    baseUrl: p.baseUrl,
    bulkBaseUrl: p.bulkBaseUrl,
    applicationId: p.applicationId ?? null,
    tppClientId: p.tppClientId ?? null,
  };
}

/**
 * This desktop's profiles as a settings repository. The demo bank is this desktop's own and is
 * never shared; a profile saved from the team keeps its key and client secret references.
 */
export function sqliteProfileSettings(profiles: ProfileStore): ProfileSettingsRepository {
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
      const existing = byName(given.name);
      // An id the bank gave this desktop (onboarding) is not forgotten because the other side has none.
      const s = sharedSettingsOf({
        ...given,
        applicationId: given.applicationId ?? existing?.applicationId ?? null,
        tppClientId: given.tppClientId ?? existing?.tppClientId ?? null,
      });
      // Unchanged settings are not written again (a pull on every list would otherwise touch each profile).
      if (existing && JSON.stringify(sharedSettingsOf(existing)) === JSON.stringify(s)) return;
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
  const copied = await from.list();
  for (const s of copied) await to.save(s);
  return copied;
}
