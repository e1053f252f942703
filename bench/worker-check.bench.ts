// The window's worker's one pass over the 100,000-row file under plain Node (no Chromium): the
// check `import.worker.ts` runs (`streamCheckPaymentFile` with the preview, the row copies and
// `forWindow` per row), with the fast path's slim results for the rows it takes (`slimRows`, now)
// against every row through the reference rules (as before: `onRow` turned the fast path off).
// Timed alternately in one process, medians; the load average is given with the figure.
import { loadavg } from 'node:os';
import { streamCheckPaymentFile, forWindow, type StreamCheckOptions } from '../src-shared/import/stream-check';
import type { PaymentRow } from '../src-shared/payments/fields';
import type { RowResult } from '../src-shared/payments/types';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const bytes = generatePaymentCsv(100_000);

/** One check as the worker does it; `slimRows` false is the worker before the fast path. */
function asTheWorker(slimRows: boolean): number {
  const preview: string[][] = [];
  const rows: PaymentRow[] = [];
  const results: RowResult[] = [];
  const options: StreamCheckOptions = {
    defaultCurrency: 'EUR',
    ...(slimRows ? { slimRows: true } : { fastPath: false }),
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
  return [
    {
      name: 'worker check, 100,000 rows, fast path (slimRows)',
      value: subjectMs,
      unit: 'ms',
      baseline: { name: 'reference rules for every row (before)', value: baselineMs },
      extra: { load1Start: loadBefore.toFixed(2), load1End: loadavg()[0]!.toFixed(2) },
    },
  ];
}
