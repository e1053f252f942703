import type { TFunction } from 'i18next';
import { errorText, type Language } from '../../src-shared/i18n/words';

/**
 * An error from main in the user's language: the catalog's sentence for its code (with its
 * params). English keeps main's own sentence, which may carry detail a catalog sentence cannot
 * (the bank's words, a file name); an unknown code keeps it in every language.
 */
export function localiseResult<T>(result: T, language: Language, t: TFunction): T {
  if (typeof result !== 'object' || result === null) return result;
  const r = result as { ok?: unknown; error?: { code?: unknown; message?: unknown; params?: unknown } };
  if (r.ok !== false || !r.error || typeof r.error.code !== 'string') return result;
  const error = r.error as { code: string; message?: string; params?: Record<string, string | number> };
  const message = errorText(t, language, error);
  return message === error.message ? result : ({ ...r, error: { ...error, message } } as T);
}

type Api = Record<string, unknown>;

/** The preload's API with every call's error worded in the current language. */
export function localisedApi<A extends object>(api: A, current: () => { language: Language; t: TFunction }): A {
  const wrapped: Api = {};
  for (const [domain, group] of Object.entries(api as Api)) {
    if (typeof group !== 'object' || group === null) {
      wrapped[domain] = group;
      continue;
    }
    wrapped[domain] = Object.fromEntries(
      Object.entries(group as Api).map(([verb, fn]) => [
        verb,
        typeof fn === 'function'
          ? async (...args: unknown[]) => {
              const result = await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
              const { language, t } = current();
              return localiseResult(result, language, t);
            }
          : fn,
      ]),
    );
  }
  return wrapped as A;
}
