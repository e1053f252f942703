import { createPublicKey, verify } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { createSealedStore } from '../../../../../src-main/adapters/keychain/sealed-store';
import { makeQseal, qsealFor, type TestQseal } from '../../../../fixtures/qseal';
import { freshDataDir, openDb, requireKeychain, services } from '../../../harness/keys-helpers';

const file = (name: string, content: string | Buffer) => ({ name, bytes: Buffer.from(content) });
let big: TestQseal;

describe('key service over the real keychain', () => {
  beforeAll(async () => {
    await requireKeychain();
    big = makeQseal({ bits: 4096 }); // over Windows Credential Manager's 2560-byte limit as PEM
  });

  it('stores a 4096-bit key, and signs with it after a restart of the key service', async () => {
    const { dataDir, dbFile } = freshDataDir();
    const first = services(dataDir, openDb(dbFile));
    const profile = first.profiles.create({
      name: 'Test bank',
      baseUrl: 'https://bank.test',
      bulkBaseUrl: 'https://bulk.bank.test',
    });
    const imported = await first.keys.importKey(profile.id, [file('qseal.p12', big.pkcs12('pw'))], 'pw');
    expect(imported).toMatchObject({
      ok: true,
      value: { keyBits: 4096, organisationIdentifier: 'PSDFI-FINFSA-1234567-8' },
    });
    expect((await first.keys.storeCredentials(profile.id, 'client-1', 'secret-value-1')).ok).toBe(true);

    const sealedFiles = readdirSync(join(dataDir, 'keys'));
    expect(sealedFiles).toHaveLength(1);
    // Windows has no POSIX mode bits (the file sits in the user's own profile folder instead).
    if (process.platform !== 'win32') {
      expect(statSync(join(dataDir, 'keys', sealedFiles[0]!)).mode & 0o777).toBe(0o600);
    }

    // A new key service over the same database, data folder and keychain: nothing is cached.
    const second = services(dataDir, openDb(dbFile));
    const signer = await second.getSigner(profile.id);
    expect(signer.ok).toBe(true);
    if (!signer.ok) return;
    expect(signer.value.keyId).toBe('client-1');
    const data = Buffer.from('(request-target): get /x\nhost: bank.test');
    expect(verify('sha256', data, createPublicKey(big.privateKey), signer.value.sign(data))).toBe(true);
    expect(await second.getCredentials(profile.id)).toEqual({
      ok: true,
      value: { clientId: 'client-1', clientSecret: 'secret-value-1' },
    });
  });

  it('replaces the old key on a new import and removes its sealed file and keychain entry', async () => {
    const { dataDir, dbFile } = freshDataDir();
    const s = services(dataDir, openDb(dbFile));
    const profile = s.profiles.create({
      name: 'Test bank',
      baseUrl: 'https://bank.test',
      bulkBaseUrl: 'https://bulk.bank.test',
    });
    const a = makeQseal();
    await s.keys.importKey(profile.id, [file('a.pem', a.keyPkcs8Pem + a.certificatePem)]);
    const oldRef = s.profiles.get(profile.id)!.keyRef!;
    await s.keys.importKey(
      profile.id,
      [file('b.key', big.encryptedPkcs8Pem('pp')), file('b.crt', big.certificatePem)],
      'pp',
    );
    expect(s.profiles.get(profile.id)!.keyRef).not.toBe(oldRef);
    expect(existsSync(join(dataDir, 'keys', `${oldRef}.sealed`))).toBe(false);
    expect(await createKeychain({ service: 'Bulkpay-test' }).get(`key-encryption-key:${oldRef}`)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('blocks signing with an expired certificate and points at renewal', async () => {
    const { dataDir, dbFile } = freshDataDir();
    const s = services(dataDir, openDb(dbFile));
    const profile = s.profiles.create({
      name: 'Test bank',
      baseUrl: 'https://bank.test',
      bulkBaseUrl: 'https://bulk.bank.test',
    });
    const q = makeQseal();
    await s.keys.importKey(profile.id, [file('q.pem', q.keyPkcs1Pem + q.certificatePem)]);
    await s.keys.storeCredentials(profile.id, 'client-1', 'secret-value-1');
    expect((await s.getSigner(profile.id)).ok).toBe(true);
    const expired = qsealFor(q.privateKey, { notBeforeDays: -400, notAfterDays: -2 });
    s.profiles.update(profile.id, { certificatePem: expired.certificatePem });
    const signer = await s.getSigner(profile.id);
    expect(signer).toMatchObject({ ok: false, error: { code: 'certificate_expired' } });
    if (!signer.ok) expect(signer.error.message).toMatch(/renew/i);
  });

  it('refuses to open a sealed file under another name (the name is authenticated)', async () => {
    const { dataDir } = freshDataDir();
    const keychain = createKeychain({ service: 'Bulkpay-test' });
    const store = createSealedStore(keychain, dataDir);
    const a = await store.seal(Buffer.from('first secret'));
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(await store.open(a.value)).toEqual({ ok: true, value: Buffer.from('first secret') });
    const { renameSync } = await import('node:fs');
    const b = await store.seal(Buffer.from('second secret'));
    if (!b.ok) return;
    renameSync(join(dataDir, 'keys', `${a.value}.sealed`), join(dataDir, 'keys', `${b.value}.sealed`));
    expect(await store.open(b.value)).toMatchObject({ ok: false, error: { code: 'key_damaged' } });
  });
});

describe('without a usable keychain', () => {
  const failing = (why: unknown) =>
    createKeychain({
      load: async () => () => ({
        getPassword: async () => Promise.reject(why),
        setPassword: async () => Promise.reject(why),
        deletePassword: async () => Promise.reject(why),
      }),
    });

  it('says keychain_unavailable when the keychain library is missing, and writes nothing', async () => {
    const { dataDir } = freshDataDir();
    const keychain = createKeychain({ load: () => Promise.reject(new Error("Cannot find module '@napi-rs/keyring'")) });
    const sealed = await createSealedStore(keychain, dataDir).seal(Buffer.from('secret'));
    expect(sealed).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    if (!sealed.ok) expect(sealed.error.message).toMatch(/@napi-rs\/keyring/);
    expect(existsSync(join(dataDir, 'keys'))).toBe(false);
  });

  it('says keychain_unavailable with what to do when the Secret Service is absent or locked', async () => {
    for (const why of [
      new Error('Cannot autolaunch D-Bus without X11 $DISPLAY'),
      new Error('Cannot create an item in a locked collection'),
    ]) {
      const result = await failing(why).set('a', 'b');
      expect(result).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
      if (!result.ok) expect(result.error.message).toMatch(/try again/i);
    }
  });
});
