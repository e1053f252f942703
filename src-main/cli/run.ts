import type { CliCommand, CliIo } from './command';
import { USAGE_ERROR } from './command';

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  cwd: process.cwd(),
  env: process.env,
};

function help(commands: CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: bulkpay <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `bulkpay help <command>` for its options; `bulkpay --version` prints the version.',
  ].join('\n');
}

/** Runs `bulkpay <command> …` with the given commands and returns the exit code. */
export async function runCommand(argv: string[], io: CliIo, commands: CliCommand[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const command = commands.find((c) => c.name === rest[0]);
    io.out(command ? command.usage : help(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`bulkpay: there is no command "${name}".\n\n${help(commands)}`);
    return USAGE_ERROR;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  return command.run(rest, io);
}
