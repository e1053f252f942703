// The composition root of sending and tracking: the app's core (core.ts) and every CLI command
// (through compose-env.ts and cli/commands/psu-context.ts) open the history, build the bank client of the
// environment mode and wire the bulk services (history, tracker, submission, the solo send guard)
// here, so both entry shells run the same services wired one way. Bank profiles are composed in
// compose-profiles.ts.
import { err, ok, type Result } from '../../src-shared/result';
import { createBankClient, type BankClient, type BankClientConfig } from '../adapters/bank-api/client';
import { SqliteSubmissionJournal } from '../adapters/sqlite/journal';
import { sqliteSendStores } from '../adapters/sqlite/send-stores';
import type { ActiveBank } from '../features/profiles/services';
import { EventBus } from '../platform/events';
import type { Logger } from '../platform/log';
import type { Db } from '../adapters/sqlite/open-database';
import { createBulkServices, type BulkServices, type BulkServicesOptions } from '../features/send/bulk-services';
import { soloSendGuard, type SendGuard } from '../features/team/send-guard';

export { openHistoryDatabase } from './open-history';

/** What decides, in team mode, whether a solo send is refused and how that is worded. */
export interface TeamBinding {
  /** The app's team connection: true while the team database cannot be reached. */
  unreachable: () => Promise<boolean>;
  /** The team the bank keys are bound to in the OS keychain (KeyService.boundTeam). */
  keysBoundTeam: () => Promise<Result<string | null>>;
}

export interface SendServicesOptions extends Omit<BulkServicesOptions, 'sendGuard' | 'stores' | 'events'> {
  /** The bus the services tell their changes on; default a new one (a CLI command's own). */
  events?: EventBus;
  /** The data folder's history database. */
  db: Db;
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
export function composeSendServices({
  dataDir,
  env,
  team,
  sendGuard,
  db,
  events,
  ...options
}: SendServicesOptions): BulkServices {
  return createBulkServices({
    ...options,
    events: events ?? new EventBus(),
    stores: sqliteSendStores(db),
    sendGuard: sendGuard ?? composeSendGuard(dataDir, env, team),
  });
}

/**
 * The bank client of the environment mode (BULKPAY_BASE_URL and the settings beside it); an
 * address or key the bank would refuse is an error value saying which.
 */
export function composeEnvBankClient(
  config: Omit<BankClientConfig, 'journal'> & { db?: Db },
): Result<ReturnType<typeof createBankClient>> {
  const { db, ...rest } = config;
  try {
    return ok(createBankClient({ ...rest, ...(db ? { journal: new SqliteSubmissionJournal(db) } : {}) }));
  } catch (e) {
    return err((e as { code?: string }).code ?? 'bank_not_configured', (e as Error).message);
  }
}

/**
 * How the active profile's signed client is built (ActiveBankClient builds one per profile version):
 * its key stays in the key service (the client gets its sign callback), and with the data folder's
 * database the client journals every bulk before sending it.
 */
export function composeSignedBankClient(logger?: Logger, db?: Db): (bank: ActiveBank) => BankClient {
  const journal = db ? new SqliteSubmissionJournal(db) : undefined;
  return ({ profile, credentials, signer }) =>
    createBankClient({
      baseUrl: profile.baseUrl,
      bulkBaseUrl: profile.bulkBaseUrl,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      signingKey: (data) => signer.sign(data),
      ...(logger ? { logger } : {}),
      ...(journal ? { journal } : {}),
    });
}
