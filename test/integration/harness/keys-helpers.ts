import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../src-main/adapters/sqlite/open-database';
import { createKeychain, KEYCHAIN_SERVICE } from '../../../src-main/adapters/keychain/keychain';
import { createProfileServices, type ProfileServicesOptions } from '../../../src-main/app/compose-profiles';

/** A fresh data folder with the app database. */
export function freshDataDir(): { dataDir: string; dbFile: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-keys-'));
  return { dataDir, dbFile: join(dataDir, 'bulkpay.sqlite') };
}

export function openDb(file: string): Db {
  const db = openDatabase(file);
  if (!db.ok) throw new Error(db.error.message);
  return db.value;
}

/** Services over the real OS keychain (a throwaway gnome-keyring under `npm test`). */
export function services(dataDir: string, db: Db, extra: Partial<ProfileServicesOptions> = {}) {
  return createProfileServices({
    db,
    dataDir,
    keychain: createKeychain({ service: `${KEYCHAIN_SERVICE}-test` }),
    ...extra,
  });
}

/**
 * Fails (never skips) when no keychain is usable: these tests are about the real keychain.
 * Run them with `npm test -- test/integration/src-main/features/profiles`, which provides a throwaway unlocked gnome-keyring.
 */
export async function requireKeychain(): Promise<void> {
  const keychain = createKeychain({ service: `${KEYCHAIN_SERVICE}-test` });
  const probe = await keychain.set('probe', 'probe');
  if (!probe.ok) {
    throw new Error(
      `No usable OS keychain: ${probe.error.message} (run these tests with \`npm test -- test/integration/src-main/features/profiles\`)`,
    );
  }
  await keychain.remove('probe');
}
