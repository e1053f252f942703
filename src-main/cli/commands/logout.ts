import { parseArgs } from 'node:util';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { cliWords } from '../messages';

const usage = `Usage: bulkpay logout

Forgets the bank session that \`bulkpay login\` (or the app, or any command) kept in the OS
keychain for the active bank profile: the next command asks for a new approval on the phone.
A Bulkpay window that is open keeps its own copy until it is closed or you sign out there.
With BULKPAY_BASE_URL set nothing is kept: the session is BULKPAY_TOKEN; unset it instead.
Exits 0.`;

export const logoutCommand: CliCommand = {
  name: 'logout',
  summary: 'forget the bank session kept in the keychain',
  usage,
  async run(args, io) {
    try {
      parseArgs({ args, options: {}, allowPositionals: false });
    } catch (e) {
      io.err(`bulkpay logout: ${(e as Error).message}\n\n${usage}`);
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
