import { z } from 'zod';
import type { Keychain } from '../../ports/secret-store';
import type { Logger } from '../../platform/log';
import { builtAtFirstUse } from '../../../src-shared/built-at-first-use';

/** A PSU bank session as kept between runs: the bearer JWT, who it is for and until when. */
export interface StoredPsuSession {
  token: string;
  email: string | null;
  expiresAtMs: number;
}

/**
 * Where the PSU's session outlives one process, so the app and every CLI command reuse one
 * phone approval for the token's lifetime. Only the OS keychain qualifies: never a file.
 */
export interface PsuTokenStore {
  load(): Promise<StoredPsuSession | null>;
  save(session: StoredPsuSession): Promise<void>;
  forget(): Promise<void>;
}

const storedSchema = builtAtFirstUse(() =>
  z.object({ token: z.string().min(1), email: z.string().nullable(), expiresAtMs: z.number() }),
);

/** The keychain account of a profile's PSU session. */
export const psuSessionAccount = (profileId: string) => `psu-session:${profileId}`;

/**
 * PSU sessions in the OS keychain, one entry per bank profile (`profileId()` is read at each call,
 * so a session is always stored under the profile it was approved for). Without a usable keychain
 * nothing is stored and the customer approves on the phone again next time: a failure here is
 * logged (without the token) and never stops a sign-in.
 */
export function keychainPsuTokenStore(
  keychain: Keychain,
  profileId: () => string | undefined,
  logger?: Pick<Logger, 'warn'>,
): PsuTokenStore {
  let loadedFor: string | undefined;
  return {
    async load() {
      const id = profileId();
      if (!id) return null;
      const read = await keychain.get(psuSessionAccount(id));
      if (!read.ok) {
        logger?.warn('PSU session not read from the keychain', { reason: read.error.message });
        return null;
      }
      if (!read.value) return null;
      let json: unknown;
      try {
        json = JSON.parse(read.value);
      } catch {
        json = null;
      }
      const parsed = storedSchema.safeParse(json);
      if (!parsed.success) return null;
      loadedFor = id;
      return parsed.data;
    },
    async save(session) {
      const id = profileId();
      if (!id) return;
      const saved = await keychain.set(psuSessionAccount(id), JSON.stringify(session));
      if (!saved.ok) logger?.warn('PSU session not kept in the keychain', { reason: saved.error.message });
      else loadedFor = id;
    },
    async forget() {
      const id = loadedFor ?? profileId();
      loadedFor = undefined;
      if (!id) return;
      const removed = await keychain.remove(psuSessionAccount(id));
      if (!removed.ok) logger?.warn('PSU session not removed from the keychain', { reason: removed.error.message });
    },
  };
}
