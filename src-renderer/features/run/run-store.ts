import { create, type StoreApi } from 'zustand';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { RunChanges, RunDraftSummary, RunSettings } from '../../../src-shared/ipc/channels/runs';
import { bulkpay } from '../../bridge';
import { tr } from '../../i18n/locale';
import { useBulks } from '../bulks/bulks-store';
import { RowOrigins, rowsDigest, toBase64 } from './run-progress';
import { fromBase64, readAsSaved } from './run-reopen';
import { usePaymentImport, type PaymentImportState } from '../payments/store';
import type { PaymentRow } from '../../../src-shared/payments/fields';

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
  /** Why the run's last changes are not kept (shown; the table on screen is still right). */
  saveError: string | undefined;
  /** Saves at once what waits for the debounce (before switching runs, sending or closing). */
  flushSave(): Promise<void>;
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
  /** The team run this run was submitted as was sent from this desktop: on to Approve with its bulks. */
  followSent(bulkIds: string[]): void;
  /** From a sent run back to the payments the bank refused, left on the table to fix and send again. */
  fixRefused(): void;
  /** Leaves the finished run; the next file starts a new one. */
  newRun(): void;
}

/** Follows the table's rows back to the file as read, so the run is saved as compact changes. */
let origins: RowOrigins | undefined;
/** The sha256 of the run's file (main's): progress is saved only while the table shows that file. */
let draftSha: string | undefined;
/** The run's file, to keep it again when the bank refused every bulk of a send (main forgot it). */
let draftFile: File | undefined;
/** The last rows traced back to the file, with their changes and digest. */
let traced: { rows: readonly object[]; changes: RunChanges | undefined; digest: string } | undefined;
/**
 * The edited rows a check under way started from (a currency change): the check answers new row
 * objects, in chunks; they are followed back to these, by position, once the last is in.
 */
let checkedFrom: readonly PaymentRow[] | undefined;
let replaying = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The run whose save waits out its debounce, to save at once before switching runs or closing. */
let pendingSave: string | undefined;
/**
 * The saves in the order they were asked for: one takes ~30 slices of the thread at 100,000 rows,
 * so a newer save started alongside could land first and be overwritten by an older state.
 */
let saving: Promise<void> = Promise.resolve();

/** The run's draft being kept in main (`openFile`), until it has its id. */
let draftStarting: Promise<void> | undefined;

/**
 * Whether the table shows `file` (with main's digest of it, `sha256`): not another file, and not
 * emptied because it could not be read (the banner says why; there is no run to keep).
 */
function showsOnly(file: File, sha256?: string): boolean {
  const s = usePaymentImport.getState();
  return (
    draftFile === file &&
    s.phase !== 'empty' &&
    s.file !== undefined &&
    s.fileName === file.name &&
    (sha256 === undefined || s.sha256 === sha256)
  );
}

/** How the file is read: the user's choices, and the column mapping in effect (a template's too). */
const settingsOf = (s: PaymentImportState): RunSettings => {
  const mapping = s.file?.format === 'csv' ? s.file.mapping : undefined;
  return {
    ...(s.settings.encoding ? { encoding: s.settings.encoding } : {}),
    ...(s.settings.delimiter ? { delimiter: s.settings.delimiter } : {}),
    ...(s.settings.decimalStyle ? { decimalStyle: s.settings.decimalStyle } : {}),
    ...(mapping && Object.keys(mapping).length > 0 ? { mapping } : {}),
    defaultCurrency: s.defaultCurrency,
  };
};

type RunSet = StoreApi<RunState>['setState'];
type RunGet = StoreApi<RunState>['getState'];

/** What to save of the run `id`, taken at once (the rows may change while an earlier save runs). */
function snapshotOf(get: RunGet, id: string, s: PaymentImportState) {
  if (s.phase !== 'review' || s.sha256 !== draftSha || get().draftId !== id) return undefined;
  if (s.checking) return undefined; // rows still coming in: saved once the last is in (the rows change then)
  // The origins too: "Choose another file" replaces them before this save runs.
  return { id, s, origins, step: get().step === 'review' ? ('review' as const) : ('fix' as const) };
}

