// Import: validating a generated 100,000-row CSV (decode, delimiter and decimal detection, papaparse
// with line numbers, mapping, every rule, duplicates, totals, bulks), as a ratio to papaparse parsing
// the same bytes alone; and the peak memory of each, measured in separate processes.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Papa from 'papaparse';
import { checkPaymentFile } from '../src-shared/import/check-file';
import { parsePaymentFile } from '../src-shared/import/parse-file';
import type { Figure } from './run';
import { medianMs } from './timing';
import { generatePaymentCsv } from './import-data';

function peakMemoryMb(mode: 'validate' | 'papaparse'): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'import-child.ts'), mode], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { maxRssKb: number }).maxRssKb / 1024;
}

export async function figures(): Promise<Figure[]> {
  const bytes = generatePaymentCsv();
  const papaparseMs = await medianMs(
    () => Papa.parse<string[]>(new TextDecoder('utf-8').decode(bytes), { delimiter: ';' }),
    5,
    1,
  );
  const validateMs = await medianMs(
    () => {
      const parsed = parsePaymentFile('bench.csv', bytes);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return checkPaymentFile(parsed.value, { defaultCurrency: 'EUR' });
    },
    5,
    1,
  );
  const validateMb = peakMemoryMb('validate');
  const papaparseMb = peakMemoryMb('papaparse');
  return [
    {
      name: 'import: validate 100,000-row CSV',
      value: validateMs,
      unit: 'ms',
      baseline: { name: 'papaparse alone, same bytes', value: papaparseMs },
      extra: {
        fileMB: Number((bytes.length / 1048576).toFixed(1)),
        rowsPerSecond: Math.round(100_000 / (validateMs / 1000)),
      },
    },
    {
      name: 'import: peak memory validating 100,000 rows',
      value: validateMb,
      unit: 'MB',
      baseline: { name: 'papaparse alone, peak memory', value: papaparseMb },
    },
  ];
}
