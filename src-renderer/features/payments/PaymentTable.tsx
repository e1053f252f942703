import { defaultRangeExtractor, elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import { IGNORABLE_FIELDS } from '../../../src-shared/import/group-actions';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import { useT } from '../../i18n/useT';
import { fitToContent, SAMPLED_ROWS } from './column-fit';
import { columnsFor, type TableColumn } from './columns';
import { PaymentCell, severityOf } from './PaymentCell';
import { usePaymentImport } from './store';
import { UndoNotice } from './UndoNotice';
import { useUndo } from './undo-store';
import { useGridFocusRequest, useGridKeyboard, type GridPosition } from './use-grid-keyboard';

const ROW_HEIGHT = 34;
const LINE_WIDTH = 64;
const REMOVE_WIDTH = 44;
/** The scroller's size until it is measured: at most 60vh tall (payments.css). */
const INITIAL_RECT = () => ({ width: 0, height: Math.round(window.innerHeight * 0.6) });

/**
 * The scroller's size from a ResizeObserver alone. The virtualizer's own reads it at mount, which
 * forces a layout of the whole new screen inside React's commit (40-60 ms of one task when the
 * first rows of a large file arrive); the observer reports it after the browser's own layout.
 */
function observeRectAfterLayout(
  instance: { scrollElement: HTMLDivElement | null },
  report: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The table's columns: sized by the first rows as they come in (the file's rows arrive after its
 * summary; edits later do not resize the columns under the user's cursor), without an ignorable
 * column once emptied, and the same array as long as they are the same columns.
 */
function useTableColumns(file: ParsedPaymentFile | undefined, rows: readonly PaymentRow[]): readonly TableColumn[] {
  const sampled = Math.min(rows.length, SAMPLED_ROWS);
  const allColumns = useMemo(
    () => (file ? fitToContent(columnsFor(file), usePaymentImport.getState().rows.slice(0, sampled)) : []),
    [file, sampled],
  );
  // A column the bulk does not take, once emptied ("Ignore the due-date column"), leaves the table.
  const shownColumns = useMemo(
    () =>
      allColumns.filter(
        (c) => !IGNORABLE_FIELDS.includes(c.field) || rows.some((r) => (r.values[c.field] ?? '').trim() !== ''),
      ),
    [allColumns, rows],
  );
  // The same columns as the last render keep their array, so rows are not drawn again for it.
  const lastColumns = useRef(shownColumns);
  if (!sameColumns(lastColumns.current, shownColumns)) lastColumns.current = shownColumns;
  return lastColumns.current;
}

/** The grid's virtual rows; the active cell's row stays rendered even when scrolled away (the grid keeps its tab stop). */
function useRowVirtualizer(count: number, scroller: RefObject<HTMLDivElement | null>, activeRow: RefObject<number>) {
  return useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    initialRect: INITIAL_RECT(),
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessJustMounted,
    overscan: 12,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const row = activeRow.current;
      if (row < range.count && !indexes.includes(row)) indexes.push(row);
      return indexes.sort((a, b) => a - b);
    },
  });
}

/**
 * Every row is its own grid as wide as the table (so the free text takes the spare width), and
 * never narrower than its columns' least widths (then the table scrolls sideways).
 */
function useRowLayout(columns: readonly TableColumn[]) {
  const template = `${LINE_WIDTH}px ${columns.map((c) => c.width).join(' ')} ${REMOVE_WIDTH}px`;
  return useMemo(
    () => ({
      gridTemplateColumns: template,
      minWidth: `calc(${[`${LINE_WIDTH}px`, ...columns.map((c) => c.min ?? c.width), `${REMOVE_WIDTH}px`].join(' + ')})`,
    }),
    [template, columns],
  );
}

/**
 * The row of a problem just chosen: outlined until the user moves on (or opens another file) and
 * scrolled to. A problem clicked in the list: its cell scrolls into view and takes the focus.
 */
function useChosenProblem(
  focusRow: { row: number; at: number } | undefined,
  fileName: string | undefined,
  visible: number[] | null,
  columns: readonly TableColumn[],
  grid: { focusCell(p: GridPosition): void },
  scrollToIndex: (position: number, options: { align: 'center' }) => void,
) {
  const [highlight, setHighlight] = useState<number>();
  const mountedAt = useRef(Date.now());
  useEffect(() => {
    if (!focusRow || focusRow.at < mountedAt.current) return; // chosen for a file shown before
    setHighlight(focusRow.row);
    const position = visible ? visible.indexOf(focusRow.row) : focusRow.row;
    if (position >= 0) scrollToIndex(position, { align: 'center' });
  }, [focusRow]);
  useEffect(() => setHighlight(undefined), [fileName]);
  const request = useGridFocusRequest((s) => s.request);
  useEffect(() => {
    if (!request) return;
    const position = visible ? visible.indexOf(request.row) : request.row;
    if (position < 0) return;
    const col = columns.findIndex((c) => c.field === request.field);
    grid.focusCell({ row: position, col: col < 0 ? 0 : col + 1 });
  }, [request]);
  return [highlight, setHighlight] as const;
}

/**
 * What a row does when used, kept in one object whose identity never changes (filled anew at
 * each render): a row is drawn again only when its own data changes, not at every update of the
 * store (at 100,000 rows, an update every 400 ms while the file streams in).
 */
function useRowActions(
  grid: { onCellFocus: RowActions['onCellFocus']; refocus(): void },
  setEditing: (editing: { row: number; field: PaymentField } | undefined) => void,
): RowActions {
  const { rows, editCell, removeRow, restoreRow, checking } = usePaymentImport();
  const push = useUndo((s) => s.push);
  const actions = useRef({} as RowActions).current;
  Object.assign(actions, {
    onCellFocus: grid.onCellFocus,
    edit: (index: number, field: PaymentField) => !checking && setEditing({ row: index, field }),
    done: (index: number, field: PaymentField, next: string | undefined, how: 'enter' | 'escape' | 'blur') => {
      setEditing(undefined);
      const row = rows[index];
      const raw = row?.values[field] ?? '';
      if (row && next !== undefined && next !== raw) {
        editCell(index, field, next);
        push({ key: 'fix.editedCell', params: { field: { key: `field.${field}` }, line: row.line } }, () =>
          editCell(index, field, raw),
        );
      }
      if (how !== 'blur') grid.refocus();
    },
    remove: (index: number) => {
      const row = rows[index];
      if (!row || checking) return;
      removeRow(index);
      push({ key: 'fix.removedLine', params: { line: row.line } }, () => restoreRow(index, row));
      grid.refocus();
    },
  } satisfies RowActions);
  return actions;
}

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

const mounted = new WeakSet<Element>();
/**
 * The virtualizer's scroll, less its first write of offset 0 to a scroller just mounted (which is
 * at 0 already, so the write moves nothing and fires no scroll event): that write forced a layout
 * of the whole new screen inside React's commit (~45 ms when the first rows of a large file arrive).
 */
const scrollUnlessJustMounted: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !mounted.has(element)) {
    mounted.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

const sameColumns = (a: readonly TableColumn[], b: readonly TableColumn[]) =>
  a.length === b.length && a.every((c, i) => c.field === b[i]!.field && c.width === b[i]!.width);

/** What a row of the table does when used (see `actions` in PaymentTable). */
interface RowActions {
  onCellFocus(position: number, col: number): void;
  edit(index: number, field: PaymentField): void;
  done(index: number, field: PaymentField, next: string | undefined, how: 'enter' | 'escape' | 'blur'): void;
  remove(index: number): void;
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
