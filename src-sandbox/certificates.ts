import { X509Certificate } from 'node:crypto';
import type { UploadedFile } from './http/multipart';
import type { World } from './model';

/** Not in the spec; our decision (spec-notes): certificate files over 64 KiB are refused. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024;
export const MIN_RSA_BITS = 2048;

/** Checks an uploaded QSEAL certificate; returns its PEM text or the reason it is refused. */
export function checkCertificate(
  file: UploadedFile | undefined,
  field: string,
  world: World,
  nowMs: number,
  exceptApplicationId?: string,
): { pem: string } | { problem: string } {
  if (!file) return { problem: `Attach the certificate as the file field "${field}" (PEM).` };
  if (file.truncated)
    return {
      problem: `The certificate file is larger than ${MAX_CERTIFICATE_BYTES / 1024} KiB; upload only the PEM certificate.`,
    };
  const pem = file.content.toString('utf8').trim();
  if (!pem.startsWith('-----BEGIN CERTIFICATE-----'))
    return { problem: 'The file is not a PEM certificate; it must start with "-----BEGIN CERTIFICATE-----".' };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    return {
      problem: 'The PEM certificate cannot be parsed; check that the file is complete and not a key or a request.',
    };
  }
  const key = cert.publicKey;
  if (key.asymmetricKeyType !== 'rsa')
    return {
      problem: `The certificate holds a ${key.asymmetricKeyType} key; an RSA key of at least ${MIN_RSA_BITS} bits is required.`,
    };
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS)
    return { problem: `The certificate's RSA key has ${bits} bits; at least ${MIN_RSA_BITS} are required.` };
  if (Date.parse(cert.validTo) < nowMs)
    return { problem: `The certificate expired on ${cert.validTo}; upload a current certificate.` };
  const taken = world.applications.some(
    (a) =>
      a.id !== exceptApplicationId && new X509Certificate(a.certificate_pem).fingerprint256 === cert.fingerprint256,
  );
  if (taken)
    return {
      problem:
        'This certificate is already registered to another application; each application needs its own certificate.',
    };
  return { pem: `${pem}\n` };
}
