import { useMemo, useState } from 'react';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import { applyMapping } from '../../../src-shared/import/mapping';
import { PAYMENT_FIELDS, type PaymentField } from '../../../src-shared/payments/fields';
import { validateRow } from '../../../src-shared/payments/row-rules';
import { usePaymentImport } from './store';
import { useT } from '../../i18n/useT';

const REQUIRED: PaymentField[] = ['name', 'iban', 'amount'];
const PREVIEW_ROWS = 5;
/** Characters of a line shown in the header line's choice: enough to recognise it. */
const CHOICE_TEXT = 60;

const choiceText = (cells: readonly string[]): string => {
  const text = cells
    .map((c) => c.trim())
    .filter(Boolean)
    .join(' · ');
  return text.length > CHOICE_TEXT ? `${text.slice(0, CHOICE_TEXT - 1)}…` : text;
};

/** Confirm or change which column holds which field, with a live preview, and save it as a template. */
export function MappingStep() {
  const { file, remap, reread, closeMapping, saveTemplate, defaultCurrency, characterSet, appliedTemplate } =
    usePaymentImport();
  const [mapping, setMapping] = useState<ColumnMapping>(() => ({ ...(file?.mapping ?? {}) }));
  const [templateName, setTemplateName] = useState(appliedTemplate ?? '');
  const [saveMessage, setSaveMessage] = useState<string>();
  const { t, message } = useT();
  const preview = useMemo(() => {
    if (!file) return [];
    const records = file.cells.slice(0, PREVIEW_ROWS).map((cells, i) => ({ line: file.lines[i]!, cells }));
    return applyMapping(records, mapping).map((row, i) => ({
      row,
      issues: validateRow(row, i, { decimalStyle: file.decimalStyle, defaultCurrency, characterSet }).issues,
    }));
  }, [file, mapping, defaultCurrency, characterSet]);
  if (!file) return null;
  const shown = PAYMENT_FIELDS.filter((f) => f !== 'account_identifier_type');
  const missing = REQUIRED.filter((f) => mapping[f] === undefined);
  const previewFields = shown.filter((f) => mapping[f] !== undefined);

  return (
    <section className="panel mapping-step" aria-label={t('fix.mappingRegion')}>
      <h2>{t('fix.mappingHeading')}</h2>
      <p className="hint" data-testid="mapping-intro">
        {file.headerNamed
          ? t('fix.mappingIntro', { file: file.fileName, count: file.headers.length, line: file.headerLine })
          : t('fix.mappingNoNames', { file: file.fileName, line: file.headerLine })}
      </p>
      {file.headerChoices.length > 1 && (
        <label className="mapping-header-line">
          <span>{t('fix.headerLine')}</span>
          <select
            value={file.headerLine}
            onChange={(e) => reread({ headerLine: Number(e.target.value), mapping: undefined })}
          >
            {file.headerChoices.map((choice) => (
              <option key={choice.line} value={choice.line}>
                {t('fix.headerLineOption', { line: choice.line, text: choiceText(choice.cells) })}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="mapping-grid">
        {shown.map((field) => (
          <label
            key={field}
            className={REQUIRED.includes(field) && mapping[field] === undefined ? 'mapping-missing' : undefined}
          >
            <span>
              {t(`field.${field}`)}
              {REQUIRED.includes(field) && <abbr title={t('fix.required')}> *</abbr>}
            </span>
            <select
              value={mapping[field] ?? ''}
              onChange={(e) => {
                const next = { ...mapping };
                if (e.target.value === '') delete next[field];
                else next[field] = Number(e.target.value);
                setMapping(next);
              }}
            >
              <option value="">{t('fix.notInFile')}</option>
              {file.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || t('fix.columnN', { n: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {missing.length > 0 && (
        <p className="error">{t('fix.chooseColumns', { fields: missing.map((f) => t(`field.${f}`)).join(', ') })}</p>
      )}
      <h3>{t('fix.preview')}</h3>
      <table className="table mapping-preview">
        <thead>
          <tr>
            <th scope="col">{t('fix.line')}</th>
            {previewFields.map((f) => (
              <th key={f} scope="col">
                {t(`field.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.map(({ row, issues }) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              {previewFields.map((f) => {
                const problems = issues.filter((i) => i.field === f);
                return (
                  <td
                    key={f}
                    className={
                      problems.length
                        ? `pt-cell-${problems.some((p) => p.severity === 'error') ? 'error' : 'warning'}`
                        : undefined
                    }
                    title={problems.map((p) => message(p)).join('\n')}
                  >
                    {row.values[f]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mapping-actions">
        <button type="button" className="primary" disabled={missing.length > 0} onClick={() => remap(mapping)}>
          {t('fix.useColumns')}
        </button>
        <button type="button" onClick={closeMapping}>
          {t('fix.cancel')}
        </button>
        <span className="mapping-save">
          <input
            aria-label={t('fix.templateName')}
            placeholder={t('fix.templatePlaceholder')}
            value={templateName}
            onChange={(e) => setTemplateName(e.target.value)}
          />
          <button
            type="button"
            disabled={!templateName.trim() || missing.length > 0}
            onClick={async () => {
              remap(mapping);
              const problem = await saveTemplate(templateName.trim(), mapping);
              setSaveMessage(problem ?? t('fix.templateSaved', { name: templateName.trim() }));
            }}
          >
            {t('fix.saveTemplate')}
          </button>
        </span>
      </div>
      {saveMessage && <p role="status">{saveMessage}</p>}
    </section>
  );
}
