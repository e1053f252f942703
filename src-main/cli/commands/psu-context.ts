import { err, ok, type Result } from '../../../src-shared/result';
import { createBankClient } from '../../bank/client';
import { createPsuServices, type PsuServices } from '../../consent/psu-services';
import { EventBus } from '../../events';
import type { CliIo } from '../command';
import { readEnvBankSettings } from '../env-bank-settings';
import { openCliCore } from './psu-sign-in';

/** What `login` and `accounts` work with: the PSU services, and how to let go of them. */
export interface PsuCliContext {
  psu: PsuServices;
  events: EventBus;
  close(): Promise<void>;
}

const REQUIRED = ['BULKPAY_CLIENT_ID', 'BULKPAY_CLIENT_SECRET', 'BULKPAY_KEY_FILE'] as const;

/**
 * With BULKPAY_BASE_URL set, the bank comes from the environment (a server without a keychain,
 * as `bulkpay submit` allows): client id and secret, and the QSEAL key from a PEM file.
 * Otherwise the app's active profile and keychain. Either way the customer signs in by consent.
 */
export async function openPsuContext(io: CliIo): Promise<Result<PsuCliContext>> {
  const env = io.env;
  if (!env.BULKPAY_BASE_URL) {
    const core = await openCliCore(io);
    return ok({ psu: core.psu, events: core.events, close: () => core.close() });
  }
  const settings = readEnvBankSettings(env, REQUIRED);
  if (!settings.ok) return settings;
  let client;
  try {
    client = createBankClient(settings.value);
  } catch (e) {
    // An http address to a non-loopback host, or a key the bank would refuse: the message says which.
    return err((e as { code?: string }).code ?? 'bank_not_configured', (e as Error).message);
  }
  const bank = client;
  const events = new EventBus();
  const psu = createPsuServices({ clientOf: async () => ok(bank), events });
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
 * Runs `work` in an opened PSU context, then signs out and closes the context, whatever happens.
 * A context that could not be opened is reported as `bulkpay <command>: <why>` with exit code 1.
 */
export async function withPsuContext(
  command: string,
  io: CliIo,
  work: (ctx: PsuCliContext) => Promise<number>,
): Promise<number> {
  const opened = await openPsuContext(io);
  if (!opened.ok) {
    io.err(`bulkpay ${command}: ${opened.error.message}`);
    return 1;
  }
  const ctx = opened.value;
  try {
    return await work(ctx);
  } finally {
    ctx.psu.session.signOut();
    await ctx.close();
  }
}
