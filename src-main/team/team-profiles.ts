import type pg from 'pg';
import { err, ok, type Result } from '../../src-shared/result';
import type { ProfileStore } from '../profiles/profile-store';
import {
  copyProfileSettings,
  sqliteProfileSettings,
  profileNameKey,
  sharedSettingsOf,
  type ProfileSettingsRepository,
  type SharedProfileSettings,
} from '../profiles/profile-settings';
import type { TeamService } from './team-service';

/**
 * The team's bank profiles on PostgreSQL (schema version 5): the same operations as the desktop's
 * (profiles/profile-settings.ts), async. Every member reads them; the database lets only Bulkpay
 * admins change them and records who did, last.
 */
export class TeamProfiles implements ProfileSettingsRepository {
  readonly engine = 'postgresql';

  constructor(private readonly pool: pg.Pool) {}

  async list(): Promise<SharedProfileSettings[]> {
    const { rows } = await this.pool.query<{
      name: string;
      base_url: string;
      bulk_base_url: string;
      application_id: string | null;
      tpp_client_id: string | null;
    }>('SELECT name, base_url, bulk_base_url, application_id, tpp_client_id FROM bulkpay.profiles ORDER BY name_key');
    return rows.map((r) => ({
      name: r.name,
      baseUrl: r.base_url,
      bulkBaseUrl: r.bulk_base_url,
      applicationId: r.application_id,
      tppClientId: r.tpp_client_id,
    }));
  }

  async save(given: SharedProfileSettings): Promise<void> {
    const s = sharedSettingsOf(given);
    await this.pool.query(
      `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url, application_id, tpp_client_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (name_key) DO UPDATE SET name = EXCLUDED.name, base_url = EXCLUDED.base_url,
         bulk_base_url = EXCLUDED.bulk_base_url,
         application_id = coalesce(EXCLUDED.application_id, profiles.application_id),
         tpp_client_id = coalesce(EXCLUDED.tpp_client_id, profiles.tpp_client_id)`,
      [profileNameKey(s.name), s.name, s.baseUrl, s.bulkBaseUrl, s.applicationId, s.tppClientId],
    );
  }

  async remove(name: string): Promise<void> {
    await this.pool.query('DELETE FROM bulkpay.profiles WHERE name_key = $1', [profileNameKey(name)]);
  }
}

/**
 * In team mode the team's bank profiles are the ones this desktop shows: their shared settings are
 * brought onto this desktop (same names updated, new ones added; keys and secrets stay this
 * desktop's). A screen's read: when the team database cannot be reached, this desktop's answer.
 */
export async function pullTeamProfiles(team: TeamService, profiles: ProfileStore): Promise<void> {
  const store = await team.readStore();
  if (!store.ok) return;
  await store.value.guard(() => copyProfileSettings(store.value.profiles(), sqliteProfileSettings(profiles)));
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
  return store.value.guard(async () => {
    await profiles.save(after);
    if (profileNameKey(before.name) !== profileNameKey(after.name)) await profiles.remove(before.name);
  });
}

/**
 * In team mode a new bank profile is added to the team store first (admins only, the database
 * decides); a name the team already has is refused, since every desktop lists the team's by name.
 */
export async function createTeamProfile(team: TeamService, settings: SharedProfileSettings): Promise<Result<void>> {
  const store = await team.store();
  if (!store.ok) return store;
  const profiles = store.value.profiles();
  const created = await store.value.guard(async () => {
    const taken = (await profiles.list()).some((p) => profileNameKey(p.name) === profileNameKey(settings.name));
    if (!taken) await profiles.save(settings);
    return !taken;
  });
  if (!created.ok) return created;
  if (!created.value)
    return err(
      'team_profile_exists',
      `The team already has a bank profile named “${settings.name.trim()}”; it is in the list of profiles. Use it, or choose another name.`,
      undefined,
      { name: settings.name.trim() },
    );
  return ok(undefined);
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
