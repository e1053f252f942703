import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkKeyPair, describeCertificate, expiryState } from '../../../../../src-main/features/keys/key-checks';
import { readKeyMaterial, type KeyFile } from '../../../../../src-main/features/keys/key-material';
import { makeQseal, qsealFor, type TestQseal } from '../../../../fixtures/qseal';

const file = (name: string, text: string | Buffer): KeyFile => ({
  name,
  bytes: Buffer.isBuffer(text) ? text : Buffer.from(text),
});

function importFiles(files: KeyFile[], passphrase?: string) {
  const material = readKeyMaterial(files, passphrase);
  return material.ok ? checkKeyPair(material.value) : material;
}

const sizes = [2048, 3072, 4096] as const;
const keys = new Map<number, TestQseal>();

// 4096-bit generation is slow (and its time random): once per file, with room on a loaded machine.
beforeAll(() => {
  for (const bits of sizes) keys.set(bits, makeQseal({ bits }));
}, 60_000);

describe.each(sizes)('a %i-bit QSEAL key', (bits) => {
  const q = () => keys.get(bits)!;

  it('imports from PKCS#1 and PKCS#8 PEM with the certificate PEM', () => {
    for (const keyPem of [q().keyPkcs1Pem, q().keyPkcs8Pem]) {
      const result = importFiles([file('qseal.key', keyPem), file('qseal.crt', q().certificatePem)]);
      expect(result.ok).toBe(true);
    }
  });

  it('imports passphrase-encrypted PEM (PKCS#8 and legacy PKCS#1)', () => {
    for (const keyPem of [q().encryptedPkcs8Pem('s3cret pass'), q().encryptedPkcs1Pem('s3cret pass')]) {
      const result = importFiles([file('qseal.key', keyPem), file('qseal.crt', q().certificatePem)], 's3cret pass');
      expect(result.ok).toBe(true);
    }
  });

  it('imports PKCS#12 with its password and shows the certificate facts', () => {
    const result = importFiles([file('qseal.p12', q().pkcs12('p12 password'))], 'p12 password');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const info = describeCertificate(result.value.certificate);
    expect(info.keyBits).toBe(bits);
    expect(info.organisationIdentifier).toBe('PSDFI-FINFSA-1234567-8');
    expect(info.subject).toContain('O=Acme Payroll Oy');
    expect(info.fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(info.expiry).toBe('valid');
  });
});

describe('rejections', () => {
  it('refuses a 1024-bit key', () => {
    const weak = makeQseal({ bits: 1024 });
    const result = importFiles([file('weak.pem', weak.keyPkcs8Pem + weak.certificatePem)]);
    expect(result).toMatchObject({ ok: false, error: { code: 'key_too_small' } });
    if (!result.ok) expect(result.error.message).toContain('1024 bits');
  });

  it('refuses a key with a certificate issued for another key', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const mismatched = qsealFor(keys.get(2048)!.privateKey, { certificateKey: other });
    const result = importFiles([file('k.pem', mismatched.keyPkcs8Pem), file('c.pem', mismatched.certificatePem)]);
    expect(result).toMatchObject({ ok: false, error: { code: 'key_certificate_mismatch' } });
  });

  it('refuses an expired certificate and one not valid yet', () => {
    const expired = qsealFor(keys.get(2048)!.privateKey, { notBeforeDays: -400, notAfterDays: -1 });
    expect(importFiles([file('k.pem', expired.keyPkcs8Pem), file('c.pem', expired.certificatePem)])).toMatchObject({
      ok: false,
      error: { code: 'certificate_expired' },
    });
    const future = qsealFor(keys.get(2048)!.privateKey, { notBeforeDays: 5, notAfterDays: 100 });
    expect(importFiles([file('k.pem', future.keyPkcs8Pem), file('c.pem', future.certificatePem)])).toMatchObject({
      ok: false,
      error: { code: 'certificate_not_yet_valid' },
    });
  });

  it('refuses a wrong passphrase and asks for a missing one', () => {
    const q = keys.get(2048)!;
    const pem = [file('k.pem', q.encryptedPkcs8Pem('right')), file('c.pem', q.certificatePem)];
    expect(importFiles(pem, 'wrong')).toMatchObject({ ok: false, error: { code: 'wrong_passphrase' } });
    expect(importFiles(pem)).toMatchObject({ ok: false, error: { code: 'passphrase_required' } });
    const legacy = [file('k.pem', q.encryptedPkcs1Pem('right')), file('c.pem', q.certificatePem)];
    expect(importFiles(legacy, 'wrong')).toMatchObject({ ok: false, error: { code: 'wrong_passphrase' } });
    expect(importFiles([file('q.p12', q.pkcs12('right'))], 'wrong')).toMatchObject({
      ok: false,
      error: { code: 'wrong_passphrase' },
    });
  });

  it('says which part is missing', () => {
    const q = keys.get(2048)!;
    expect(importFiles([file('c.pem', q.certificatePem)])).toMatchObject({
      ok: false,
      error: { code: 'no_private_key' },
    });
    expect(importFiles([file('k.pem', q.keyPkcs8Pem)])).toMatchObject({ ok: false, error: { code: 'no_certificate' } });
    expect(importFiles([file('notes.txt', 'hello')])).toMatchObject({ ok: false, error: { code: 'file_unreadable' } });
  });

  it('never echoes key bytes in an error message', () => {
    const q = keys.get(2048)!;
    const body = q.keyPkcs8Pem.split('\n')[1]!;
    for (const result of [
      importFiles([file('k.pem', q.keyPkcs8Pem)]),
      importFiles([file('k.pem', q.encryptedPkcs8Pem('a'))], 'b'),
    ]) {
      expect(JSON.stringify(result)).not.toContain(body.slice(0, 20));
    }
  });
});

