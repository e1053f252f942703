import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { CertificateInfo } from '../../../src-shared/keys';
import { err, ok, type Result } from '../../../src-shared/result';
import type { Core } from '../../app/core';
import type { KeyFile } from '../../features/keys/key-material';
import type { BankProfile } from '../../ports/profiles';
import type { CliIo } from '../command';
import { ask } from './psu-sign-in';

/** Key files are small; anything bigger is not a key (the app's file picker has the same cap). */
const MAX_KEY_FILE_BYTES = 64 * 1024;

/** The profile a command works on: `--profile` (id or name, any case), else the active one. */
export function pickProfile(core: Pick<Core, 'profiles'>, wanted: string | undefined): Result<BankProfile> {
  const all = core.profiles.profiles.list();
  const found = wanted
    ? all.find((p) => p.id === wanted || p.name.toLowerCase() === wanted.toLowerCase())
    : core.profiles.getActiveProfile();
  if (found) return ok(found);
  const names = all.map((p) => `"${p.name}" (${p.id})`).join(', ');
  return err(
    'no_profile',
    wanted
      ? `There is no bank profile "${wanted}"; profiles: ${names || 'none'}.`
      : 'No bank profile is active; create one with `bulkpay onboarding create-profile`.',
  );
}

/** Reads the key and certificate files named on the command line, as the app's file picker does. */
export async function readKeyFiles(io: CliIo, paths: string[]): Promise<Result<KeyFile[]>> {
  const files: KeyFile[] = [];
  for (const path of paths) {
    let bytes: Buffer;
    try {
      bytes = await readFile(resolve(io.cwd, path));
    } catch (e) {
      return err(
        'file_unreadable',
        `${path} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}); check the name and folder.`,
      );
    }
    if (bytes.length > MAX_KEY_FILE_BYTES)
      return err('file_too_big', `${path} is larger than 64 KiB, so it is not a key or certificate file.`);
    files.push({ name: basename(path), bytes });
  }
  return ok(files);
}

/**
 * Runs a key operation with the passphrase from BULKPAY_KEY_PASSPHRASE; without one, and when the
 * files turn out to be protected, asks for it on the terminal (hidden) and tries once more.
 */
export async function withPassphrase<T>(
  io: CliIo,
  op: (passphrase: string | undefined) => Promise<Result<T>>,
): Promise<Result<T>> {
  const given = io.env.BULKPAY_KEY_PASSPHRASE || undefined;
  const first = await op(given);
  const interactive = Boolean(process.stdin.isTTY) && !io.env.BULKPAY_NO_PROMPT;
  if (first.ok || given || !interactive || first.error.code !== 'passphrase_required') return first;
  return op(await ask('Password of the key file: ', true));
}

/** A certificate in a few lines, for `keys import` and `renew`. */
export function certificateLines(c: CertificateInfo): string {
  return [
    `  subject: ${c.subject}`,
    `  issuer: ${c.issuer}`,
    `  organisation identifier: ${c.organisationIdentifier ?? 'none'}`,
    `  key: RSA ${c.keyBits ?? '?'} bits; valid ${c.validFrom} to ${c.validTo} (${c.daysLeft} days left)`,
    `  SHA-256 fingerprint: ${c.fingerprintSha256}`,
  ].join('\n');
}

/**
 * Logs in to the bank's onboarding for one command (the login lives in this process only):
 * `email`, else the one the profile was onboarded with; the password from
 * BULKPAY_ONBOARDING_PASSWORD or asked for (hidden), never stored.
 */
export async function onboardingLogin(
  io: CliIo,
  core: Pick<Core, 'profiles'>,
  profile: BankProfile,
  email: string | undefined,
): Promise<Result<void>> {
  const who = email ?? profile.onboardingEmail;
  if (!who)
    return err('no_email', `Give the onboarding e-mail with --email (the profile "${profile.name}" has none yet).`);
  const interactive = Boolean(process.stdin.isTTY) && !io.env.BULKPAY_NO_PROMPT;
  const password =
    io.env.BULKPAY_ONBOARDING_PASSWORD || (interactive ? await ask(`Onboarding password of ${who}: `, true) : '');
  if (!password)
    return err(
      'no_password',
      'No onboarding password: set BULKPAY_ONBOARDING_PASSWORD, or run this in a terminal to be asked.',
    );
  const login = await core.profiles.onboarding.login(profile.id, { email: who, password });
  return login.ok ? ok(undefined) : login;
}
