import type { CliCommand } from './command';
import { accountsCommand } from './commands/accounts';
import { loginCommand } from './commands/login';
import { validateCommand } from './commands/validate';

/** Every `bulkpay` command, in the order `bulkpay help` lists them. */
export const COMMANDS: CliCommand[] = [validateCommand, loginCommand, accountsCommand];
