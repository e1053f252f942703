import { generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type Forge from 'node-forge';
import { forge } from './forge';

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
  const { md, pki } = forge();
  const forgeKey = pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const csr = pki.createCertificationRequest();
  csr.publicKey = pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  const attrs: Forge.pki.CertificateField[] = [
    { shortName: 'C', value: subject.country.toUpperCase() },
    { shortName: 'O', value: subject.organisation },
  ];
  if (subject.organisationIdentifier) attrs.push({ type: '2.5.4.97', value: subject.organisationIdentifier });
  attrs.push({ shortName: 'CN', value: subject.commonName });
  csr.setSubject(attrs);
  csr.sign(forgeKey, md.sha256.create());
  return pki.certificationRequestToPem(csr);
}
