import { X509Certificate, createPrivateKey, sign as rsaSign, type KeyObject } from 'node:crypto';
import { err, ok, type Result } from '../../../src-shared/result';
import type { CertificateInfo } from '../../../src-shared/keys';
import type { Keychain } from '../../ports/secret-store';
import type { SealedStore } from '../../ports/secret-store';
import type { BankProfile, ProfileStore } from '../../ports/profiles';
import { checkKeyPair, checkSigningKey, describeCertificate, type CheckedKeyPair } from './key-checks';
import { readKeyMaterial, type KeyFile } from './key-material';
import { createCsr, generateRsaKey, type CsrSubject } from './csr';

/** Signs with the profile's QSEAL key. The key never leaves this object. */
export interface ProfileSigner {
  /** The application's tpp_client_id: the Signature header's keyId. */
  keyId: string;
  sign(data: Buffer): Buffer;
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

const secretAccount = (profileId: string) => `tpp-client-secret:${profileId}`;

/**
 * The only holder of private keys and client secrets in main. Keys are sealed (keychain + encrypted
 * file, see SealedStore) and decrypted into memory on first use; callers get a sign function.
 */
export class KeyService {
  readonly #loaded = new Map<string, KeyObject>();
  /** Client secrets read from the keychain, by keychain account: every signed request needs one. */
  readonly #secrets = new Map<string, string>();

  constructor(
    private readonly profiles: ProfileStore,
    private readonly sealed: SealedStore,
    private readonly keychain: Keychain,
    private readonly now: () => Date = () => new Date(),
    /** The team this desktop's data folder joined (team-bound.json), or null: keys sealed here are bound to it. */
    private readonly desktopTeam: () => string | null = () => null,
  ) {}

  /** Reads and checks the picked files without storing anything. */
  checkFiles(files: KeyFile[], passphrase?: string): Result<CheckedKeyPair> {
    const material = readKeyMaterial(files, passphrase);
    return material.ok ? checkKeyPair(material.value, this.now()) : material;
  }

  /** Imports a key and certificate for a profile, replacing any earlier one once the new one is stored. */
  async importKey(profileId: string, files: KeyFile[], passphrase?: string): Promise<Result<CertificateInfo>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    if (profile.applicationId) {
      // The bank verifies with the certificate registered for the application: a silent swap would break every request.
      return err(
        'use_renewal',
        `The key of "${profile.name}" is registered with the bank (application ${profile.applicationId}). To change key or certificate, use Certificate renewal, so the bank learns the new certificate first.`,
        undefined,
        { name: profile.name, application: profile.applicationId ?? '' },
      );
    }
    const material = readKeyMaterial(files, passphrase);
    if (!material.ok) return material;
    if (!material.value.privateKey && profile.pendingKeyRef && !profile.pendingCertificatePem) {
      return this.installCertificateForGeneratedKey(profile, material.value.certificates);
    }
    const checked = checkKeyPair(material.value, this.now());
    return checked.ok ? this.installKeyPair(profileId, checked.value) : checked;
  }

