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
  /** One line for `bulkpay help`. */
  summary: string;
  /** Full usage text for `bulkpay help <name>` and usage errors. */
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export const USAGE_ERROR = 2;
