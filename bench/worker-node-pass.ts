// One pass of the window's worker over the 100,000-row file under plain Node, up to its summary,
// in this fresh process (cold, as a new worker in the app): prints its time in ms.
// Run by bench/worker-chromium.bench.ts as the baseline of the worker inside Chromium.
import { forWindow, streamCheckPaymentFile } from '../src-shared/import/stream-check';
import type { PaymentRow } from '../src-shared/payments/fields';
import type { RowResult } from '../src-shared/payments/types';
import { CHUNK_ROWS, PREVIEW_CELL_ROWS } from '../src-renderer/features/payments/worker-protocol';
import { generatePaymentCsv } from './import-data';

const bytes = generatePaymentCsv(100_000);
const started = performance.now();
const preview: string[][] = [];
const rows: PaymentRow[] = [];
const results: RowResult[] = [];
// as import.worker.ts reads a CSV file: the preview, the first rows copied, the others waiting
const checked = streamCheckPaymentFile(
  'payroll-100k.csv',
  bytes,
  {},
  {
    defaultCurrency: 'EUR',
    slimRows: true,
    laterRowsFrom: CHUNK_ROWS,
    onLaterRows: () => undefined,
    onRecord(cells) {
      preview.push([...cells]);
      return preview.length < PREVIEW_CELL_ROWS;
    },
    onRow(row, result) {
      rows.push({ line: row.line, values: { ...row.values } });
      results.push(forWindow(result));
    },
  },
);
if (!checked.ok || checked.value.rowCount !== 100_000) throw new Error('the bench file did not check');
console.log((performance.now() - started).toFixed(1));
