import Database from 'better-sqlite3';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canaryNeedles,
  makeCanarySecrets,
  scanBytes,
  scanFolder,
  scanPayloads,
  type CanarySecrets,
  type Needle,
} from '../../../../e2e/harness/canary';

// The canary must catch a leak in every form, or a passing canary run proves nothing.
describe('secrets canary', () => {
  let secrets: CanarySecrets;
  let needles: Needle[];
  beforeAll(() => {
    secrets = makeCanarySecrets();
    needles = canaryNeedles(secrets);
  });
  const found = (data: Buffer | string) => scanBytes('probe', Buffer.from(data), needles).map((h) => h.secret);

  it('finds each string secret raw, base64 at any offset, base64url, hex, JSON- and URL-escaped, UTF-16', () => {
    for (const key of ['clientSecret', 'psuPassword', 'jwt'] as const) {
      const value = secrets[key];
      expect(found(`{"x":"${value}"}`)).toContain(key);
      for (const prefix of ['', 'a', 'ab'])
        expect(found(Buffer.from(prefix + value + 'tail').toString('base64'))).toContain(key);
      expect(found(Buffer.from('zz' + value).toString('base64url'))).toContain(key);
      expect(found(Buffer.from(value).toString('hex'))).toContain(key);
      expect(found(JSON.stringify({ v: `"${value}"` }))).toContain(key);
      expect(found(encodeURIComponent(value))).toContain(key);
      expect(found(Buffer.from(value, 'utf16le'))).toContain(key);
    }
  });

  it('finds the JWT by its signature alone', () => {
    expect(found(`sig=${secrets.jwt.split('.')[2]}`)).toContain('jwt');
  });

  it('finds the private key as PEM, wrapped PEM, PKCS#1 and PKCS#8 DER, their base64, and JWK', () => {
    const key = createPrivateKey(secrets.privateKeyPem);
    const pkcs1 = key.export({ type: 'pkcs1', format: 'der' });
    expect(found(secrets.privateKeyPem)).toContain('privateKeyPem');
    expect(found(secrets.privateKeyPem.replace(/\n/g, '\r\n'))).toContain('privateKeyPem');
    expect(found(key.export({ type: 'pkcs1', format: 'pem' }))).toContain('privateKeyPem');
    expect(found(Buffer.concat([Buffer.from('x'), pkcs1]))).toContain('privateKeyPem');
    expect(found(key.export({ type: 'pkcs8', format: 'der' }))).toContain('privateKeyPem');
    expect(found(Buffer.concat([Buffer.from('ab'), pkcs1]).toString('base64'))).toContain('privateKeyPem');
    expect(found(JSON.stringify(key.export({ format: 'jwk' })))).toContain('privateKeyPem');
  });

  it('does not cry wolf over the public key or unrelated data', () => {
    const publicKey = createPublicKey(createPrivateKey(secrets.privateKeyPem));
    expect(found(publicKey.export({ type: 'spki', format: 'pem' }))).toEqual([]);
    expect(found(publicKey.export({ type: 'spki', format: 'der' }))).toEqual([]);
    expect(found('eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 canary-client-secret- Canary-PSU-pw-')).toEqual([]);
  });

  it('searches every file of a data folder, including a SQLite database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-canary-'));
    const db = new Database(join(dir, 'bulkpay.sqlite'));
    db.exec('CREATE TABLE t (v TEXT)');
    db.prepare('INSERT INTO t VALUES (?)').run(`Bearer ${secrets.jwt}`);
    db.close();
    writeFileSync(join(dir, 'app.log'), `{"msg":"secret ${Buffer.from(secrets.clientSecret).toString('base64')}"}\n`);
    const hits = scanFolder(dir, needles);
    expect(hits).toEqual(expect.arrayContaining([expect.objectContaining({ secret: 'jwt', where: 'bulkpay.sqlite' })]));
    expect(hits).toEqual(
      expect.arrayContaining([expect.objectContaining({ secret: 'clientSecret', where: 'app.log' })]),
    );
  });

  it('lets a typed secret into its own channel only, never into a response or event', () => {
    const payloads = [
      {
        kind: 'invoke' as const,
        channel: 'consent:start',
        wire: [JSON.stringify({ password: secrets.psuPassword }), '{"ok":true}'],
      },
      { kind: 'invoke' as const, channel: 'app:info', wire: [JSON.stringify({ password: secrets.psuPassword }), '{}'] },
      { kind: 'invoke' as const, channel: 'consent:status', wire: ['{}', JSON.stringify({ token: secrets.jwt })] },
      { kind: 'event' as const, channel: 'consent:changed', wire: [JSON.stringify({ secret: secrets.clientSecret })] },
    ];
    const hits = scanPayloads(payloads, needles, { psuPassword: ['consent:start'] });
    expect(hits.map((h) => h.where)).toEqual([
      'IPC #1 app:info request',
      'IPC #2 consent:status response',
      'IPC #3 consent:changed event',
    ]);
  });

  it('counts the private key in any request as a leak: main opens the key files, so no channel may carry it', () => {
    const upload = Buffer.from(secrets.privateKeyPem).toString('base64');
    const payloads = [
      // The key file as the renderer used to upload it: its text, in base64.
      {
        kind: 'invoke' as const,
        channel: 'keys:import',
        wire: [JSON.stringify({ files: [{ base64: upload }] }), '{}'],
      },
      { kind: 'invoke' as const, channel: 'keys:check', wire: [JSON.stringify({ pem: secrets.privateKeyPem }), '{}'] },
    ];
    // Not even a caller that asks for it (the type already refuses `privateKeyPem`) can let it through.
    const allowed = { privateKeyPem: ['keys:import'] } as Parameters<typeof scanPayloads>[2];
    expect(scanPayloads(payloads, needles, allowed).map((h) => [h.secret, h.where])).toEqual([
      ['privateKeyPem', 'IPC #0 keys:import request'],
      ['privateKeyPem', 'IPC #1 keys:check request'],
    ]);
  });
});
