// The run's saves: the window's stores and the real import worker (in this process), main's run
// handlers on a real SQLite file behind the bridge; a save can be held at the bridge to stand for
// one that takes long (at 100,000 rows a save spans ~30 slices of the thread).
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { SqliteRunDrafts } from '../../../../../src-main/adapters/sqlite/run-drafts';
import { runsHandlers } from '../../../../../src-main/features/runs/handlers';
import type { RunChanges } from '../../../../../src-shared/ipc/channels/runs';
import { openTempDatabase } from '../../../harness/history-fixtures';

const main = runsHandlers(new SqliteRunDrafts(openTempDatabase().db));
const call = (channel: string, request: unknown) => dispatch(main as never, channel, request);
/** Saves asked of main so far; `hold` keeps the next one at the bridge until `release`. */
let savesAsked = 0;
let held: Promise<void> | undefined;
let release: () => void = () => {};
const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    runs: {
      start: (request: unknown) => call('runs:start', request),
      save: async (request: unknown) => {
        savesAsked++;
        const gate = held;
        held = undefined;
        await gate;
        return call('runs:save', request);
      },
      get: (request: unknown) => call('runs:get', request),
      list: (request: unknown) => call('runs:list', request),
      discard: (request: unknown) => call('runs:discard', request),
    },
  },
});
const { settled, usePaymentImport } = await import('../../../harness/in-process-worker');
const { useRun } = await import('../../../../../src-renderer/features/run/run-store');

const csv = [
  'name,iban,amount,currency,message',
  'Aino,FI2112345600000785,12.50,EUR,Invoice 1',
  'Pekka,FI2112345600000785,7.00,EUR,Invoice 2',
].join('\n');

/** Opens the file as a new run, as the file chooser does; answers the run's id once it is saved. */
async function openRun(): Promise<string> {
  await useRun.getState().openFile(new File([csv], 'run.csv', { type: 'text/csv' }));
  await settled();
  await useRun.getState().flushSave();
  const id = useRun.getState().draftId;
  expect(id).toBeDefined();
  return id!;
}

async function savedChanges(id: string): Promise<RunChanges> {
  const run = await call('runs:get', { id });
  if (!run.ok) throw new Error(run.error.message);
  return (run.value as { changes: RunChanges }).changes;
}

/** Resolves once main was asked for `count` saves in all. */
async function savesReach(count: number): Promise<void> {
  while (savesAsked < count) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe("the run's saves", () => {
  it('land in the order they were asked for: a slow older save does not overwrite a newer one', async () => {
    const id = await openRun();
    hold();
    const asked = savesAsked;
    usePaymentImport.getState().editCell(0, 'name', 'Older');
    const older = useRun.getState().flushSave();
    await savesReach(asked + 1); // the older save waits at the bridge
    usePaymentImport.getState().editCell(0, 'name', 'Newer');
    const newer = useRun.getState().flushSave();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([older, newer]);
    expect(await savedChanges(id)).toEqual({ cells: [{ row: 0, field: 'name', value: 'Newer' }], removed: [] });
  });

  it('flushSave waits for a save still running (closing the window mid-save keeps it)', async () => {
    const id = await openRun();
    hold();
    const asked = savesAsked;
    usePaymentImport.getState().editCell(1, 'amount', '8.00');
    void useRun.getState().flushSave();
    await savesReach(asked + 1);
    let flushed = false;
    const flush = useRun
      .getState()
      .flushSave()
      .then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushed).toBe(false);
    release();
    await flush;
    expect(await savedChanges(id)).toEqual({ cells: [{ row: 1, field: 'amount', value: '8.00' }], removed: [] });
  });

  it('"Choose another file" right after an edit keeps the edit (saved from the table as it was)', async () => {
    const id = await openRun();
    usePaymentImport.getState().editCell(0, 'iban', 'FI2112345600000786');
    usePaymentImport.getState().clear(); // within the debounce
    expect(useRun.getState().draftId).toBeUndefined();
    await useRun.getState().flushSave();
    expect(await savedChanges(id)).toEqual({
      cells: [{ row: 0, field: 'iban', value: 'FI2112345600000786' }],
      removed: [],
    });
  });

  it('"Choose another file" right after a currency change keeps it, with no error on the empty screen', async () => {
    const id = await openRun();
    usePaymentImport.getState().setDefaultCurrency('SEK');
    await settled();
    usePaymentImport.getState().clear(); // within the debounce
    await useRun.getState().flushSave();
    expect(useRun.getState().saveError).toBeUndefined();
    const run = await call('runs:get', { id });
    if (!run.ok) throw new Error(run.error.message);
    expect((run.value as { settings: { defaultCurrency: string } }).settings.defaultCurrency).toBe('SEK');
  });

  it('a currency change after an edit is saved with the edit, and resuming restores both', async () => {
    const id = await openRun();
    usePaymentImport.getState().editCell(0, 'name', 'Edited');
    await useRun.getState().flushSave();
    usePaymentImport.getState().setDefaultCurrency('SEK');
    await settled();
    await useRun.getState().flushSave();
    expect(useRun.getState().saveError).toBeUndefined();
    const run = await call('runs:get', { id });
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value).toMatchObject({
      settings: { defaultCurrency: 'SEK' },
      changes: { cells: [{ row: 0, field: 'name', value: 'Edited' }], removed: [] },
    });
    usePaymentImport.getState().clear();
    usePaymentImport.getState().setDefaultCurrency('EUR');
    await useRun.getState().resume(id);
    expect(useRun.getState()).toMatchObject({ draftId: id, error: undefined });
    const table = usePaymentImport.getState();
    expect(table.defaultCurrency).toBe('SEK');
    expect(table.rows.map((r) => r.values.name)).toEqual(['Edited', 'Pekka']);
  });

  it('"Choose another file" while a currency change is checked keeps the edits whose save was still queued', async () => {
    const id = await openRun();
    hold();
    const asked = savesAsked;
    usePaymentImport.getState().editCell(0, 'name', 'First');
    const first = useRun.getState().flushSave();
    await savesReach(asked + 1); // held at the bridge
    usePaymentImport.getState().editCell(1, 'name', 'Second');
    const second = useRun.getState().flushSave(); // queued behind the first
    usePaymentImport.getState().setDefaultCurrency('SEK');
    // The check began (the table emptied for its rows), then the user chooses another file.
    await new Promise<void>((resolve) => {
      const stop = usePaymentImport.subscribe((s) => {
        if (!s.checking || s.rows.length > 0) return;
        stop();
        resolve();
      });
    });
    usePaymentImport.getState().clear();
    release();
    await Promise.all([first, second]);
    expect(await savedChanges(id)).toEqual({
      cells: [
        { row: 0, field: 'name', value: 'First' },
        { row: 1, field: 'name', value: 'Second' },
      ],
      removed: [],
    });
  });
});
