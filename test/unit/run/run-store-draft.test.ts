// The run kept in main while a file is imported (run-store.ts `openFile`): main's real runs
// handlers on a temporary SQLite file, reached through the IPC contract; the real import worker in
// this process; main's real upload handlers for the rows uploaded in the background.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../src-main/ipc/dispatch';
import { runsHandlers } from '../../../src-main/runs/handlers';
import type { BulkServices } from '../../../src-main/submission/bulk-services';
import { importVolumeHandlers } from '../../../src-main/submission/import-volume-handlers';
import { Uploads } from '../../../src-main/submission/uploads';
import { LaterRows } from '../../../src-shared/import/later-rows';
import { openTempDatabase } from '../history/history-fixtures';

const { db } = openTempDatabase();
const runs = runsHandlers(db);
// Upload and discard touch no bank service; nothing here reviews with the bank or sends.
const volume = importVolumeHandlers({} as BulkServices, new Uploads());
const viaContract =
  (channel: string) =>
  (request: unknown): Promise<unknown> =>
    dispatch(runs as never, channel, request);
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    runs: {
      start: viaContract('runs:start'),
      save: viaContract('runs:save'),
      list: viaContract('runs:list'),
      get: viaContract('runs:get'),
      discard: viaContract('runs:discard'),
    },
    importVolume: {
      upload: (request: Parameters<(typeof volume)['importVolume:upload']>[0]) =>
        volume['importVolume:upload'](request),
      discard: (request: Parameters<(typeof volume)['importVolume:discard']>[0]) =>
        volume['importVolume:discard'](request),
    },
  },
});
const { usePaymentImport } = await import('../payments/in-process-worker');
const { useRun } = await import('../../../src-renderer/features/run/run-store');

const ROWS = 12_000;
const csv = (rows = ROWS) =>
  new File(
    [
      [
        'name,iban,amount,currency,message',
        ...Array.from({ length: rows }, (_, i) => `Payee ${i},FI2112345600000785,${i + 1}.00,EUR,Invoice ${i}`),
      ].join('\n'),
    ],
    'pay.csv',
    { type: 'text/csv' },
  );
const keptRuns = async () =>
  ((await dispatch(runs as never, 'runs:list', {})) as { value: { runs: { id: string }[] } }).value.runs;

afterEach(async () => {
  usePaymentImport.getState().clear();
  for (const run of await keptRuns()) await dispatch(runs as never, 'runs:discard', { id: run.id });
});

describe('the run of an imported file', () => {
  it('is kept for a file read whole, and Review waits for its id', async () => {
    let reviewedWith: string | undefined = 'not yet';
    // Review asked the moment the last row is in, before main has answered runs:start.
    const stop = usePaymentImport.subscribe((s, before) => {
      if (s.checking || !before.checking || s.rows.length !== ROWS) return;
      stop();
      const seen = useRun.subscribe((r) => {
        if (r.step !== 'review') return;
        seen();
        reviewedWith = r.draftId;
      });
      // Main's review has no bank here: what matters is the step's draft id when Review starts.
      void useRun
        .getState()
        .review()
        .catch(() => undefined);
    });
    await useRun.getState().openFile(csv());
    stop();
    const id = useRun.getState().draftId;
    expect(id).toBeDefined();
    expect((await keptRuns()).map((r) => r.id)).toEqual([id]);
    await expect.poll(() => reviewedWith, { timeout: 5000 }).toBe(id);
  });

  it('is not kept for a file that failed while its last rows came in (the table is empty)', async () => {
    const read = LaterRows.prototype.read;
    LaterRows.prototype.read = () => {
      throw new Error('Line 10002 of pay.csv read differently the second time');
    };
    try {
      await useRun.getState().openFile(csv());
    } finally {
      LaterRows.prototype.read = read;
    }
    expect(usePaymentImport.getState()).toMatchObject({ phase: 'empty', rows: [] });
    expect(usePaymentImport.getState().failure).toMatch(/read differently/);
    expect(useRun.getState().draftId).toBeUndefined();
    expect(await keptRuns()).toEqual([]);
  });
});
