import type { CliCommand } from './command';
import { accountsCommand } from './commands/accounts';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { validateCommand } from './commands/validate';
import { historyCommand } from './commands/history';
import { payeesCommand } from './commands/payees';
import { statusCommand } from './commands/status';
import { submitCommand } from './commands/submit';
import { teamCommand } from './commands/team';
// Reports for the ERP and the accountant (issue 16).
import { reportCommand } from './commands/report';
import { statementCommand } from './commands/statement';
import { inboxCommand } from './commands/inbox';
import { resendCommand } from './commands/resend';
import { keysCommand, renewCommand } from './commands/keys';
import { onboardingCommand } from './commands/onboarding';

/** Every `bulkpay` command, in the order `bulkpay help` lists them. */
export const COMMANDS: CliCommand[] = [
  validateCommand,
  loginCommand,
  logoutCommand,
  accountsCommand,
  submitCommand,
  resendCommand,
  statusCommand,
  historyCommand,
  payeesCommand,
  teamCommand,
  // Reports for the ERP and the accountant (issue 16).
  reportCommand,
  statementCommand,
  inboxCommand,
  keysCommand,
  onboardingCommand,
  renewCommand,
];
