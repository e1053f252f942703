import type { CliCommand, CliIo } from './command';
import { USAGE_ERROR } from './command';
import { cliWords, loadCliWords } from './messages';

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  cwd: process.cwd(),
  env: process.env,
};

/** `bulkpay help`: every command with its summary, in the user's language. */
function help(commands: CliCommand[], env: NodeJS.ProcessEnv): string {
  const { t } = cliWords(env);
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    t('edges.help.usage'),
    '',
    t('edges.help.commands'),
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary(env)}`),
    '',
    t('edges.help.more'),
  ].join('\n');
}

/** Runs `bulkpay <command> …` with the given commands and returns the exit code. */
export async function runCommand(argv: string[], io: CliIo, commands: CliCommand[]): Promise<number> {
  const [name, ...rest] = argv;
  await loadCliWords(io.env);
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const command = commands.find((c) => c.name === rest[0]);
    io.out(command ? command.usage(io.env) : help(commands, io.env));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`${cliWords(io.env).t('edges.help.noCommand', { name })}\n\n${help(commands, io.env)}`);
    return USAGE_ERROR;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage(io.env));
    return 0;
  }
  return command.run(rest, io);
}
