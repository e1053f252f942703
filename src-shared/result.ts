/** Errors cross every boundary (IPC, CLI, services) as values, never as thrown exceptions. */
export interface AppError {
  /** Stable, machine-readable code, e.g. `validation`, `keychain_unavailable`, `bank_rejected`. */
  code: string;
  /** A sentence a finance user can act on. */
  message: string;
  /** Structured detail the UI can place, e.g. per-row, per-field messages. */
  details?: unknown;
  /** Values the message names, so each surface can word it in the user's language (src-shared/i18n). */
  params?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (
  code: string,
  message: string,
  details?: unknown,
  params?: Record<string, string | number>,
): Result<never> => ({
  ok: false,
  error: { code, message, ...(details === undefined ? {} : { details }), ...(params ? { params } : {}) },
});
