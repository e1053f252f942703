/** Errors cross every boundary (IPC, CLI, services) as values, never as thrown exceptions. */
export interface AppError {
  /** Stable, machine-readable code, e.g. `validation`, `keychain_unavailable`, `bank_rejected`. */
  code: string;
  /** A sentence a finance user can act on. */
  message: string;
  /** Structured detail the UI can place, e.g. per-row, per-field messages. */
  details?: unknown;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (code: string, message: string, details?: unknown): Result<never> => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});
