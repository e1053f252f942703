import { err, ok, type Result } from '../../src-shared/result';

/** The part of keytar Bulkpay uses. keytar is an optional dependency, so it is loaded only when first needed. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Entries in the OS keychain (macOS Keychain, Windows Credential Manager, Secret Service on Linux). */
export interface Keychain {
  get(account: string): Promise<Result<string | null>>;
  set(account: string, secret: string): Promise<Result<void>>;
  remove(account: string): Promise<Result<void>>;
}

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

/** Keychain errors carry no secret (keytar reports only the failing operation), but keep them short. */
function describe(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0]!.slice(0, 200) || 'unknown error';
}

async function loadKeytar(): Promise<KeytarLike> {
  const mod = (await import('keytar')) as unknown as { default?: KeytarLike } & KeytarLike;
  return mod.default ?? mod;
}

/**
 * A keychain backed by keytar, loaded lazily. Every failure (keytar missing, no Secret Service,
 * locked keyring) becomes a `keychain_unavailable` error value.
 */
export function createKeychain(options: { service?: string; load?: () => Promise<KeytarLike> } = {}): Keychain {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const load = options.load ?? loadKeytar;
  let keytar: Promise<KeytarLike> | undefined;

  async function run<T>(op: (k: KeytarLike) => Promise<T>): Promise<Result<T>> {
    keytar ??= load();
    let k: KeytarLike;
    try {
      k = await keytar;
    } catch {
      keytar = undefined;
      return unavailable('its support module (keytar) is not installed with this copy of Bulkpay; reinstall Bulkpay');
    }
    try {
      return ok(await op(k));
    } catch (e) {
      return unavailable(describe(e));
    }
  }

  return {
    get: (account) => run((k) => k.getPassword(service, account)),
    set: (account, secret) => run((k) => k.setPassword(service, account, secret)),
    remove: (account) => run(async (k) => void (await k.deletePassword(service, account))),
  };
}
