import { parseArgs } from 'node:util';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { signInPsu } from './psu-sign-in';
import { cliWords } from '../messages';

const usage = `Usage: bulkpay login

Signs in to the bank as the payment service user (PSU): sends your bank e-mail and password,
then waits while you approve on your phone. The bank session (its token) is then kept in the OS
keychain until it expires, never in a file or a log, and every command and the app use it
without a new approval; \`bulkpay logout\` forgets it. When a session is kept already, login says
until when and asks for nothing.

The e-mail and password come from BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or are asked
for (the password is not shown or stored); set BULKPAY_NO_PROMPT=1 to never be asked.
The bank is the app's active profile (keys in the OS keychain), or, with BULKPAY_BASE_URL set,
BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET and BULKPAY_KEY_FILE (a server without a keychain);
there BULKPAY_TOKEN, when set, is the session, and nothing is kept.
Exits 0 when signed in, 1 otherwise.`;

export const loginCommand: CliCommand = {
  name: 'login',
  summary: 'Sign in to the bank and approve on your phone (kept in the keychain until it expires)',
  usage,
  async run(args, io) {
    try {
      parseArgs({ args, options: {}, allowPositionals: false });
    } catch (e) {
      io.err(`bulkpay login: ${(e as Error).message}\n\n${usage}`);
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
