import { describe, expect, it } from 'vitest';
import { createKeychain, keychainHelp, type KeyringBackend } from '../../../../../src-main/adapters/keychain/keychain';

function memoryKeyring(): KeyringBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const open: KeyringBackend = (s, a) => ({
    getPassword: async () => entries.get(`${s}/${a}`) ?? null,
    setPassword: async (p) => void entries.set(`${s}/${a}`, p),
    deletePassword: async () => entries.delete(`${s}/${a}`),
  });
  return Object.assign(open, { entries });
}

describe('keychain wrapper', () => {
  it('loads the keychain library once, on first use', async () => {
    let loads = 0;
    const backend = memoryKeyring();
    const keychain = createKeychain({
      service: 'svc',
      load: async () => {
        loads++;
        return backend;
      },
    });
    expect(loads).toBe(0);
    await keychain.set('a', 'one');
    expect(await keychain.get('a')).toEqual({ ok: true, value: 'one' });
    await keychain.remove('a');
    expect(await keychain.get('a')).toEqual({ ok: true, value: null });
    expect(loads).toBe(1);
    expect([...backend.entries.keys()]).toEqual([]);
  });

  it('opens each account’s entry once and keeps it; a failed operation opens it again', async () => {
    const backend = memoryKeyring();
    const opens: string[] = [];
    let failNext = false;
    const keychain = createKeychain({
      service: 'svc',
      load: async () => (s, a) => {
        opens.push(a);
        const entry = backend(s, a);
        return {
          ...entry,
          getPassword: () => (failNext ? Promise.reject(new Error('the connection is closed')) : entry.getPassword()),
        };
      },
    });
    await keychain.set('a', 'one');
    await keychain.get('a');
    await keychain.get('b');
    await keychain.get('a');
    expect(opens).toEqual(['a', 'b']);
    failNext = true;
    expect(await keychain.get('a')).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    failNext = false;
    expect(await keychain.get('a')).toEqual({ ok: true, value: 'one' });
    expect(opens).toEqual(['a', 'b', 'a']);
  });

  it('tries loading again after the keychain library was missing', async () => {
    let attempt = 0;
    const keychain = createKeychain({
      load: async () => {
        if (attempt++ === 0) throw new Error("Cannot find module '@napi-rs/keyring'");
        return memoryKeyring();
      },
    });
    expect(await keychain.set('a', 'b')).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    expect(await keychain.set('a', 'b')).toEqual({ ok: true, value: undefined });
  });

  it('says what to do on each platform', () => {
    expect(keychainHelp('darwin')).toMatch(/Keychain Access/);
    expect(keychainHelp('win32')).toMatch(/Credential Manager/);
    expect(keychainHelp('linux')).toMatch(/GNOME Keyring or KWallet/);
  });
});