/** Saves one snapshot of the run in main; a run left meanwhile shows no error. */
async function saveNow(
  set: RunSet,
  get: RunGet,
  { id, s, origins: from, step }: NonNullable<ReturnType<typeof snapshotOf>>,
) {
  // Worked out once per state of the rows (a check finishing changes only the problem count).
  if (traced?.rows !== s.rows) {
    const changes = await from?.changesInSlices(s.rows);
    traced = { rows: s.rows, changes, digest: changes ? await rowsDigest(s.rows) : '' };
  }
  const { changes, digest } = traced;
  // A run left meanwhile ("Choose another file") shows no error on the next screen.
  if (!changes) return get().draftId === id ? set({ saveError: tr('run.saveLost') }) : undefined;
  const saved = await bulkpay.runs.save({
    id,
    settings: settingsOf(s),
    changes,
    digest,
    step,
    rowCount: s.rows.length,
    problemCount: s.result?.errorCount ?? 0,
  });
  if (get().draftId !== id) return;
  if (!saved.ok) set({ saveError: tr('run.saveFailed', { reason: saved.error.message }) });
  else if (!saved.value.saved) set({ saveError: tr('run.saveGone') });
  else if (get().saveError) set({ saveError: undefined });
}

/** The run's saves: `save` after a debounce, `flushSave` at once. */
interface RunSaver {
  save(): void;
  /**
   * Saves what waits for the debounce, after any save still running; resolves once every save
   * asked for so far is done. `from`: the table to save when the store has already moved on.
   */
  flushSave(from?: PaymentImportState): Promise<void>;
}

function runSaver(set: RunSet, get: RunGet): RunSaver {
  const flushSave = (from = usePaymentImport.getState()): Promise<void> => {
    clearTimeout(saveTimer);
    const id = pendingSave;
    pendingSave = undefined;
    const snapshot = id === undefined ? undefined : snapshotOf(get, id, from);
    if (snapshot)
      saving = saving
        .then(() => saveNow(set, get, snapshot))
        .catch((e: unknown) =>
          set({ saveError: tr('run.saveFailed', { reason: e instanceof Error ? e.message : '' }) }),
        );
    return saving;
  };
  const save = () => {
    const id = get().draftId;
    if (!id || replaying) return;
    clearTimeout(saveTimer);
    pendingSave = id;
    saveTimer = setTimeout(() => void flushSave(), 300);
  };
  return { save, flushSave };
}

/** Follows a change of the table's rows back to the file. */
function followRows(now: PaymentImportState, before: PaymentImportState): void {
  const rowsChanged = now.rows !== before.rows;
  if (rowsChanged && (!now.edited || !origins)) {
    // Read again or remapped: the store started over from the file.
    checkedFrom = undefined;
    origins = new RowOrigins(now.rows, origins);
  } else if (!origins) return;
  else if (now.checking && (rowsChanged || checkedFrom)) checkedFrom ??= before.rows;
  else if (checkedFrom) {
    // The edited rows checked again (a currency change): the same rows, as new objects, in order.
    // Emptied before the check ended ("Choose another file"): nothing to follow, and the saves
    // still queued with these origins must not find them lost.
    if (now.phase !== 'empty') origins.followCheck(checkedFrom, now.rows);
    checkedFrom = undefined;
  } else if (rowsChanged) origins.follow(before.rows, now.rows);
}

