import { ENCODINGS, type EncodingName } from '../../../src-shared/import/decode';
import { DELIMITERS, type Delimiter } from '../../../src-shared/import/delimiter';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import { useState } from 'react';
import { usePaymentImport } from './store';
import { tr } from '../../i18n/locale';

const ENCODING_LABELS: Record<EncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE (Excel Unicode text)',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 (Excel ANSI)',
  'iso-8859-15': 'ISO-8859-15',
};

const DELIMITER_KEYS: Record<Delimiter, string> = {
  ',': 'fix.delimiterComma',
  ';': 'fix.delimiterSemicolon',
  '\t': 'fix.delimiterTab',
  '|': 'fix.delimiterPipe',
};

/** What was detected (encoding, delimiter, decimal mark), each with an override that re-reads the file. */
export function SettingsBar() {
  const { file, defaultCurrency, reread, setDefaultCurrency, showMapping, appliedTemplate, edited } =
    usePaymentImport();
  if (!file) return null;
  const csv = file.format === 'csv';
  // a spreadsheet's text is read from its cells: no encoding or delimiter to choose, a sheet instead
  const sheets = file.spreadsheet?.sheets ?? [];
  return (
    <div className="settings-bar" role="group" aria-label={tr('reading.howRead')}>
      {sheets.length > 1 && (
        <label>
          {tr('reading.sheet')}
          <select
            value={file.spreadsheet!.sheet}
            onChange={(e) => reread({ sheet: e.target.value, headerLine: undefined, mapping: undefined })}
          >
            {sheets.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
      {!file.spreadsheet && (
        <label>
          {tr('reading.encoding')}
          <select value={file.encoding} onChange={(e) => reread({ encoding: e.target.value as EncodingName })}>
            {ENCODINGS.map((e) => (
              <option key={e} value={e}>
                {ENCODING_LABELS[e]}
                {e === file.encoding && file.bom ? ' (BOM)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {csv && !file.spreadsheet && (
        <label>
          {tr('reading.delimiter')}
          <select value={file.delimiter} onChange={(e) => reread({ delimiter: e.target.value as Delimiter })}>
            {DELIMITERS.map((d) => (
              <option key={d} value={d}>
                {tr(DELIMITER_KEYS[d])}
              </option>
            ))}
          </select>
        </label>
      )}
      {csv && (
        <label>
          {tr('reading.decimalMark')}
          <select value={file.decimalStyle} onChange={(e) => reread({ decimalStyle: e.target.value as DecimalStyle })}>
            <option value="dot">{tr('reading.decimalPoint')}</option>
            <option value="comma">{tr('reading.decimalComma')}</option>
          </select>
        </label>
      )}
      <label>
        {tr('reading.currencyWhenMissing')}
        <CurrencyInput value={defaultCurrency} onChange={setDefaultCurrency} />
      </label>
      {csv && (
        <button type="button" onClick={showMapping}>
          {appliedTemplate ? tr('fix.columnsTemplate', { name: appliedTemplate }) : tr('fix.columns')}
        </button>
      )}
      {edited && <p className="hint settings-hint">{tr('fix.rereadWarning')}</p>}
    </div>
  );
}

/** Commits only a complete three-letter code, so half-typed codes do not re-check the whole file. */
function CurrencyInput({ value, onChange }: { value: string; onChange(currency: string): void }) {
  const [draft, setDraft] = useState(value);
  return (
    <input
      className="currency-input"
      value={draft}
      maxLength={3}
      title={tr('fix.currencyTitle')}
      onChange={(e) => {
        const next = e.target.value.toUpperCase();
        setDraft(next);
        if (/^[A-Z]{3}$/.test(next) && next !== value) onChange(next);
      }}
    />
  );
}
