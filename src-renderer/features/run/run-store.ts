import { create } from 'zustand';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { RunDraftSummary, RunEdit, RunSettings } from '../../../src-shared/ipc/channels/runs';
import type { PaymentField } from '../../../src-shared/payments/fields';
import { bulkpay } from '../../bridge';
import { useBulks } from '../bulks/bulks-store';
import { changesBetween } from './run-progress';
import { usePaymentImport, type PaymentImportState } from '../payments/store';

/**
 * One payment run: the step the user is on, the run kept in main until it is sent (so Home can
 * resume it after a restart, edits replayed), and once sent the bulks it became.
 */
export interface RunState {
  /** The step the user chose; 'import' and 'outcome' follow from the facts (see currentStep). */
  step: string;
  /** The bulks this run became, once sent. */
  bulkIds: string[];
  /** The run kept in main while not sent yet. */
  draftId: string | undefined;
  drafts: RunDraftSummary[];
  resuming: boolean;
  error: string | undefined;
  /** Imports a file as a new run (the file chooser and the sample file come here). */
  openFile(file: File): Promise<void>;
  goTo(step: string): void;
  /** Fix → Review: the review is asked of main at once. */
  review(): Promise<void>;
  /** Sends the reviewed payments; the run moves on to Approve when the bank took any bulk. */
  send(): Promise<void>;
  loadDrafts(): Promise<void>;
  /** Reopens a run not sent yet: the same file, settings and edits, at the step it was left. */
  resume(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  /** Opens a sent run (the bulks of the same file) at its Approve or Outcome step. */
  openSent(bulk: BulkSummary): void;
  /** From a sent run back to the payments the bank refused, left on the table to fix and send again. */
  fixRefused(): void;
  /** Leaves the finished run; the next file starts a new one. */
  newRun(): void;
}

let edits: RunEdit[] = [];
let replaying = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

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

/** Applies replayed edits through the import store's public actions, a run of cell edits at once where it can. */
function replay(list: readonly RunEdit[]): void {
  const store = usePaymentImport.getState() as PaymentImportState & {
    editCells?: (cells: { row: number; field: PaymentField; value: string }[]) => void;
  };
  let batch: { row: number; field: PaymentField; value: string }[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    if (store.editCells) store.editCells(batch);
    else for (const e of batch) usePaymentImport.getState().editCell(e.row, e.field, e.value);
    batch = [];
  };
  for (const e of list) {
    if (e.kind === 'edit') batch.push(e);
    else {
      flush();
      usePaymentImport.getState().removeRow(e.row);
    }
  }
  flush();
}

const settingsOf = (s: PaymentImportState): RunSettings => ({
  ...(s.settings.encoding ? { encoding: s.settings.encoding } : {}),
  ...(s.settings.delimiter ? { delimiter: s.settings.delimiter } : {}),
  ...(s.settings.decimalStyle ? { decimalStyle: s.settings.decimalStyle } : {}),
  ...(s.settings.mapping ? { mapping: s.settings.mapping } : {}),
  defaultCurrency: s.defaultCurrency,
});

export const useRun = create<RunState>((set, get) => {
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      const id = get().draftId;
      const s = usePaymentImport.getState();
      if (!id || s.phase !== 'review' || replaying) return;
      void bulkpay.runs.save({
        id,
        settings: settingsOf(s),
        edits,
        step: get().step === 'review' ? 'review' : 'fix',
        rowCount: s.rows.length,
        problemCount: s.result?.errorCount ?? 0,
      });
    }, 300);
  };

  // Every change the user makes to the table is kept with the run, as edits to replay.
  usePaymentImport.subscribe((now, before) => {
    if (replaying || !get().draftId) return;
    if (now.phase === 'empty' && before.phase !== 'empty') {
      // "Choose another file": this run is abandoned.
      const id = get().draftId!;
      set({ draftId: undefined });
      void bulkpay.runs.discard({ id });
      return;
    }
    if (now.rows !== before.rows) {
      if (!now.edited)
        edits = []; // read again or remapped: the store started over from the file
      else edits = edits.concat(changesBetween(before.rows, now.rows));
    }
    if (now.rows !== before.rows || now.settings !== before.settings || now.result !== before.result) save();
  });

  return {
    step: 'fix',
    bulkIds: [],
    draftId: undefined,
    drafts: [],
    resuming: false,
    error: undefined,

    async openFile(file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      edits = [];
      set({ step: 'fix', bulkIds: [], draftId: undefined, error: undefined });
      await usePaymentImport.getState().open(file);
      const started = await bulkpay.runs.start({ fileName: file.name, base64: toBase64(bytes) });
      if (started.ok) {
        set({ draftId: started.value.id });
        save();
      }
    },
    goTo(step) {
      set({ step });
      save();
    },
    async review() {
      get().goTo('review');
      await useBulks.getState().startReview();
      // The account needs its payment-account id, asked for on the Fix step next to the account.
      if (useBulks.getState().error?.code.startsWith('payment_account_id')) get().goTo('fix');
    },
    fixRefused() {
      set({ bulkIds: [], step: 'fix' });
    },
    async send() {
      const sent = await useBulks.getState().send();
      if (!sent) return;
      const taken = sent.filter((b) => b.state !== 'not_accepted' && b.state !== 'not_sent');
      if (taken.length === 0) return set({ step: 'fix' }); // the bank's refusals are on the table
      const id = get().draftId;
      if (id) void bulkpay.runs.discard({ id });
      edits = [];
      set({ draftId: undefined, bulkIds: sent.map((b) => b.id), step: 'approve' });
    },
    async loadDrafts() {
      const listed = await bulkpay.runs.list({});
      if (listed.ok) set({ drafts: listed.value.runs });
    },
    async resume(id) {
      set({ resuming: true, error: undefined, bulkIds: [] });
      const run = await bulkpay.runs.get({ id });
      if (!run.ok) {
        set({ resuming: false, error: run.error.message });
        return get().loadDrafts();
      }
      replaying = true;
      try {
        const { fileName, base64, settings, step } = run.value;
        const store = usePaymentImport.getState();
        await store.open(new File([fromBase64(base64) as BlobPart], fileName));
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
        if (mapping) {
          usePaymentImport.getState().remap(mapping);
          await settled();
        }
        replay(run.value.edits);
        await settled();
        edits = run.value.edits;
        set({ draftId: id, step });
      } finally {
        replaying = false;
        set({ resuming: false });
      }
      if (run.value.step === 'review') await useBulks.getState().startReview();
    },
    async discard(id) {
      await bulkpay.runs.discard({ id });
      if (get().draftId === id) set({ draftId: undefined });
      await get().loadDrafts();
    },
    openSent(bulk) {
      const tracked = useBulks.getState().tracked;
      const same = tracked.filter((t) => (bulk.fileId ? t.bulk.fileId === bulk.fileId : t.bulk.id === bulk.id));
      set({ bulkIds: (same.length ? same : [{ bulk }]).map((t) => t.bulk.id), step: 'approve', draftId: undefined });
    },
    newRun() {
      set({ step: 'fix', bulkIds: [], draftId: undefined });
      usePaymentImport.getState().clear();
    },
  };
});
