import { parseArgs } from 'node:util';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { signInPsu } from './psu-sign-in';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('login');

export const loginCommand: CliCommand = {
  name: 'login',
  ...help,
  async run(args, io) {
    try {
      parseArgs({ args, options: {}, allowPositionals: false });
    } catch (e) {
      io.err(`bulkpay login: ${(e as Error).message}\n\n${help.usage(io.env)}`);
      return USAGE_ERROR;
    }
    return withPsuContext('login', io, async (core) => {
      const signedIn = await signInPsu(core, io);
      const until = core.psu.session.view().sessionExpiresAt;
      const { t } = cliWords(io.env);
      if (signedIn) io.out(until ? t('cli.signedInUntil', { until }) : t('cli.signedIn'));
      return signedIn ? 0 : 1;
    });
  },
};
