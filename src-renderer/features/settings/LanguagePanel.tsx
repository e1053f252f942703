import { LANGUAGE_NAMES, LANGUAGES } from '../../../src-shared/i18n/words';
import { spreadsheetCsvDialect } from '../../../src-shared/i18n/csv-dialect';
import { type CsvFormat, type LanguageChoice, systemLanguage, useLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { useToasts } from '../../components/Toast';

/** The UI language: the computer's until the user picks one; kept for the next start. */
export function LanguagePanel() {
  const { t } = useT();
  const choice = useLocale((s) => s.choice);
  const choose = useLocale((s) => s.choose);
  const toast = useToasts((s) => s.show);
  const chooseOrSay = (next: LanguageChoice) =>
    void choose(next).then((shown) => {
      if (!shown) {
        const language = LANGUAGE_NAMES[next === 'system' ? systemLanguage() : next];
        toast('warning', { key: 'settings.languageUnreadable', params: { language } });
      }
    });
  const csvFormat = useLocale((s) => s.csvFormat);
  const chooseCsvFormat = useLocale((s) => s.chooseCsvFormat);
  const dialect = spreadsheetCsvDialect(useLocale((s) => s.locale));
  return (
    <section className="panel language-panel" aria-labelledby="language-heading">
      <h3 id="language-heading">{t('settings.language')}</h3>
      <label>
        {t('settings.language')}
        <select value={choice} onChange={(e) => chooseOrSay(e.target.value as LanguageChoice)}>
          <option value="system">{t('settings.systemLanguage', { language: LANGUAGE_NAMES[systemLanguage()] })}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">{t('settings.languageHint')}</p>
      <label>
        {t('export.format')}
        <select value={csvFormat} onChange={(e) => chooseCsvFormat(e.target.value as CsvFormat)}>
          <option value="spreadsheet">
            {t('export.spreadsheet', { example: `“${dialect.delimiter}” 1250${dialect.decimalMark}50` })}
          </option>
          <option value="machine">{t('export.machine')}</option>
        </select>
      </label>
    </section>
  );
}
