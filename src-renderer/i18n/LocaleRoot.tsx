import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocale } from './locale';

/** The chosen language: keyed by it, so every screen renders anew in the new language at once (useT). */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const language = useLocale((s) => s.language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <Fragment key={language}>{children}</Fragment>;
}
