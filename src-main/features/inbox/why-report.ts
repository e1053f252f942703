import type { TFunction } from 'i18next';
import { errorText, isLanguage, pickLanguage, type Language } from '../../../src-shared/i18n/words';
import type { AppError } from '../../../src-shared/result';
import type { InboxRecord } from '../../ports/inbox-records';

/** The words of a why report: the user's language (the `inboxWhy` catalog section) and its translator. */
export interface WhyWords {
  t: TFunction;
  language: Language;
}

/**
 * Words in `language`, for the app (the language chosen in Settings): the four catalogs are loaded
 * only when a report is written. The CLI passes its own words (`cliWords`), which never load all four.
 */
export async function whyWordsIn(language: Language): Promise<WhyWords> {
  const { createI18n } = await import('../../../src-shared/i18n/index');
  return { t: createI18n(language).t, language };
}

/** The app's language for files it writes: as chosen in Settings, else the computer's. */
export function appLanguage(chosen: string): Language {
  return isLanguage(chosen) ? chosen : pickLanguage([Intl.DateTimeFormat().resolvedOptions().locale]);
}

/**
 * The text of `rejected/<name>.why.txt`: why Bulkpay did not take the file and what to do, for the
 * person who looks into the folder, in the user's language (the window shows the same reason).
 */
export function whyReport(
  name: string,
  at: Date,
  about: { reason: Pick<AppError, 'code' | 'message' | 'params'> } | { duplicateOf: InboxRecord },
  { t, language }: WhyWords,
): string {
  const lines = [t('inboxWhy.title', { file: name, at: at.toISOString() }), ''];
  if ('duplicateOf' in about) {
    const earlier = about.duplicateOf;
    lines.push(
      t('inboxWhy.duplicate', { at: earlier.receivedAt, earlier: earlier.name }),
      '',
      t('inboxWhy.duplicateTodo'),
    );
  } else {
    lines.push(t('inboxWhy.why', { reason: errorText(t, language, about.reason) }), '', t('inboxWhy.todo'));
  }
  return `${lines.join('\n')}\n`;
}
