import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRegisteredSecrets,
  redact,
  redactText,
  registerSecret,
} from '../../../../../src-main/platform/security/redact';
import { createLogger } from '../../../../../src-main/platform/log';
import { errorFromResponse } from '../../../../../src-main/adapters/bank-api/errors';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
const jwt =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwc3UtMSIsImV4cCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLWJ5dGVzLWhlcmU';
const clientSecret = 'cs_9f8e7d6c5b4a39281706';
const psuPassword = 'Tr0ub4dor&3-psu';
const signatureValue = 'qdx+H7PHHDZgy4y/Ahn9Tny9V3GP6YgBPyUXMmoxWtLbHpUnXS2mg2+SbrQDMCJy==';
const signatureHeader = `keyId="client-1",algorithm="rsa-sha256",headers="(request-target) host date",signature="${signatureValue}"`;
const secrets = [pkcs8.split('\n')[1]!, pkcs1.split('\n')[1]!, jwt, clientSecret, psuPassword, signatureValue];

const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

afterEach(() => clearRegisteredSecrets());

describe('redact', () => {
  it('removes every secret kind from free text by shape', () => {
    const text = `key ${pkcs8} old ${pkcs1} token ${jwt} auth: Bearer ${jwt} Signature: ${signatureHeader} password=${psuPassword} "client_secret": "${clientSecret}"`;
    expect(leaks(redactText(text))).toEqual([]);
  });

  it('removes registered values wherever they appear (a client secret has no recognisable shape)', () => {
    registerSecret(clientSecret);
    registerSecret(psuPassword);
    const out = redactText(`bank said: unknown client ${clientSecret} for user with ${psuPassword} inside`);
    expect(leaks(out)).toEqual([]);
    expect(out).toContain('bank said: unknown client [redacted]');
  });

  it('masks secret-named keys at any depth, keeps everything else', () => {
    const value = {
      headers: {
        'X-Service-Client-Secret': clientSecret,
        Authorization: `Bearer ${jwt}`,
        Signature: signatureHeader,
        'X-Service-Client-Id': 'client-1',
      },
      body: {
        email: 'a@b.example',
        password: psuPassword,
        nested: [{ id_token: jwt, tpp_client_secret: clientSecret, amount: '12.50' }],
      },
      privateKey: pkcs8,
      error: new Error(`failed with ${jwt}`),
      bytes: Buffer.from(clientSecret),
      key: privateKey,
    };
    const out = redact(value);
    const text = JSON.stringify(out);
    expect(leaks(text)).toEqual([]);
    expect(text).toContain('client-1');
    expect(text).toContain('a@b.example');
    expect(text).toContain('12.50');
  });

  it('guards the logger and bank error messages', () => {
    const lines: string[] = [];
    const log = createLogger({ sink: (l) => lines.push(l), level: 'debug' });
    registerSecret(clientSecret);
    log.error(`request failed ${signatureHeader}`, {
      clientSecret,
      psu: { password: psuPassword },
      token: jwt,
      pem: pkcs1,
    });
    const error = errorFromResponse(
      { status: 401, text: JSON.stringify({ detail: `bad secret ${clientSecret}, token ${jwt}` }) },
      'Reading the accounts',
    );
    expect(leaks(lines.join('\n'))).toEqual([]);
    expect(leaks(JSON.stringify(error))).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  it('copes with cycles and depth', () => {
    const a: Record<string, unknown> = { name: 'x' };
    a.self = a;
    expect(JSON.stringify(redact(a))).toContain('[circular]');
  });
});
