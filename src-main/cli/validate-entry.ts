/**
 * What `bulkpay validate` loads (scripts/build-cli.mjs bundles it as out/cli/validate.mjs, one
 * file): the command, the runner and the offline checks, without the registry of every other
 * command (database, bank client, demo bank), which is out/cli/main.mjs. Also the words for the
 * one line an uncaught error ends with (src-main/cli/entry.ts), for any command.
 */
export { processIo, invokeCommand } from './invoke';
export { validateCommand } from './commands/validate';
export { cliWords, loadCliWords } from './messages';
export { redactText } from '../platform/security/redact';
