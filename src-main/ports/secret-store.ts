// The secret store: the OS keychain's entries (adapters/keychain/keychain.ts) and, for secrets too
// large for some keychains, files sealed under a key kept there (adapters/keychain/sealed-store.ts).
// Features name these; app/ builds them.
import type { Result } from '../../src-shared/result';

/** Entries in the OS keychain (macOS Keychain, Windows Credential Manager, Secret Service on Linux). */
export interface Keychain {
  get(account: string): Promise<Result<string | null>>;
  set(account: string, secret: string): Promise<Result<void>>;
  remove(account: string): Promise<Result<void>>;
}

/**
 * Secrets too large for every keychain (Windows Credential Manager caps an entry at 2560 bytes;
 * a 4096-bit PEM key is over 3000). A random 256-bit key-encryption key lives in the keychain and
 * the AES-256-GCM-sealed bytes live in `<dataDir>/keys/<ref>.sealed` (mode 0600). The file alone is useless.
 */
export interface SealedStore {
  /** Seals `plaintext` under a fresh reference and returns it. */
  seal(plaintext: Buffer): Promise<Result<string>>;
  open(ref: string): Promise<Result<Buffer>>;
  remove(ref: string): Promise<Result<void>>;
  /** The team the key is bound to (kept in its own keychain entry), or null; null too for a key gone. */
  team(ref: string): Promise<Result<string | null>>;
  /** Binds the key to `team` (null: releases it), in the same keychain entry as its encryption key. */
  bindTeam(ref: string, team: string | null): Promise<Result<void>>;
}