describe('other shapes of input', () => {
  it('picks the certificate that belongs to the key out of a chain', () => {
    const q = keys.get(2048)!;
    const issuer = makeQseal({ bits: 2048, commonName: 'Some Qualified CA' });
    const result = importFiles([
      file('key.pem', q.keyPkcs8Pem),
      file('chain.pem', issuer.certificatePem + q.certificatePem),
    ]);
    expect(result.ok && result.value.certificate.toString()).toBe(new X509Certificate(q.certificatePem).toString());
  });

  it('reads a DER certificate (.cer) next to a PEM key', () => {
    const q = keys.get(3072)!;
    const der = new X509Certificate(q.certificatePem).raw;
    expect(importFiles([file('key.pem', q.keyPkcs1Pem), file('qseal.cer', der)]).ok).toBe(true);
  });

  it('refuses a key that is not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const result = importFiles([file('ec.pem', ec), file('c.pem', keys.get(2048)!.certificatePem)]);
    expect(result).toMatchObject({ ok: false, error: { code: 'key_not_rsa' } });
  });

  it('refuses two private keys at once', () => {
    const a = keys.get(2048)!;
    const b = keys.get(3072)!;
    expect(importFiles([file('a.pem', a.keyPkcs8Pem), file('b.pem', b.keyPkcs8Pem)])).toMatchObject({
      ok: false,
      error: { code: 'several_private_keys' },
    });
  });
});

describe('expiry', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  const to = new Date('2026-12-31T00:00:00Z');
  it('warns from 30 days before the end and reports expired after it', () => {
    expect(expiryState(from, to, new Date('2026-11-30T00:00:00Z'))).toBe('valid');
    expect(expiryState(from, to, new Date('2026-12-01T00:00:00Z'))).toBe('expiring');
    expect(expiryState(from, to, new Date('2026-12-31T00:00:01Z'))).toBe('expired');
    expect(expiryState(from, to, new Date('2025-12-31T00:00:00Z'))).toBe('not_yet_valid');
  });
});
