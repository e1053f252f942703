import { describe, expect, it } from 'vitest';
import { createKeychain, keychainHelp, type KeytarLike } from '../../../src-main/keychain/keychain';

function memoryKeytar(): KeytarLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getPassword: async (s, a) => entries.get(`${s}/${a}`) ?? null,
    setPassword: async (s, a, p) => void entries.set(`${s}/${a}`, p),
    deletePassword: async (s, a) => entries.delete(`${s}/${a}`),
  };
}

describe('keychain wrapper', () => {
  it('loads keytar once, on first use', async () => {
    let loads = 0;
    const backend = memoryKeytar();
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

  it('tries loading again after keytar was missing', async () => {
    let attempt = 0;
    const keychain = createKeychain({
      load: async () => {
        if (attempt++ === 0) throw new Error("Cannot find module 'keytar'");
        return memoryKeytar();
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
