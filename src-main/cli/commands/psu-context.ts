import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { err, ok, type Result } from '../../../src-shared/result';
import { createBankClient } from '../../bank/client';
import { createPsuServices, type PsuServices } from '../../consent/psu-services';
import { EventBus } from '../../events';
import { registerSecret } from '../../security/redact';
import type { CliIo } from '../command';
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
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length) {
    return err(
      'missing_settings',
      `BULKPAY_BASE_URL is set, so the bank settings come from the environment, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    );
  }
  let signingKey;
  try {
    signingKey = createPrivateKey(readFileSync(env.BULKPAY_KEY_FILE!, 'utf8'));
  } catch (e) {
    return err(
      'key_unreadable',
      `The signing key in BULKPAY_KEY_FILE (${env.BULKPAY_KEY_FILE}) cannot be read as a PEM private key: ${(e as NodeJS.ErrnoException).code ?? 'not a key'}. Point it at the QSEAL key file.`,
    );
  }
  registerSecret(env.BULKPAY_CLIENT_SECRET);
  let client;
  try {
    client = createBankClient({
      baseUrl: env.BULKPAY_BASE_URL,
      bulkBaseUrl: env.BULKPAY_BULK_BASE_URL || env.BULKPAY_BASE_URL,
      clientId: env.BULKPAY_CLIENT_ID!,
      clientSecret: env.BULKPAY_CLIENT_SECRET!,
      signingKey,
    });
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
