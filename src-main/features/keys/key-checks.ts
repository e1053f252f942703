import type { KeyObject, X509Certificate } from 'node:crypto';
import { err, ok, type Result } from '../../../src-shared/result';
import type { CertificateInfo, ExpiryState } from '../../../src-shared/keys';
import type { KeyMaterial } from './key-material';

/** The bank requires RSA keys of at least 2048 bits (bank-api.md, Limits). */
export const MIN_RSA_BITS = 2048;
/** Warn in the app from this many days before the certificate expires. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export interface CheckedKeyPair {
  privateKey: KeyObject;
  certificate: X509Certificate;
}

/**
 * The checks every imported or renewed key passes: RSA, at least 2048 bits, a certificate that
 * belongs to the key, and a certificate within its validity dates. When several certificates are
 * given (a chain), the one matching the key is the QSEAL certificate.
 */
export function checkKeyPair(material: KeyMaterial, now = new Date()): Result<CheckedKeyPair> {
  const { privateKey, certificates } = material;
  if (!privateKey) {
    return err(
      'no_private_key',
      'No private key was found in the chosen files; also choose the key file (.pem or .key) or a .p12/.pfx file.',
    );
  }
  if (certificates.length === 0) {
    return err(
      'no_certificate',
      'No certificate was found in the chosen files; also choose the QSEAL certificate (.pem, .crt or .cer).',
    );
  }
  const keyCheck = checkSigningKey(privateKey);
  if (!keyCheck.ok) return keyCheck;
  const certificate = certificates.find((c) => c.checkPrivateKey(privateKey));
  if (!certificate) {
    return err(
      'key_certificate_mismatch',
      'The private key does not belong to the certificate: they are from different pairs. Choose the certificate issued for this key.',
    );
  }
  const dates = checkValidityDates(certificate, now);
  return dates.ok ? ok({ privateKey, certificate }) : dates;
}

export function checkSigningKey(privateKey: KeyObject): Result<void> {
  if (privateKey.asymmetricKeyType !== 'rsa') {
    return err(
      'key_not_rsa',
      `The private key is a ${privateKey.asymmetricKeyType ?? 'unknown'} key; the bank accepts only RSA keys (rsa-sha256).`,
      undefined,
      { type: privateKey.asymmetricKeyType ?? '?', context: 'type' },
    );
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) {
    return err(
      'key_too_small',
      `The private key has ${bits} bits; the bank requires at least ${MIN_RSA_BITS}. Generate a new key of 2048 bits or more and get a new certificate for it.`,
      undefined,
      { bits, min: MIN_RSA_BITS },
    );
  }
  return ok(undefined);
}

export function checkValidityDates(certificate: X509Certificate, now = new Date()): Result<void> {
  const info = describeCertificate(certificate, now);
  if (info.expiry === 'expired') {
    return err(
      'certificate_expired',
      `The certificate expired on ${info.validTo.slice(0, 10)}; renew it with your trust service provider and import the new one.`,
      undefined,
      { date: info.validTo.slice(0, 10), context: 'import' },
    );
  }
  if (info.expiry === 'not_yet_valid') {
    return err(
      'certificate_not_yet_valid',
      `The certificate is valid only from ${info.validFrom.slice(0, 10)}; import it again from that day (or check the computer's clock).`,
      undefined,
      { date: info.validFrom.slice(0, 10) },
    );
  }
  return ok(undefined);
}

export function expiryState(validFrom: Date, validTo: Date, now = new Date()): ExpiryState {
  if (now.getTime() < validFrom.getTime()) return 'not_yet_valid';
  if (now.getTime() > validTo.getTime()) return 'expired';
  if (validTo.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS) return 'expiring';
  return 'valid';
}

/** Node prints a distinguished name one attribute per line; the app shows it on one line. */
const oneLine = (dn: string) => dn.split('\n').filter(Boolean).join(', ');

/** Public facts about a certificate: what the Settings screen shows. */
export function describeCertificate(certificate: X509Certificate, now = new Date()): CertificateInfo {
  const validFrom = certificate.validFromDate;
  const validTo = certificate.validToDate;
  // OID 2.5.4.97 (organizationIdentifier) carries the PSD2 authorisation number in a QSEAL certificate.
  const orgId = certificate.subject
    .split('\n')
    .find((line) => line.startsWith('organizationIdentifier=') || line.startsWith('2.5.4.97='));
  const bits = certificate.publicKey.asymmetricKeyDetails?.modulusLength;
  return {
    subject: oneLine(certificate.subject),
    issuer: oneLine(certificate.issuer),
    serialNumber: certificate.serialNumber,
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    fingerprintSha256: certificate.fingerprint256,
    organisationIdentifier: orgId ? orgId.slice(orgId.indexOf('=') + 1) : null,
    keyBits: bits ?? null,
    expiry: expiryState(validFrom, validTo, now),
    daysLeft: Math.floor((validTo.getTime() - now.getTime()) / DAY_MS),
  };
}
