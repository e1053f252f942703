// Bank profiles as features use them: addresses, references to secrets (never the secrets), the
// active one. Kept in SQLite by adapters/sqlite/profile-store.ts.
import type { CharacterSet } from '../../src-shared/payments/charset';

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
  /** Addresses the team store gives this profile, not used until the user accepts them (else null). */
  teamBaseUrl: string | null;
  teamBulkBaseUrl: string | null;
  /** The user chose to keep this desktop's addresses instead of the team's above. */
  teamAddressKept: boolean;
  /** The characters the bank takes in names and references (read through `characterSetOf`). */
  characterSet: CharacterSet;
  active: boolean;
  demo: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Where a profile's bank answers: the TPP API and the bulk API. */
export interface BankAddress {
  baseUrl: string;
  bulkBaseUrl: string;
}

export type NewProfile = Pick<BankProfile, 'name' | 'baseUrl' | 'bulkBaseUrl'> &
  Partial<Pick<BankProfile, 'onboardingEmail' | 'demo' | 'characterSet'>>;

export type EditableProfile = Omit<
  BankProfile,
  'id' | 'active' | 'demo' | 'createdAt' | 'updatedAt' | 'teamAddressKept'
>;

/** Bank profiles: at most one is active. */
export interface ProfileStore {
  list(): BankProfile[];
  get(id: string): BankProfile | undefined;
  getActive(): BankProfile | undefined;
  create(input: NewProfile): BankProfile;
  /** Changes the given fields in one statement, so a switch of key and certificate is atomic. */
  update(id: string, patch: Partial<EditableProfile>): BankProfile | undefined;
  /** Records the team's address for a profile (null: none waiting), and whether the user kept theirs. */
  setTeamAddress(id: string, team: BankAddress | null, kept?: boolean): void;
  /**
   * The user accepts the team's address they saw (`seen`): it becomes the one in use, with a local
   * audit entry. 'changed' when the team's waiting one is another by now; undefined: nothing waits.
   */
  acceptTeamAddress(id: string, actor: string, seen: BankAddress): BankProfile | 'changed' | undefined;
  /**
   * Changes a profile's name and addresses while they are still `from`, with a local audit entry:
   * 'changed' when they moved meanwhile, undefined when the profile is gone.
   */
  changeAddress(
    id: string,
    actor: string,
    from: BankAddress,
    to: BankAddress & { name: string },
  ): BankProfile | 'changed' | undefined;
  setActive(id: string): boolean;
  /** Removes a profile; if it was active, the oldest remaining one becomes active. */
  remove(id: string): void;
}

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

/** One profile per name: the name's key ignores case and surrounding spaces. */
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
 * The profiles' shared settings on one engine: this desktop's SQLite (profile-store.ts) or the
 * team's PostgreSQL (adapters/postgres/team-profiles.ts). One per name, ignoring case and surrounding spaces.
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

/** The team's bank profiles (adapters/postgres/team-profiles.ts): also added and renamed by name. */
export interface TeamProfileSettingsRepository extends ProfileSettingsRepository {
  /** Adds a profile; false when the team already has one by that name. */
  add(settings: SharedProfileSettings): Promise<boolean>;
  /** Renames profile `from` and saves its settings; false when the new name is taken. */
  rename(from: string, settings: SharedProfileSettings): Promise<boolean>;
}
