import { parseArgs } from 'node:util';
import type { Core } from '../../app/core';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { certificateLines, onboardingLogin, pickProfile, readKeyFiles, withPassphrase } from './profile-setup';
import { openCliCore } from './psu-sign-in';
import { cliWords, commandHelp } from '../messages';

const keysHelp = commandHelp('keys');

const renewHelp = commandHelp('renew');

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
    if (parsed.positionals.length === 0) throw new Error('name the key file and the certificate file.');
    return parsed;
  } catch (e) {
    io.err(`bulkpay ${command}: ${(e as Error).message}\n\n${usage}`);
    return undefined;
  }
}

export const keysCommand: CliCommand = {
  name: 'keys',
  ...keysHelp,
  async run(args, io) {
    if (args[0] !== 'import') {
      io.err(`bulkpay keys: the only subcommand is "import".\n\n${keysHelp.usage(io.env)}`);
      return USAGE_ERROR;
    }
    const parsed = parse('keys import', keysHelp.usage(io.env), args.slice(1), io);
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
  ...renewHelp,
  async run(args, io) {
    const parsed = parse('renew', renewHelp.usage(io.env), args, io);
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
