import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { columnsFor } from './columns';
import { usePaymentImport } from './store';
import { tr } from '../../i18n/locale';

const ROW_HEIGHT = 34;

function severityOf(issues: readonly ValidationIssue[] | undefined): 'error' | 'warning' | undefined {
  if (!issues?.length) return undefined;
  return issues.some((i) => i.severity === 'error') ? 'error' : 'warning';
}

/**
 * Every payment of the file in a virtualised grid (100,000 rows scroll smoothly): invalid cells
 * are marked with their messages on hover; click a cell to edit it and see it re-checked at once.
 */
export function PaymentTable({ focusRow }: { focusRow: { row: number; at: number } | undefined }) {
  const { file, rows, issuesByRow, onlyProblems, editCell, removeRow } = usePaymentImport();
  const columns = useMemo(() => (file ? columnsFor(file) : []), [file]);
  const visible = useMemo(
    () => (onlyProblems ? rows.map((_, i) => i).filter((i) => issuesByRow.has(i)) : null),
    [onlyProblems, rows, issuesByRow],
  );
  const count = visible ? visible.length : rows.length;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const [editing, setEditing] = useState<{ row: number; field: PaymentField } | undefined>();
  const template = `64px ${columns.map((c) => c.width).join(' ')} 44px`;

  useEffect(() => {
    if (!focusRow) return;
    const position = visible ? visible.indexOf(focusRow.row) : focusRow.row;
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'center' });
  }, [focusRow]);

  return (
    <div className="payment-table" role="table" aria-label="Payments in the file" aria-rowcount={count + 1}>
      <div className="pt-scroll" ref={scroller} data-testid="payment-table-scroll" role="rowgroup" tabIndex={0}>
        <div className="pt-row pt-head" role="row" style={{ gridTemplateColumns: template }}>
          <div role="columnheader">{tr('reading.line')}</div>
          {columns.map((c) => (
            <div role="columnheader" key={c.field}>
              {tr(`field.${c.field}`)}
            </div>
          ))}
          <div role="columnheader">
            <span className="visually-hidden">{tr('reading.remove')}</span>
          </div>
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = visible ? visible[item.index]! : item.index;
            const row = rows[index]!;
            const rowIssues = issuesByRow.get(index);
            const rowSeverity = severityOf(rowIssues);
            return (
              <div
                key={index}
                role="row"
                aria-rowindex={item.index + 2}
                data-line={row.line}
                className={`pt-row${rowSeverity ? ` pt-row-${rowSeverity}` : ''}${focusRow?.row === index ? ' pt-row-focus' : ''}`}
                style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                <div role="cell" className="pt-line" title={rowIssues?.map((i) => i.message).join('\n')}>
                  {rowSeverity && (
                    <span
                      role="img"
                      className={`pt-dot pt-dot-${rowSeverity}`}
                      aria-label={tr(rowSeverity === 'error' ? 'payments.hasErrors' : 'payments.hasWarnings')}
                    />
                  )}
                  {row.line}
                </div>
                {columns.map(({ field, label }) => {
                  const cellIssues = rowIssues?.filter((i) => i.field === field);
                  const severity = severityOf(cellIssues);
                  const value = row.values[field] ?? '';
                  const isEditing = editing?.row === index && editing.field === field;
                  return (
                    <div
                      role="cell"
                      key={field}
                      className={severity ? `pt-cell pt-cell-${severity}` : 'pt-cell'}
                      title={cellIssues?.map((i) => i.message).join('\n') || value}
                    >
                      {isEditing ? (
                        <CellEditor
                          label={`${label}, line ${row.line}`}
                          initial={value}
                          onDone={(next) => {
                            setEditing(undefined);
                            if (next !== undefined && next !== value) editCell(index, field, next);
                          }}
                        />
                      ) : (
                        <button
                          type="button"
                          className="pt-cell-button"
                          aria-label={`${label}, line ${row.line}: ${value || 'empty'}${cellIssues?.length ? `. ${cellIssues.map((i) => i.message).join(' ')}` : ''}`}
                          aria-invalid={severity === 'error' || undefined}
                          onClick={() => setEditing({ row: index, field })}
                        >
                          {value.replace(/\s*\r?\n\s*/g, ' ') || '\u00a0'}
                        </button>
                      )}
                    </div>
                  );
                })}
                <div role="cell">
                  <button
                    type="button"
                    className="pt-remove"
                    aria-label={`Remove line ${row.line}`}
                    title="Remove this payment"
                    onClick={() => removeRow(index)}
                  >
                    ×
                  </button>
                </div>
              </div>
            );
          })}
        </div>
        {count === 0 && <p className="pt-empty">{onlyProblems ? 'No rows with problems.' : 'No payments.'}</p>}
      </div>
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
  onDone(value: string | undefined): void;
}) {
  const [value, setValue] = useState(initial);
  const finished = useRef(false);
  const finish = (next: string | undefined) => {
    if (finished.current) return;
    finished.current = true;
    onDone(next);
  };
  return (
    <input
      className="pt-editor"
      aria-label={label}
      autoFocus
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(value);
        if (e.key === 'Escape') finish(undefined);
      }}
    />
  );
}
