import { beforeEach, describe, expect, it } from 'vitest';
// The stores' logic with the real import worker (in this process): these tests never call main, so
// the window's bridge to it is left empty (under Node there is no preload).
import { openInStore, usePaymentImport } from '../../../harness/in-process-worker';
const { useUndo } = await import('../../../../../src-renderer/features/payments/undo-store');
const { toastWords } = await import('../../../../../src-renderer/components/Toast');
const { useLocale } = await import('../../../../../src-renderer/i18n/locale');

const csv = [
  'name,iban,amount,currency,message',
  'Acme Oy,DE89370400440532013000,10.00,EUR,Invoice 1',
  'Beta Oy,GB29NWBK60161331926819,bad,EUR,Invoice 2',
  'Gamma Oy,NL91ABNA0417164300,30.00,EUR,Invoice 3',
].join('\n');

/** The import store after reading `csv`, every row in. */
const loaded = () => openInStore('undo.csv', csv);
const lines = () => usePaymentImport.getState().rows.map((r) => r.line);
const undoLast = () => useUndo.getState().undo((label) => `Undone: ${label}`);

describe('undo on the import screen', () => {
  beforeEach(async () => {
    useUndo.getState().reset();
    await loaded();
  });

  it('puts a removed row back at its place, re-checked, with its problems on the right row', () => {
    const store = usePaymentImport.getState;
    const removed = store().rows[1]!;
    store().removeRow(1);
    useUndo.getState().push('Removed line 3.', () => store().restoreRow(1, removed));
    expect(lines()).toEqual([2, 4]);
    expect(store().issuesByRow.size).toBe(0);
    expect(undoLast()).toBe(true);
    expect(lines()).toEqual([2, 3, 4]);
    expect([...store().issuesByRow.keys()]).toEqual([1]);
    expect(store().result?.rowCount).toBe(3);
    expect(useUndo.getState().notice?.label).toBe('Undone: Removed line 3.');
  });

  it('edits many cells in one re-check and undoes them in order, last first', () => {
    const store = usePaymentImport.getState;
    store().editCells([
      { row: 0, field: 'name', value: 'A' },
      { row: 1, field: 'amount', value: '20.00' },
    ]);
    useUndo.getState().push('Two cells', () =>
      store().editCells([
        { row: 0, field: 'name', value: 'Acme Oy' },
        { row: 1, field: 'amount', value: 'bad' },
      ]),
    );
    expect(store().result?.errorCount).toBe(0);
    expect(store().result?.totals).toEqual({ EUR: '60.00' });
    const third = store().rows[2]!;
    store().removeRow(2);
    useUndo.getState().push('Removed line 4.', () => store().restoreRow(2, third));
    expect(undoLast()).toBe(true);
    expect(undoLast()).toBe(true);
    expect(store().rows.map((r) => r.values.name)).toEqual(['Acme Oy', 'Beta Oy', 'Gamma Oy']);
    expect(store().result?.errorCount).toBe(1);
    expect(undoLast()).toBe(false);
  });

  it('drops the history instead of undoing into rows that changed behind its back', () => {
    const store = usePaymentImport.getState;
    store().editCell(0, 'name', 'Changed');
    useUndo.getState().push('Changed name', () => store().editCell(0, 'name', 'Acme Oy'));
    store().keepRows([1, 2]); // e.g. the first payment went to the bank
    expect(undoLast()).toBe(false);
    expect(store().rows.map((r) => r.values.name)).toEqual(['Beta Oy', 'Gamma Oy']);
    expect(useUndo.getState().entries).toEqual([]);
  });

  it('words what was done in the language on screen when shown, also after the language changed', async () => {
    const store = usePaymentImport.getState;
    const removed = store().rows[2]!;
    store().removeRow(2);
    useLocale.getState().choose('en');
    useUndo
      .getState()
      .push({ key: 'fix.removedDuplicates', params: { count: 1 } }, () => store().restoreRow(2, removed));
    try {
      await useLocale.getState().choose('de');
      expect(toastWords(useUndo.getState().notice!.label)).toBe('1 exakte Kopie entfernt.');
      useUndo.getState().undo((label) => ({ key: 'fix.undone', params: { what: label } }));
      await useLocale.getState().choose('fi');
      expect(toastWords(useUndo.getState().notice!.label)).toMatch(/1 täsmälleen samanlainen kopio poistettiin/);
    } finally {
      useLocale.getState().choose('en');
    }
  });
});
