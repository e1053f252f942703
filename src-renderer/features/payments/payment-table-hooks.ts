// The payment table's hooks (PaymentTable.tsx): its columns, virtual rows, row layout, the problem
// chosen in the list, and what a row does when used.
import { defaultRangeExtractor, elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import { IGNORABLE_FIELDS } from '../../../src-shared/import/group-actions';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import { fitToContent, SAMPLED_ROWS } from './column-fit';
import { columnsFor, type TableColumn } from './columns';
import { usePaymentImport } from './store';
import { useUndo } from './undo-store';
import { useGridFocusRequest, type GridPosition } from './use-grid-keyboard';

export const ROW_HEIGHT = 34;
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
export function useTableColumns(
  file: ParsedPaymentFile | undefined,
  rows: readonly PaymentRow[],
): readonly TableColumn[] {
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
export function useRowVirtualizer(
  count: number,
  scroller: RefObject<HTMLDivElement | null>,
  activeRow: RefObject<number>,
) {
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
export function useRowLayout(columns: readonly TableColumn[]) {
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
export function useChosenProblem(
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
export function useRowActions(
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
export interface RowActions {
  onCellFocus(position: number, col: number): void;
  edit(index: number, field: PaymentField): void;
  done(index: number, field: PaymentField, next: string | undefined, how: 'enter' | 'escape' | 'blur'): void;
  remove(index: number): void;
}
