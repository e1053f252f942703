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
export { userCacheDir } from '../platform/paths';

/** Exit code of a command that stopped on an error nothing else caught (as for a failed command). */
export const STOPPED = 1;

/**
 * Runs one command and returns its exit code. An error nothing else caught ends it with one line
 * saying what it was (redacted, in the user's language), never a stack trace with bundled source.
 */
export async function runCli(argv: string[], io?: CliIo): Promise<number> {
  if (!io) stopWithOneLineOnUncaught();
  try {
    return await invokeCommandOf(argv, io);
  } catch (e) {
    const line = await stoppedLine(e, io?.env ?? process.env);
    if (io) io.err(line);
    else process.stderr.write(`${line}\n`);
    return STOPPED;
  }
}

/** The one line for an error nothing caught: its first line, secrets taken out. */
async function stoppedLine(error: unknown, env: NodeJS.ProcessEnv): Promise<string> {
  // From validate.mjs, which holds these words already and loads the catalogs as files of their
  // own: imported here from './messages', esbuild would put all four catalogs into entry.mjs,
  // which every start (even --version) loads.
  const { cliWords, loadCliWords, redactText } = await import('./validate-entry');
  const message = redactText((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');
  try {
    await loadCliWords(env);
    return cliWords(env).t('i18nfix.cliStopped', { message });
  } catch {
    return `bulkpay stopped on an error it did not expect: ${message}.`;
  }
}

/** An error thrown later, outside any command's await (a timer, a stream): the same one line, then exit. */
function stopWithOneLineOnUncaught(): void {
  let stopping = false;
  const stop = (e: unknown) => {
    if (stopping) return;
    stopping = true;
    void stoppedLine(e, process.env).then((line) => {
      process.stderr.write(`${line}\n`);
      process.exit(STOPPED);
    });
  };
  process.on('uncaughtException', stop);
  process.on('unhandledRejection', stop);
}

async function invokeCommandOf(argv: string[], io?: CliIo): Promise<number> {
  const [name] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    if (io) io.out(cliVersion());
    else process.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  if (name === 'validate') {
    const { processIo, invokeCommand, validateCommand } = await import('./validate-entry');
    return invokeCommand(argv, io ?? processIo, [validateCommand]);
  }
  const { main, processIo } = await import('./main');
  return main(argv, io ?? processIo);
}
