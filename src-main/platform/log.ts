import { appendFileSync } from 'node:fs';
import { redact, redactText } from './security/redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  /** Append JSON lines here; default: stderr. */
  file?: string;
  /** Receive each finished (already redacted) line instead of writing it, e.g. in tests. */
  sink?: (line: string) => void;
  level?: LogLevel;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** JSON-lines logger. Every message and field goes through `redact` before it is written. */
export function createLogger(options: LoggerOptions = {}, bound: Record<string, unknown> = {}): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write =
    options.sink ??
    (options.file
      ? (line: string) => appendFileSync(options.file!, line + '\n', { mode: 0o600 })
      : (line: string) => process.stderr.write(line + '\n'));
  const log =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < min) return;
      const entry = {
        time: new Date().toISOString(),
        level,
        message: redactText(message),
        ...(redact({ ...bound, ...fields }) as object),
      };
      write(JSON.stringify(entry));
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(options, { ...bound, ...fields }),
  };
}

/** A logger that drops everything; the default for library code when the caller passes none. */
export const silentLogger: Logger = createLogger({ sink: () => {} });
