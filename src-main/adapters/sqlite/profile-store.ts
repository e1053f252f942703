import { randomUUID } from 'node:crypto';
import { isCharacterSet, STRICTEST_SET } from '../../../src-shared/payments/charset';
import type { Db } from './open-database';
import type { BankAddress, BankProfile, EditableProfile, NewProfile, ProfileStore } from '../../ports/profiles';

const COLUMNS: Record<keyof EditableProfile, string> = {
  name: 'name',
  baseUrl: 'base_url',
  bulkBaseUrl: 'bulk_base_url',
  onboardingEmail: 'onboarding_email',
  applicationId: 'application_id',
  tppClientId: 'tpp_client_id',
  clientSecretRef: 'client_secret_ref',
  keyRef: 'key_ref',
  certificatePem: 'certificate_pem',
  pendingKeyRef: 'pending_key_ref',
  pendingCertificatePem: 'pending_certificate_pem',
  teamBaseUrl: 'team_base_url',
  teamBulkBaseUrl: 'team_bulk_base_url',
  characterSet: 'character_set',
};

type Row = Record<string, string | number | null>;

function fromRow(row: Row): BankProfile {
  const profile = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) profile[field] = row[column] ?? null;
  return {
    ...(profile as EditableProfile),
    id: row.id as string,
    active: row.is_active === 1,
    demo: row.is_demo === 1,
    teamAddressKept: row.team_address_kept === 1,
    characterSet: isCharacterSet(row.character_set) ? row.character_set : STRICTEST_SET,
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
  };
}

/** Bank profiles in SQLite. At most one is active (a partial unique index enforces it). */
export class SqliteProfileStore implements ProfileStore {
  constructor(private readonly db: Db) {}

  list(): BankProfile[] {
    return (this.db.prepare('SELECT * FROM bank_profiles ORDER BY is_demo DESC, created_at, rowid').all() as Row[]).map(
      fromRow,
    );
  }

