import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { err, ok, type Result } from '../../src-shared/result';
import { registerSecret } from '../platform/security/redact';

/** Environment variables that configure the bank without a keychain or a window (docs/cli.md). */
export const ENV_SETTINGS = [
  'BULKPAY_BASE_URL',
  'BULKPAY_BULK_BASE_URL',
  'BULKPAY_CLIENT_ID',
  'BULKPAY_CLIENT_SECRET',
  'BULKPAY_KEY_FILE',
  'BULKPAY_TOKEN',
] as const;

export type EnvSetting = (typeof ENV_SETTINGS)[number];

/** What a bank client needs from the environment, before the caller adds its own options. */
export interface EnvBankSettings {
  baseUrl: string;
  bulkBaseUrl: string;
  clientId: string;
  clientSecret: string;
  signingKey: KeyObject;
}

/**
 * The bank settings when BULKPAY_BASE_URL is set: every name in `required` must be set too, and
 * BULKPAY_KEY_FILE must hold a PEM private key. The client secret is registered for redaction.
 */
export function readEnvBankSettings(env: NodeJS.ProcessEnv, required: readonly EnvSetting[]): Result<EnvBankSettings> {
  const missing = required.filter((name) => !env[name]);
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
      undefined,
      { file: env.BULKPAY_KEY_FILE! },
    );
  }
  registerSecret(env.BULKPAY_CLIENT_SECRET);
  return ok({
    baseUrl: env.BULKPAY_BASE_URL!,
    bulkBaseUrl: env.BULKPAY_BULK_BASE_URL || env.BULKPAY_BASE_URL!,
    clientId: env.BULKPAY_CLIENT_ID!,
    clientSecret: env.BULKPAY_CLIENT_SECRET!,
    signingKey,
  });
}
