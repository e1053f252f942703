import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../../src-shared/result';
import type { Keychain } from './keychain';

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
}

const FORMAT = Buffer.from('BPS1'); // magic + version, so a future format can coexist
const IV_BYTES = 12;
const TAG_BYTES = 16;
const REF_PATTERN = /^[0-9a-f-]{36}$/;

const kekAccount = (ref: string) => `key-encryption-key:${ref}`;

export function createSealedStore(keychain: Keychain, dataDir: string): SealedStore {
  const dir = join(dataDir, 'keys');
  const fileOf = (ref: string) => join(dir, `${ref}.sealed`);

  return {
    async seal(plaintext) {
      const ref = randomUUID();
      const kek = randomBytes(32);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', kek, iv);
      cipher.setAAD(Buffer.from(ref)); // binds the file to its name: swapping files fails to open
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const stored = await keychain.set(kekAccount(ref), kek.toString('base64'));
      if (!stored.ok) return stored;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const tmp = `${fileOf(ref)}.tmp`;
      writeFileSync(tmp, Buffer.concat([FORMAT, iv, cipher.getAuthTag(), body]), { mode: 0o600 });
      renameSync(tmp, fileOf(ref));
      return ok(ref);
    },

    async open(ref) {
      if (!REF_PATTERN.test(ref))
        return err('key_missing', 'The stored key reference is not valid; import the key again.');
      const kek = await keychain.get(kekAccount(ref));
      if (!kek.ok) return kek;
      if (kek.value === null || !existsSync(fileOf(ref))) {
        return err(
          'key_missing',
          'The private key for this bank profile is no longer in the keychain or the data folder; import the key again in Settings.',
        );
      }
      const file = readFileSync(fileOf(ref));
      try {
        if (!file.subarray(0, FORMAT.length).equals(FORMAT)) throw new Error('format');
        const iv = file.subarray(FORMAT.length, FORMAT.length + IV_BYTES);
        const tag = file.subarray(FORMAT.length + IV_BYTES, FORMAT.length + IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', Buffer.from(kek.value, 'base64'), iv);
        decipher.setAAD(Buffer.from(ref));
        decipher.setAuthTag(tag);
        return ok(
          Buffer.concat([decipher.update(file.subarray(FORMAT.length + IV_BYTES + TAG_BYTES)), decipher.final()]),
        );
      } catch {
        return err(
          'key_damaged',
          'The stored private key could not be decrypted (the file or the keychain entry was changed); import the key again in Settings.',
        );
      }
    },

    async remove(ref) {
      if (!REF_PATTERN.test(ref)) return ok(undefined);
      rmSync(fileOf(ref), { force: true });
      const removed = await keychain.remove(kekAccount(ref));
      return removed.ok ? ok(undefined) : removed;
    },
  };
}
