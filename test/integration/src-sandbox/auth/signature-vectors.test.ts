/** The sandbox's verifier and the suite's signer, both checked against draft-cavage-10 Appendix C. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHttpDate } from '../../../../src-sandbox/auth/http-date';
import { parseSignatureHeader, signingString, verifyRsaSha256 } from '../../../../src-sandbox/auth/signature';
import { digestOf, rsaSha256, signingText } from '../../harness/test-signer';

const vectors = readFileSync('/work/shared/testdata/cavage-10-vectors.md', 'utf8');
const block = (title: string) => {
  const at = vectors.indexOf(title);
  const start = vectors.indexOf('```\n', at) + 4;
  return vectors.slice(start, vectors.indexOf('```', start)).trimEnd();
};
const publicKey = block('## Public key');
const privateKey = block('## Private key');
const signatureOf = (section: string) => /signature="([^"]+)"/.exec(vectors.slice(vectors.indexOf(section)))![1]!;
const derived = (label: string) => vectors.slice(vectors.indexOf(label)).split('```\n')[1]!.trim();

const headers: Record<string, string> = {
  host: 'example.com',
  date: 'Sun, 05 Jan 2014 21:31:40 GMT',
  'content-type': 'application/json',
  digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
  'content-length': '18',
};
const request = (method: string) => ({ method, target: '/foo?param=value&pet=dog', header: (n: string) => headers[n] });

const cases = [
  { name: 'C.1 default (date only)', method: 'POST', sign: ['date'], signature: signatureOf('## C.1') },
  { name: 'C.2 basic', method: 'POST', sign: ['(request-target)', 'host', 'date'], signature: signatureOf('## C.2') },
  {
    name: 'C.3 all headers',
    method: 'POST',
    sign: ['(request-target)', 'host', 'date', 'content-type', 'digest', 'content-length'],
    signature: signatureOf('## C.3'),
  },
  {
    name: 'derived POST set',
    method: 'POST',
    sign: ['(request-target)', 'host', 'date', 'content-type', 'digest'],
    signature: derived('POST, headers='),
  },
  {
    name: 'derived GET set',
    method: 'GET',
    sign: ['(request-target)', 'host', 'date'],
    signature: derived('GET /foo?param=value'),
  },
];

describe('draft-cavage-10 test vectors', () => {
  it('the body digest matches the published one', () => {
    expect(digestOf('{"hello": "world"}')).toBe(headers.digest);
  });

  for (const c of cases) {
    it(`sandbox verifier accepts ${c.name} and rejects a tampered signing string`, () => {
      const text = signingString(c.sign, request(c.method));
      expect(text.ok).toBe(true);
      if (!text.ok) return;
      expect(verifyRsaSha256(publicKey, text.value, c.signature)).toBe(true);
      expect(verifyRsaSha256(publicKey, text.value.replace('2014', '2015'), c.signature)).toBe(false);
    });

    it(`suite signer reproduces ${c.name}`, () => {
      expect(
        rsaSha256(
          privateKey,
          signingText({ method: c.method, target: '/foo?param=value&pet=dog', headers, sign: c.sign }),
        ),
      ).toBe(c.signature);
    });
  }

  it('parses the published Signature header forms, including a space after a comma', () => {
    const parsed = parseSignatureHeader(
      `keyId="Test",algorithm="rsa-sha256",headers="(request-target) host date", signature="${signatureOf('## C.2')}"`,
    );
    expect(parsed).toMatchObject({ ok: true, value: { keyId: 'Test', headers: ['(request-target)', 'host', 'date'] } });
    expect(parseSignatureHeader('keyId="Test",algorithm="rsa-sha256",signature="abc"')).toMatchObject({
      ok: true,
      value: { headers: ['date'] },
    });
    expect(parseSignatureHeader('keyId=Test,signature="abc"')).toMatchObject({ ok: false });
    expect(parseSignatureHeader('keyId="a",keyId="b",algorithm="rsa-sha256",signature="abc"')).toMatchObject({
      ok: false,
    });
  });

  it('reads the three RFC 7231 date forms and nothing else', () => {
    const ms = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(ms);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(ms);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(ms);
    for (const bad of [
      '1994-11-06T08:49:37Z',
      'Sun, 06 Nov 1994 08:49:37 EEST',
      'Mon, 06 Nov 1994 08:49:37 GMT',
      'Sun, 31 Feb 1994 08:49:37 GMT',
      'yesterday',
    ]) {
      expect(parseHttpDate(bad), bad).toBeNull();
    }
  });
});
