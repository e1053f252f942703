import { parseArgs } from 'node:util';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('logout');

export const logoutCommand: CliCommand = {
  name: 'logout',
  ...help,
  async run(args, io) {
    try {
      parseArgs({ args, options: {}, allowPositionals: false });
    } catch (e) {
      io.err(`bulkpay logout: ${(e as Error).message}\n\n${help.usage(io.env)}`);
      return USAGE_ERROR;
    }
    const { t } = cliWords(io.env);
    if (io.env.BULKPAY_BASE_URL) {
      io.out(t('cli.nothingToForget'));
      return 0;
    }
    return withPsuContext('logout', io, async (core) => {
      const session = core.psu.session;
      const kept = (await session.restore()) ? session.view().email : undefined;
      session.signOut();
      await session.storeSettled();
      io.out(
        kept === undefined ? t('cli.notSignedIn') : kept ? t('cli.signedOutOf', { email: kept }) : t('cli.signedOut'),
      );
      return 0;
    });
  },
};
