import { err, ok, type Result } from '../../../src-shared/result';
import type { Keychain } from '../../ports/secret-store';

/** The part of the keychain library (@napi-rs/keyring) Bulkpay uses: one entry per service and account. */
export interface KeyringEntry {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

/** Opens one keychain entry. @napi-rs/keyring is loaded only when first needed, so a missing binary is an error value. */
export type KeyringBackend = (service: string, account: string) => KeyringEntry;

export type { Keychain };

export const KEYCHAIN_SERVICE = 'Bulkpay';

/** What the user can do when the keychain cannot be used, per platform. */
export function keychainHelp(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'Open Keychain Access, unlock your login keychain, then try again.';
  if (platform === 'win32')
    return 'Sign in to Windows with your own user account (Credential Manager needs it), then try again.';
  return (
    'Start and unlock your desktop keyring (GNOME Keyring or KWallet, which provide the Secret Service); ' +
    'logging in to a desktop session usually does this. Then try again.'
  );
}

function unavailable(why: string): Result<never> {
  // Never falls back to plaintext: without a keychain, secrets are simply not stored.
  return err('keychain_unavailable', `The system keychain cannot be used: ${why}. ${keychainHelp()}`);
}

/** Keychain errors carry no secret (the library reports only the failing operation), but keep them short. */
function describe(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0]!.slice(0, 200) || 'unknown error';
}

/**
 * Reads the keychain's native library ahead of its first use (browser mode, while the browser
 * opens: its load is 20-180 ms of the thread). One that cannot be loaded is left for that use to say.
 */
export async function readKeychainLibrary(): Promise<void> {
  await import('@napi-rs/keyring').catch(() => undefined);
}

async function loadNapiKeyring(): Promise<KeyringBackend> {
  const { AsyncEntry } = await import('@napi-rs/keyring');
  // On Linux, pin the Secret Service: the library's other store (the kernel keyring) forgets
  // everything at logout, and the sealed keys must outlive the session.
  const options = process.platform === 'linux' ? { linux: { store: 'secret-service' as const } } : undefined;
  return (service, account) => new AsyncEntry(service, account, options);
}

/**
 * A keychain backed by @napi-rs/keyring, loaded lazily. Every failure (the library's binary
 * missing, no Secret Service, locked keyring) becomes a `keychain_unavailable` error value.
 */
export function createKeychain(options: { service?: string; load?: () => Promise<KeyringBackend> } = {}): Keychain {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const load = options.load ?? loadNapiKeyring;
  let backend: Promise<KeyringBackend> | undefined;
  // Opening an entry is the costly part (the Secret Service: a new D-Bus connection, 5–30 ms of this
  // thread, at every start for each account read); an entry serves every later operation on it.
  const opened = new Map<string, KeyringEntry>();

  async function run<T>(account: string, op: (entry: KeyringEntry) => Promise<T>): Promise<Result<T>> {
    backend ??= load();
    let open: KeyringBackend;
    try {
      open = await backend;
    } catch {
      backend = undefined;
      return unavailable(
        'its support module (@napi-rs/keyring) is not installed with this copy of Bulkpay; reinstall Bulkpay',
      );
    }
    try {
      let entry = opened.get(account);
      if (!entry) opened.set(account, (entry = open(service, account)));
      return ok(await op(entry));
    } catch (e) {
      opened.delete(account); // the next operation opens it again (the keyring may have been restarted)
      return unavailable(describe(e));
    }
  }

  return {
    get: (account) => run(account, (e) => e.getPassword()),
    set: (account, secret) => run(account, (e) => e.setPassword(secret)),
    remove: (account) => run(account, async (e) => void (await e.deletePassword())),
  };
}
