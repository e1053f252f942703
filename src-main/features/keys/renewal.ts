import { randomUUID, sign as rsaSign, type KeyObject, type X509Certificate } from 'node:crypto';
import { err, ok, type Result } from '../../../src-shared/result';
import type { CertificateInfo } from '../../../src-shared/keys';
import type { BankGateway } from '../../ports/bank-gateway';
import type { OnboardingClient, OnboardingService } from '../onboarding/onboarding';
import type { BankProfile, ProfileStore } from '../../ports/profiles';
import { checkKeyPair, describeCertificate } from './key-checks';
import type { Credentials, KeyService } from './key-service';
import { readKeyMaterial, type KeyFile, type KeyMaterial } from './key-material';

interface StagedKey {
  ref: string;
  certificate: X509Certificate;
  /** Sealed for this renewal (delete it if the bank refuses). */
  fresh: boolean;
}

/** A signed client for one probe request (the key given by callback, so it stays in main's key service). */
export type ProbeClient = Pick<BankGateway, 'exchangeConsent' | 'close'>;
export type ProbeClientFor = (
  profile: BankProfile,
  credentials: Credentials,
  sign: (data: Buffer) => Buffer,
) => ProbeClient;

const UNFINISHED =
  'A certificate renewal may not have finished: Bulkpay closed before it could confirm which certificate the bank now uses, so it keeps signing with the current key. Renew again below with the new certificate.';
const NOT_APPLIED =
  'A certificate renewal did not reach the bank before Bulkpay closed: the bank still uses the current certificate, which stays in use. Renew again below with the new certificate.';

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
    private readonly probeClientFor: ProbeClientFor,
  ) {}

  /** Profile id → what Settings should say about a renewal that a crash or shutdown interrupted. */
  readonly #notices = new Map<string, string>();

  /** The warning for Settings when an interrupted renewal could not be completed; null when there is none. */
  notice(profileId: string): string | null {
    return this.#notices.get(profileId) ?? null;
  }

  async renew(profileId: string, files: KeyFile[], passphrase?: string): Promise<Result<CertificateInfo>> {
    const profile = this.profiles.get(profileId);
    if (!profile)
      return err('profile_not_found', 'That bank profile no longer exists; choose another one in Settings.');
    if (!profile.applicationId || !profile.keyRef) {
      return err(
        'not_onboarded',
        `"${profile.name}" has no registered application and key yet; import a key and finish onboarding instead of renewing.`,
        undefined,
        { name: profile.name },
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
    this.#notices.delete(profileId);
    return ok(describeCertificate(certificate));
  }

  /**
   * At start: a renewal still staged (`pending_certificate_pem` set) was interrupted between sending
   * it and switching the profile, so the bank may already verify only with the new key. Ask the bank
   * which key it accepts and switch in one update if it is the new one; otherwise keep the current
   * key, and say in Settings what happened when it is not certain.
   */
  async settleInterrupted(): Promise<void> {
    for (const profile of this.profiles.list()) {
      if (!profile.pendingCertificatePem || !profile.pendingKeyRef || !profile.keyRef) continue;
      const verifies = await this.keyTheBankVerifies(profile, profile.keyRef, profile.pendingKeyRef);
      if (verifies === 'new') {
        this.profiles.update(profile.id, {
          keyRef: profile.pendingKeyRef,
          certificatePem: profile.pendingCertificatePem,
          pendingKeyRef: null,
          pendingCertificatePem: null,
        });
        await this.keys.forgetKey(profile.keyRef);
      } else if (verifies === 'old') {
        // The staged key stays pending: it may be a key generated here whose certificate the user cannot get again.
        this.profiles.update(profile.id, { pendingCertificatePem: null });
        this.#notices.set(profile.id, NOT_APPLIED);
      } else {
        // Staging kept, so the next start asks again; renewing again replaces it.
        this.#notices.set(profile.id, UNFINISHED);
      }
    }
  }

  /**
   * Signs the same harmless request (collecting a consent that does not exist) with each key: the
   * bank answers 404 to a signature it accepts and 401 to one it refuses. Only opposite answers decide.
   */
  private async keyTheBankVerifies(
    profile: BankProfile,
    currentRef: string,
    stagedRef: string,
  ): Promise<'old' | 'new' | 'unknown'> {
    // Same key, new certificate only: a signature cannot tell which certificate the bank holds.
    if (currentRef === stagedRef) return 'unknown';
    const credentials = await this.keys.getCredentials(profile.id);
    const current = await this.keys.loadKey(currentRef);
    const staged = await this.keys.loadKey(stagedRef);
    if (!credentials.ok || !current.ok || !staged.ok) return 'unknown';
    const accepts = async (key: KeyObject): Promise<boolean | undefined> => {
      const client = this.probeClientFor(profile, credentials.value, (data) => rsaSign('sha256', data, key));
      try {
        const answer = await client.exchangeConsent(randomUUID());
        if (answer.ok) return answer.value.status === 'pending' ? true : undefined;
        return answer.error.details.status === 401 ? false : undefined;
      } finally {
        await client.close();
      }
    };
    const withStaged = await accepts(staged.value);
    const withCurrent = await accepts(current.value);
    if (withStaged === true && withCurrent === false) return 'new';
    if (withStaged === false && withCurrent === true) return 'old';
    return 'unknown';
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
