import { parseArgs } from 'node:util';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { signInPsu } from './psu-sign-in';

const usage = `Usage: bulkpay login

Signs in to the bank as the payment service user (PSU): sends your bank e-mail and password,
then waits while you approve on your phone. Checks that sign-in works with the active bank
profile. The bank session is kept only in memory, so other commands sign in for themselves.

The e-mail and password come from BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or are asked
for (the password is not shown or stored); set BULKPAY_NO_PROMPT=1 to never be asked.
The bank is the app's active profile (keys in the OS keychain), or, with BULKPAY_BASE_URL set,
BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET and BULKPAY_KEY_FILE (a server without a keychain).
Exits 0 when signed in, 1 otherwise.`;

export const loginCommand: CliCommand = {
  name: 'login',
  summary: 'Sign in to the bank and approve on your phone',
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
      if (signedIn) io.out('Signed in.');
      return signedIn ? 0 : 1;
    });
  },
};
