// The composition root of sending and tracking: the app's core (core.ts) and every CLI command
// (cli/bulk-context.ts, cli/commands/psu-context.ts) open the history, build the bank client of the
// environment mode and wire the bulk services (history, tracker, submission, the solo send guard)
// here, so both entry shells run the same services wired one way.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../../src-shared/result';
import { createBankClient, type BankClientConfig } from '../adapters/bank-api/client';
import { MIGRATIONS } from '../adapters/sqlite/migrations';
import { openDatabase, type Db, type SlowMigrationDone } from '../adapters/sqlite/open-database';
import { createBulkServices, type BulkServices, type BulkServicesOptions } from '../features/send/bulk-services';
import { soloSendGuard, type SendGuard } from '../features/team/send-guard';

/** Opens (and migrates) the data folder's history database, creating the folder if needed. */
export function openHistoryDatabase(
  dataDir: string,
  onNotice: (notice: string) => void,
  onSlowMigration?: (done: SlowMigrationDone) => void,
): Result<Db> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return openDatabase(join(dataDir, 'bulkpay.sqlite'), MIGRATIONS, onNotice, onSlowMigration);
}

/** What decides, in team mode, whether a solo send is refused and how that is worded. */
export interface TeamBinding {
  /** The app's team connection: true while the team database cannot be reached. */
  unreachable: () => Promise<boolean>;
  /** The team the bank keys are bound to in the OS keychain (KeyService.boundTeam). */
  keysBoundTeam: () => Promise<Result<string | null>>;
}

export interface SendServicesOptions extends Omit<BulkServicesOptions, 'sendGuard'> {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The app's team connection and key custody; the CLI's environment mode has neither. */
  team?: TeamBinding;
  /** The guard already built for this data folder (the app shares one with single payments). */
  sendGuard?: SendGuard;
}

/**
 * The one send guard every solo send asks (bulk submit and resend, single payments): team mode,
 * read from the data folder and the environment, and from the keys when there are any.
 */
export function composeSendGuard(dataDir: string, env: NodeJS.ProcessEnv, team?: TeamBinding): SendGuard {
  return soloSendGuard(dataDir, env, team?.unreachable, team?.keysBoundTeam);
}

/** The bulk services (history, tracker, submission) with the send guard above. */
export function composeSendServices({ dataDir, env, team, sendGuard, ...options }: SendServicesOptions): BulkServices {
  return createBulkServices({ ...options, sendGuard: sendGuard ?? composeSendGuard(dataDir, env, team) });
}

/**
 * The bank client of the environment mode (BULKPAY_BASE_URL and the settings beside it); an
 * address or key the bank would refuse is an error value saying which.
 */
export function composeEnvBankClient(config: BankClientConfig): Result<ReturnType<typeof createBankClient>> {
  try {
    return ok(createBankClient(config));
  } catch (e) {
    return err((e as { code?: string }).code ?? 'bank_not_configured', (e as Error).message);
  }
}
