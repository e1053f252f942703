import { err, ok, type Result } from '../../../src-shared/result';
import { createBankClient } from '../../adapters/bank-api/client';
import type { Db } from '../../adapters/sqlite/open-database';
import { createKeychain, type Keychain } from '../../adapters/keychain/keychain';
import { createSealedStore } from '../../adapters/keychain/sealed-store';
import { KeyService, type Credentials, type ProfileSigner } from '../keys/key-service';
import { RenewalService } from '../keys/renewal';
import type { Logger } from '../../platform/log';
import { DemoBank, type DemoBankSettings } from './demo-bank';
import { OnboardingService, type OnboardingClient } from './onboarding';
import { ProfileStore, type BankProfile } from './profile-store';

/** What a bank client for the active profile needs: addresses, credentials and a signer (the key stays in KeyService). */
export interface ActiveBank {
  profile: BankProfile;
  credentials: Credentials;
  signer: ProfileSigner;
}

export interface ProfileServices {
  profiles: ProfileStore;
  keys: KeyService;
  onboarding: OnboardingService;
  renewal: RenewalService;
  demo: DemoBank;
  /** The OS keychain the profiles' secrets and PSU sessions are kept in. */
  keychain: Keychain;
  getActiveProfile(): BankProfile | undefined;
  getSigner(profileId: string): Promise<Result<ProfileSigner>>;
  getCredentials(profileId: string): Promise<Result<Credentials>>;
  /** Everything needed to talk to the bank of the active profile, or why it cannot be done yet. */
  activeBank(): Promise<Result<ActiveBank>>;
}

export interface ProfileServicesOptions {
  db: Db;
  dataDir: string;
  keychain?: Keychain;
  logger?: Logger;
  /** The demo bank's settings (tests make its "phone" slow). */
  demoBank?: DemoBankSettings;
  /** The team this data folder joined (team-bound.json), or null: new keys are bound to it. */
  desktopTeam?: () => string | null;
  /** Onboarding calls for a profile; default: the real bank client. */
  onboardingClient?: (profile: BankProfile) => OnboardingClient;
}

export function createProfileServices(options: ProfileServicesOptions): ProfileServices {
  const keychain = options.keychain ?? createKeychain();
  const profiles = new ProfileStore(options.db);
  const keys = new KeyService(
    profiles,
    createSealedStore(keychain, options.dataDir),
    keychain,
    undefined,
    options.desktopTeam,
  );
  const clientFor =
    options.onboardingClient ??
    ((profile: BankProfile) =>
      createBankClient({ baseUrl: profile.baseUrl, bulkBaseUrl: profile.bulkBaseUrl, logger: options.logger }));
  const onboarding = new OnboardingService(profiles, keys, clientFor);
  return {
    profiles,
    keychain,
    keys,
    onboarding,
    renewal: new RenewalService(profiles, keys, onboarding, clientFor, (profile, credentials, sign) =>
      createBankClient({
        baseUrl: profile.baseUrl,
        bulkBaseUrl: profile.bulkBaseUrl,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        signingKey: sign,
        logger: options.logger,
        // Runs at start: a bank that does not answer must not hold the app up for long.
        timeouts: { connectTimeoutMs: 5_000, headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000 },
      }),
    ),
    demo: new DemoBank(options.db, profiles, keys, options.dataDir, options.demoBank),
    getActiveProfile: () => profiles.getActive(),
    getSigner: (profileId) => keys.getSigner(profileId),
    getCredentials: (profileId) => keys.getCredentials(profileId),
    async activeBank() {
      const profile = profiles.getActive();
      if (!profile)
        return err('no_active_profile', 'No bank profile is set up. Add one (or restore the demo bank) in Settings.');
      const signer = await keys.getSigner(profile.id);
      if (!signer.ok) return signer;
      const credentials = await keys.getCredentials(profile.id);
      if (!credentials.ok) return credentials;
      return ok({ profile, credentials: credentials.value, signer: signer.value });
    },
  };
}
