import type { CliCommand, CliIo, RegisteredCommand } from './command';
import { COMMANDS } from './registry';
import { processIo, runCommand } from './run';

export { processIo };

/** Runs `bulkpay <command> …` and returns the exit code. */
export async function main(
  argv: string[],
  io: CliIo = processIo,
  commands: (CliCommand | RegisteredCommand)[] = COMMANDS,
): Promise<number> {
  return runCommand(argv, io, commands);
}
