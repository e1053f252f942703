import { useRef, useState } from 'react';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import { useLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { cellText } from './cell-format';

export function severityOf(issues: readonly ValidationIssue[] | undefined): 'error' | 'warning' | undefined {
  if (!issues?.length) return undefined;
  return issues.some((i) => i.severity === 'error') ? 'error' : 'warning';
}

/**
 * One cell of the payment grid: the value as it reads (money, IBAN in fours) with its problems
 * in its label, or its editor while being edited (Enter saves, Escape cancels, leaving saves).
 */
export function PaymentCell({
  field,
  position,
  col,
  row,
  result,
  issues,
  pinned,
  editing,
  tabIndex,
  onFocus,
  onEdit,
  onDone,
}: {
  field: PaymentField;
  /** The row's place among the rows shown, and the cell's column (for the grid keyboard). */
  position: number;
  col: number;
  row: PaymentRow;
  result: RowResult | undefined;
  /** The row's issues (the cell keeps those of its field). */
  issues: readonly ValidationIssue[] | undefined;
  pinned: boolean;
  editing: boolean;
  tabIndex: number;
  onFocus(): void;
  onEdit(): void;
  onDone(value: string | undefined, how: 'enter' | 'escape' | 'blur'): void;
}) {
  const { t, message } = useT();
  const locale = useLocale((s) => s.locale);
  const cellIssues = issues?.filter((issue) => issue.field === field);
  const severity = severityOf(cellIssues);
  const raw = row.values[field] ?? '';
  const shown = cellText(field, raw, result, locale);
  const label = t(`field.${field}`);
  const problems = cellIssues?.map((issue) => message(issue)).join(' ');
  const classes = [
    'pt-cell',
    severity && `pt-cell-${severity}`,
    field === 'amount' && 'pt-num',
    pinned && 'pt-pin pt-pin-name',
  ];
  return (
    <div role="gridcell" className={classes.filter(Boolean).join(' ')}>
      {editing ? (
        <CellEditor label={t('fix.editorLabel', { field: label, line: row.line })} initial={raw} onDone={onDone} />
      ) : (
        <button
          type="button"
          className="pt-cell-button"
          tabIndex={tabIndex}
          data-grid-cell={`${position}:${col}`}
          onFocus={onFocus}
          title={
            [problems, shown !== raw && raw ? t('fix.inFile', { raw }) : ''].filter(Boolean).join('\n') || undefined
          }
          aria-label={`${t('fix.cellLabel', { field: label, line: row.line, value: shown || t('fix.empty') })}${problems ? `. ${problems}` : ''}`}
          aria-invalid={severity === 'error' || undefined}
          onClick={onEdit}
        >
          {shown || '\u00a0'}
        </button>
      )}
    </div>
  );
}

function CellEditor({
  label,
  initial,
  onDone,
}: {
  label: string;
  initial: string;
  onDone(value: string | undefined, how: 'enter' | 'escape' | 'blur'): void;
}) {
  const [value, setValue] = useState(initial);
  const finished = useRef(false);
  const finish = (next: string | undefined, how: 'enter' | 'escape' | 'blur') => {
    if (finished.current) return;
    finished.current = true;
    onDone(next, how);
  };
  return (
    <input
      className="pt-editor"
      aria-label={label}
      autoFocus
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(value, 'blur')}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(value, 'enter');
        }
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          finish(undefined, 'escape');
        }
      }}
    />
  );
}
