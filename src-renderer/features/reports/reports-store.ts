import { create } from 'zustand';
import type { AppError } from '../../../src-shared/result';
import type { ToastText } from '../../components/Toast';
import type { RunSummary } from '../../../src-shared/ipc/channels/reports';
import { bulkpay } from '../../bridge';
import { downloadText } from '../accounts/download';
import { offerDownload } from '../../components/offer-download';

/**
 * What a report action tells the component: the file offered, or why there is none. A failure keeps its code and parameters, so its toast is worded in the language on screen. */
export type ReportOutcome = { ok: true; fileName: string } | { ok: false; message: ToastText };

interface ReportsState {
  /** The report being made ("pdf", "pain002", …), so its button shows it is working. */
  busy: string | null;
  /** The ERP outbox folder; undefined until loaded, null when off. */
  outbox: string | null | undefined;
  /** The latest runs (History), newest first; undefined until loaded. */
  runs: RunSummary[] | undefined;
  loadRuns(): Promise<void>;
  pain002(id: string): Promise<ReportOutcome>;
  runPdf(id: string): Promise<ReportOutcome>;
  camt054(bulkId: string): Promise<ReportOutcome>;
  statement(handle: string, from: string, to: string, includeScheduled?: boolean): Promise<ReportOutcome>;
  loadOutbox(): Promise<void>;
  /** The OS folder dialog (main opens it and keeps the path); fileName is the folder now set, '' when unchanged or off. */
  chooseOutbox(): Promise<ReportOutcome>;
  turnOffOutbox(): Promise<ReportOutcome>;
}

/** Offers bytes (the PDF) as a file download. */
function downloadBase64(fileName: string, mimeType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  offerDownload(fileName, new Blob([bytes], { type: mimeType }));
}

export const useReports = create<ReportsState>((set, get) => {
  /** Runs one report at a time and offers its file. */
  async function make<T extends { fileName: string; mimeType: string }>(
    name: string,
    call: () => Promise<{ ok: true; value: T } | { ok: false; error: AppError }>,
    offer: (value: T) => void,
  ): Promise<ReportOutcome> {
    if (get().busy) return { ok: false, message: { key: 'erpReports.busyOther' } };
    set({ busy: name });
    try {
      const result = await call();
      if (!result.ok) return { ok: false, message: result.error };
      offer(result.value);
      return { ok: true, fileName: result.value.fileName };
    } finally {
      set({ busy: null });
    }
  }
  const text = (v: { fileName: string; mimeType: string; content: string }) =>
    downloadText(v.fileName, v.mimeType, v.content);
  return {
    busy: null,
    outbox: undefined,
    runs: undefined,
    async loadRuns() {
      const result = await bulkpay.reports.runs({});
      if (result.ok) set({ runs: result.value.runs });
    },
    pain002: (id) => make('pain002', () => bulkpay.reports.pain002({ id }), text),
    runPdf: (id) =>
      make(
        'pdf',
        () => bulkpay.reports.runPdf({ id, locale: navigator.language }),
        (v) => downloadBase64(v.fileName, v.mimeType, v.base64),
      ),
    camt054: (bulkId) => make('camt054', () => bulkpay.reports.camt054({ bulkId }), text),
    statement: (handle, from, to, includeScheduled = false) =>
      make('statement', () => bulkpay.reports.statement({ handle, from, to, includeScheduled }), text),
    async loadOutbox() {
      const result = await bulkpay.reports.getOutbox({});
      if (result.ok) set({ outbox: result.value.folder });
    },
    async chooseOutbox() {
      const before = get().outbox;
      const result = await bulkpay.reports.chooseOutbox({});
      if (!result.ok) return { ok: false, message: result.error };
      set({ outbox: result.value.folder });
      return { ok: true, fileName: result.value.folder !== before ? (result.value.folder ?? '') : '' };
    },
    async turnOffOutbox() {
      const result = await bulkpay.reports.turnOffOutbox({});
      if (!result.ok) return { ok: false, message: result.error };
      set({ outbox: null });
      return { ok: true, fileName: '' };
    },
  };
});
