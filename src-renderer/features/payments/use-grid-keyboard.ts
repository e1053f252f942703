import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { create } from 'zustand';
import type { PaymentField } from '../../../src-shared/payments/fields';

/** A cell of the grid: its row's place among the shown rows, and its column (0 = line). */
export interface GridPosition {
  row: number;
  col: number;
}

/** Asks the grid to bring a cell into view and focus it (a click on a problem row). */
export const useGridFocusRequest = create<{
  request: { row: number; field: PaymentField | 'file'; at: number } | undefined;
  focusCell(row: number, field: PaymentField | 'file'): void;
}>((set) => ({
  request: undefined,
  focusCell: (row, field) => set({ request: { row, field, at: Date.now() } }),
}));

const PAGE_ROWS = 10;

export const cellSelector = (p: GridPosition) => `[data-grid-cell="${p.row}:${p.col}"]`;

/** The cell an arrow, page or Home/End key moves to from `at` (Ctrl for the whole grid); undefined for any other key. */
function cellAfterKey(
  key: string,
  ctrl: boolean,
  { row, col }: GridPosition,
  rowCount: number,
  colCount: number,
): GridPosition | undefined {
  switch (key) {
    case 'ArrowDown':
      return { row: row + 1, col };
    case 'ArrowUp':
      return { row: row - 1, col };
    case 'ArrowRight':
      return { row, col: col + 1 };
    case 'ArrowLeft':
      return { row, col: col - 1 };
    case 'PageDown':
      return { row: row + PAGE_ROWS, col };
    case 'PageUp':
      return { row: row - PAGE_ROWS, col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: rowCount - 1, col: colCount - 1 } : { row, col: colCount - 1 };
    default:
      return undefined;
  }
}

/**
 * Focus that follows the active cell: asked for (`pending`), it is given to the cell once it is
 * rendered (after a scroll, an edit or a removal), and dropped when the cell does not come or the
 * user puts focus elsewhere: never taken back from another control later.
 */
function usePendingFocus(grid: RefObject<HTMLDivElement | null>, rowCount: number, clamped: GridPosition) {
  const pendingFocus = useRef(false);
  /** Renders a pending focus has waited for its cell (it may scroll in); given up after a few. */
  const pendingTries = useRef(0);
  const [, rerender] = useState(0);
  // Runs after every render: the cell may appear only once the virtualiser has scrolled to it.
  // A focus still pending is dropped when the cell does not exist (no rows), after a few renders
  // without it, or once the user puts focus elsewhere: never taken back from another control later.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const element = rowCount > 0 ? grid.current?.querySelector<HTMLElement>(cellSelector(clamped)) : null;
    if (!element) {
      if (rowCount === 0 || ++pendingTries.current > 10) pendingFocus.current = false;
      return;
    }
    pendingFocus.current = false;
    if (document.activeElement !== element) element.focus();
    // Sideways too: a cell chosen in the problem list may sit right of the visible columns.
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });
  useEffect(() => {
    const away = (e: FocusEvent) => {
      if (e.target instanceof Node && grid.current && !grid.current.contains(e.target)) pendingFocus.current = false;
    };
    document.addEventListener('focusin', away);
    return () => document.removeEventListener('focusin', away);
  }, []);
  /** Asks for the focus on the active cell at the next renders. */
  return useCallback(() => {
    pendingFocus.current = true;
    pendingTries.current = 0;
    rerender((n) => n + 1);
  }, []);
}

/**
 * The WAI-ARIA grid pattern's keyboard for a virtualised table: one tab stop (roving tabindex),
 * arrows, Home/End (Ctrl for the whole grid), PageUp/PageDown, F2 to edit. Focus follows the
 * active cell across re-renders, so a cell stays focused after an edit or when its row scrolls in.
 */
export function useGridKeyboard({
  rowCount,
  colCount,
  scrollToRow,
  onEdit,
}: {
  rowCount: number;
  colCount: number;
  scrollToRow(row: number): void;
  onEdit(position: GridPosition): void;
}) {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 1 });
  const grid = useRef<HTMLDivElement>(null);
  const clamped: GridPosition = {
    row: Math.max(0, Math.min(active.row, rowCount - 1)),
    col: Math.max(0, Math.min(active.col, colCount - 1)),
  };
  /** Puts focus back on the active cell once it is rendered again (after an edit or a removal). */
  const refocus = usePendingFocus(grid, rowCount, clamped);

  const focusCell = useCallback(
    (position: GridPosition) => {
      const next = {
        row: Math.max(0, Math.min(position.row, rowCount - 1)),
        col: Math.max(0, Math.min(position.col, colCount - 1)),
      };
      refocus();
      setActive(next);
      scrollToRow(next.row);
    },
    [rowCount, colCount, scrollToRow, refocus],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA') return;
    if (e.key === 'F2') {
      e.preventDefault();
      onEdit(clamped);
      return;
    }
    const next = cellAfterKey(e.key, e.ctrlKey || e.metaKey, clamped, rowCount, colCount);
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };

  return {
    active: clamped,
    grid,
    onKeyDown,
    focusCell,
    refocus,
    /** The cell's tabindex: 0 for the active cell only, so Tab enters and leaves the grid in one step. */
    tabIndexOf: (row: number, col: number) => (row === clamped.row && col === clamped.col ? 0 : -1),
    /** Keeps the active cell in step when a cell is focused by the mouse or the browser. */
    onCellFocus: (row: number, col: number) => {
      if (row !== active.row || col !== active.col) setActive({ row, col });
    },
  };
}
