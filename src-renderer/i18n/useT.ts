import { messageText, type CodedMessage } from '../../src-shared/i18n/words';
import { useLocale } from './locale';

/**
 * The translate function of the current language, and a formatter for coded messages from main or the
 * rules. Read from the locale store: a change of language re-renders the whole window (LocaleRoot), so
 * a component needs no subscription of its own to i18next (react-i18next's `useTranslation` made one,
 * and a copy of the i18next instance, for each component at its first render).
 */
export function useT() {
  const t = useLocale((s) => s.i18n.t);
  return { t, message: (m: CodedMessage) => messageText(t, m) };
}
