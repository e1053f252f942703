import type { X509Certificate } from 'node:crypto';
import { err, ok, type Result } from '../../src-shared/result';
import type { CertificateInfo } from '../../src-shared/keys';
import type { OnboardingClient, OnboardingService } from '../profiles/onboarding';
import type { BankProfile, ProfileStore } from '../profiles/profile-store';
import { checkKeyPair, describeCertificate } from './key-checks';
import type { KeyService } from './key-service';
import { readKeyMaterial, type KeyFile, type KeyMaterial } from './key-material';

interface StagedKey {
  ref: string;
  certificate: X509Certificate;
  /** Sealed for this renewal (delete it if the bank refuses). */
  fresh: boolean;
}

/**
 * Certificate renewal (`POST /v1/renew-certificate/`). The new certificate (and key, when the key
 * changes) is checked like an import and staged in `pending_*`; only after the bank confirmed does
 * one UPDATE switch the profile to it. Until then the old key keeps signing; on failure a key
 * sealed for this renewal is deleted again.
 */
export class RenewalService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly keys: KeyService,
    private readonly onboarding: OnboardingService,
    private readonly clientFor: (profile: BankProfile) => OnboardingClient,
  ) {}

  async renew(profileId: string, files: KeyFile[], passphrase?: string): Promise<Result<CertificateInfo>> {
    const profile = this.profiles.get(profileId);
    if (!profile)
      return err('profile_not_found', 'That bank profile no longer exists; choose another one in Settings.');
    if (!profile.applicationId || !profile.keyRef) {
      return err(
        'not_onboarded',
        `"${profile.name}" has no registered application and key yet; import a key and finish onboarding instead of renewing.`,
      );
    }
    const token = this.onboarding.token(profileId);
    if (!token.ok) return token;
    const material = readKeyMaterial(files, passphrase);
    if (!material.ok) return material;
    const staged = await this.stage(profile, material.value);
    if (!staged.ok) return staged;
    const { ref, certificate, fresh } = staged.value;
    const pem = certificate.toString();
    this.profiles.update(profileId, { pendingKeyRef: ref, pendingCertificatePem: pem });

    const answer = await this.clientFor(profile).renewCertificate(token.value, {
      applicationId: profile.applicationId,
      newCertificatePem: pem,
    });
    if (!answer.ok) {
      if (fresh) await this.keys.forgetKey(ref);
      // A key generated for a CSR stays pending (awaiting its certificate); the current key is untouched.
      this.profiles.update(profileId, {
        pendingKeyRef: fresh || ref === profile.keyRef ? profile.pendingKeyRef : ref,
        pendingCertificatePem: null,
      });
      if (answer.error.details?.status === 401) {
        this.onboarding.logout(profileId);
        return err(
          'onboarding_login_required',
          'The bank no longer accepts your onboarding login. Enter your onboarding password again, then renew again.',
        );
      }
      return err(answer.error.code, `${answer.error.message} The current certificate stays in use.`);
    }
    // The bank confirmed: switch key and certificate in one statement, then drop the old key.
    this.profiles.update(profileId, {
      keyRef: ref,
      certificatePem: pem,
      // A key generated for a CSR stays pending unless it is the one that just became current.
      pendingKeyRef: ref === profile.pendingKeyRef ? null : profile.pendingKeyRef,
      pendingCertificatePem: null,
    });
    if (ref !== profile.keyRef) await this.keys.forgetKey(profile.keyRef);
    return ok(describeCertificate(certificate));
  }

  /** The key the new certificate belongs to: a new key from the files, the current key, or a key generated for a CSR. */
  private async stage(profile: BankProfile, material: KeyMaterial): Promise<Result<StagedKey>> {
    if (material.privateKey) {
      const checked = checkKeyPair(material);
      if (!checked.ok) return checked;
      const sealed = await this.keys.sealKey(checked.value.privateKey);
      return sealed.ok ? ok({ ref: sealed.value, certificate: checked.value.certificate, fresh: true }) : sealed;
    }
    for (const ref of [profile.keyRef, profile.pendingKeyRef]) {
      if (!ref) continue;
      const key = await this.keys.loadKey(ref);
      if (!key.ok) return key;
      const checked = checkKeyPair({ privateKey: key.value, certificates: material.certificates });
      if (checked.ok) return ok({ ref, certificate: checked.value.certificate, fresh: false });
      if (checked.error.code !== 'key_certificate_mismatch') return checked;
    }
    return err(
      'key_certificate_mismatch',
      'The new certificate belongs neither to the current key nor to a key generated in Bulkpay. Also choose the new private key file.',
    );
  }
}
