import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';

export interface KeyAndCertificate {
  keyPem: string;
  certPem: string;
}

/** node-forge, read at the first certificate made: the app loads this module at every start with its demo bank. */
let loadedForge: typeof Forge | undefined;

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
  const { md, pki } = (loadedForge ??= createRequire(import.meta.url)('node-forge') as typeof Forge);
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(publicKey);
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
  cert.sign(pki.privateKeyFromPem(privateKey), md.sha256.create());
  return { keyPem: privateKey, certPem: pki.certificateToPem(cert).replace(/\r\n/g, '\n') };
}