  get(id: string): BankProfile | undefined {
    const row = this.db.prepare('SELECT * FROM bank_profiles WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  getActive(): BankProfile | undefined {
    const row = this.db.prepare('SELECT * FROM bank_profiles WHERE is_active = 1').get() as Row | undefined;
    return row && fromRow(row);
  }

  /** Creates a profile; the first profile becomes the active one. */
  create(input: NewProfile): BankProfile {
    const id = randomUUID();
    const now = new Date().toISOString();
    this.db.transaction(() => {
      const hasActive = this.db.prepare('SELECT 1 FROM bank_profiles WHERE is_active = 1').get() !== undefined;
      this.db
        .prepare(
          `INSERT INTO bank_profiles (id, name, base_url, bulk_base_url, onboarding_email, is_active, is_demo,
             character_set, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          input.name,
          input.baseUrl,
          input.bulkBaseUrl,
          input.onboardingEmail ?? null,
          hasActive ? 0 : 1,
          input.demo ? 1 : 0,
          input.characterSet ?? STRICTEST_SET,
          now,
          now,
        );
    })();
    return this.get(id)!;
  }

  /** Changes the given fields in one statement, so a switch of key and certificate is atomic. */
  update(id: string, patch: Partial<EditableProfile>): BankProfile | undefined {
    const fields = Object.keys(patch).filter((f): f is keyof EditableProfile => f in COLUMNS);
    if (fields.length > 0) {
      const sets = fields.map((f) => `${COLUMNS[f]} = @${f}`).join(', ');
      const values = Object.fromEntries(fields.map((f) => [f, patch[f] ?? null]));
      this.db
        .prepare(`UPDATE bank_profiles SET ${sets}, updated_at = @now WHERE id = @id`)
        .run({ ...values, id, now: new Date().toISOString() });
    }
    return this.get(id);
  }

  /** Records the team's address for a profile (null: none waiting), and whether the user kept theirs. */
  setTeamAddress(id: string, team: { baseUrl: string; bulkBaseUrl: string } | null, kept = false): void {
    this.db
      .prepare(
        'UPDATE bank_profiles SET team_base_url = ?, team_bulk_base_url = ?, team_address_kept = ?, updated_at = ? WHERE id = ?',
      )
      .run(team?.baseUrl ?? null, team?.bulkBaseUrl ?? null, kept ? 1 : 0, new Date().toISOString(), id);
  }

  /**
   * The user accepts the team's address for a profile: it becomes the one in use, and a local
   * audit entry says who accepted which address, in one transaction. Only the address the user
   * saw (`seen`) is taken: 'changed' when the team's waiting one is another by now. Undefined:
   * nothing waits.
   */
  acceptTeamAddress(
    id: string,
    actor: string,
    seen: { baseUrl: string; bulkBaseUrl: string },
  ): BankProfile | 'changed' | undefined {
    return this.db.transaction(() => {
      const p = this.get(id);
      if (!p || p.teamBaseUrl === null || p.teamBulkBaseUrl === null) return undefined;
      const now = new Date().toISOString();
      const { changes } = this.db
        .prepare(
          `UPDATE bank_profiles SET base_url = team_base_url, bulk_base_url = team_bulk_base_url, team_base_url = NULL,
             team_bulk_base_url = NULL, team_address_kept = 0, updated_at = ?
           WHERE id = ? AND team_base_url = ? AND team_bulk_base_url = ?`,
        )
        .run(now, id, seen.baseUrl, seen.bulkBaseUrl);
      if (changes === 0) return 'changed';
      this.#auditMove(now, actor, 'profile_team_address_accepted', id, p.name, p, {
        baseUrl: p.teamBaseUrl,
        bulkBaseUrl: p.teamBulkBaseUrl,
      });
      return this.get(id);
    })();
  }

  /**
   * Changes a profile's name and bank addresses, with a local audit entry of the addresses before
   * and after, in one transaction. Only while the addresses are still `from` (the ones the user
   * confirmed leaving): 'changed' when they moved meanwhile, undefined when the profile is gone.
   */
  changeAddress(
    id: string,
    actor: string,
    from: BankAddress,
    to: BankAddress & { name: string },
  ): BankProfile | 'changed' | undefined {
    return this.db.transaction(() => {
      const p = this.get(id);
      if (!p) return undefined;
      const now = new Date().toISOString();
      const { changes } = this.db
        .prepare(
          `UPDATE bank_profiles SET name = ?, base_url = ?, bulk_base_url = ?, updated_at = ?
           WHERE id = ? AND base_url = ? AND bulk_base_url = ?`,
        )
        .run(to.name, to.baseUrl, to.bulkBaseUrl, now, id, from.baseUrl, from.bulkBaseUrl);
      if (changes === 0) return 'changed';
      this.#auditMove(now, actor, 'profile_address_changed', id, to.name, from, to);
      return this.get(id);
    })();
  }

  /** The local audit entry of a profile's addresses moving from `from` to `to`. */
  #auditMove(at: string, actor: string, action: string, id: string, name: string, from: BankAddress, to: BankAddress) {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, object_type, object_id, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        at,
        actor,
        action,
        'profile',
        id,
        JSON.stringify({
          name,
          from: { baseUrl: from.baseUrl, bulkBaseUrl: from.bulkBaseUrl },
          to: { baseUrl: to.baseUrl, bulkBaseUrl: to.bulkBaseUrl },
        }),
      );
  }

  setActive(id: string): boolean {
    return this.db.transaction(() => {
      if (!this.get(id)) return false;
      this.db.prepare('UPDATE bank_profiles SET is_active = 0 WHERE is_active = 1').run();
      this.db.prepare('UPDATE bank_profiles SET is_active = 1 WHERE id = ?').run(id);
      return true;
    })();
  }

  /** Removes a profile; if it was active, the oldest remaining one becomes active. */
  remove(id: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM bank_profiles WHERE id = ?').run(id);
      if (!this.db.prepare('SELECT 1 FROM bank_profiles WHERE is_active = 1').get()) {
        this.db
          .prepare(
            'UPDATE bank_profiles SET is_active = 1 WHERE id = (SELECT id FROM bank_profiles ORDER BY created_at, rowid LIMIT 1)',
          )
          .run();
      }
    })();
  }
}
