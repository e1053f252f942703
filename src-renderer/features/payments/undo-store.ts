import { create } from 'zustand';
import type { ToastKey } from '../../components/Toast';
import { usePaymentImport } from './store';

/** What an entry did, as a catalog key and parameters: worded when shown, so it follows a change of language. */
export type UndoLabel = string | ToastKey;

interface UndoEntry {
  /** What was done ("Removed line 5."), worded in the language on screen. */
  label: UndoLabel;
  undo(): void;
  /** The rows right after the action: an entry only undoes the state it made. */
  rowsAfter: unknown;
}

interface UndoState {
  entries: UndoEntry[];
  /** The last thing done or undone, for the notice. */
  notice: { label: UndoLabel; canUndo: boolean; at: number } | undefined;
  /** Records an action just applied to the import store, with how to reverse it. */
  push(label: UndoLabel, undo: () => void): void;
  /** Reverses the last action; false when there is nothing (left) to undo. */
  undo(undoneLabel: (label: UndoLabel) => UndoLabel): boolean;
  dismiss(): void;
  reset(): void;
}

const MAX_ENTRIES = 50;

/**
 * Undo for the edits of the import screen (a cell, a removed row, a group action), last first.
 * Every entry remembers the rows it produced: when something else replaced them since (the file
 * read again, payments sent), the history is dropped rather than undoing into the wrong rows.
 */
export const useUndo = create<UndoState>((set, get) => ({
  entries: [],
  notice: undefined,
  push(label, undo) {
    const rowsAfter = usePaymentImport.getState().rows;
    set({
      entries: [...get().entries.slice(-(MAX_ENTRIES - 1)), { label, undo, rowsAfter }],
      notice: { label, canUndo: true, at: Date.now() },
    });
  },
  undo(undoneLabel) {
    const entries = get().entries;
    const last = entries.at(-1);
    if (!last || last.rowsAfter !== usePaymentImport.getState().rows) {
      set({ entries: [], notice: undefined });
      return false;
    }
    last.undo();
    const rest = entries.slice(0, -1);
    // The state is now the one the previous entry made: it may be undone next.
    const previous = rest.at(-1);
    if (previous) previous.rowsAfter = usePaymentImport.getState().rows;
    set({ entries: rest, notice: { label: undoneLabel(last.label), canUndo: false, at: Date.now() } });
    return true;
  },
  dismiss: () => set({ notice: undefined }),
  reset: () => set({ entries: [], notice: undefined }),
}));

// Another file: nothing of the old rows can be undone (the same file read again is caught by `rowsAfter`).
usePaymentImport.subscribe((state, previous) => {
  if (state.sha256 !== previous.sha256 || (state.phase === 'empty' && previous.phase !== 'empty'))
    useUndo.getState().reset();
});
