/**
 * The bundled CLI's entry point (scripts/build-cli.mjs → out/cli/entry.mjs). It loads only what
 * the command needs: `--version` loads nothing else and `validate` only the offline file checks
 * and the user's language, so the commands people script start about as fast as Node itself;
 * every other command loads the full registry (database, bank client, demo bank) from a separate
 * chunk.
 */
import type { CliIo } from './command';
import { cliVersion } from './version';

/** The user's cache folder (bin/bulkpay.mjs puts Node's compile cache in it before loading a command). */
export { userCacheDir } from '../paths';

export async function runCli(argv: string[], io?: CliIo): Promise<number> {
  const [name] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    if (io) io.out(cliVersion());
    else process.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  if (name === 'validate') {
    const { processIo, runCommand, validateCommand } = await import('./validate-entry');
    return runCommand(argv, io ?? processIo, [validateCommand]);
  }
  const { main, processIo } = await import('./main');
  return main(argv, io ?? processIo);
}
