// Opening the data folder's history database, on its own so a command that only opens it (`bulkpay
// team connect`) loads the SQLite driver and the migrations, not the send services.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../../src-shared/result';
import { MIGRATIONS } from '../adapters/sqlite/migrations';
import { openDatabase, type Db, type SlowMigrationDone } from '../adapters/sqlite/open-database';

/** Opens (and migrates) the data folder's history database, creating the folder if needed. */
export function openHistoryDatabase(
  dataDir: string,
  onNotice: (notice: string) => void,
  onSlowMigration?: (done: SlowMigrationDone) => void,
): Result<Db> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return openDatabase(join(dataDir, 'bulkpay.sqlite'), MIGRATIONS, onNotice, onSlowMigration);
}
