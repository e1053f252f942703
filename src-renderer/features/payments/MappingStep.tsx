import { useMemo, useState } from 'react';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import { applyMapping } from '../../../src-shared/import/mapping';
import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';
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

/** "The names are on line N": the line the column names are read from, when the file offers a choice. */
function HeaderLineChoice({ file }: { file: ParsedPaymentFile }) {
  const { reread } = usePaymentImport();
  const { t } = useT();
  return (
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
  );
}

/** One field's column: a choice among the file's columns, or "not in the file". */
function FieldColumn({
  field,
  headers,
  mapping,
  setMapping,
}: {
  field: PaymentField;
  headers: readonly string[];
  mapping: ColumnMapping;
  setMapping(mapping: ColumnMapping): void;
}) {
  const { t } = useT();
  return (
    <label className={REQUIRED.includes(field) && mapping[field] === undefined ? 'mapping-missing' : undefined}>
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
        {headers.map((h, i) => (
          <option key={i} value={i}>
            {h || t('fix.columnN', { n: i + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The first rows as the mapping reads them, with their problems marked on their cells. */
function MappingPreview({
  file,
  mapping,
  fields,
}: {
  file: ParsedPaymentFile;
  mapping: ColumnMapping;
  fields: PaymentField[];
}) {
  const { defaultCurrency, characterSet } = usePaymentImport();
  const { t, message } = useT();
  const preview = useMemo(() => {
    const records = file.cells.slice(0, PREVIEW_ROWS).map((cells, i) => ({ line: file.lines[i]!, cells }));
    return applyMapping(records, mapping).map((row, i) => ({
      row,
      issues: validateRow(row, i, { decimalStyle: file.decimalStyle, defaultCurrency, characterSet }).issues,
    }));
  }, [file, mapping, defaultCurrency, characterSet]);
  return (
    <table className="table mapping-preview">
      <thead>
        <tr>
          <th scope="col">{t('fix.line')}</th>
          {fields.map((f) => (
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
            {fields.map((f) => {
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
  );
}

/** Use the columns, cancel, or save them as a template under a name. */
function MappingActions({ mapping, missing }: { mapping: ColumnMapping; missing: boolean }) {
  const { remap, closeMapping, saveTemplate, appliedTemplate } = usePaymentImport();
  const [templateName, setTemplateName] = useState(appliedTemplate ?? '');
  const [saveMessage, setSaveMessage] = useState<string>();
  const { t } = useT();
  return (
    <>
      <div className="mapping-actions">
        <button type="button" className="primary" disabled={missing} onClick={() => remap(mapping)}>
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
            disabled={!templateName.trim() || missing}
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
    </>
  );
}

/** Confirm or change which column holds which field, with a live preview, and save it as a template. */
export function MappingStep() {
  const { file } = usePaymentImport();
  const [mapping, setMapping] = useState<ColumnMapping>(() => ({ ...(file?.mapping ?? {}) }));
  const { t } = useT();
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
      {file.headerChoices.length > 1 && <HeaderLineChoice file={file} />}
      <div className="mapping-grid">
        {shown.map((field) => (
          <FieldColumn key={field} field={field} headers={file.headers} mapping={mapping} setMapping={setMapping} />
        ))}
      </div>
      {missing.length > 0 && (
        <p className="error">{t('fix.chooseColumns', { fields: missing.map((f) => t(`field.${f}`)).join(', ') })}</p>
      )}
      <h3>{t('fix.preview')}</h3>
      <MappingPreview file={file} mapping={mapping} fields={previewFields} />
      <MappingActions mapping={mapping} missing={missing.length > 0} />
    </section>
  );
}
