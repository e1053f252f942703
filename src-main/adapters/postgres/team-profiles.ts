import type pg from 'pg';
import {
  profileNameKey,
  sharedSettingsOf,
  type SharedProfileSettings,
  type TeamProfileSettingsRepository,
} from '../../ports/profiles';
import { inTransaction } from './pg-transaction';

/**
 * The team's bank profiles on PostgreSQL (schema version 5): the same operations as the desktop's
 * (profiles/profile-settings.ts), async. Every member reads them; the database lets only Bulkpay
 * admins change them and records who did, last.
 */
export class TeamProfiles implements TeamProfileSettingsRepository {
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

  /** Adds a profile unless the team has one of that name already (one statement: no check-then-save race). */
  async add(given: SharedProfileSettings): Promise<boolean> {
    const s = sharedSettingsOf(given);
    const added = await this.pool.query(
      `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url, application_id, tpp_client_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name_key) DO NOTHING`,
      [profileNameKey(s.name), s.name, s.baseUrl, s.bulkBaseUrl, s.applicationId, s.tppClientId],
    );
    return added.rowCount === 1;
  }

  /**
   * Renames a profile (and saves its settings) in one transaction; false, with nothing changed,
   * when another profile already has the new name (it is never overwritten).
   */
  async rename(from: string, given: SharedProfileSettings): Promise<boolean> {
    const s = sharedSettingsOf(given);
    return inTransaction(this.pool, async (client) => {
      const added = await client.query(
        `INSERT INTO bulkpay.profiles (name_key, name, base_url, bulk_base_url, application_id, tpp_client_id)
         SELECT $1, $2, $3, $4, coalesce($5, (SELECT application_id FROM bulkpay.profiles WHERE name_key = $7)),
           coalesce($6, (SELECT tpp_client_id FROM bulkpay.profiles WHERE name_key = $7))
         ON CONFLICT (name_key) DO NOTHING`,
        [
          profileNameKey(s.name),
          s.name,
          s.baseUrl,
          s.bulkBaseUrl,
          s.applicationId,
          s.tppClientId,
          profileNameKey(from),
        ],
      );
      if (added.rowCount !== 1) return false; // the insert wrote nothing: there is nothing to undo
      await client.query('DELETE FROM bulkpay.profiles WHERE name_key = $1', [profileNameKey(from)]);
      return true;
    });
  }

  async remove(name: string): Promise<void> {
    await this.pool.query('DELETE FROM bulkpay.profiles WHERE name_key = $1', [profileNameKey(name)]);
  }
}
