// The window's side of the import worker: starts it, sends it requests and takes in its answers
// (the file as read, the rows in chunks, the whole file's summary) into the payments store.
import { CheckLedger } from '../../../src-shared/import/check-ledger';
import { MAX_PAYMENTS_PER_BULK } from '../../../src-shared/bank/limits';
import { mappingIsUsable } from '../../../src-shared/import/mapping';
import { mappingFromTemplate, templateForHeaders } from '../../../src-shared/import/templates';
import type { ValidationResult } from '../../../src-shared/payments/types';
import { tr } from '../../i18n/locale';
import type { PaymentImportState } from './import-state';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

export type WorkerCall = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

let worker: Worker | undefined;
/** Starts the import worker (loading its code takes a moment), so a file opened next is read at once. */
export const startWorker = () =>
  (worker ??= new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' }));
let lastId = 0;
/** While rows stream in, the table and counts are updated at most this often. */
const PUBLISH_EVERY_MS = 400;
let lastPublished = 0;

/** Time from the last file handed to the store (`open`) to now, as a performance measure (the 100,000-row journey reads them). */
function measureSinceOpen(name: string): void {
  if (performance.getEntriesByName('bulkpay:open').length) performance.measure(name, 'bulkpay:open');
}

export type WholeFileSummary = Extract<WorkerResponse, { kind: 'summary' }>;

/**
 * The check of the whole file from the worker's summary (counts, bulks, totals), over the rows taken
 * in so far (issues, payments): what the window shows between the summary and the last rows.
 */
export function wholeFileResult(sofar: ValidationResult, summary: WholeFileSummary): ValidationResult {
  const bulks = summary.bulks.map((b) => {
    const firstRow = b.index * MAX_PAYMENTS_PER_BULK;
    return { index: b.index, firstRow, endRow: firstRow + b.count, count: b.count, totals: b.totals };
  });
  return {
    rowCount: summary.rowCount,
    bulks,
    totals: summary.totals,
    errorCount: summary.errorCount,
    warningCount: summary.warningCount,
    rowsWithErrors: summary.rowsWithErrors,
    get issues() {
      return sofar.issues;
    },
    get payments() {
      return sofar.payments;
    },
  };
}

/** What the payments store lends the worker's answers: its state, its ledger and the summary shown meanwhile. */
export interface ImportSession {
  get(): PaymentImportState;
  set(partial: Partial<PaymentImportState>): void;
  /** Publishes the ledger's state with `extra`. */
  publish(extra?: Partial<PaymentImportState>): void;
  /** The ledger's state for the store (as `publish` sets it). */
  view(): Partial<PaymentImportState>;
  ledger: CheckLedger;
  /** The worker's summary of the whole file, shown while its last rows are still coming in (until `done`). */
  wholeFile: WholeFileSummary | undefined;
}

/** Runs `then` in a task of its own after the next frame is drawn (at once where nothing is drawn: tests under Node). */
function afterPaint(then: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(then));
  else setTimeout(then);
}

/**
 * A read or check that failed: once it `began`, the table holds only part of the file (and its
 * summary the whole file's counts), so nothing of it stays to be reviewed; the banner says why.
 */
function failRead(session: ImportSession, failure: string, began: boolean): void {
  const { get, set } = session;
  session.wholeFile = undefined;
  if (!began && get().file) return set({ progress: undefined, checking: false, failure });
  session.ledger = new CheckLedger();
  set({
    phase: 'empty',
    progress: undefined,
    checking: false,
    failure,
    file: undefined,
    rows: [],
    rowResults: [],
    result: undefined,
    issuesByRow: new Map(),
    expectedRows: 0,
    edited: false,
    settings: {},
    appliedTemplate: undefined,
  });
}

const progressLine = (done: number, total: number) => ({
  fraction: total ? done / total : 0,
  stage: tr('volumeWindowFix.checking', { done, total }),
});

/** After the summary: every row is checked, the table is still taking them in. */
const fillingLine = (done: number, total: number) => ({
  fraction: total ? done / total : 0,
  stage: tr('volumeWindowFix.filling', { done, total }),
});

type Answer<K extends WorkerResponse['kind']> = Extract<WorkerResponse, { kind: K }>;

/** A chunk of rows into the ledger; the table and counts follow at most every `PUBLISH_EVERY_MS`. */
function receiveRows(session: ImportSession, message: Answer<'rows'>): void {
  session.ledger.append(message.rows, message.rowResults);
  // The first screenful at once; then the table and counts catch up a few times a second, not per chunk.
  const now = performance.now();
  if (message.start !== 0 && now - lastPublished < PUBLISH_EVERY_MS) return;
  lastPublished = now;
  if (message.start === 0) measureSinceOpen('bulkpay:open-to-first-rows');
  const line = session.wholeFile ? fillingLine : progressLine;
  session.publish({ progress: line(session.ledger.rows.length, session.get().expectedRows) });
}

/** The whole file's counts, bulks and problems per kind, shown at once; the table fills in after. */
function receiveSummary(session: ImportSession, message: WholeFileSummary): void {
  const { file } = session.get();
  if (message.fileIssues && file) {
    // Problems the end of the file showed (rare: an unclosed quote): the ledger takes them in again.
    const { rows, results } = session.ledger;
    session.ledger = new CheckLedger({ fileIssues: message.fileIssues });
    session.ledger.append(rows, results);
    session.set({ file: { ...file, fileIssues: message.fileIssues } });
  }
  performance.measure('bulkpay:worker-check', {
    start: performance.now() - message.checkMs,
    end: performance.now(),
  });
  session.wholeFile = message;
  session.publish({
    expectedRows: message.rowCount,
    progress: fillingLine(session.ledger.rows.length, message.rowCount),
  });
  measureSinceOpen('bulkpay:open-to-summary');
}

