import type { CliCommand } from './command';
import { validateCommand } from './commands/validate';

/** Every `bulkpay` command, in the order `bulkpay help` lists them. */
export const COMMANDS: CliCommand[] = [validateCommand];
