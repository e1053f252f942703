import type { CliCommand, CliIo, RegisteredCommand } from './command';
import { USAGE_ERROR } from './command';
import { cliWords, commandHelp, loadCliWords } from './messages';

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  cwd: process.cwd(),
  env: process.env,
};

/** `bulkpay help`: every command with its summary, in the user's language. */
function help(commands: Command[], env: NodeJS.ProcessEnv): string {
  const { t } = cliWords(env);
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    t('edges.help.usage'),
    '',
    t('edges.help.commands'),
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${commandHelp(c.name).summary(env)}`),
    '',
    t('edges.help.more'),
  ].join('\n');
}

type Command = CliCommand | RegisteredCommand;

/** The command of that name, loaded if it is a registered one. */
async function commandNamed(commands: Command[], name: string | undefined): Promise<CliCommand | undefined> {
  const found = commands.find((c) => c.name === name);
  return found && 'load' in found ? found.load() : found;
}

/** Runs `bulkpay <command> …` with the given commands and returns the exit code. */
export async function invokeCommand(argv: string[], io: CliIo, commands: Command[]): Promise<number> {
  const [name, ...rest] = argv;
  await loadCliWords(io.env);
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const command = await commandNamed(commands, rest[0]);
    io.out(command ? command.usage(io.env) : help(commands, io.env));
    return 0;
  }
  const command = await commandNamed(commands, name);
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
