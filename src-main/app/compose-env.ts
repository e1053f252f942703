// The composition root of the command line's environment mode (BULKPAY_BASE_URL set: a server or
// CI machine without a keychain): the data folder's history, the bank client from the environment's
// settings and the bulk services over both, built here like every other command's services.
import type { CharacterSet } from '../../src-shared/payments/charset';
import { err, ok, type Result } from '../../src-shared/result';
import type { BankClientConfig } from '../adapters/bank-api/client';
import type { BulkServices } from '../features/send/bulk-services';
import { composeEnvBankClient, composeSendServices, openHistoryDatabase } from './compose';

/** What the environment mode's bank client is built from: the settings read from the environment. */
export type EnvBankClientSettings = Pick<
  BankClientConfig,
  'baseUrl' | 'bulkBaseUrl' | 'clientId' | 'clientSecret' | 'signingKey'
>;

/** The bulk services of the environment mode, and how to let go of them. */
export interface EnvSendServices {
  bulks: BulkServices;
  close(): Promise<void>;
}

/**
 * Opens the data folder's history, builds the bank client from `settings` signed in with the
 * customer's bearer token as given, and the bulk services over both (stopping a run at the first
 * fault, as a command should). As the app does on start, a bulk a crashed run left recorded but
 * unsent is settled (resent with its saved key if it may have reached the bank, else marked never
 * sent) before anything new.
 */
export async function composeEnvSendServices(options: {
  settings: EnvBankClientSettings;
  psuToken: string | undefined;
  characterSet: CharacterSet;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  onNotice: (notice: string) => void;
}): Promise<Result<EnvSendServices>> {
  const { dataDir, env } = options;
  const db = openHistoryDatabase(dataDir, options.onNotice);
  if (!db.ok) return db;
  const created = composeEnvBankClient({ ...options.settings, db: db.value });
  if (!created.ok) {
    db.value.close();
    return err('bank_not_configured', created.error.message);
  }
  const client = created.value;
  client.setPsuToken(options.psuToken);
  const bulks = composeSendServices({
    dataDir,
    env,
    db: db.value,
    bank: async () => ok(client),
    stopOnFault: true,
    characterSet: () => options.characterSet,
  });
  await bulks.tracker.resumeAll();
  return ok({
    bulks,
    async close() {
      await bulks.tracker.stop();
      await client.close();
      db.value.close();
    },
  });
}
