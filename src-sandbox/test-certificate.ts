import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface KeyAndCertificate {
  keyPem: string;
  certPem: string;
}

/**
 * A self-signed certificate standing in for an eIDAS QSEAL certificate (the bank issues no test
 * certificates). node:crypto cannot create X.509 certificates, so node-forge builds and signs it.
 */
export function createTestCertificate(
  options: { commonName?: string; bits?: number; validDays?: number } = {},
): KeyAndCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: options.bits ?? 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now + (options.validDays ?? 730) * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: options.commonName ?? 'Bulkpay Sandbox TPP' },
    { name: 'organizationName', value: 'Bulkpay Sandbox' },
    { shortName: 'C', value: 'FI' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { keyPem: privateKey, certPem: forge.pki.certificateToPem(cert).replace(/\r\n/g, '\n') };
}