/** Every change the user makes to the table is followed back to the file and kept with the run. */
function keepTableChanges(set: RunSet, get: RunGet, { save, flushSave }: RunSaver): void {
  usePaymentImport.subscribe((now, before) => {
    if (!replaying && get().draftId && now.phase === 'empty' && before.phase !== 'empty') {
      // "Choose another file": this run stays on Home (kept as last saved) until discarded there;
      // the edits still waiting for the debounce are saved from the table as it was (and its origins).
      void flushSave(before);
      set({ draftId: undefined, saveError: undefined });
    }
    followRows(now, before);
    if (replaying || !get().draftId || now.phase === 'empty') return;
    if (now.rows !== before.rows || now.settings !== before.settings || now.result !== before.result) save();
  });
  // Closing the window: the last edits are saved rather than lost with the debounce.
  globalThis.addEventListener?.('pagehide', () => void flushSave());
}

/** Keeps the run of a file just opened in main, once the table shows it (Review and Send wait for it). */
async function keepOpenedRun(set: RunSet, { save }: RunSaver, file: File, bytes: Uint8Array): Promise<void> {
  await usePaymentImport.getState().open(file);
  // The file could not be read (or another replaced it): no run to keep.
  if (!showsOnly(file)) return;
  const started = await bulkpay.runs.start({ fileName: file.name, base64: await toBase64(bytes) });
  if (!started.ok) return;
  // Another file opened meanwhile, or this one failed as it was read again: this run is not the table's.
  if (showsOnly(file, started.value.sha256)) {
    draftSha = started.value.sha256;
    set({ draftId: started.value.id });
    save();
  } else void bulkpay.runs.discard({ id: started.value.id });
}

/** Keeps the run's file again: main forgot the run as it recorded bulks the bank all refused. */
async function keepRefusedRun(set: RunSet, { save }: RunSaver, file: File): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const started = await bulkpay.runs.start({ fileName: file.name, base64: await toBase64(bytes) });
  if (started.ok && draftFile === file) {
    draftSha = started.value.sha256;
    set({ draftId: started.value.id });
    save();
  }
}

/** Opening a file, moving between steps, reviewing and sending (zustand slices pattern). */
function stepActions(
  set: RunSet,
  get: RunGet,
  saver: RunSaver,
): Pick<RunState, 'openFile' | 'goTo' | 'review' | 'fixRefused' | 'send'> {
  const { save, flushSave } = saver;
  return {
    async openFile(file) {
      await flushSave();
      const bytes = new Uint8Array(await file.arrayBuffer());
      draftSha = undefined;
      draftFile = file;
      set({ step: 'fix', bulkIds: [], draftId: undefined, error: undefined, saveError: undefined });
      // Kept until the run has its id: Review and Send wait for it (sent without it, main would keep the run).
      const starting = keepOpenedRun(set, saver, file, bytes);
      draftStarting = starting.catch(() => undefined); // Review and Send go on without a run kept, as before
      await starting;
    },
    goTo(step) {
      // While sending, the table is what is being sent: no step may change it.
      if (useBulks.getState().busy === 'sending') return;
      set({ step });
      save();
    },
    async review() {
      // Another file opened meanwhile: the click was for this one, not the next one's table.
      const file = draftFile;
      await draftStarting;
      if (draftFile !== file) return;
      get().goTo('review');
      await useBulks.getState().startReview();
      // The account needs its payment-account id, asked for on the Fix step next to the account.
      if (useBulks.getState().error?.code.startsWith('payment_account_id')) get().goTo('fix');
    },
    fixRefused() {
      set({ bulkIds: [], step: 'fix' });
    },
    async send() {
      const opened = draftFile;
      await draftStarting;
      if (draftFile !== opened) return;
      await flushSave();
      const id = get().draftId;
      const sent = await useBulks.getState().send(id);
      if (!sent) return;
      const taken = sent.filter((b) => b.state !== 'not_accepted' && b.state !== 'not_sent');
      if (taken.length === 0) {
        // Main forgot the run as it recorded the bulks; every one was refused, so it is kept again.
        set({ step: 'fix', draftId: undefined });
        const file = draftFile;
        if (!file || id === undefined) return;
        // Review and Send wait for it, as for the run of a file just opened.
        const starting = keepRefusedRun(set, saver, file);
        draftStarting = starting.catch(() => undefined);
        return starting;
      }
      set({ draftId: undefined, bulkIds: sent.map((b) => b.id), step: 'approve' });
    },
  };
}

