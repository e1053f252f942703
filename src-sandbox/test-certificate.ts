import { generateKeyPair, generateKeyPairSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';

export interface KeyAndCertificate {
  keyPem: string;
  certPem: string;
}

/** node-forge, read at the first certificate made: the app loads this module at every start with its demo bank. */
let loadedForge: typeof Forge | undefined;

type CertificateOptions = { commonName?: string; bits?: number; validDays?: number };

const rsaOptions = (options: CertificateOptions) =>
  ({
    modulusLength: options.bits ?? 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }) as const;

/**
 * A self-signed certificate standing in for an eIDAS QSEAL certificate (the bank issues no test
 * certificates). node:crypto cannot create X.509 certificates, so node-forge builds and signs it.
 */
export function createTestCertificate(options: CertificateOptions = {}): KeyAndCertificate {
  return signedCertificate(generateKeyPairSync('rsa', rsaOptions(options)), options);
}

/**
 * The same, with the RSA key made on Node's thread pool: the app's first start makes the demo
 * key while it serves the page, whose requests must not wait for the key (about a second).
 */
export async function makeTestCertificate(options: CertificateOptions = {}): Promise<KeyAndCertificate> {
  return signedCertificate(await promisify(generateKeyPair)('rsa', rsaOptions(options)), options);
}

function signedCertificate(
  { privateKey, publicKey }: { privateKey: string; publicKey: string },
  options: CertificateOptions,
): KeyAndCertificate {
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
