import { CHARACTER_SETS, STRICTEST_SET } from '../../src-shared/payments/charset';
import { err, ok, type Result } from '../../src-shared/result';
import { namedCharacterSet } from '../features/profiles/character-set';
import { composeEnvSendServices } from '../app/compose-env';
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
  return io.env.BULKPAY_BASE_URL ? openEnvBankContext(io) : openProfileBankContext(io);
}

/** The environment mode: the key from a PEM file, the customer's bearer token as given. */
async function openEnvBankContext(io: CliIo): Promise<Result<BulkContext>> {
  const env = io.env;
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
  const composed = await composeEnvSendServices({
    settings: settings.value,
    psuToken: env.BULKPAY_TOKEN,
    characterSet: characterSet ?? STRICTEST_SET,
    dataDir: defaultDataDir(env),
    env,
    onNotice: (notice) => io.err(notice),
  });
  if (!composed.ok) return composed;
  return ok({ ...composed.value, source: 'environment' });
}

/** The app's active profile and keychain; the customer signs in (or still is). */
async function openProfileBankContext(io: CliIo): Promise<Result<BulkContext>> {
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