/** The last row is in: the ledger's own state replaces the summary. */
function receiveDone(session: ImportSession): void {
  // The problems per kind were counted as rows arrived (as the worker's loop counts them), never by a scan here.
  session.wholeFile = undefined;
  const snapshot = session.view();
  measureSinceOpen('bulkpay:open-to-all-rows');
  session.set({ ...snapshot, progress: undefined, checking: false, expectedRows: session.ledger.rows.length });
}

/**
 * A new check of the whole file (or of the edited rows, for `check`) begins: the table is emptied
 * for its rows. Right after opening, a saved mapping for the same headers is applied (once) with
 * `send` instead.
 */
function receiveBegin(session: ImportSession, message: Answer<'begin'>, send: (call: WorkerCall) => unknown): void {
  const { get, publish } = session;
  const { file } = message;
  if (!file) {
    session.ledger = new CheckLedger({ fileIssues: get().file?.fileIssues ?? [] });
    return publish({ checking: true, expectedRows: message.total, progress: progressLine(0, message.total) });
  }
  const state = get();
  // Offer a saved mapping for files with the same headers, once, right after opening.
  const template =
    state.phase === 'reading' && !state.settings.mapping && file.format === 'csv'
      ? templateForHeaders(file.headers, state.templates)
      : undefined;
  if (template && state.appliedTemplate !== template.name) {
    session.set({
      appliedTemplate: template.name,
      settings: { ...state.settings, decimalStyle: state.settings.decimalStyle ?? template.decimalStyle },
    });
    void send({
      kind: 'remap',
      mapping: mappingFromTemplate(file.headers, template),
      decimalStyle: state.settings.decimalStyle ?? template.decimalStyle,
      defaultCurrency: state.defaultCurrency,
    });
    return;
  }
  const needsMapping = file.format === 'csv' && !mappingIsUsable(file.mapping);
  const phase = state.phase === 'reading' ? (needsMapping ? 'mapping' : 'review') : state.phase;
  session.ledger = new CheckLedger({ fileIssues: file.fileIssues });
  publish({
    file,
    sha256: message.sha256 ?? state.sha256,
    failure: undefined,
    phase,
    edited: false,
    checking: true,
    expectedRows: message.total,
    progress: progressLine(0, message.total),
  });
}

/** The import worker as the store uses it: `send` a request (the answers go into `session`), `cancel` those under way. */
export function connectImportWorker(session: ImportSession) {
  /** Settles the promise of the request under way (see `send`), once the window has drawn its last state. */
  let settle: (() => void) | undefined;
  let answered: Promise<void> = Promise.resolve();
  /** The request under way (until its `done` or failure), to send again with another currency (`sendAgain`). */
  let underWay: WorkerCall | undefined;
  /** Whether the table was emptied for rows that are not all in yet (a `begin` came, no `done` yet). */
  let began = false;
  const settled = () => {
    underWay = undefined;
    began = false;
    const resolve = settle;
    settle = undefined;
    if (resolve) afterPaint(resolve);
  };

  /**
   * Sends a request; resolves once its last row is in the table (`done`), or it failed, or another
   * file replaced it. A caller with more work for the window's thread (the run's draft: the file's
   * bytes to main, a long task) waits for it, so that work holds up neither the first rows, nor the
   * summary, nor the last rows. A request on the same file (`reread`, `remap`, `check`: a saved
   * template applied, another currency) carries on the promise of the one under way, which then
   * resolves with the new request's last row, not before any row is in.
   */
  const send = (call: WorkerCall): Promise<void> => {
    const worker = startWorker();
    if (call.kind === 'open' || !settle) {
      settled();
      answered = new Promise<void>((resolve) => (settle = resolve));
    }
    const id = ++lastId;
    underWay = call;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => receive(event.data);
    worker.onerror = () => {
      // What it did before it stopped is not known: nothing of it stays, and no later answer counts.
      began = true;
      lastId++;
      failRead(session, 'The file reader stopped unexpectedly; try the file again.', began);
      settled();
    };
    const request = { ...call, id, characterSet: session.get().characterSet } as WorkerRequest;
    worker.postMessage(request, call.kind === 'open' ? [call.bytes] : []);
    return answered;
  };

  /**
   * Sends the request under way again with another currency for rows without one; answers false when
   * none is under way. Its rows are not all in the table yet, so a `check` of the rows shown would
   * lose the rest: a file being read is read again (an `open` as a `reread`: the worker has its bytes),
   * edited rows being checked are checked again, all of them.
   */
  const sendAgain = (defaultCurrency: string): boolean => {
    const call = underWay;
    if (!call) return false;
    if (call.kind === 'open') void send({ kind: 'reread', settings: call.settings, defaultCurrency });
    else void send({ ...call, defaultCurrency });
    return true;
  };

  const receive = (message: WorkerResponse) => {
    if (message.id !== lastId) return; // an answer to a request the user has since replaced
    if (message.kind === 'progress')
      return session.set({ progress: { fraction: message.fraction, stage: message.stage } });
    if (message.kind === 'failed') {
      failRead(session, message.error.message, began);
      return settled();
    }
    if (message.kind === 'rows') return receiveRows(session, message);
    if (message.kind === 'summary') return receiveSummary(session, message);
    if (message.kind === 'done') {
      receiveDone(session);
      return settled();
    }
    session.wholeFile = undefined;
    began = true;
    receiveBegin(session, message, send);
  };

  return {
    send,
    sendAgain,
    /** Answers still on their way belong to the file just closed: they are dropped. */
    cancel: () => {
      lastId++;
      settled();
    },
  };
}
