// The demo key of a first start is made while browser mode serves the page (issue 27 §10): its RSA
// generation must not hold the thread, as generateKeyPairSync does for about a second.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestCertificate, makeTestCertificate } from '../../../src-sandbox/test-certificate';

describe('makeTestCertificate', () => {
  it('lets the thread go while the key is made: work queued before it runs before the certificate is back', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const made = makeTestCertificate({ commonName: 'Bulkpay Demo TPP' });
    order.push('asked');
    const { keyPem, certPem } = await made;
    order.push('certificate');
    expect(order).toEqual(['asked', 'other work', 'certificate']);
    const cert = new X509Certificate(certPem);
    expect(cert.checkPrivateKey(createPrivateKey(keyPem))).toBe(true);
    expect(cert.subject).toContain('CN=Bulkpay Demo TPP');
  });

  it('makes the same kind of certificate as createTestCertificate', async () => {
    const [sync, async] = [createTestCertificate({ validDays: 10 }), await makeTestCertificate({ validDays: 10 })];
    const [a, b] = [new X509Certificate(sync.certPem), new X509Certificate(async.certPem)];
    expect(b.subject).toBe(a.subject);
    expect(b.publicKey.asymmetricKeyDetails).toEqual(a.publicKey.asymmetricKeyDetails);
  });
});
