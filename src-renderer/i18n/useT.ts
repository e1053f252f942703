import { useTranslation } from 'react-i18next';
import { messageText, type CodedMessage } from '../../src-shared/i18n/words';

/** The translate function of the current language, and a formatter for coded messages from main or the rules. */
export function useT() {
  const { t } = useTranslation();
  return { t, message: (m: CodedMessage) => messageText(t, m) };
}
