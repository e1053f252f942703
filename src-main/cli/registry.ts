import type { RegisteredCommand } from './command';

/**
 * Every `bulkpay` command, in the order `bulkpay help` lists them. Add a command as one file in
 * commands/ and one line here; its file is loaded only when the command runs.
 */
export const COMMANDS: RegisteredCommand[] = [
  { name: 'validate', load: async () => (await import('./commands/validate')).validateCommand },
  { name: 'login', load: async () => (await import('./commands/login')).loginCommand },
  { name: 'logout', load: async () => (await import('./commands/logout')).logoutCommand },
  { name: 'accounts', load: async () => (await import('./commands/accounts')).accountsCommand },
  { name: 'submit', load: async () => (await import('./commands/submit')).submitCommand },
  { name: 'resend', load: async () => (await import('./commands/resend')).resendCommand },
  { name: 'status', load: async () => (await import('./commands/status')).statusCommand },
  { name: 'history', load: async () => (await import('./commands/history')).historyCommand },
  { name: 'payees', load: async () => (await import('./commands/payees')).payeesCommand },
  { name: 'team', load: async () => (await import('./commands/team')).teamCommand },
  // Reports for the ERP and the accountant (issue 16).
  { name: 'report', load: async () => (await import('./commands/report')).reportCommand },
  { name: 'statement', load: async () => (await import('./commands/statement')).statementCommand },
  { name: 'inbox', load: async () => (await import('./commands/inbox')).inboxCommand },
  { name: 'keys', load: async () => (await import('./commands/keys')).keysCommand },
  { name: 'onboarding', load: async () => (await import('./commands/onboarding')).onboardingCommand },
  { name: 'renew', load: async () => (await import('./commands/keys')).renewCommand },
];
