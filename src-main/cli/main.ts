import type { CliCommand, CliIo, RegisteredCommand } from './command';
import { COMMANDS } from './registry';
import { processIo, invokeCommand } from './invoke';

export { processIo };

/** Runs `bulkpay <command> …` and returns the exit code. */
export async function main(
  argv: string[],
  io: CliIo = processIo,
  commands: (CliCommand | RegisteredCommand)[] = COMMANDS,
): Promise<number> {
  return invokeCommand(argv, io, commands);
}
