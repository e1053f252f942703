import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';

/** A bank profile as stored. Holds references to secrets, never the secrets. */
export interface BankProfile {
  id: string;
  name: string;
  baseUrl: string;
  bulkBaseUrl: string;
  onboardingEmail: string | null;
  applicationId: string | null;
  tppClientId: string | null;
  clientSecretRef: string | null;
  keyRef: string | null;
  certificatePem: string | null;
  pendingKeyRef: string | null;
  pendingCertificatePem: string | null;
  active: boolean;
  demo: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewProfile = Pick<BankProfile, 'name' | 'baseUrl' | 'bulkBaseUrl'> &
  Partial<Pick<BankProfile, 'onboardingEmail' | 'demo'>>;

type Editable = Omit<BankProfile, 'id' | 'active' | 'demo' | 'createdAt' | 'updatedAt'>;

const COLUMNS: Record<keyof Editable, string> = {
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
};

type Row = Record<string, string | number | null>;

function fromRow(row: Row): BankProfile {
  const profile = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) profile[field] = row[column] ?? null;
  return {
    ...(profile as Editable),
    id: row.id as string,
    active: row.is_active === 1,
    demo: row.is_demo === 1,
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
  };
}

/** Bank profiles in SQLite. At most one is active (a partial unique index enforces it). */
export class ProfileStore {
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
          `INSERT INTO bank_profiles (id, name, base_url, bulk_base_url, onboarding_email, is_active, is_demo, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          input.name,
          input.baseUrl,
          input.bulkBaseUrl,
          input.onboardingEmail ?? null,
          hasActive ? 0 : 1,
          input.demo ? 1 : 0,
          now,
          now,
        );
    })();
    return this.get(id)!;
  }

  /** Changes the given fields in one statement, so a switch of key and certificate is atomic. */
  update(id: string, patch: Partial<Editable>): BankProfile | undefined {
    const fields = Object.keys(patch).filter((f): f is keyof Editable => f in COLUMNS);
    if (fields.length > 0) {
      const sets = fields.map((f) => `${COLUMNS[f]} = @${f}`).join(', ');
      const values = Object.fromEntries(fields.map((f) => [f, patch[f] ?? null]));
      this.db
        .prepare(`UPDATE bank_profiles SET ${sets}, updated_at = @now WHERE id = @id`)
        .run({ ...values, id, now: new Date().toISOString() });
    }
    return this.get(id);
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
