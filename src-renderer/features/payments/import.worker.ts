// Reads and checks payment files off the window's thread, so a 100,000-row file never freezes it.
// A CSV file is read and checked in one pass (each row checked as it is parsed, no whole-file copy
// in other shapes), with the same loop as `bulkpay validate` (src-shared/import/stream-check.ts);
// the rows go to the window in chunks as they are checked (the first screenful at once) and the
// summary the moment the last row is checked. pain.001 (XML, read whole anyway) is parsed, then checked.
import { parsePaymentFile, type ImportSettings, type ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import {
  checkParsedRows,
  forWindow,
  streamCheckPaymentFile,
  type StreamCheckOptions,
} from '../../../src-shared/import/stream-check';
import { decodeFile } from '../../../src-shared/import/decode';
import { paymentFileInput, type SheetChoice } from '../../../src-shared/import/spreadsheet';
import type { CharacterSet } from '../../../src-shared/payments/charset';
import type { LaterRows } from '../../../src-shared/import/later-rows';
import { issueMessage } from '../../../src-shared/payments/messages';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import {
  CHUNK_ROWS,
  FIRST_CHUNK_ROWS,
  PREVIEW_CELL_ROWS,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';

/** The file as chosen, and what the readers read of it (a spreadsheet's sheet as CSV text; else the same bytes). */
let source: Uint8Array | undefined;
let bytes: Uint8Array | undefined;
/** A spreadsheet's sheets and the one read. */
let sheetChoice: SheetChoice | undefined;
/** The characters the active bank takes, as the last request said. */
let characterSet: CharacterSet | undefined;
let fileName = '';
let sha256 = '';
/** The settings of the last read (encoding, delimiter…): a remap reads the file again with them. */
let settings: ImportSettings = {};
/** The last file as the window keeps it (no rows); its file issues serve a `check` of edited rows. */
let current: ParsedPaymentFile | undefined;

const post = (message: WorkerResponse) =>
  (self as unknown as { postMessage(m: WorkerResponse): void }).postMessage(message);

/**
 * Collects checked rows into chunks for the window: the first screenful at once, then CHUNK_ROWS at a
 * time. Past the first CHUNK_ROWS rows (the table's first bulks) the chunks wait until the summary is
 * posted (`release`): copying rows to the window costs about as much as checking them, so the summary
 * of the whole file does not wait for that copy, and the table fills in after it.
 */
function rowPoster(id: number, beforeFirst?: () => void) {
  let chunkRows: PaymentRow[] = [];
  let chunkResults: RowResult[] = [];
  let start = 0;
  let size = FIRST_CHUNK_ROWS;
  let released = false;
  const waiting: WorkerResponse[] = [];
  const flush = () => {
    if (!chunkRows.length) return;
    if (start === 0) beforeFirst?.();
    const message: WorkerResponse = { kind: 'rows', id, start, rows: chunkRows, rowResults: chunkResults };
    if (start < CHUNK_ROWS || released) post(message);
    else waiting.push(message);
    start += chunkRows.length;
    chunkRows = [];
    chunkResults = [];
    size = start < CHUNK_ROWS ? CHUNK_ROWS - start : CHUNK_ROWS;
  };
  const add = (row: PaymentRow, result: RowResult) => {
    chunkRows.push(row);
    chunkResults.push(forWindow(result));
    if (chunkRows.length >= size) flush();
  };
  return {
    add,
    /**
     * Posts the summary, then the rows that waited for it, then those the check kept as where they
     * are in the file (`later`: built now, a chunk at a time), then `done`.
     */
    finish(summary: WorkerResponse, later?: LaterRows) {
      flush();
      post(summary);
      released = true;
      for (const message of waiting.splice(0)) post(message);
      while (later?.read(CHUNK_ROWS, copyRow(add)));
      flush();
      post({ kind: 'done', id });
    },
  };
}

/** `onRow` of the check, into `add`: the check refills one row object per record, the window keeps its own copy. */
const copyRow =
  (add: (row: PaymentRow, result: RowResult) => void) =>
  (row: PaymentRow, result: RowResult): void => {
    const copy: PaymentRow = { line: row.line, values: { ...row.values } };
    if (row.ragged) copy.ragged = row.ragged;
    add(copy, result);
  };

type Summary = Pick<ReturnType<typeof checkParsedRows>, 'rowCount' | 'problems' | 'errorCount' | 'warningCount'> &
  Pick<ReturnType<typeof checkParsedRows>, 'bulks' | 'bulkCount' | 'totals' | 'rowsWithErrors'>;
const summaryOf = (id: number, started: number, summary: Summary, fileIssues?: ValidationIssue[]): WorkerResponse => ({
  kind: 'summary',
  id,
  rowCount: summary.rowCount,
  problems: summary.problems,
  errorCount: summary.errorCount,
  warningCount: summary.warningCount,
  rowsWithErrors: summary.rowsWithErrors,
  bulkCount: summary.bulkCount,
  bulks: summary.bulks,
  totals: summary.totals,
  checkMs: performance.now() - started,
  ...(fileIssues ? { fileIssues } : {}),
});

/** Rows already in hand (pain.001, or the window's edited rows): checked and posted in chunks, then the summary. */
function checkRows(
  id: number,
  started: number,
  rows: readonly PaymentRow[],
  fileIssues: readonly ValidationIssue[],
  decimalStyle: DecimalStyle,
  defaultCurrency: string,
): void {
  const poster = rowPoster(id);
  const summary = checkParsedRows(rows, fileIssues, decimalStyle, {
    decimalStyle,
    defaultCurrency,
    characterSet,
    onRow: (row, result) => poster.add(row, result),
  });
  poster.finish(summaryOf(id, started, summary));
}

/** Data rows a CSV file holds, about (its line breaks less the header), for the progress line before the count is known. */
function rowsAbout(data: Uint8Array): number {
  let breaks = 0;
  for (let i = data.indexOf(10); i >= 0; i = data.indexOf(10, i + 1)) breaks++;
  const endsInBreak = data.length > 0 && data[data.length - 1] === 10;
  return Math.max(1, breaks + (endsInBreak ? 0 : 1) - 1);
}

/**
 * A CSV file read and checked in one pass: `begin` once the header and decimal mark are known, the
 * rows in chunks as they are checked, the summary when the last one is. Only the preview's cells are kept.
 */
function readCsv(id: number, started: number, defaultCurrency: string): void {
  const previewCells: string[][] = [];
  const previewLines: number[] = [];
  let began = false;
  // `begin` goes with the first rows (the preview's cells read by then), never for a file that fails.
  const poster = rowPoster(id, () => post({ kind: 'begin', id, file: current, sha256, total: rowsAbout(bytes!) }));
  let later: LaterRows | undefined;
  const options: StreamCheckOptions = {
    defaultCurrency,
    characterSet,
    // a clean row comes with just what `forWindow` keeps of it, from the fast path (no rules' result)
    slimRows: true,
    // rows past the first chunks are built after the summary is posted (see `LaterRows`)
    laterRowsFrom: CHUNK_ROWS,
    onLaterRows: (rows) => (later = rows),
    onRecord(cells, line) {
      previewCells.push([...cells]);
      previewLines.push(line);
      return previewCells.length < PREVIEW_CELL_ROWS;
    },
    onCsvShape(shape) {
      began = true;
      current = {
        ...shape,
        fileName,
        format: 'csv',
        debtorAccounts: [],
        message: null,
        fileIssues: [...shape.fileIssues],
        cells: previewCells,
        lines: previewLines,
        rows: [],
        ...(sheetChoice ? { spreadsheet: sheetChoice } : {}),
      };
    },
    onRow: copyRow(poster.add),
  };
  const checked = streamCheckPaymentFile(fileName, bytes!, settings, options);
  if (!checked.ok) return post({ kind: 'failed', id, error: checked.error });
  if (!began)
    return post({
      kind: 'failed',
      id,
      error: { code: 'internal', message: `The file could not be read: ${fileName}`, params: { reason: fileName } },
    });
  // Problems found only at the end of the file (an unclosed quote, unreadable lines between rows).
  const fileIssues = checked.value.fileIssues.map((i) =>
    i.message ? i : { ...i, message: issueMessage(i.code, i.params) },
  );
  const late = fileIssues.length !== current!.fileIssues.length;
  current = { ...current!, fileIssues };
  poster.finish(summaryOf(id, started, checked.value, late ? fileIssues : undefined), later);
}

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  const started = performance.now();
  characterSet = request.characterSet;
  if (request.kind === 'check') {
    post({ kind: 'begin', id, total: request.rows.length });
    return checkRows(
      id,
      started,
      request.rows,
      current?.fileIssues ?? [],
      request.decimalStyle,
      request.defaultCurrency,
    );
  }
  if (request.kind === 'open') {
    const digest = await crypto.subtle.digest('SHA-256', request.bytes);
    source = new Uint8Array(request.bytes);
    fileName = request.fileName;
    sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  if (!source) return post({ kind: 'failed', id, error: { code: 'no_file', message: 'Choose a payment file first.' } });
  if (request.kind === 'remap')
    settings = { ...settings, mapping: request.mapping, decimalStyle: request.decimalStyle };
  else {
    // a spreadsheet is read as its sheet's CSV text again only when the file or its settings change
    const input = await paymentFileInput(fileName, source, request.settings);
    if (!input.ok) return post({ kind: 'failed', id, error: input.error });
    ({ bytes, settings, spreadsheet: sheetChoice } = input.value);
  }
  if (!bytes) return;
  if (looksLikeXml(bytes, settings)) {
    const parsed = parsePaymentFile(fileName, bytes, settings, (fraction) =>
      post({ kind: 'progress', id, fraction, stage: 'Reading' }),
    );
    if (!parsed.ok) return post({ kind: 'failed', id, error: parsed.error });
    current = { ...parsed.value, rows: [] };
    post({ kind: 'begin', id, file: current, sha256, total: parsed.value.rows.length });
    return checkRows(id, started, parsed.value.rows, current.fileIssues, current.decimalStyle, request.defaultCurrency);
  }
  readCsv(id, started, request.defaultCurrency);
}

/** pain.001 rather than CSV, judged from the file's start (as `parsePaymentFile` judges it from the whole text). */
function looksLikeXml(data: Uint8Array, { encoding }: ImportSettings): boolean {
  const start = decodeFile(fileName, data.subarray(0, 4096), encoding);
  return start.ok && /^\s*<(\?xml|[\w.-]*:?Document)/.test(start.value.text);
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((e: unknown) => {
    const reason = e instanceof Error ? e.message : String(e);
    post({
      kind: 'failed',
      id: event.data.id,
      error: { code: 'internal', message: `The file could not be read: ${reason}`, params: { reason } },
    });
  });
});
