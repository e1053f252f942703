import { useMemo, useState } from 'react';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import { applyMapping } from '../../../src-shared/import/mapping';
import { FIELD_LABELS, PAYMENT_FIELDS, type PaymentField } from '../../../src-shared/payments/fields';
import { validateRow } from '../../../src-shared/payments/row-rules';
import { usePaymentImport } from './store';

const REQUIRED: PaymentField[] = ['name', 'iban', 'amount'];
const PREVIEW_ROWS = 5;

/** Confirm or change which column holds which field, with a live preview, and save it as a template. */
export function MappingStep() {
  const { file, remap, closeMapping, saveTemplate, defaultCurrency, appliedTemplate } = usePaymentImport();
  const [mapping, setMapping] = useState<ColumnMapping>(() => ({ ...(file?.mapping ?? {}) }));
  const [templateName, setTemplateName] = useState(appliedTemplate ?? '');
  const [saveMessage, setSaveMessage] = useState<string>();
  const preview = useMemo(() => {
    if (!file) return [];
    const records = file.cells.slice(0, PREVIEW_ROWS).map((cells, i) => ({ line: file.lines[i]!, cells }));
    return applyMapping(records, mapping).map((row, i) => ({
      row,
      issues: validateRow(row, i, { decimalStyle: file.decimalStyle, defaultCurrency }).issues,
    }));
  }, [file, mapping, defaultCurrency]);
  if (!file) return null;
  const shown = PAYMENT_FIELDS.filter((f) => f !== 'account_identifier_type');
  const missing = REQUIRED.filter((f) => mapping[f] === undefined);
  const previewFields = shown.filter((f) => mapping[f] !== undefined);

  return (
    <section className="panel mapping-step" aria-label="Columns">
      <h2>Which column holds what?</h2>
      <p className="hint">
        {file.fileName}: {file.headers.length} columns. Guessed from the header names; change any that are wrong.
      </p>
      <div className="mapping-grid">
        {shown.map((field) => (
          <label
            key={field}
            className={REQUIRED.includes(field) && mapping[field] === undefined ? 'mapping-missing' : undefined}
          >
            {FIELD_LABELS[field]}
            {REQUIRED.includes(field) && ' *'}
            <select
              value={mapping[field] ?? ''}
              onChange={(e) => {
                const next = { ...mapping };
                if (e.target.value === '') delete next[field];
                else next[field] = Number(e.target.value);
                setMapping(next);
              }}
            >
              <option value="">— not in this file —</option>
              {file.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {missing.length > 0 && (
        <p className="error">Choose a column for {missing.map((f) => FIELD_LABELS[f]).join(', ')}.</p>
      )}
      <h3>Preview</h3>
      <table className="table mapping-preview">
        <thead>
          <tr>
            <th scope="col">Line</th>
            {previewFields.map((f) => (
              <th key={f} scope="col">
                {FIELD_LABELS[f]}
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
                    title={problems.map((p) => p.message).join('\n')}
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
          Use these columns
        </button>
        <button type="button" onClick={closeMapping}>
          Cancel
        </button>
        <span className="mapping-save">
          <input
            aria-label="Template name"
            placeholder="Save as template, e.g. ERP export"
            value={templateName}
            onChange={(e) => setTemplateName(e.target.value)}
          />
          <button
            type="button"
            disabled={!templateName.trim() || missing.length > 0}
            onClick={async () => {
              remap(mapping);
              const problem = await saveTemplate(templateName.trim(), mapping);
              setSaveMessage(
                problem ?? `Saved “${templateName.trim()}”: files with these headers use it automatically.`,
              );
            }}
          >
            Save template
          </button>
        </span>
      </div>
      {saveMessage && <p role="status">{saveMessage}</p>}
    </section>
  );
}
