import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { writeFileAtomic } from '../platform/write-file-atomic';

/** Where a command writes; tests pass their own to capture output. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * One `bulkpay <name>` command. Add a command as one file in commands/ and one line in registry.ts.
 * `run` returns the exit code: 0 success, 1 the work found problems or failed, 2 wrong usage.
 */
export interface CliCommand {
  name: string;
  /** One line for `bulkpay help`, in the language of `env` (see commandHelp). */
  summary(env: NodeJS.ProcessEnv): string;
  /** Full usage text for `bulkpay help <name>` and usage errors, in the language of `env`. */
  usage(env: NodeJS.ProcessEnv): string;
  run(args: string[], io: CliIo): Promise<number>;
}

/**
 * A command in the registry: its name, and its module loaded only when it is run or its usage
 * asked for, so one command's start does not pay for every other command's imports (issue 28).
 */
export interface RegisteredCommand {
  name: string;
  load(): Promise<CliCommand>;
}

export const USAGE_ERROR = 2;

/**
 * A command's arguments (options and positionals), or null once the user has been told what is
 * wrong with them (`bulkpay <name>: <why>` and the usage); the caller returns its usage exit code.
 */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(
  name: string,
  usage: string,
  args: string[],
  options: O,
  io: CliIo,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    io.err(`bulkpay ${name}: ${(e as Error).message}\n\n${usage}`);
    return null;
  }
}

/**
 * A report to `-o FILE` (complete or not at all) or, without it, to standard output. Returns
 * false once the user has been told the file could not be written; `written` says what was.
 */
export function writeCommandOutput(
  name: string,
  io: CliIo,
  output: string | undefined,
  content: string | Uint8Array,
  written: string,
): boolean {
  if (!output) {
    io.out(String(content).trimEnd());
    return true;
  }
  const target = resolve(io.cwd, output);
  try {
    writeFileAtomic(target, content);
  } catch (e) {
    io.err(
      `bulkpay ${name}: could not write ${target}: ${(e as Error).message}. Check the folder exists and you may write there.`,
    );
    return false;
  }
  io.err(`Wrote ${target} (${written}).`);
  return true;
}
