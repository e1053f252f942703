import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import { useT } from '../../i18n/useT';
import type { TableColumn } from './columns';
import { PaymentCell, severityOf } from './PaymentCell';
import { usePaymentImport } from './store';
import { UndoNotice } from './UndoNotice';
import { useGridKeyboard, type GridPosition } from './use-grid-keyboard';
import {
  ROW_HEIGHT,
  useChosenProblem,
  useRowActions,
  useRowLayout,
  useRowVirtualizer,
  useTableColumns,
  type RowActions,
} from './payment-table-hooks';

/** The grid's header row: line, the columns (line and payee pinned), and the remove column. */
function PaymentTableHead({
  columns,
  layout,
  pinName,
}: {
  columns: readonly TableColumn[];
  layout: { gridTemplateColumns: string; minWidth: string };
  pinName: boolean;
}) {
  const { t } = useT();
  return (
    <div className="pt-row pt-head" role="row" aria-rowindex={1} style={layout}>
      <div role="columnheader" className="pt-pin pt-pin-line">
        {t('fix.line')}
      </div>
      {columns.map((c, i) => (
        <div
          role="columnheader"
          key={c.field}
          className={`${i === 0 && pinName ? 'pt-pin pt-pin-name' : ''}${c.field === 'amount' ? ' pt-num' : ''}`}
        >
          {t(`field.${c.field}`)}
        </div>
      ))}
      <div role="columnheader">
        <span className="visually-hidden">{t('fix.remove')}</span>
      </div>
    </div>
  );
}

/** Back to the grid after an undo when it came from the grid (or its button vanished), not from the problem list. */
function refocusAfterUndo(grid: { refocus(): void }): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.closest('.undo-notice, [role=grid]')) grid.refocus();
}

/**
 * Every payment of the file in a virtualised grid (100,000 rows scroll smoothly). A WAI-ARIA
 * grid: one tab stop, arrows between cells, Enter edits and Enter/Escape save/cancel on the cell;
 * line and payee stay pinned while the rest scrolls sideways; removals and edits can be undone.
 */
export function PaymentTable({ focusRow }: { focusRow: { row: number; at: number } | undefined }) {
  const { file, rows, rowResults, issuesByRow, onlyProblems, checking } = usePaymentImport();
  const { t } = useT();
  const columns = useTableColumns(file, rows);
  const visible = useMemo(
    () => (onlyProblems ? rows.map((_, i) => i).filter((i) => issuesByRow.has(i)) : null),
    [onlyProblems, rows, issuesByRow],
  );
  const count = visible ? visible.length : rows.length;
  const colCount = columns.length + 2;
  const scroller = useRef<HTMLDivElement>(null);
  const activeRow = useRef(0);
  const virtualizer = useRowVirtualizer(count, scroller, activeRow);
  const [editing, setEditing] = useState<{ row: number; field: PaymentField } | undefined>();
  const dataIndexAt = (position: number) => (visible ? visible[position] : position);
  const scrollToRow = useCallback((row: number) => virtualizer.scrollToIndex(row, { align: 'auto' }), [virtualizer]);
  const grid = useGridKeyboard({
    rowCount: count,
    colCount,
    scrollToRow,
    onEdit: (p: GridPosition) => {
      // While rows still arrive the table cannot change (the progress line says so).
      if (usePaymentImport.getState().checking) return;
      const index = dataIndexAt(p.row);
      const column = columns[p.col - 1];
      if (index !== undefined && column) setEditing({ row: index, field: column.field });
    },
  });
  activeRow.current = grid.active.row;
  const rowWidth = useRowLayout(columns);
  const pinName = columns[0]?.field === 'name';
  const [highlight, setHighlight] = useChosenProblem(focusRow, file?.fileName, visible, columns, grid, (p, o) =>
    virtualizer.scrollToIndex(p, o),
  );
  const actions = useRowActions(grid, setEditing);

  return (
    <div className="payment-table-wrap">
      <UndoNotice onUndone={() => refocusAfterUndo(grid)} />
      <div
        className="payment-table"
        role="grid"
        aria-label={t('fix.gridLabel')}
        aria-describedby="payment-grid-help"
        aria-rowcount={count + 1}
        aria-colcount={colCount}
        ref={grid.grid}
        onKeyDown={(e) => {
          setHighlight(undefined);
          grid.onKeyDown(e);
        }}
      >
        <div
          className="pt-scroll"
          ref={scroller}
          data-testid="payment-table-scroll"
          role="rowgroup"
          // With no rows there is no cell to focus: the region itself keeps the one tab stop.
          tabIndex={count === 0 ? 0 : undefined}
        >
          <PaymentTableHead columns={columns} layout={rowWidth} pinName={pinName} />
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const position = item.index;
              const index = dataIndexAt(position)!;
              return (
                <PaymentTableRow
                  key={index}
                  position={position}
                  index={index}
                  top={item.start}
                  row={rows[index]!}
                  result={rowResults[index]}
                  issues={issuesByRow.get(index)}
                  columns={columns}
                  layout={rowWidth}
                  pinName={pinName}
                  highlighted={highlight === index}
                  editingField={editing?.row === index ? editing.field : undefined}
                  activeCol={grid.active.row === position ? grid.active.col : undefined}
                  checking={checking}
                  actions={actions}
                />
              );
            })}
          </div>
          {count === 0 && <p className="pt-empty">{onlyProblems ? t('fix.noProblemRows') : t('fix.noRows')}</p>}
        </div>
      </div>
      <p className="hint pt-help" id="payment-grid-help">
        {t('fix.gridHelp')}
      </p>
    </div>
  );
}

