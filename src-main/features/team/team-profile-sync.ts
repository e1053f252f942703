// The bank profile screens' use cases in team mode: the team's profiles (team-profiles.ts, in the
// team store) come first, this desktop's follow.
import { err, ok, type Result } from '../../../src-shared/result';
import type { ProfileStore } from '../../ports/profiles';
import { copyProfileSettings, sqliteProfileSettings } from '../profiles/profile-settings';
import { profileNameKey, type SharedProfileSettings } from '../../ports/profiles';
import type { TeamService } from '../../app/team-service';

/**
 * In team mode the team's bank profiles are the ones this desktop shows: their shared settings are
 * brought onto this desktop (same names updated, new ones added; keys and secrets stay this
 * desktop's; a new address for a profile holding them waits for the user: profile-settings.ts).
 * A screen's read: when the team database cannot be reached, this desktop's answer.
 */
export async function pullTeamProfiles(
  team: TeamService,
  profiles: ProfileStore,
  signedIn?: (profileId: string) => boolean,
): Promise<void> {
  const store = await team.readStore();
  if (!store.ok) return;
  await store.value.guard(() => copyProfileSettings(store.value.profiles(), sqliteProfileSettings(profiles, signedIn)));
}

/**
 * In team mode a change to a profile's shared settings is written to the team store first (the
 * database lets only Bulkpay admins do it); a refusal, or a team database that cannot be reached,
 * leaves this desktop's profile as it was.
 */
export async function saveTeamProfile(
  team: TeamService,
  before: SharedProfileSettings,
  after: SharedProfileSettings,
): Promise<Result<void>> {
  const store = await team.store();
  if (!store.ok) return store;
  const profiles = store.value.profiles();
  const renamed = profileNameKey(before.name) !== profileNameKey(after.name);
  const saved = await store.value.guard(async () =>
    renamed ? profiles.rename(before.name, after) : (await profiles.save(after), true),
  );
  if (!saved.ok) return saved;
  return saved.value ? ok(undefined) : profileExists(after.name);
}

const profileExists = (name: string) =>
  err(
    'team_profile_exists',
    `The team already has a bank profile named “${name.trim()}”; it is in the list of profiles. Use it, or choose another name.`,
    undefined,
    { name: name.trim() },
  );

/**
 * In team mode a new bank profile is added to the team store first (admins only, the database
 * decides); a name the team already has is refused, since every desktop lists the team's by name.
 */
export async function createTeamProfile(team: TeamService, settings: SharedProfileSettings): Promise<Result<void>> {
  const store = await team.store();
  if (!store.ok) return store;
  const profiles = store.value.profiles();
  const created = await store.value.guard(() => profiles.add(settings));
  if (!created.ok) return created;
  return created.value ? ok(undefined) : profileExists(settings.name);
}

/**
 * In team mode removing a profile removes it from the team store first (admins only), or it would
 * come back with the next list; a profile only this desktop has is removed here alone.
 */
export async function removeTeamProfile(team: TeamService, name: string): Promise<Result<void>> {
  const store = await team.store();
  if (!store.ok) return store;
  return store.value.guard(() => store.value.profiles().remove(name));
}
