import { parseArgs } from 'node:util';
import type { Core } from '../../core';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { certificateLines, onboardingLogin, pickProfile, readKeyFiles, withPassphrase } from './profile-setup';
import { openCliCore } from './psu-sign-in';
import { cliWords } from '../messages';

const keysUsage = `Usage: bulkpay keys import <file>... [--profile <id-or-name>]

Imports the QSEAL private key and its certificate into a bank profile, as Settings → Key and
certificate does: PEM files (key and certificate, or both in one), or one PKCS#12 (.p12/.pfx).
The key is checked (RSA of at least 2048 bits, matching the certificate, within validity) and
kept sealed with a key in the OS keychain, never in plaintext. A key the bank has registered
is replaced only through \`bulkpay renew\`.

Options:
  --profile P   the bank profile (id or name); default the active one

An encrypted key's password comes from BULKPAY_KEY_PASSPHRASE, or is asked for (hidden) when
the files need one. Exits 0 when imported, 1 otherwise, 2 on wrong usage.`;

const renewUsage = `Usage: bulkpay renew <file>... [--profile <id-or-name>] [--email E]

Renews the profile's certificate at the bank with a new QSEAL key and certificate, as Settings
does: the bank is told first, and Bulkpay switches to the new key only once the bank confirmed;
if the bank refuses, the current key stays in use. Files and key password as
\`bulkpay keys import\`. The renewal needs the onboarding login: --email (default the one the
profile was onboarded with) and BULKPAY_ONBOARDING_PASSWORD, or the password is asked for.
Exits 0 when renewed, 1 otherwise, 2 on wrong usage.`;

/** Opens the core, runs `work`, closes it; a failure is printed as `bulkpay <command>: <message>`. */
export async function withCliCore(io: CliIo, work: (core: Core) => Promise<number>): Promise<number> {
  const core = await openCliCore(io);
  try {
    return await work(core);
  } finally {
    await core.close();
  }
}

function parse(command: string, usage: string, args: string[], io: CliIo) {
  try {
    const parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { profile: { type: 'string' }, email: { type: 'string' } },
    });
    if (parsed.positionals.length === 0) throw new Error('name the key and certificate file(s).');
    return parsed;
  } catch (e) {
    io.err(`bulkpay ${command}: ${(e as Error).message}\n\n${usage}`);
    return undefined;
  }
}

export const keysCommand: CliCommand = {
  name: 'keys',
  summary: 'import the QSEAL key and certificate into a bank profile (`keys import <files>`)',
  usage: keysUsage,
  async run(args, io) {
    if (args[0] !== 'import') {
      io.err(`bulkpay keys: the only subcommand is "import".\n\n${keysUsage}`);
      return USAGE_ERROR;
    }
    const parsed = parse('keys import', keysUsage, args.slice(1), io);
    if (!parsed) return USAGE_ERROR;
    const files = await readKeyFiles(io, parsed.positionals);
    if (!files.ok) {
      io.err(cliWords(io.env).error('keys import', files.error));
      return 1;
    }
    return withCliCore(io, async (core) => {
      const profile = pickProfile(core, parsed.values.profile);
      if (!profile.ok) {
        io.err(cliWords(io.env).error('keys import', profile.error));
        return 1;
      }
      const imported = await withPassphrase(io, (p) => core.profiles.keys.importKey(profile.value.id, files.value, p));
      if (!imported.ok) {
        io.err(cliWords(io.env).error('keys import', imported.error));
        return 1;
      }
      io.out(
        `${cliWords(io.env).t('cli.importedInto', { name: profile.value.name })}\n${certificateLines(imported.value)}`,
      );
      return 0;
    });
  },
};

export const renewCommand: CliCommand = {
  name: 'renew',
  summary: "renew the profile's certificate at the bank with a new key and certificate",
  usage: renewUsage,
  async run(args, io) {
    const parsed = parse('renew', renewUsage, args, io);
    if (!parsed) return USAGE_ERROR;
    const files = await readKeyFiles(io, parsed.positionals);
    if (!files.ok) {
      io.err(cliWords(io.env).error('renew', files.error));
      return 1;
    }
    return withCliCore(io, async (core) => {
      const profile = pickProfile(core, parsed.values.profile);
      if (!profile.ok) {
        io.err(cliWords(io.env).error('renew', profile.error));
        return 1;
      }
      const login = await onboardingLogin(io, core, profile.value, parsed.values.email);
      if (!login.ok) {
        io.err(cliWords(io.env).error('renew', login.error));
        return 1;
      }
      const renewed = await withPassphrase(io, (p) => core.profiles.renewal.renew(profile.value.id, files.value, p));
      core.profiles.onboarding.logout(profile.value.id);
      if (!renewed.ok) {
        io.err(cliWords(io.env).error('renew', renewed.error));
        return 1;
      }
      io.out(`${cliWords(io.env).t('cli.renewed', { name: profile.value.name })}\n${certificateLines(renewed.value)}`);
      return 0;
    });
  },
};
