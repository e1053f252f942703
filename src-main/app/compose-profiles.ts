// The composition root of bank profiles: the profile store, keys in the OS keychain, onboarding,
// renewal, the demo bank and the active bank, built once here for the core and the CLI.
import { err, ok } from '../../src-shared/result';
import { createBankClient } from '../adapters/bank-api/client';
import type { Db } from '../adapters/sqlite/open-database';
import { SqliteProfileStore } from '../adapters/sqlite/profile-store';
import { sqliteDemoBankStore } from '../adapters/sqlite/demo-bank-store';
import { createKeychain, type Keychain } from '../adapters/keychain/keychain';
import { createSealedStore } from '../adapters/keychain/sealed-store';
import { KeyService } from '../features/keys/key-service';
import { RenewalService } from '../features/keys/renewal';
import type { Logger } from '../platform/log';
import { DemoBank, type DemoBankSettings } from '../features/profiles/demo-bank';
import { OnboardingService, type OnboardingClient } from '../features/onboarding/onboarding';
import type { BankProfile } from '../ports/profiles';
import type { ProfileServices } from '../features/profiles/services';

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
  const profiles = new SqliteProfileStore(options.db);
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
    demo: new DemoBank(sqliteDemoBankStore(options.db), profiles, keys, options.dataDir, options.demoBank),
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
