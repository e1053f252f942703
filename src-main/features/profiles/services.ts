import type { Result } from '../../../src-shared/result';
import type { Keychain } from '../../ports/secret-store';
import type { Credentials, KeyService, ProfileSigner } from '../keys/key-service';
import type { RenewalService } from '../keys/renewal';
import type { BankProfile, ProfileStore } from '../../ports/profiles';
import type { DemoBank } from './demo-bank';
import type { OnboardingService } from '../onboarding/onboarding';

// What the profile features give the rest of the app, built in app/compose-profiles.ts.

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
