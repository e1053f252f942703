// Reads and checks payment files off the window's thread, so a 100,000-row file never freezes it.
// The rows go to the window in chunks as they are checked (the first screenful at once), and the
// summary comes from the same row loop as `bulkpay validate` (src-shared/import/stream-check.ts).
import { parsePaymentFile, remapPaymentFile, type ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import { checkParsedRows } from '../../../src-shared/import/stream-check';
import { issueMessage } from '../../../src-shared/payments/messages';
import type { RowResult } from '../../../src-shared/payments/types';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import {
  CHUNK_ROWS,
  FIRST_CHUNK_ROWS,
  PREVIEW_CELL_ROWS,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';

let bytes: Uint8Array | undefined;
let fileName = '';
let sha256 = '';
let current: ParsedPaymentFile | undefined;

const post = (message: WorkerResponse) =>
  (self as unknown as { postMessage(m: WorkerResponse): void }).postMessage(message);

/** Checks rows and posts them in chunks, then the summary. */
function streamRows(
  id: number,
  started: number,
  rows: readonly PaymentRow[],
  fileIssues: ParsedPaymentFile['fileIssues'],
  decimalStyle: DecimalStyle,
  defaultCurrency: string,
): void {
  let chunkRows: PaymentRow[] = [];
  let chunkResults: RowResult[] = [];
  let start = 0;
  let size = FIRST_CHUNK_ROWS;
  const flush = () => {
    if (!chunkRows.length) return;
    post({ kind: 'rows', id, start, rows: chunkRows, rowResults: chunkResults });
    start += chunkRows.length;
    chunkRows = [];
    chunkResults = [];
    size = CHUNK_ROWS;
  };
  const summary = checkParsedRows(rows, fileIssues, decimalStyle, {
    decimalStyle,
    defaultCurrency,
    onRow(row, result) {
      // The loop words only the problems it keeps; the table shows every row's, so they are worded here.
      for (let k = 0; k < result.issues.length; k++) {
        const issue = result.issues[k]!;
        if (!issue.message) result.issues[k] = { ...issue, message: issueMessage(issue.code, issue.params) };
      }
      chunkRows.push(row);
      chunkResults.push(result);
      if (chunkRows.length >= size) flush();
    },
  });
  flush();
  post({
    kind: 'summary',
    id,
    rowCount: summary.rowCount,
    problems: summary.problems,
    errorCount: summary.errorCount,
    warningCount: summary.warningCount,
    checkMs: performance.now() - started,
  });
}

/** The file as the window keeps it: without its rows (they come in chunks) and with only the preview's cells. */
const withoutRows = (file: ParsedPaymentFile): ParsedPaymentFile => ({
  ...file,
  rows: [],
  cells: file.cells.slice(0, PREVIEW_CELL_ROWS),
  lines: file.lines.slice(0, PREVIEW_CELL_ROWS),
});

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  const started = performance.now();
  if (request.kind === 'check') {
    post({ kind: 'begin', id, total: request.rows.length });
    return streamRows(
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
    bytes = new Uint8Array(request.bytes);
    fileName = request.fileName;
    sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  if (request.kind === 'open' || request.kind === 'reread') {
    if (!bytes)
      return post({ kind: 'failed', id, error: { code: 'no_file', message: 'Choose a payment file first.' } });
    const parsed = parsePaymentFile(fileName, bytes, request.settings, (fraction) =>
      post({ kind: 'progress', id, fraction, stage: 'Reading' }),
    );
    if (!parsed.ok) return post({ kind: 'failed', id, error: parsed.error });
    current = parsed.value;
  } else {
    if (!current)
      return post({ kind: 'failed', id, error: { code: 'no_file', message: 'Choose a payment file first.' } });
    current = remapPaymentFile(current, request.mapping, request.decimalStyle);
  }
  post({ kind: 'begin', id, file: withoutRows(current), sha256, total: current.rows.length });
  streamRows(id, started, current.rows, current.fileIssues, current.decimalStyle, request.defaultCurrency);
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
