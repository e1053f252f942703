/**
 * The bundled CLI's entry point (scripts/build-cli.mjs → out/cli/entry.mjs). It loads only what
 * the command needs: `--version` loads nothing else and `validate` only the offline file checks,
 * so the commands people script start about as fast as Node itself; every other command loads
 * the full registry (database, bank client, demo bank) from a separate chunk.
 */
import type { CliIo } from './command';
import { processIo, runCommand } from './run';
import { cliVersion } from './version';

export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.out(cliVersion());
    return 0;
  }
  if (name === 'validate') {
    const { validateCommand } = await import('./commands/validate');
    return runCommand(argv, io, [validateCommand]);
  }
  const { main } = await import('./main');
  return main(argv, io);
}