  /** Generates a key pair (kept pending until its certificate arrives) and returns the CSR to send to the trust service provider. */
  async generateKeyAndCsr(profileId: string, bits: 2048 | 3072 | 4096, subject: CsrSubject): Promise<Result<string>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    const privateKey = await generateRsaKey(bits);
    const ref = await this.sealKey(privateKey);
    if (!ref.ok) return ref;
    this.profiles.update(profileId, { pendingKeyRef: ref.value, pendingCertificatePem: null });
    if (profile.pendingKeyRef) await this.forgetKey(profile.pendingKeyRef);
    return ok(createCsr(privateKey, subject));
  }

  /** The certificate the trust service provider issued for a key generated here. */
  private async installCertificateForGeneratedKey(
    profile: BankProfile,
    certificates: X509Certificate[],
  ): Promise<Result<CertificateInfo>> {
    const key = await this.loadKey(profile.pendingKeyRef!);
    if (!key.ok) return key;
    const checked = checkKeyPair({ privateKey: key.value, certificates }, this.now());
    if (!checked.ok) return checked;
    this.profiles.update(profile.id, {
      keyRef: profile.pendingKeyRef,
      certificatePem: checked.value.certificate.toString(),
      pendingKeyRef: null,
    });
    if (profile.keyRef) await this.forgetKey(profile.keyRef);
    return ok(describeCertificate(checked.value.certificate, this.now()));
  }

  /** Stores a checked pair as the profile's signing key (import and the demo bank), then drops the key it replaces. */
  async installKeyPair(profileId: string, pair: CheckedKeyPair): Promise<Result<CertificateInfo>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    const ref = await this.sealKey(pair.privateKey);
    if (!ref.ok) return ref;
    this.profiles.update(profileId, { keyRef: ref.value, certificatePem: pair.certificate.toString() });
    if (profile.keyRef) await this.forgetKey(profile.keyRef);
    return ok(describeCertificate(pair.certificate, this.now()));
  }

  /** Seals a new key; on a desktop in team mode it is bound to the team from the start (see boundTeam). */
  async sealKey(privateKey: KeyObject): Promise<Result<string>> {
    const desktop = this.desktopTeam();
    const team = desktop !== null ? ok(desktop) : await this.boundTeam();
    if (!team.ok) return team;
    const der = privateKey.export({ type: 'pkcs8', format: 'der' });
    const ref = await this.sealed.seal(der);
    der.fill(0);
    if (!ref.ok) return ref;
    if (team.value !== null) {
      const bound = await this.sealed.bindTeam(ref.value, team.value);
      if (!bound.ok) {
        await this.sealed.remove(ref.value);
        return bound;
      }
    }
    this.#loaded.set(ref.value, privateKey);
    return ref;
  }

  /** Every bank key of this data folder: each profile's key in use and the one waiting for renewal. */
  #keyRefs(): string[] {
    return this.profiles.list().flatMap((p) => [p.keyRef, p.pendingKeyRef].filter((r): r is string => r !== null));
  }

  /**
   * The team this data folder's bank keys are bound to, or null. Key custody: the binding is kept
   * in each key's own keychain entry (SealedStore.bindTeam), not in the data folder, so deleting
   * team.json and team-bound.json leaves the keys in team mode; only an admin leaving team mode
   * (TeamService.disconnect) releases them. A keychain that cannot be read is an error, never "free".
   */
  async boundTeam(): Promise<Result<string | null>> {
    for (const ref of this.#keyRefs()) {
      const team = await this.sealed.team(ref);
      if (!team.ok || team.value !== null) return team;
    }
    return ok(null);
  }

  /** Binds every bank key of this data folder to `team` (joining a team), or releases them (null). */
  async bindKeysToTeam(team: string | null): Promise<Result<void>> {
    for (const ref of this.#keyRefs()) {
      const bound = await this.sealed.bindTeam(ref, team);
      if (!bound.ok) return bound;
    }
    return ok(undefined);
  }

  async forgetKey(ref: string): Promise<Result<void>> {
    this.#loaded.delete(ref);
    return this.sealed.remove(ref);
  }

  certificateInfo(profile: BankProfile): CertificateInfo | null {
    return profile.certificatePem ? describeCertificate(new X509Certificate(profile.certificatePem), this.now()) : null;
  }

  /**
   * A signer for the profile's application. Refuses when the profile has no client id yet, no key,
   * or an expired certificate (the bank would reject the signature; renewal is the fix).
   */
  async getSigner(profileId: string): Promise<Result<ProfileSigner>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    if (!profile.keyRef || !profile.certificatePem) {
      return err(
        'no_signing_key',
        `The bank profile "${profile.name}" has no QSEAL key yet; import one in Settings → Keys.`,
        undefined,
        { name: profile.name },
      );
    }
    if (!profile.tppClientId) {
      return err(
        'not_onboarded',
        `The bank profile "${profile.name}" has no approved application yet; finish onboarding in Settings.`,
        undefined,
        { name: profile.name },
      );
    }
    const info = this.certificateInfo(profile)!;
    if (info.expiry === 'expired') {
      return err(
        'certificate_expired',
        `The QSEAL certificate of "${profile.name}" expired on ${info.validTo.slice(0, 10)}, so the bank would refuse every request. Renew it in Settings → Certificate renewal.`,
        undefined,
        { name: profile.name, date: info.validTo.slice(0, 10), context: 'profile' },
      );
    }
    const key = await this.loadKey(profile.keyRef);
    if (!key.ok) return key;
    const privateKey = key.value;
    return ok({ keyId: profile.tppClientId, sign: (data: Buffer) => rsaSign('sha256', data, privateKey) });
  }

  async loadKey(ref: string): Promise<Result<KeyObject>> {
    const cached = this.#loaded.get(ref);
    if (cached) return ok(cached);
    const der = await this.sealed.open(ref);
    if (!der.ok) return der;
    const key = createPrivateKey({ key: der.value, format: 'der', type: 'pkcs8' });
    der.value.fill(0);
    const usable = checkSigningKey(key);
    if (!usable.ok) return usable;
    this.#loaded.set(ref, key);
    return ok(key);
  }

  /** Stores the approved application's client id (in the profile) and secret (in the keychain). */
  async storeCredentials(profileId: string, clientId: string, clientSecret: string): Promise<Result<void>> {
    const stored = await this.keychain.set(secretAccount(profileId), clientSecret);
    if (!stored.ok) return stored;
    this.#secrets.set(secretAccount(profileId), clientSecret);
    this.profiles.update(profileId, { tppClientId: clientId, clientSecretRef: secretAccount(profileId) });
    return ok(undefined);
  }

  async getCredentials(profileId: string): Promise<Result<Credentials>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    if (!profile.tppClientId || !profile.clientSecretRef) {
      return err(
        'not_onboarded',
        `The bank profile "${profile.name}" has no approved application yet; finish onboarding in Settings.`,
        undefined,
        { name: profile.name },
      );
    }
    const cached = this.#secrets.get(profile.clientSecretRef);
    if (cached !== undefined) return ok({ clientId: profile.tppClientId, clientSecret: cached });
    const secret = await this.keychain.get(profile.clientSecretRef);
    if (!secret.ok) return secret;
    if (secret.value === null) {
      return err(
        'credentials_missing',
        `The client secret of "${profile.name}" is no longer in the keychain; refresh the approved application in Settings → Onboarding to store it again.`,
        undefined,
        { name: profile.name },
      );
    }
    this.#secrets.set(profile.clientSecretRef, secret.value);
    return ok({ clientId: profile.tppClientId, clientSecret: secret.value });
  }

  /** Removes every secret of a profile (keychain entries and sealed files). */
  async forgetProfileSecrets(profile: BankProfile): Promise<Result<void>> {
    for (const ref of [profile.keyRef, profile.pendingKeyRef]) {
      if (ref) {
        const removed = await this.forgetKey(ref);
        if (!removed.ok) return removed;
      }
    }
    if (!profile.clientSecretRef) return ok(undefined);
    this.#secrets.delete(profile.clientSecretRef);
    return this.keychain.remove(profile.clientSecretRef);
  }
}

const noProfile = () => err('profile_not_found', 'That bank profile no longer exists; choose another one in Settings.');
