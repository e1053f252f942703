import { err, ok, type Result } from '../../../src-shared/result';
import { composeEnvBankClient } from '../../app/compose';
import { composeEnvPsuServices } from '../../app/compose-psu';
import type { PsuServices } from '../../features/bank-session/psu-services';
import { jwtExpiresAt } from '../../features/bank-session/token-expiry';
import { registerSecret } from '../../platform/security/redact';
import type { EventBus } from '../../platform/events';
import type { CliIo } from '../command';
import { readEnvBankSettings } from '../env-bank-settings';
import { activeProfileProblem, openCliCore } from './psu-sign-in';
import { cliWords } from '../messages';

/** What `login` and `accounts` work with: the PSU services, and how to let go of them. */
export interface PsuCliContext {
  psu: PsuServices;
  events: EventBus;
  close(): Promise<void>;
}

const REQUIRED = ['BULKPAY_CLIENT_ID', 'BULKPAY_CLIENT_SECRET', 'BULKPAY_KEY_FILE'] as const;

/**
 * With BULKPAY_BASE_URL set, the bank comes from the environment (a server without a keychain,
 * as `bulkpay submit` allows): client id and secret, the QSEAL key from a PEM file, and the
 * customer's session from BULKPAY_TOKEN when set (else they sign in by consent, for this command
 * only). Otherwise the app's active profile and keychain, and the session kept there.
 */
export async function openPsuContext(io: CliIo): Promise<Result<PsuCliContext>> {
  const env = io.env;
  if (!env.BULKPAY_BASE_URL) {
    const core = await openCliCore(io);
    const problem = activeProfileProblem(core);
    if (problem) {
      await core.close();
      return err('profile_unusable', problem);
    }
    return ok({ psu: core.psu, events: core.events, close: () => core.close() });
  }
  const settings = readEnvBankSettings(env, REQUIRED);
  if (!settings.ok) return settings;
  // An http address to a non-loopback host, or a key the bank would refuse: the message says which.
  const client = composeEnvBankClient(settings.value);
  if (!client.ok) return client;
  const bank = client.value;
  const { psu, events } = composeEnvPsuServices(bank);
  const token = env.BULKPAY_TOKEN;
  if (token) {
    registerSecret(token);
    const expiresAtMs = jwtExpiresAt(token);
    if (psu.session.adopt(token, null, expiresAtMs).state !== 'signed_in') {
      psu.dispose();
      await bank.close();
      return err(
        'token_expired',
        `BULKPAY_TOKEN has expired (at ${new Date(expiresAtMs).toISOString()}). Get a new one from the bank's consent exchange, or unset it to sign in with BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD.`,
      );
    }
  }
  return ok({
    psu,
    events,
    async close() {
      psu.dispose();
      await bank.close();
    },
  });
}

/**
 * Runs `work` in an opened PSU context, then closes the context, whatever happens (a session kept
 * in the keychain stays there for the next command; `bulkpay logout` ends it).
 * A context that could not be opened is reported as `bulkpay <command>: <why>` with exit code 1.
 */
export async function withPsuContext(
  command: string,
  io: CliIo,
  work: (ctx: PsuCliContext) => Promise<number>,
): Promise<number> {
  const opened = await openPsuContext(io);
  if (!opened.ok) {
    io.err(cliWords(io.env).error(command, opened.error));
    return 1;
  }
  const ctx = opened.value;
  try {
    return await work(ctx);
  } finally {
    await ctx.close();
  }
}