/**
 * One row of the grid: its line (with its problems as a dot and a tooltip), its cells and its
 * remove button. Memoised: drawn again only when its row, result, issues, place or focus change.
 */
const PaymentTableRow = memo(function PaymentTableRow({
  position,
  index,
  top,
  row,
  result,
  issues,
  columns,
  layout,
  pinName,
  highlighted,
  editingField,
  activeCol,
  checking,
  actions,
}: {
  /** The row's place among the rows shown, and its index in the table's rows. */
  position: number;
  index: number;
  /** Its offset in the scrolled area, px. */
  top: number;
  row: PaymentRow;
  result: RowResult | undefined;
  issues: ValidationIssue[] | undefined;
  columns: readonly TableColumn[];
  /** The grid's columns and the row's least width, shared by every row. */
  layout: { gridTemplateColumns: string; minWidth: string };
  pinName: boolean;
  highlighted: boolean;
  editingField: PaymentField | undefined;
  /** The grid's active column when the active cell is on this row (its one tab stop). */
  activeCol: number | undefined;
  checking: boolean;
  actions: RowActions;
}) {
  const rowSeverity = severityOf(issues);
  const colCount = columns.length + 2;
  const tabIndexOf = (col: number) => (activeCol === col ? 0 : -1);
  return (
    <div
      role="row"
      aria-rowindex={position + 2}
      data-line={row.line}
      className={`pt-row${rowSeverity ? ` pt-row-${rowSeverity}` : ''}${highlighted ? ' pt-row-focus' : ''}`}
      style={{ ...layout, transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
    >
      <LineCell
        line={row.line}
        issues={issues}
        position={position}
        tabIndex={tabIndexOf(0)}
        onFocus={() => actions.onCellFocus(position, 0)}
      />
      {columns.map(({ field }, i) => (
        <PaymentCell
          key={field}
          field={field}
          position={position}
          col={i + 1}
          row={row}
          result={result}
          issues={issues}
          pinned={i === 0 && pinName}
          editing={editingField === field}
          tabIndex={tabIndexOf(i + 1)}
          onFocus={() => actions.onCellFocus(position, i + 1)}
          onEdit={() => actions.edit(index, field)}
          onDone={(next, how) => actions.done(index, field, next, how)}
        />
      ))}
      <RemoveCell
        line={row.line}
        col={colCount - 1}
        position={position}
        tabIndex={tabIndexOf(colCount - 1)}
        checking={checking}
        onFocus={() => actions.onCellFocus(position, colCount - 1)}
        onRemove={() => actions.remove(index)}
      />
    </div>
  );
});

/** A row's line number, with its problems as a dot and a tooltip. */
function LineCell({
  line,
  issues,
  position,
  tabIndex,
  onFocus,
}: {
  line: number;
  issues: ValidationIssue[] | undefined;
  position: number;
  tabIndex: number;
  onFocus(): void;
}) {
  const { t, message } = useT();
  const rowSeverity = severityOf(issues);
  return (
    <div
      role="gridcell"
      className="pt-line pt-pin pt-pin-line"
      title={issues?.map((i) => message(i)).join('\n')}
      aria-label={[
        t('payments.line', { line }),
        rowSeverity && t(rowSeverity === 'error' ? 'payments.hasErrors' : 'payments.hasWarnings'),
      ]
        .filter(Boolean)
        .join(', ')}
      tabIndex={tabIndex}
      data-grid-cell={`${position}:0`}
      onFocus={onFocus}
    >
      {rowSeverity && (
        <span
          role="img"
          className={`pt-dot pt-dot-${rowSeverity}`}
          aria-label={t(rowSeverity === 'error' ? 'payments.hasErrors' : 'payments.hasWarnings')}
        />
      )}
      {line}
    </div>
  );
}

/** A row's remove button, the last cell of its row in the grid's keyboard path. */
function RemoveCell({
  line,
  col,
  position,
  tabIndex,
  checking,
  onFocus,
  onRemove,
}: {
  line: number;
  col: number;
  position: number;
  tabIndex: number;
  checking: boolean;
  onFocus(): void;
  onRemove(): void;
}) {
  const { t } = useT();
  return (
    <div role="gridcell">
      <button
        type="button"
        className="pt-remove"
        tabIndex={tabIndex}
        data-grid-cell={`${position}:${col}`}
        onFocus={onFocus}
        aria-label={t('fix.removeLine', { line })}
        title={t('fix.removeTitle')}
        // Not `disabled`: the button keeps its place in the grid's keyboard path.
        aria-disabled={checking || undefined}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}
