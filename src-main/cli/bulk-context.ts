import { CHARACTER_SETS, STRICTEST_SET } from '../../src-shared/payments/charset';
import { err, ok, type Result } from '../../src-shared/result';
import { namedCharacterSet } from '../features/profiles/character-set';
import { composeEnvBankClient, composeSendServices, openHistoryDatabase } from '../app/compose';
import { composeOfflineServices, type OfflineServices } from '../app/compose-cli';
import { defaultDataDir } from '../platform/paths';
import { registerSecret } from '../platform/security/redact';
import type { BulkServices } from '../features/send/bulk-services';
import type { CliIo } from './command';
import { EXIT } from './commands/bulk-report';
import { activeProfileProblem, openCliCore, reapproveWhenNeeded, signInPsu } from './commands/psu-sign-in';
import { ENV_SETTINGS, readEnvBankSettings } from './env-bank-settings';
import { cliWords } from './messages';

/** The bulk services a command works with, and how to let go of them. */
export interface BulkContext {
  bulks: BulkServices;
  /** Where the connection settings came from, for messages. */
  source: 'environment' | 'profile' | 'offline';
  close(): Promise<void>;
}

/** The history alone, for commands that only read it: no bank, no keychain, no sign-in. */
export function openOfflineContext(io: CliIo): Result<BulkContext & Pick<OfflineServices, 'profiles'>> {
  const opened = composeOfflineServices(defaultDataDir(io.env), io.env, (notice) => io.err(notice));
  if (!opened.ok) return opened;
  return ok({ ...opened.value, source: 'offline' });
}

/**
 * Connected to the bank. With BULKPAY_BASE_URL set, everything comes from the environment
 * (a server or CI machine without a keychain): the key from a PEM file, the customer's bearer
 * token as given. Otherwise the app's active profile and keychain, and the customer signs in.
 */
export async function openBankContext(io: CliIo): Promise<Result<BulkContext>> {
  const env = io.env;
  if (env.BULKPAY_BASE_URL) {
    const settings = readEnvBankSettings(
      env,
      ENV_SETTINGS.filter((name) => name !== 'BULKPAY_BULK_BASE_URL'),
    );
    if (!settings.ok) return settings;
    const characterSet = namedCharacterSet(env.BULKPAY_CHARACTER_SET);
    if (characterSet === null)
      return err(
        'missing_settings',
        `BULKPAY_CHARACTER_SET is "${env.BULKPAY_CHARACTER_SET}"; set it to ${CHARACTER_SETS.join(' or ')} (the characters the bank takes), or leave it unset for the strict SEPA set.`,
      );
    registerSecret(env.BULKPAY_TOKEN);
    const dataDir = defaultDataDir(env);
    const db = openHistoryDatabase(dataDir, (notice) => io.err(notice));
    if (!db.ok) return db;
    const created = composeEnvBankClient({ ...settings.value, db: db.value });
    if (!created.ok) {
      db.value.close();
      return err('bank_not_configured', created.error.message);
    }
    const client = created.value;
    client.setPsuToken(env.BULKPAY_TOKEN);
    const bulks = composeSendServices({
      dataDir,
      env,
      db: db.value,
      bank: async () => ok(client),
      stopOnFault: true,
      characterSet: () => characterSet ?? STRICTEST_SET,
    });
    // As the app does on start: a bulk a crashed run left recorded but unsent is settled (resent
    // with its saved key if it may have reached the bank, else marked never sent) before anything new.
    await bulks.tracker.resumeAll();
    return ok({
      bulks,
      source: 'environment',
      async close() {
        await bulks.tracker.stop();
        await client.close();
        db.value.close();
      },
    });
  }
  const core = await openCliCore(io);
  const problem = activeProfileProblem(core);
  if (problem) {
    await core.close();
    return err('profile_unusable', problem);
  }
  if (!(await signInPsu(core, io))) {
    await core.close();
    return err('not_signed_in', 'Not signed in to the bank.');
  }
  const stopReapproving = reapproveWhenNeeded(core, io);
  return ok({
    bulks: core.bulks,
    source: 'profile',
    async close() {
      stopReapproving();
      await core.close(); // the bank session stays in the keychain for the next command
    },
  });
}

/**
 * Runs `work` in an opened context and closes the context afterwards, whatever happens. A context
 * that could not be opened is reported as `bulkpay <command>: <why>` with the validation exit code.
 */
export async function withBulkContext(
  command: string,
  io: CliIo,
  opened: Result<BulkContext>,
  work: (ctx: BulkContext) => Promise<number>,
): Promise<number> {
  if (!opened.ok) {
    io.err(cliWords(io.env).error(command, opened.error));
    return EXIT.validation;
  }
  const ctx = opened.value;
  try {
    return await work(ctx);
  } finally {
    await ctx.close();
  }
}
