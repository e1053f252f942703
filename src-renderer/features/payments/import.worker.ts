// Reads and checks payment files off the window's thread, so a 100,000-row file never freezes it.
import { parsePaymentFile, remapPaymentFile, type ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import { compileRowRules } from '../../../src-shared/payments/row-rules';
import type { RowResult } from '../../../src-shared/payments/types';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

let bytes: Uint8Array | undefined;
let fileName = '';
let sha256 = '';
let current: ParsedPaymentFile | undefined;

const post = (message: WorkerResponse) =>
  (self as unknown as { postMessage(m: WorkerResponse): void }).postMessage(message);

function checkRows(
  id: number,
  rows: readonly PaymentRow[],
  decimalStyle: DecimalStyle,
  defaultCurrency: string,
): RowResult[] {
  // The rules compiled once for the file (its decimal mark and currency), then run row by row.
  const check = compileRowRules({ decimalStyle, defaultCurrency });
  const results: RowResult[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    results[i] = check(rows[i]!, i);
    if (i % 20_000 === 19_999) post({ kind: 'progress', id, fraction: i / rows.length, stage: 'Checking payments' });
  }
  return results;
}

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  if (request.kind === 'check') {
    return post({
      kind: 'checked',
      id,
      rowResults: checkRows(id, request.rows, request.decimalStyle, request.defaultCurrency),
    });
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
  post({
    kind: 'done',
    id,
    file: current,
    rowResults: checkRows(id, current.rows, current.decimalStyle, request.defaultCurrency),
    sha256,
  });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((e: unknown) =>
    post({
      kind: 'failed',
      id: event.data.id,
      error: { code: 'internal', message: `The file could not be read: ${e instanceof Error ? e.message : String(e)}` },
    }),
  );
});