/** The runs not sent yet, kept in main: listed, reopened, discarded. */
function draftActions(
  set: RunSet,
  get: RunGet,
  { flushSave }: RunSaver,
): Pick<RunState, 'loadDrafts' | 'resume' | 'discard'> {
  return {
    async loadDrafts() {
      const listed = await bulkpay.runs.list({});
      if (listed.ok) set({ drafts: listed.value.runs });
    },
    async resume(id) {
      await flushSave();
      set({ resuming: true, error: undefined, saveError: undefined, bulkIds: [], draftId: undefined });
      const run = await bulkpay.runs.get({ id });
      if (!run.ok) {
        set({ resuming: false, error: run.error.message });
        return get().loadDrafts();
      }
      replaying = true;
      let restored: boolean;
      try {
        const { fileName, base64, settings, step, changes } = run.value;
        draftSha = run.value.sha256;
        const file = new File([fromBase64(base64) as BlobPart], fileName);
        draftFile = file;
        await readAsSaved(file, settings, changes);
        const rows = usePaymentImport.getState().rows;
        restored = rows.length === run.value.rowCount && (await rowsDigest(rows)) === run.value.digest;
        if (restored) set({ draftId: id, step });
        else {
          // Never a table that only looks like the one left: amounts could be on the wrong rows.
          usePaymentImport.getState().clear();
          set({ error: tr('run.notRestored', { file: fileName }) });
        }
      } finally {
        replaying = false;
        set({ resuming: false });
      }
      if (restored && run.value.step === 'review') await useBulks.getState().startReview();
    },
    async discard(id) {
      if (get().draftId === id) {
        clearTimeout(saveTimer);
        pendingSave = undefined;
        set({ draftId: undefined });
      }
      await bulkpay.runs.discard({ id });
      await get().loadDrafts();
    },
  };
}

/** Leaving the run on the table for a sent one, a team run sent from here, or a new run. */
function leaveActions(set: RunSet, { flushSave }: RunSaver): Pick<RunState, 'openSent' | 'followSent' | 'newRun'> {
  return {
    openSent(bulk) {
      void flushSave();
      const tracked = useBulks.getState().tracked;
      const same = tracked.filter((t) => (bulk.fileId ? t.bulk.fileId === bulk.fileId : t.bulk.id === bulk.id));
      // The table holds another file (or a run not sent yet, kept on Home): not this run's refused payments.
      set({ draftId: undefined, saveError: undefined });
      usePaymentImport.getState().clear();
      set({ bulkIds: (same.length ? same : [{ bulk }]).map((t) => t.bulk.id), step: 'approve' });
    },
    followSent(bulkIds) {
      void flushSave();
      // The table's payments left as the team run's bulks: none of them is this run's to send again.
      set({ draftId: undefined, saveError: undefined });
      usePaymentImport.getState().clear();
      set({ bulkIds, step: 'approve' });
    },
    newRun() {
      void flushSave();
      set({ step: 'fix', bulkIds: [], draftId: undefined, saveError: undefined });
      usePaymentImport.getState().clear();
    },
  };
}

export const useRun = create<RunState>((set, get) => {
  const saver = runSaver(set, get);
  keepTableChanges(set, get, saver);
  return {
    step: 'fix',
    bulkIds: [],
    draftId: undefined,
    drafts: [],
    resuming: false,
    error: undefined,
    saveError: undefined,
    flushSave: () => saver.flushSave(),
    ...stepActions(set, get, saver),
    ...draftActions(set, get, saver),
    ...leaveActions(set, saver),
  };
});
