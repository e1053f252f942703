import type { ReactNode } from 'react';
import type { CodedMessage } from '../../src-shared/i18n/words';
import { useT } from '../i18n/useT';

/**
 * The review's warnings as a list, one "Row N: …" line each, after any lines the screen puts first
 * (`children`); `limit` cuts the list after that many warnings.
 */
export function WarningList({
  warnings,
  limit,
  children,
}: {
  warnings: readonly (CodedMessage & { line: number })[];
  limit?: number;
  children?: ReactNode;
}) {
  const { t, message } = useT();
  return (
    <ul>
      {children}
      {warnings.slice(0, limit).map((w, i) => (
        <li key={i}>{t('send.warningLine', { line: w.line, message: message(w) })}</li>
      ))}
    </ul>
  );
}
