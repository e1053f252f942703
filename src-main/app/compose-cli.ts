// The composition root of the command line: what a `bulkpay` command works with (the offline
// history, the payee book, the inbox's stores, the local bank profiles), built here on the data
// folder's database so a command only calls features. Kept apart from compose.ts's bank client so a
// command that reads the history alone loads no HTTP client.
import type { PayeeBookLookup } from '../../src-shared/payments/payee-book-lookup';
import { err, ok, type Result } from '../../src-shared/result';
import { createKeychain, type Keychain } from '../adapters/keychain/keychain';
import { join } from 'node:path';
import type { CharacterSet } from '../../src-shared/payments/charset';
import { readActiveProfileFile } from '../adapters/sqlite/active-profile-file';
import { characterSetOf } from '../features/profiles/character-set';
import { loadPayeeBook } from '../adapters/sqlite/payee-book-loader';
import { SqliteInboxStore } from '../adapters/sqlite/inbox-store';
import { SqliteProfileStore } from '../adapters/sqlite/profile-store';
import type { TeamStore } from '../ports/team/team-store';
import type { PickUpDeps } from '../features/inbox/pick-up';
import { PayeeBookService } from '../features/payees/payee-book-service';
import { TeamPayeeBook } from '../features/payees/team-payee-book';
import type { BulkServices } from '../features/send/bulk-services';
import { composeSendServices, openHistoryDatabase } from './compose';

/** The history alone (no bank, no keychain, no sign-in), and the data folder's bank profiles. */
export interface OfflineServices {
  bulks: BulkServices;
  /** This desktop's bank profiles and the keychain holding their secrets. */
  profiles(): { profiles: SqliteProfileStore; keychain: Keychain };
  close(): Promise<void>;
}

/** Opens the data folder's history for a command that does not contact the bank. */
export function composeOfflineServices(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  onNotice: (notice: string) => void,
): Result<OfflineServices> {
  const db = openHistoryDatabase(dataDir, onNotice);
  if (!db.ok) return db;
  const bulks = composeSendServices({
    dataDir,
    env,
    db: db.value,
    bank: async () => err('offline', 'This command does not contact the bank.'),
  });
  return ok({
    bulks,
    profiles: () => ({ profiles: new SqliteProfileStore(db.value), keychain: createKeychain() }),
    close: async () => {
      await bulks.tracker.stop();
      db.value.close();
    },
  });
}

/** This desktop's payee book on the history's services (who acts is the services' actor). */
export function composePayeeBook(bulks: BulkServices): PayeeBookService {
  return new PayeeBookService(bulks.store, bulks.submission.actor);
}

/** The team's payee book on an open team store. */
export function composeTeamPayeeBook(store: TeamStore): TeamPayeeBook {
  return new TeamPayeeBook(async () => ok(store));
}

/** What the inbox watcher records into and checks against, on the data folder's history. */
export interface InboxServices {
  store: PickUpDeps['store'];
  payeeBook: () => PayeeBookLookup;
  /** The characters the active profile's bank takes, read afresh from the profile file. */
  characterSet: () => Promise<CharacterSet>;
  close(): void;
}

/** Opens the data folder's history for `bulkpay inbox`. */
export function composeInboxServices(dataDir: string, onNotice: (notice: string) => void): Result<InboxServices> {
  const db = openHistoryDatabase(dataDir, onNotice);
  if (!db.ok) return db;
  return ok({
    store: new SqliteInboxStore(db.value),
    payeeBook: () => loadPayeeBook(db.value),
    characterSet: async () => characterSetOf(await readActiveProfileFile(join(dataDir, 'bulkpay.sqlite'))),
    close: () => db.value.close(),
  });
}
