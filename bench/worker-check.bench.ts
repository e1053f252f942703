// The window's worker's one pass over the 100,000-row file under plain Node (no Chromium): the
// check `import.worker.ts` runs (`streamCheckPaymentFile` with the preview, the row copies and
// `forWindow` per row), with the fast path's slim results for the rows it takes (`slimRows`, now)
// against every row through the reference rules (as before: `onRow` turned the fast path off).
// Timed alternately in one process, medians; the load average is given with the figure.
import { loadavg } from 'node:os';
import { streamCheckPaymentFile, forWindow, type StreamCheckOptions } from '../src-shared/import/stream-check';
import type { PaymentRow } from '../src-shared/payments/fields';
import type { RowResult } from '../src-shared/payments/types';
import { CHUNK_ROWS } from '../src-renderer/features/payments/worker-protocol';
// the rows of the decimal mark's sample are checked (and handed out) before any row can wait
import { DECIMAL_SAMPLE_ROWS } from '../src-shared/import/parse-file';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const bytes = generatePaymentCsv(100_000);

/**
 * One check as the worker does it; `slimRows` false is the worker before the fast path. With
 * `later`, the worker now: the rows past the first CHUNK_ROWS wait as where they are in the text
 * (`laterRowsFrom`) and are not built: the pass up to the summary.
 */
function asTheWorker(slimRows: boolean, later = false): number {
  const preview: string[][] = [];
  const rows: PaymentRow[] = [];
  const results: RowResult[] = [];
  const options: StreamCheckOptions = {
    defaultCurrency: 'EUR',
    ...(slimRows ? { slimRows: true } : { fastPath: false }),
    ...(later ? { laterRowsFrom: CHUNK_ROWS, onLaterRows: () => undefined } : {}),
    onRecord(cells) {
      if (preview.length < 50) preview.push([...cells]);
    },
    onRow(row, result) {
      const copy: PaymentRow = { line: row.line, values: { ...row.values } };
      if (row.ragged) copy.ragged = row.ragged;
      rows.push(copy);
      results.push(forWindow(result));
    },
  };
  const checked = streamCheckPaymentFile('payroll-100k.csv', bytes, {}, options);
  if (!checked.ok || checked.value.rowCount !== 100_000) throw new Error('the bench file did not check');
  if (results.length !== (later ? DECIMAL_SAMPLE_ROWS : 100_000))
    throw new Error('rows were not handed out as expected');
  return results.length;
}

export async function figures(): Promise<Figure[]> {
  const loadBefore = loadavg()[0]!;
  const { baselineMs, subjectMs } = await pairedMedianMs(
    () => asTheWorker(false),
    () => asTheWorker(true),
    15,
    3,
  );
  const waiting = await pairedMedianMs(
    () => asTheWorker(true),
    () => asTheWorker(true, true),
    15,
    3,
  );
  return [
    {
      name: 'worker pass to the summary, 100,000 rows, rows past 5,000 waiting (laterRowsFrom)',
      value: waiting.subjectMs,
      unit: 'ms',
      baseline: { name: 'fast path, every row built during the pass (slimRows, before)', value: waiting.baselineMs },
      extra: { load1End: loadavg()[0]!.toFixed(2) },
    },
    {
      name: 'worker check, 100,000 rows, fast path (slimRows)',
      value: subjectMs,
      unit: 'ms',
      baseline: { name: 'reference rules for every row (before)', value: baselineMs },
      extra: { load1Start: loadBefore.toFixed(2), load1End: loadavg()[0]!.toFixed(2) },
    },
  ];
}
