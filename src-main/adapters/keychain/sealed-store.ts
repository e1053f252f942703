import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok } from '../../../src-shared/result';
import type { Keychain, SealedStore } from '../../ports/secret-store';

export type { SealedStore };

/**
 * The keychain entry of a sealed key: the key-encryption key alone (base64), or, for a key bound
 * to a team, JSON with the team's address beside it. One entry, so the binding cannot be removed
 * while keeping the key: editing the data folder changes neither.
 */
interface KekEntry {
  kek: string;
  team: string | null;
}

function readEntry(value: string): KekEntry {
  if (!value.startsWith('{')) return { kek: value, team: null };
  try {
    const parsed = JSON.parse(value) as { kek?: unknown; team?: unknown };
    return { kek: String(parsed.kek), team: typeof parsed.team === 'string' ? parsed.team : '' };
  } catch {
    return { kek: '', team: '' }; // damaged: the key does not open, and it still counts as bound
  }
}

const writeEntry = ({ kek, team }: KekEntry) => (team === null ? kek : JSON.stringify({ kek, team }));

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
      const { kek: encryptionKey } = readEntry(kek.value);
      try {
        if (!file.subarray(0, FORMAT.length).equals(FORMAT)) throw new Error('format');
        const iv = file.subarray(FORMAT.length, FORMAT.length + IV_BYTES);
        const tag = file.subarray(FORMAT.length + IV_BYTES, FORMAT.length + IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', Buffer.from(encryptionKey, 'base64'), iv);
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

    async team(ref) {
      if (!REF_PATTERN.test(ref)) return ok(null);
      const entry = await keychain.get(kekAccount(ref));
      if (!entry.ok) return entry;
      return ok(entry.value === null ? null : readEntry(entry.value).team);
    },

    async bindTeam(ref, team) {
      if (!REF_PATTERN.test(ref)) return ok(undefined);
      const entry = await keychain.get(kekAccount(ref));
      if (!entry.ok) return entry;
      if (entry.value === null) return ok(undefined); // no key under this reference: nothing to bind
      const current = readEntry(entry.value);
      if (current.team === team) return ok(undefined);
      return keychain.set(kekAccount(ref), writeEntry({ kek: current.kek, team }));
    },
  };
}
