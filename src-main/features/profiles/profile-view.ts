import type { ProfileView } from '../../../src-shared/profiles';
import type { KeyService } from '../keys/key-service';
import { characterSetOf } from './character-set';
import type { BankProfile } from '../../ports/profiles';

/** What the renderer may see of a profile: references become yes/no, the certificate becomes its facts. */
export function profileView(profile: BankProfile, keys: KeyService, renewalNotice: string | null = null): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    bulkBaseUrl: profile.bulkBaseUrl,
    onboardingEmail: profile.onboardingEmail,
    applicationId: profile.applicationId,
    tppClientId: profile.tppClientId,
    hasClientSecret: profile.clientSecretRef !== null,
    hasKey: profile.keyRef !== null,
    awaitingCertificate: profile.pendingKeyRef !== null && profile.pendingCertificatePem === null,
    certificate: keys.certificateInfo(profile),
    renewalNotice,
    teamAddress:
      profile.teamBaseUrl !== null && profile.teamBulkBaseUrl !== null && !profile.teamAddressKept
        ? { baseUrl: profile.teamBaseUrl, bulkBaseUrl: profile.teamBulkBaseUrl }
        : null,
    active: profile.active,
    demo: profile.demo,
    characterSet: characterSetOf(profile),
  };
}
