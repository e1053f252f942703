// A run not sent yet, reopened: its file read again as it was saved (currency, reading choices,
// mapping) and its changes replayed on the rows, each step once the import store is idle.
import type { RunChanges, RunSettings } from '../../../src-shared/ipc/channels/runs';
import { usePaymentImport, type PaymentImportState } from '../payments/store';
import { keptRows } from './run-progress';

export const fromBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Resolves once the import store has no read or check under way (the worker answered). */
function settled(): Promise<void> {
  const idle = (s: PaymentImportState) => s.phase !== 'reading' && s.progress === undefined;
  return new Promise((resolve) => {
    if (idle(usePaymentImport.getState())) return resolve();
    const stop = usePaymentImport.subscribe((s) => {
      if (!idle(s)) return;
      stop();
      resolve();
    });
  });
}

/** Replays saved changes on the file as read: the changed cells in one pass, then the rows kept. */
function replay(changes: RunChanges): void {
  const store = usePaymentImport.getState();
  const rowCount = store.rows.length;
  if (changes.cells.length > 0) store.editCells(changes.cells);
  if (changes.removed.length > 0) usePaymentImport.getState().keepRows(keptRows(rowCount, changes));
}

/** Reads the run's file again as it was saved (currency, reading choices, mapping), then replays its changes. */
export async function readAsSaved(file: File, settings: RunSettings, changes: RunChanges): Promise<void> {
  await usePaymentImport.getState().open(file);
  await settled();
  if (settings.defaultCurrency && settings.defaultCurrency !== usePaymentImport.getState().defaultCurrency) {
    usePaymentImport.getState().setDefaultCurrency(settings.defaultCurrency);
    await settled();
  }
  const { mapping, defaultCurrency: _currency, ...reading } = settings;
  if (Object.keys(reading).length > 0) {
    usePaymentImport.getState().reread(reading);
    await settled();
  }
  // Always with the mapping saved (a template's too), never one guessed or applied again now.
  if (mapping) {
    usePaymentImport.getState().remap(mapping);
    await settled();
  }
  replay(changes);
  await settled();
}
