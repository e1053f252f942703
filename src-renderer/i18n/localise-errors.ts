import type { TFunction } from 'i18next';
import { errorText, type Language } from '../../src-shared/i18n/words';
import { mapApiCalls } from '../map-api-calls';

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

/** The preload's API with every call's error worded in the current language. */
export function localisedApi<A extends object>(api: A, current: () => { language: Language; t: TFunction }): A {
  return mapApiCalls(api, (_channel, call) => async (...args) => {
    const result = await call(...args);
    const { language, t } = current();
    return localiseResult(result, language, t);
  });
}
