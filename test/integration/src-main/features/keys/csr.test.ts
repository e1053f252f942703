import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, expect, it } from 'vitest';
import { freshDataDir, openDb, requireKeychain, services } from '../../../harness/keys-helpers';

beforeAll(requireKeychain);

/** What a trust service provider does with the CSR: checks its signature and issues a certificate for its key. */
function issueCertificate(csrPem: string): string {
  const csr = forge.pki.certificationRequestFromPem(csrPem);
  expect(csr.verify()).toBe(true);
  const ca = forge.pki.privateKeyFromPem(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = csr.publicKey!;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(csr.subject.attributes);
  cert.setIssuer([{ shortName: 'CN', value: 'Test QTSP' }]);
  cert.sign(ca, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

it('generates a key and CSR, then installs the issued certificate for the kept key', async () => {
  const { dataDir, dbFile } = freshDataDir();
  const s = services(dataDir, openDb(dbFile));
  const profile = s.profiles.create({
    name: 'Bank',
    baseUrl: 'https://bank.test',
    bulkBaseUrl: 'https://bulk.bank.test',
  });

  const csr = await s.keys.generateKeyAndCsr(profile.id, 3072, {
    country: 'FI',
    organisation: 'Acme Payroll Oy',
    organisationIdentifier: 'PSDFI-FINFSA-7654321-0',
    commonName: 'Acme Payroll',
  });
  expect(csr.ok).toBe(true);
  if (!csr.ok) return;
  expect(csr.value).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
  expect(csr.value).not.toMatch(/PRIVATE KEY/);
  expect(s.profiles.get(profile.id)).toMatchObject({ keyRef: null, pendingCertificatePem: null });

  // The certificate arrives later: a restart of the key service in between changes nothing.
  const later = services(dataDir, openDb(dbFile));
  const imported = await later.keys.importKey(profile.id, [
    { name: 'issued.crt', bytes: Buffer.from(issueCertificate(csr.value)) },
  ]);
  expect(imported).toMatchObject({
    ok: true,
    value: { keyBits: 3072, organisationIdentifier: 'PSDFI-FINFSA-7654321-0' },
  });
  expect(later.profiles.get(profile.id)).toMatchObject({ pendingKeyRef: null });

  await later.keys.storeCredentials(profile.id, 'client-9', 'secret-value-9');
  const signer = await later.getSigner(profile.id);
  if (!signer.ok) throw new Error(signer.error.message);
  const certificate = later.profiles.get(profile.id)!.certificatePem!;
  const data = Buffer.from('signing string');
  expect(verify('sha256', data, createPublicKey(certificate), signer.value.sign(data))).toBe(true);
});

it('refuses a certificate that belongs to neither the stored nor the generated key', async () => {
  const { dataDir, dbFile } = freshDataDir();
  const s = services(dataDir, openDb(dbFile));
  const profile = s.profiles.create({
    name: 'Bank',
    baseUrl: 'https://bank.test',
    bulkBaseUrl: 'https://bulk.bank.test',
  });
  await s.keys.generateKeyAndCsr(profile.id, 2048, { country: 'FI', organisation: 'Acme', commonName: 'Acme' });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const { certificateFor } = await import('../../../../fixtures/qseal');
  const result = await s.keys.importKey(profile.id, [{ name: 'other.crt', bytes: Buffer.from(certificateFor(other)) }]);
  expect(result).toMatchObject({ ok: false, error: { code: 'key_certificate_mismatch' } });
});
