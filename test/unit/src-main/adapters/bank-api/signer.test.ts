import { createPrivateKey, generateKeyPairSync, sign as rawSign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createRequestSigner,
  digestOf,
  signingString,
  signRequest,
  WeakKeyError,
} from '../../../../../src-main/adapters/bank-api/signer';

// The spec vectors file is the source of truth; read the key and published values from it.
const vectors = readFileSync(new URL('../../../../fixtures/bank/cavage-10-vectors.md', import.meta.url), 'utf8');
const pem = (label: string) => new RegExp(`-----BEGIN ${label}-----[\\s\\S]*?-----END ${label}-----`).exec(vectors)![0];
const specKey = createPrivateKey(pem('RSA PRIVATE KEY'));
const published = (headers: string) =>
  new RegExp(`headers="${headers.replace(/[()]/g, '\\$&')}",\\s?signature="([^"]+)"`).exec(vectors)![1]!;
const body = Buffer.from('{"hello": "world"}');
const date = new Date('Sun, 05 Jan 2014 21:31:40 GMT');
const signer = createRequestSigner('Test', specKey, { testOnlyAllowWeakKey: true });

describe('signRequest against draft-cavage-10 Appendix C', () => {
  it('computes the spec Digest over the exact body bytes', () => {
    expect(digestOf(body)).toBe('SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=');
  });

  it('reproduces C.1 (date only) byte for byte', async () => {
    const c1 = signingString(['date'], { date: 'Sun, 05 Jan 2014 21:31:40 GMT' });
    const published = /Signature: keyId="Test",algorithm="rsa-sha256",signature="([^"]+)"/.exec(vectors)![1];
    expect((await signer.sign(Buffer.from(c1))).toString('base64')).toBe(published);
  });

  it('reproduces C.2 (request-target host date) and C.3 (all headers) byte for byte', async () => {
    const base = {
      '(request-target)': 'post /foo?param=value&pet=dog',
      host: 'example.com',
      date: 'Sun, 05 Jan 2014 21:31:40 GMT',
    };
    const c2 = signingString(['(request-target)', 'host', 'date'], base);
    expect((await signer.sign(Buffer.from(c2))).toString('base64')).toBe(published('(request-target) host date'));
    const all = { ...base, 'content-type': 'application/json', digest: digestOf(body), 'content-length': '18' };
    const c3 = signingString(['(request-target)', 'host', 'date', 'content-type', 'digest', 'content-length'], all);
    expect((await signer.sign(Buffer.from(c3))).toString('base64')).toBe(
      published('(request-target) host date content-type digest content-length'),
    );
  });

  it('produces the app POST header set exactly (derived vector)', async () => {
    const headers = await signRequest(
      {
        method: 'POST',
        requestTarget: '/foo?param=value&pet=dog',
        host: 'example.com',
        body,
        contentType: 'application/json',
        date,
      },
      signer,
    );
    expect(headers.date).toBe('Sun, 05 Jan 2014 21:31:40 GMT');
    expect(headers.digest).toBe('SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=');
    expect(headers.signature).toBe(
      'keyId="Test",algorithm="rsa-sha256",headers="(request-target) host date content-type digest",signature="SlcXIGB5sT8A3JzHRMYC5ReE/bonyDi03BsewiYbdT39Ue9HxzJ4P7+NkqsrpOt1Uj+cHP7RJkuF4qRz7VhBEHq7acob91vx0H6JWjje8UZn7RgNfYu5slr1uSUqta18sKd+5iNpQyhqIjR81ULpX/ZiZLpWLMZu67YjMVLdSTQ="',
    );
  });

  it('signs GET with (request-target) host date and no Digest (derived vector)', async () => {
    const headers = await signRequest(
      { method: 'GET', requestTarget: '/foo?param=value&pet=dog', host: 'example.com', date },
      signer,
    );
    expect(headers.digest).toBeUndefined();
    expect(headers.signature).toContain('headers="(request-target) host date",');
    expect(headers.signature).toContain(
      'signature="UBrCb5M3RVSzGwPQA8LWUIEUIeQlpJBSJPPloTITWT08A48kcIxwEz11f69NpKl/yVo2Gk8MXGhdYJQkZI0vXBjwS6S5+wqM97bBhMKfktvFYRr2AkNilOYp3tDD/cfChFPXzbHvbopckbFtCAmHsykAiwN/uoBjxWhhehLOJ3o="',
    );
  });
});

describe('key size', () => {
  it('refuses the 1024-bit key outside the test-only path, as a KeyObject and as a callback', async () => {
    expect(() => createRequestSigner('Test', specKey)).toThrow(WeakKeyError);
    const callback = createRequestSigner('Test', (data) => rawSign('sha256', data, specKey));
    await expect(signRequest({ method: 'GET', requestTarget: '/', host: 'h', date }, callback)).rejects.toThrow(
      /at least 2048 bits/,
    );
  });

  it('accepts a 2048-bit key through a callback and the signature verifies', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const viaCallback = createRequestSigner('client-1', (data) => rawSign('sha256', data, privateKey));
    const headers = await signRequest(
      {
        method: 'POST',
        requestTarget: '/api/v2/payment-initiation/bulk/',
        host: 'localhost:8443',
        body,
        contentType: 'application/json',
        date,
      },
      viaCallback,
    );
    const signature = /signature="([^"]+)"/.exec(headers.signature)![1]!;
    const expected = `(request-target): post /api/v2/payment-initiation/bulk/\nhost: localhost:8443\ndate: ${headers.date}\ncontent-type: application/json\ndigest: ${headers.digest}`;
    expect(verify('sha256', Buffer.from(expected), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    expect(headers.signature.startsWith('keyId="client-1",algorithm="rsa-sha256",')).toBe(true);
  });

  it('formats Date as RFC 7231 IMF-fixdate in GMT', async () => {
    const headers = await signRequest(
      { method: 'GET', requestTarget: '/', host: 'h', date: new Date(Date.UTC(2026, 0, 5, 3, 4, 5)) },
      signer,
    );
    expect(headers.date).toBe('Mon, 05 Jan 2026 03:04:05 GMT');
  });
});
