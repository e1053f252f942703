// The run kept in main while a file is imported (run-store.ts `openFile`): main's real runs
// handlers on a temporary SQLite file, reached through the IPC contract; the real import worker in
// this process; main's real upload handlers for the rows uploaded in the background.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { SqliteRunDrafts } from '../../../../../src-main/adapters/sqlite/run-drafts';
import { runsHandlers } from '../../../../../src-main/features/runs/handlers';
import type { BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import { LaterRows } from '../../../../../src-shared/import/later-rows';
import { openTempDatabase } from '../../../harness/history-fixtures';

const { db } = openTempDatabase();
const runs = runsHandlers(new SqliteRunDrafts(db));
// Upload and discard touch no bank service; nothing here reviews with the bank or sends.
const volume = importVolumeHandlers({} as BulkServices, new Uploads());
const viaContract =
  (channel: string) =>
  (request: unknown): Promise<unknown> =>
    dispatch(runs as never, channel, request);
/** Holds main's answer to runs:start while set (a slow start); `starts` counts the starts asked for. */
let startGate: Promise<void> | undefined;
let starts = 0;
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    runs: {
      start: async (request: unknown) => {
        starts++;
        await startGate;
        return viaContract('runs:start')(request);
      },
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
const { usePaymentImport } = await import('../../../harness/in-process-worker');
const { useRun } = await import('../../../../../src-renderer/features/run/run-store');
const { useBulks } = await import('../../../../../src-renderer/features/bulks/bulks-store');

const ROWS = 12_000;
const csv = (rows = ROWS, name = 'pay.csv') =>
  new File(
    [
      [
        'name,iban,amount,currency,message',
        ...Array.from({ length: rows }, (_, i) => `Payee ${i},FI2112345600000785,${i + 1}.00,EUR,Invoice ${i}`),
      ].join('\n'),
    ],
    name,
    { type: 'text/csv' },
  );
const keptRuns = async () =>
  ((await dispatch(runs as never, 'runs:list', {})) as { value: { runs: { id: string }[] } }).value.runs;

/** Holds main's answer to the next runs:start until the answer given is called. */
function holdStart(): () => void {
  let open!: () => void;
  startGate = new Promise<void>((resolve) => (open = resolve));
  return open;
}
/** Resolves once main was asked for `count` run starts in all. */
async function startsReach(count: number): Promise<void> {
  while (starts < count) await new Promise((resolve) => setTimeout(resolve, 1));
}

afterEach(async () => {
  startGate = undefined;
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

  it('a Review click waiting for the run of file A does not land on file B, opened meanwhile', async () => {
    const asked = starts;
    const answer = holdStart();
    const a = useRun.getState().openFile(csv(3, 'a.csv'));
    await startsReach(asked + 1); // A's run is being started in main
    const review = useRun.getState().review();
    startGate = undefined;
    const b = useRun.getState().openFile(csv(ROWS, 'b.csv'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer(); // A's start answers while B is still being read
    await review;
    expect(useRun.getState().step).toBe('fix');
    await Promise.all([a, b]);
    await useRun.getState().flushSave();
    const id = useRun.getState().draftId;
    const kept = await keptRuns();
    expect(kept.map((r) => r.id)).toEqual([id]);
    const run = (await dispatch(runs as never, 'runs:get', { id })) as { value: { fileName: string; step: string } };
    expect(run.value).toMatchObject({ fileName: 'b.csv', step: 'fix' });
  });

  it('is kept again after the bank refused every bulk, and Review waits for it', async () => {
    await useRun.getState().openFile(csv(3));
    const refusedFrom = useRun.getState().draftId;
    expect(refusedFrom).toBeDefined();
    // The bank refusing every bulk of the send (main forgets the run as it records them).
    const send = useBulks.getState().send;
    useBulks.setState({
      send: async (draftId) => {
        await dispatch(runs as never, 'runs:discard', { id: draftId });
        return [{ id: 'refused', state: 'not_accepted' }] as never;
      },
    });
    let reviewedWith: string | undefined = 'not yet';
    const seen = useRun.subscribe((r) => {
      if (r.step !== 'review') return;
      seen();
      reviewedWith = r.draftId;
    });
    try {
      const asked = starts;
      const answer = holdStart();
      const sent = useRun.getState().send();
      await startsReach(asked + 1); // the run kept again is being started in main
      const review = useRun
        .getState()
        .review()
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer();
      await Promise.all([sent, review]);
    } finally {
      useBulks.setState({ send });
      seen();
    }
    const id = useRun.getState().draftId;
    expect(id).toBeDefined();
    expect(id).not.toBe(refusedFrom);
    expect(reviewedWith).toBe(id);
  });
});
