import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocale } from './locale';

/** Provides the chosen language; keyed by it so every screen re-renders in the new language at once. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const { i18n, language } = useLocale();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18n} key={language}>
      {children}
    </I18nextProvider>
  );
}
