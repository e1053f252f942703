import { generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

export interface CsrSubject {
  /** Two-letter country code, e.g. FI. */
  country: string;
  organisation: string;
  /** PSD2 authorisation number (OID 2.5.4.97), e.g. PSDFI-FINFSA-1234567-8. */
  organisationIdentifier?: string;
  commonName: string;
}

/** Generates an RSA key pair off the main thread's event loop (OpenSSL runs it on the thread pool). */
export async function generateRsaKey(bits: 2048 | 3072 | 4096): Promise<KeyObject> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: bits });
  return privateKey;
}

/**
 * A PKCS#10 certificate signing request for a qualified trust service provider, signed with
 * `privateKey` (SHA-256). The key itself never leaves main; only the request text is returned.
 */
export function createCsr(privateKey: KeyObject, subject: CsrSubject): string {
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  const attrs: forge.pki.CertificateField[] = [
    { shortName: 'C', value: subject.country.toUpperCase() },
    { shortName: 'O', value: subject.organisation },
  ];
  if (subject.organisationIdentifier) attrs.push({ type: '2.5.4.97', value: subject.organisationIdentifier });
  attrs.push({ shortName: 'CN', value: subject.commonName });
  csr.setSubject(attrs);
  csr.sign(forgeKey, forge.md.sha256.create());
  return forge.pki.certificationRequestToPem(csr);
}
